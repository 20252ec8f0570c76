/**
 * Know-How entries of Industries & Applications (`src/core/industries/`):
 * the ten industries with their dusts and usual collector, each dust's
 * properties from the other tools' tables with their sources, and the method.
 * The rows are read from the core's data and its `dustProperties`, as the
 * page shows them.
 */
import { CLEANING_NAMES } from '../../baghouse/cleaning.ts';
import { dustProperties } from '../../industries/dust-properties.ts';
import { INDUSTRY_DUSTS, type IndustryDustId } from '../../industries/dusts.ts';
import { INDUSTRIES, INDUSTRY_IDS } from '../../industries/industries.ts';
import type { UnitSystem } from '../../report/figure.ts';
import type { KnowledgeEntry } from '../entry.ts';

/** A dust's rows: one per property, its value in the unit system and its source, as the page lists them. */
const dustRows = (id: IndustryDustId, system: UnitSystem) =>
  dustProperties(id, system).map(({ label, value, source }) => ({ dust: INDUSTRY_DUSTS[id].name, id, property: label, value, source }));

export const INDUSTRIES_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'table',
    id: 'industries',
    title: 'Industries, their dusts and usual collectors',
    aliases: ['industries and applications', 'applications', 'woodworking', 'cement', 'foundry', 'fly ash', 'pharmaceuticals', 'mining'],
    summary: 'The ten industries the toolkit serves: the processes that make dust, the typical dusts and the usual fabric filter and cleaning type.',
    columns: [
      { key: 'industry', label: 'Industry' },
      { key: 'id', label: 'Id (link industry=)' },
      { key: 'applications', label: 'Processes' },
      { key: 'dusts', label: 'Dusts' },
      { key: 'collector', label: 'Usual collector' },
      { key: 'cleaning', label: 'Cleaning type the links open with' },
    ],
    rows: () =>
      INDUSTRY_IDS.map((id) => {
        const industry = INDUSTRIES[id];
        return {
          industry: industry.name,
          id,
          applications: industry.applications,
          dusts: industry.dusts.map((dust) => INDUSTRY_DUSTS[dust].name).join(', '),
          collector: industry.collector,
          cleaning: CLEANING_NAMES[industry.cleaning],
        };
      }),
    module: 'src/core/industries/industries.ts',
    source: { work: 'EPA APTI SI:412A, Baghouse Plan Review', edition: 'Lesson 7', locator: 'Table 7-1 "Typical industrial applications for baghouses" (an industry it does not name, grain, is given its nearest row)' },
    check: '○',
    tools: ['industries'],
    related: ['industry-dusts', 'method-industries'],
  },
  {
    kind: 'table',
    id: 'industry-dusts',
    title: 'Industry dusts: transport velocity, A/C ratio, bulk density and explosion data',
    aliases: ['dust properties', 'bulk density', 'CEMA', 'dust list'],
    summary: 'Each dust of the industries with what the tools’ tables say of it (transport velocity, EPA A/C ratio, loose bulk density, combustibility), each value with its source.',
    columns: [
      { key: 'dust', label: 'Dust' },
      { key: 'id', label: 'Id' },
      { key: 'property', label: 'Property' },
      { key: 'value', label: 'Value (US units, as the tables print them)' },
      { key: 'source', label: 'Source' },
    ],
    rows: () => (Object.keys(INDUSTRY_DUSTS) as IndustryDustId[]).flatMap((id) => dustRows(id, 'imperial')),
    module: 'src/core/industries/dusts.ts',
    source: { work: 'ACGIH Industrial Ventilation; EPA Cost Manual Sec. 6 Ch. 1; CEMA material table; NFPA 68 Annex F', edition: 'as each row cites', locator: 'Sources column' },
    check: '○',
    tools: ['industries', 'baghouse', 'vent', 'hood'],
    related: ['industries', 'transport-velocities', 'epa-table-1-1', 'epa-material-factors', 'explosible-dusts', 'method-industries'],
  },
  {
    kind: 'method',
    id: 'method-industries',
    title: 'How Industries & Applications ties a dust to the tools',
    aliases: ['industries page', 'what dusts does my industry make'],
    summary: 'An industry’s dusts with the transport velocity, EPA A/C ratio, bulk density and explosion data of each, every value with its source, and links that open each tool for the dust.',
    tool: 'industries',
    related: ['industries', 'industry-dusts', 'transport-velocities', 'epa-table-1-1', 'epa-material-factors', 'explosible-dusts', 'method-monitoring'],
  },
];
