/**
 * Know-How entries of Baghouse Design (`src/core/baghouse/`): the EPA A/C
 * factor method, EPA Table 1.1 and the factor tables, the terms a baghouse
 * is designed by, and the EPA worked example.
 */
import { APPLICATION_FACTORS, factorMethodAirToCloth, MATERIAL_FACTORS } from '../../baghouse/air-to-cloth.ts';
import { DUST_AIR_TO_CLOTH } from '../../baghouse/dusts.ts';
import { baghouseLinkPath } from '../../baghouse/link.ts';
import type { BaghouseTexts } from '../../baghouse/texts.ts';
import { convertExactly } from '../../report/exact-conversion.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { cite, EPA_COST_MANUAL } from '../sources.ts';

/** The EPA example as the CLI and the link take it. */
const EPA_TEXTS: BaghouseTexts = {
  flow: '10000',
  temperature: '275',
  loading: '4',
  mmd: '7',
  materialFactor: '9',
  applicationFactor: '0.8',
  cleaning: 'pulse-jet',
  bagDiameter: '5.125',
  bagLength: '10ft',
};

export const BAGHOUSE_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'epa-air-to-cloth-factor-method',
    title: 'EPA pulse-jet air-to-cloth factor method',
    aliases: ['A/C factor method', 'air-to-cloth ratio', 'filtering velocity'],
    summary: 'The design air-to-cloth ratio of a pulse-jet baghouse from the dust, the application, the temperature, the loading and the particle size.',
    tex: String.raw`V = 2.878\,A\,B\,T^{-0.2335}\,L^{-0.06021}\left(0.7471 + 0.0853\,\ln D\right)`,
    plain: 'V = 2.878·A·B·T^−0.2335·L^−0.06021·(0.7471 + 0.0853·ln D)',
    symbols: [
      { symbol: 'V', meaning: 'air-to-cloth ratio', unit: 'ft/min' },
      { symbol: 'A', meaning: 'material factor (table epa-material-factors)', unit: '1' },
      { symbol: 'B', meaning: 'application factor', unit: '1' },
      { symbol: 'T', meaning: 'gas temperature, clamped to 50–275', unit: '°F' },
      { symbol: 'L', meaning: 'inlet dust loading, clamped to 0.05–100', unit: 'gr/ft³' },
      { symbol: 'D', meaning: 'mass median diameter (last factor 0.8 below 3, 1.2 above 100)', unit: 'µm' },
    ],
    validity: 'Pulse-jet baghouses only; inputs outside the ranges are clamped with a warning.',
    source: cite(EPA_COST_MANUAL, 'pulse-jet A/C ratio, factor method'),
    check: '✔',
    tools: ['baghouse'],
    related: ['air-to-cloth-ratio', 'epa-table-1-1', 'epa-material-factors'],
    example: 'example-baghouse-epa',
  },
  {
    kind: 'table',
    id: 'epa-table-1-1',
    title: 'EPA Table 1.1: air-to-cloth ratios for selected dusts',
    aliases: ['A/C table', 'Table 1.1'],
    summary: 'The air-to-cloth ratio EPA gives per dust, for shaker or reverse-air and for pulse-jet baghouses.',
    columns: [
      { key: 'dust', label: 'Dust (--dust)' },
      { key: 'name', label: 'Dust' },
      { key: 'woven', label: 'Shaker or reverse-air', unit: 'ft/min' },
      { key: 'pulseJet', label: 'Pulse-jet', unit: 'ft/min' },
    ],
    rows: () => Object.entries(DUST_AIR_TO_CLOTH).map(([dust, row]) => ({ dust, name: row.name, woven: row.wovenFtMin, pulseJet: row.pulseJetFtMin })),
    module: 'src/core/baghouse/dusts.ts',
    source: cite(EPA_COST_MANUAL, 'Table 1.1'),
    check: '○',
    tools: ['baghouse'],
    related: ['air-to-cloth-ratio'],
  },
  {
    kind: 'table',
    id: 'epa-material-factors',
    title: 'EPA material and application factors (A and B)',
    aliases: ['material factor', 'application factor'],
    summary: 'The factors A (by dust) and B (by application) of the EPA pulse-jet A/C factor method.',
    columns: [
      { key: 'factor', label: 'Factor' },
      { key: 'value', label: 'Value' },
      { key: 'for', label: 'For' },
    ],
    rows: () => [
      ...MATERIAL_FACTORS.map(({ value, dusts }) => ({ factor: 'A (--material-factor)', value, for: dusts })),
      ...APPLICATION_FACTORS.map(({ value, use }) => ({ factor: 'B (--application-factor)', value, for: use })),
    ],
    module: 'src/core/baghouse/air-to-cloth.ts',
    source: cite(EPA_COST_MANUAL, 'pulse-jet A/C factor method'),
    check: '○',
    tools: ['baghouse'],
    related: ['epa-air-to-cloth-factor-method'],
  },
  {
    kind: 'term',
    id: 'air-to-cloth-ratio',
    title: 'Air-to-cloth ratio',
    aliases: ['A/C', 'A/C ratio', 'filtering velocity', 'gas-to-cloth ratio', 'face velocity of the cloth'],
    summary: 'The gas flow per unit of filter cloth: the first figure a baghouse is sized by.',
    definition:
      'A/C = Q / cloth area, in ft/min (cfm/ft²) or m/min. Gross A/C counts all the cloth; net A/C with one compartment off line for cleaning; net-net with two. Pulse-jet felts run at 3–8 ft/min, reverse-air woven bags at 1–2.5.',
    symbol: 'V',
    unit: 'ft/min or m/min',
    related: ['epa-air-to-cloth-factor-method', 'epa-table-1-1', 'can-velocity'],
  },
  {
    kind: 'term',
    id: 'can-velocity',
    title: 'Can velocity',
    aliases: ['upward velocity', 'housing velocity'],
    summary: 'The upward gas velocity in the baghouse housing below the bags.',
    definition:
      'Can velocity = Q / housing cross-section. Too high, it carries the dust the pulses knock off back onto the bags (re-entrainment); keep it below about 1.5 m/s for pulse-jet.',
    unit: 'm/s or ft/min',
    related: ['interstitial-velocity', 'air-to-cloth-ratio'],
  },
  {
    kind: 'term',
    id: 'interstitial-velocity',
    title: 'Interstitial velocity',
    aliases: ['velocity between the bags'],
    summary: 'The upward gas velocity in the gaps between the bags.',
    definition: 'Interstitial velocity = Q / (housing area − bag footprint): the can velocity where the bags narrow the passage, the stricter of the two re-entrainment checks.',
    unit: 'm/s or ft/min',
    related: ['can-velocity'],
  },
  {
    kind: 'example',
    id: 'example-baghouse-epa',
    title: 'EPA pulse-jet example: A/C ratio by the factor method',
    summary: 'A = 9, B = 0.8, 275 °F, 4 gr/ft³, 7 µm: the EPA factor method gives 4.69 ft/min.',
    tool: 'baghouse',
    inputs: [
      { label: 'Material factor A', value: '9' },
      { label: 'Application factor B', value: '0.8' },
      { label: 'Temperature', value: '275 °F' },
      { label: 'Inlet loading', value: '4 gr/ft³' },
      { label: 'Mass median diameter', value: '7 µm' },
    ],
    figure: 'Design air-to-cloth ratio V',
    answer: { value: 4.69, unit: 'ft/min', tolerance: 0.005, source: cite(EPA_COST_MANUAL, 'example problem, pulse-jet A/C 4.69 ft/min') },
    link: baghouseLinkPath(EPA_TEXTS, 'imperial'),
    cli: {
      args: ['baghouse', '--flow', '10000', '--imperial', '--material-factor', '9', '--application-factor', '0.8', '--temperature', '275', '--loading', '4', '--mmd', '7', '--bag-diameter', '5.125', '--bag-length', '10ft'],
      prints: '4.69 ft/min',
    },
    run: () => ({
      value: factorMethodAirToCloth({
        materialFactor: 9,
        applicationFactor: 0.8,
        temperatureK: convertExactly(275, 'degF', 'K'),
        loadingKgM3: convertExactly(4, 'gr/ft3', 'kg/m3'),
        mmdM: convertExactly(7, 'um', 'm'),
      }).airToClothMps,
      unit: 'm/s',
    }),
    related: ['epa-air-to-cloth-factor-method'],
  },
];
