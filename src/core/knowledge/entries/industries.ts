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
import methodIndustriesBody from '../../../../docs/know-how/method-industries.md?raw';

/** The industries that name a dust, by name. */
const industriesOf = (dust: IndustryDustId) =>
  INDUSTRY_IDS.filter((id) => INDUSTRIES[id].dusts.includes(dust))
    .map((id) => INDUSTRIES[id].name)
    .join(', ');

/** A dust's row: each property's value in the unit system, and every source it cites once. */
function dustRow(id: IndustryDustId, system: UnitSystem) {
  const properties = dustProperties(id, system);
  const value = (key: (typeof properties)[number]['key']) => properties.find((property) => property.key === key)?.value ?? '';
  return {
    dust: INDUSTRY_DUSTS[id].name,
    id,
    industries: industriesOf(id),
    transport: value('transport'),
    airToCloth: value('airToCloth'),
    bulkDensity: value('bulkDensity'),
    combustibility: value('combustibility'),
    sources: [...new Set(properties.map(({ source }) => source))].join('; '),
  };
}

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
    summary: 'Each dust of the industries with what the tools’ tables say of it, in US units as the tables print them, and every source cited.',
    columns: [
      { key: 'dust', label: 'Dust' },
      { key: 'id', label: 'Id' },
      { key: 'industries', label: 'Industries' },
      { key: 'transport', label: 'Minimum transport velocity (ACGIH class)' },
      { key: 'airToCloth', label: 'EPA air-to-cloth ratio' },
      { key: 'bulkDensity', label: 'Loose bulk density (CEMA)' },
      { key: 'combustibility', label: 'Combustibility (KSt, Pmax, MEC)' },
      { key: 'sources', label: 'Sources' },
    ],
    rows: () => (Object.keys(INDUSTRY_DUSTS) as IndustryDustId[]).map((id) => dustRow(id, 'imperial')),
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
    body: methodIndustriesBody,
  },
];
