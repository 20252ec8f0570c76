/**
 * Know-How entries of Baghouse Design (`src/core/baghouse/`): the EPA A/C
 * factor method, EPA Table 1.1 and the factor tables, the terms a baghouse
 * is designed by, and the EPA worked example.
 */
import { APPLICATION_FACTORS, MATERIAL_FACTORS, TYPICAL_AIR_TO_CLOTH_FT_MIN } from '../../baghouse/air-to-cloth.ts';
import { canVelocityLimitMps, CLEANING_NAMES, CLEANING_TYPES, cleansOffLine } from '../../baghouse/cleaning.ts';
import { GROSS_NET_FACTORS } from '../../baghouse/cloth-area.ts';
import type { BaghouseDesign } from '../../baghouse/design.ts';
import { DUST_AIR_TO_CLOTH } from '../../baghouse/dusts.ts';
import { FABRICS, type Fabric } from '../../baghouse/fabrics.ts';
import { baghouseLinkPath } from '../../baghouse/link.ts';
import { type BaghouseTexts, EPA_EXAMPLE_SYSTEM, EPA_EXAMPLE_TEXTS, readBaghouse } from '../../baghouse/texts.ts';
import { optionName } from '../../report/measure.ts';
import type { ExampleEntry, KnowledgeEntry } from '../entry.ts';
import { cite, EPA_COST_MANUAL } from '../sources.ts';

/** The typical A/C ranges by cleaning type, as the tool warns outside them: `pulse-jet 3–8 ft/min, …`. */
const typicalAirToCloth = () =>
  Object.entries(TYPICAL_AIR_TO_CLOTH_FT_MIN)
    .map(([cleaning, { min, max }]) => `${cleaning} ${min}–${max} ft/min`)
    .join(', ');

/** A figure of a design the tool makes from the CLI's texts in US units (NaN when it refuses: docs-as-tests then fail). */
function designedFigure(texts: BaghouseTexts, figure: (design: BaghouseDesign) => number | undefined): number {
  const reading = readBaghouse(texts, EPA_EXAMPLE_SYSTEM);
  return (reading.status === 'success' && figure(reading.design)) || Number.NaN;
}

/** The EPA example's inputs as its worked examples list them. */
const EPA_INPUTS: ExampleEntry['inputs'] = [
  { label: 'Flow', value: '10 000 ACFM at 275 °F' },
  { label: 'Inlet loading', value: '4 gr/ft³' },
  { label: 'Mass median diameter', value: '7 µm' },
  { label: 'Material factor A, application factor B', value: '9, 0.8' },
  { label: 'Cleaning', value: 'pulse-jet at 100 psig, K₂ 15, every 10 min' },
  { label: 'Bags', value: '5.125 in × 10 ft' },
];

/** The EPA example with a bag pitch and compartments, as the method page shows it. */
const EPA_PITCH_TEXTS: BaghouseTexts = { ...EPA_EXAMPLE_TEXTS, bagPitch: '6.25' };
const EPA_COMPARTMENTS_TEXTS: BaghouseTexts = { ...EPA_EXAMPLE_TEXTS, compartments: '4', bagPitch: '8', pulseSpacing: '60', maxPressureDrop: '5' };
/** A sawdust collector: 54 bags of 6 in × 10 ft at a 9 in pitch. */
const SAWDUST_TEXTS: BaghouseTexts = { flow: '10000', dust: 'sawdust', loading: '4', cleaning: 'pulse-jet', bagDiameter: '6', bagLength: '10', bagPitch: '9' };

/** A worked example of Baghouse Design: its page link and command from the texts (US units), and its figure from the core. */
function baghouseExample(
  texts: BaghouseTexts,
  example: Pick<ExampleEntry, 'id' | 'title' | 'summary' | 'inputs' | 'figure' | 'answer' | 'related'>,
  prints: string,
  figure: (design: BaghouseDesign) => number | undefined,
  unit: ExampleEntry['answer']['unit'],
): ExampleEntry {
  const args = ['baghouse', ...Object.entries(texts).flatMap(([key, text]) => [`--${optionName(key)}`, text]), '--imperial'];
  return {
    kind: 'example',
    tool: 'baghouse',
    ...example,
    link: baghouseLinkPath(texts, EPA_EXAMPLE_SYSTEM),
    cli: { args, prints },
    run: () => ({ value: designedFigure(texts, figure), unit }),
  };
}

/** One of the EPA example's figures as a worked example. */
function epaExample(
  example: Pick<ExampleEntry, 'id' | 'title' | 'summary' | 'figure' | 'answer'>,
  prints: string,
  figure: (design: BaghouseDesign) => number | undefined,
  unit: ExampleEntry['answer']['unit'],
): ExampleEntry {
  return baghouseExample(EPA_EXAMPLE_TEXTS, { ...example, inputs: EPA_INPUTS, related: ['epa-air-to-cloth-factor-method', 'method-baghouse'] }, prints, figure, unit);
}

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
      `A/C = Q / cloth area, in ft/min (cfm/ft²) or m/min. Gross A/C counts all the cloth; net A/C with one compartment off line for cleaning; net-net with two. Typical: ${typicalAirToCloth()}.`,
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
    definition: `Q / housing cross-section below the bags. Too high, it carries the dust the cleaning knocks off back onto the bags (re-entrainment). Baghouse Design checks the stricter velocity between the bags (the interstitial velocity, which its report calls the can velocity between the bags) against ${canVelocityLimitMps('pulse-jet')} m/s for pulse-jet and ${canVelocityLimitMps('reverse-air')} m/s for reverse-air.`,
    unit: 'm/s or ft/min',
    related: ['interstitial-velocity', 'air-to-cloth-ratio'],
  },
  {
    kind: 'term',
    id: 'interstitial-velocity',
    title: 'Interstitial velocity',
    aliases: ['velocity between the bags'],
    summary: 'The upward gas velocity in the gaps between the bags.',
    definition:
      'Interstitial velocity = Q / (housing area − bag footprint): the upward velocity where the bags narrow the passage, the stricter re-entrainment check; Baghouse Design reports it as the can velocity between the bags and checks its limit on it.',
    unit: 'm/s or ft/min',
    related: ['can-velocity'],
  },
  {
    kind: 'formula',
    id: 'cloth-area-per-bag',
    title: 'Cloth area of a bag',
    aliases: ['bag area', 'filter area'],
    summary: 'The filtering area of one cylindrical bag.',
    tex: String.raw`A_{bag} = \pi\,D\,L\ \left[+\,\frac{\pi D^2}{4}\right]`,
    plain: 'A_bag = π·D·L (+ π·D²/4 if the bottom counts)',
    symbols: [
      { symbol: 'A_bag', meaning: 'cloth area per bag', unit: 'm²' },
      { symbol: 'D', meaning: 'bag diameter', unit: 'm' },
      { symbol: 'L', meaning: 'bag length', unit: 'm' },
    ],
    validity: 'Cylindrical bags; a 6 in × 10 ft bag has 15.71 ft².',
    source: cite(EPA_COST_MANUAL, 'cloth area'),
    check: '✔',
    tools: ['baghouse'],
    related: ['bag-count', 'air-to-cloth-ratio'],
  },
  {
    kind: 'formula',
    id: 'bag-count',
    title: 'Number of bags',
    aliases: ['bags', 'bag count'],
    summary: 'The bags a cloth area needs, rounded up.',
    tex: String.raw`N = \left\lceil \frac{A_{net}}{A_{bag}} \right\rceil,\quad A_{net} = \frac{Q}{V}`,
    plain: 'N = ceil(A_net / A_bag), A_net = Q / V',
    symbols: [
      { symbol: 'N', meaning: 'number of bags', unit: '1' },
      { symbol: 'A_net', meaning: 'net cloth area', unit: 'm²' },
      { symbol: 'Q', meaning: 'actual gas flow', unit: 'm³/s' },
      { symbol: 'V', meaning: 'design air-to-cloth ratio', unit: 'm/s' },
    ],
    validity: 'Compartments of equal bag counts round it up further.',
    source: cite(EPA_COST_MANUAL, 'cloth area and number of bags'),
    check: '✔',
    tools: ['baghouse'],
    related: ['cloth-area-per-bag', 'epa-gross-net-factors'],
    example: 'example-baghouse-epa-bags',
  },
  {
    kind: 'formula',
    id: 'pulse-jet-pressure-drop',
    title: 'Pressure drop of a pulse-jet baghouse',
    aliases: ['baghouse pressure drop', 'cake', 'K2', 'filter drag'],
    summary: 'The EPA model of a pulse-jet baghouse’s pressure drop: the cleaned cloth plus the dust cake built since the last pulse.',
    tex: String.raw`\Delta P = 6.08\,V\,P_j^{-0.65} + K_2\,W\,V,\qquad W = C_i\,V\,\theta`,
    plain: 'ΔP[inH₂O] = 6.08·V·Pj^−0.65 + K₂·W·V; W = C_i·V·θ',
    symbols: [
      { symbol: 'ΔP', meaning: 'pressure drop', unit: 'inH₂O' },
      { symbol: 'V', meaning: 'air-to-cloth ratio', unit: 'ft/min' },
      { symbol: 'Pj', meaning: 'pulse pressure', unit: 'psig' },
      { symbol: 'K₂', meaning: 'specific cake resistance', unit: 'inH₂O per (lb/ft²)(ft/min)' },
      { symbol: 'W', meaning: 'cake areal density', unit: 'lb/ft²' },
      { symbol: 'C_i', meaning: 'inlet loading (gr/ft³ ÷ 7000)', unit: 'lb/ft³' },
      { symbol: 'θ', meaning: 'time between cleanings', unit: 'min' },
    ],
    validity: 'Pulse-jet felts; 1–6 inH₂O is usual, 3–4 near the optimum.',
    source: cite(EPA_COST_MANUAL, 'pulse-jet pressure drop'),
    check: '✔',
    tools: ['baghouse'],
    related: ['air-to-cloth-ratio', 'filter-drag-pressure-drop', 'cleaning-interval'],
    example: 'example-baghouse-epa-pressure-drop',
  },
  {
    kind: 'table',
    id: 'epa-gross-net-factors',
    title: 'EPA gross cloth area from net cloth area',
    aliases: ['gross/net', 'compartments off line'],
    summary: 'The factor from net to gross cloth area of a compartmented, off-line-cleaned baghouse, by net area.',
    columns: [
      { key: 'upTo', label: 'Net area up to', unit: 'ft²' },
      { key: 'factor', label: 'Gross/net factor' },
    ],
    rows: () => GROSS_NET_FACTORS.map(({ upToFt2, factor }) => ({ upTo: Number.isFinite(upToFt2) ? upToFt2 : 'any larger', factor })),
    module: 'src/core/baghouse/cloth-area.ts',
    source: cite(EPA_COST_MANUAL, 'gross cloth area from net cloth area'),
    check: '○',
    tools: ['baghouse'],
    related: ['bag-count'],
  },
  {
    kind: 'table',
    id: 'filter-fabrics',
    title: 'Filter fabrics and their temperature limits',
    aliases: ['fabric', 'bag material', 'felt', 'maximum temperature', 'surge temperature', 'PPS', 'PTFE', 'aramid'],
    summary: 'The common bag fabrics with their maximum continuous and surge gas temperatures and their resistance to acid, alkali and hydrolysis.',
    columns: [
      { key: 'id', label: 'Option' },
      { key: 'name', label: 'Fabric' },
      { key: 'continuous', label: 'Continuous', unit: '°F' },
      { key: 'surge', label: 'Surge', unit: '°F' },
      { key: 'acid', label: 'Acid' },
      { key: 'alkali', label: 'Alkali' },
      { key: 'hydrolysis', label: 'Hydrolysis' },
      { key: 'check', label: 'Check' },
    ],
    rows: () =>
      Object.entries(FABRICS).map(([id, fabric]: [string, Fabric]) => ({
        id,
        name: fabric.name,
        continuous: fabric.continuousF,
        surge: fabric.surgeF,
        acid: fabric.acid,
        alkali: fabric.alkali,
        hydrolysis: fabric.hydrolysis ?? 'not rated',
        check: fabric.note === undefined ? fabric.check : `${fabric.check} (${fabric.note})`,
      })),
    module: 'src/core/baghouse/fabrics.ts',
    source: {
      work: 'EPA APTI course SI:412A, Lesson 4 "Fabric Filter Materials"; cross-checked with Wang et al., Air Pollution Control Engineering',
      edition: 'APTI course (undated); Wang et al. 2004',
      locator: 'Table 4-1 "Typical fabrics used for bags"; ch. 2, Table 3',
    },
    check: '○',
    tools: ['baghouse'],
    related: ['method-baghouse'],
  },
  {
    kind: 'formula',
    id: 'dirty-side-volume',
    title: 'Dirty-side volume and effective L/D of a baghouse (estimate)',
    aliases: ['dirty side', 'hopper volume', 'vessel volume', 'effective L/D'],
    summary: 'The vessel an explosion vent protects: the housing below the tube sheet and the hopper, estimated from the bag layout, and its effective length over diameter.',
    tex: String.raw`V = n_c\left(a\,b\,L_{bag} + \frac{h\,a\,(3b - a)}{6}\right),\quad h = \frac{a}{2}\tan 60^\circ,\quad \frac{L}{D} = \frac{H_{eff}}{D_{he}},\ D_{he} = 2\sqrt{\frac{V}{\pi H_{eff}}}`,
    plain: 'V = compartments × (a·b·L_bag + h·a·(3b − a)/6), h = (a/2)·tan 60° unless given; L/D = Heff/Dhe, Heff = L_bag + h, Dhe = 2·√(V/(π·Heff))',
    symbols: [
      { symbol: 'a, b', meaning: 'short and long side of a compartment’s section (rows·pitch, columns·pitch)', unit: 'm' },
      { symbol: 'L_bag', meaning: 'bag length (the housing below the tube sheet)', unit: 'm' },
      { symbol: 'h', meaning: 'hopper height, walls at 60° to a point or ridge', unit: 'm' },
      { symbol: 'H_eff', meaning: 'effective height, L_bag + h', unit: 'm' },
      { symbol: 'D_he', meaning: 'effective hydraulic diameter', unit: 'm' },
    ],
    validity: 'An estimate from the layout: no clearance below the bags, hoppers at 60° (○, common practice); the drawn housing’s volume governs.',
    source: { work: 'NFPA 68, Standard on Explosion Protection by Deflagration Venting', edition: '2018', locator: '6.4.2, effective L/D; volume estimated from the bag layout' },
    check: '○',
    tools: ['baghouse'],
    related: ['nfpa68-elongated-vessel', 'method-explosion-venting'],
    example: 'example-baghouse-dirty-side',
  },
  {
    kind: 'formula',
    id: 'filter-drag-pressure-drop',
    title: 'Filter-drag model of a baghouse (K₁ and K₂)',
    aliases: ['filter drag', 'K1', 'K₁', 'clean-cloth drag', 'shaker', 'reverse-air'],
    summary: 'The pressure drop of a fabric filter as a clean-cloth drag plus the cake’s: how Baghouse Design gives a shaker or reverse-air unit’s, or any unit’s when K₁ is given.',
    tex: String.raw`\Delta P = K_1\,V + K_2\,W\,V,\qquad W = C_i\,V\,\theta`,
    plain: 'ΔP = K₁·V + K₂·W·V; W = C_i·V·θ',
    symbols: [
      { symbol: 'ΔP', meaning: 'pressure drop at the end of the filtration time', unit: 'Pa' },
      { symbol: 'K₁', meaning: 'clean-cloth (residual) drag', unit: 'Pa·s/m (inH₂O·min/ft, Pa·min/m as typed)' },
      { symbol: 'K₂', meaning: 'specific cake resistance', unit: '1/s (inH₂O·min·ft/lb, N·min/(kg·m) as typed)' },
      { symbol: 'V', meaning: 'design air-to-cloth ratio', unit: 'm/s' },
      { symbol: 'W', meaning: 'cake areal density', unit: 'kg/m²' },
      { symbol: 'C_i', meaning: 'inlet dust loading, actual', unit: 'kg/m³' },
      { symbol: 'θ', meaning: 'filtration time between cleanings', unit: 's' },
    ],
    validity: 'K₁ and K₂ measured for the fabric and dust (a supplier’s or a pilot test’s); needed for shaker and reverse-air, which have no EPA equation of their own. 1–6 inH₂O is usual; outside it the tool warns.',
    source: { work: 'EPA Air Pollution Control Cost Manual, Section 6 Chapter 1; Wang et al., Air Pollution Control Engineering', edition: 'EPA/452/B-02-001 (1998); 2004', locator: 'filter drag model; ch. 2' },
    check: '○',
    tools: ['baghouse'],
    related: ['pulse-jet-pressure-drop', 'cleaning-interval', 'air-to-cloth-ratio'],
  },
  {
    kind: 'formula',
    id: 'cleaning-interval',
    title: 'Cleaning interval and pulse cycle of a baghouse',
    aliases: ['cleaning cycle', 'filtration time', 'pulse sequence', 'time between cleanings'],
    summary: 'How long the cake may grow before the pressure drop reaches the maximum chosen; and how long the valves take to pulse every row once, which must not be longer.',
    tex: String.raw`\theta = \frac{\Delta P_{max} - R\,V}{K_2\,C_i\,V^2},\qquad t_{cycle} = n_{rows}\,n_{comp}\,t_{pulse}`,
    plain: 'θ = (ΔP_max − R·V) / (K₂·C_i·V²), R·V the clean cloth’s part (6.08·V·Pj^−0.65 pulse-jet, K₁·V filter drag); t_cycle = rows × compartments × pulse spacing',
    symbols: [
      { symbol: 'θ', meaning: 'filtration time until ΔP_max', unit: 's' },
      { symbol: 'ΔP_max', meaning: 'pressure drop at which the bags are cleaned', unit: 'Pa' },
      { symbol: 'R·V', meaning: 'residual (clean-cloth) pressure drop', unit: 'Pa' },
      { symbol: 'K₂', meaning: 'specific cake resistance', unit: '1/s' },
      { symbol: 'C_i', meaning: 'inlet dust loading, actual', unit: 'kg/m³' },
      { symbol: 'V', meaning: 'design air-to-cloth ratio', unit: 'm/s' },
      { symbol: 't_cycle', meaning: 'time to pulse every row once (one valve per row)', unit: 's' },
      { symbol: 't_pulse', meaning: 'pulse spacing between valves', unit: 's' },
    ],
    validity: 'The pressure-drop model solved for θ. No interval when the clean cloth already reaches ΔP_max (the tool warns); a cleaning interval shorter than t_cycle is a warning: the cake outgrows the cleaning.',
    source: cite(EPA_COST_MANUAL, 'pressure drop models solved for the filtration time'),
    check: '○',
    tools: ['baghouse'],
    related: ['pulse-jet-pressure-drop', 'filter-drag-pressure-drop'],
    example: 'example-baghouse-cleaning-interval',
  },
  {
    kind: 'table',
    id: 'baghouse-cleaning-types',
    title: 'Baghouse cleaning types: typical A/C and re-entrainment limits',
    aliases: ['pulse-jet', 'shaker', 'reverse-air', 'typical air-to-cloth', 're-entrainment limit', 'can velocity limit'],
    summary: 'Per cleaning type: the typical air-to-cloth range the tool warns outside of, the limit on the can velocity between the bags, and whether a compartment is cleaned off line.',
    columns: [
      { key: 'id', label: 'Cleaning (--cleaning)' },
      { key: 'name', label: 'Cleaning' },
      { key: 'typical', label: 'Typical A/C', unit: 'ft/min' },
      { key: 'limit', label: 'Can velocity limit', unit: 'm/s' },
      { key: 'offLine', label: 'Cleaned' },
    ],
    rows: () =>
      CLEANING_TYPES.map((id) => ({
        id,
        name: CLEANING_NAMES[id],
        typical: `${TYPICAL_AIR_TO_CLOTH_FT_MIN[id].min}–${TYPICAL_AIR_TO_CLOTH_FT_MIN[id].max}`,
        limit: canVelocityLimitMps(id) ?? 'none',
        offLine: cleansOffLine(id) ? 'off line, one compartment at a time' : 'on line',
      })),
    module: 'src/core/baghouse/cleaning.ts',
    source: {
      work: 'Vendor glossaries (typical A/C and maximum can velocity between the bags: 1.5–2.5 m/s pulse-jet, 0.6–1.0 m/s reverse-air); EPA Cost Manual Section 6 Chapter 1 (off-line cleaning)',
      edition: 'web pages; EPA/452/B-02-001 (1998)',
      locator: 'typical ranges; interstitial velocity',
    },
    check: '○',
    tools: ['baghouse'],
    related: ['air-to-cloth-ratio', 'can-velocity', 'interstitial-velocity'],
  },
  {
    kind: 'method',
    id: 'method-baghouse',
    title: 'How a baghouse is sized',
    aliases: ['baghouse design method'],
    summary: 'From the gas flow and the dust to the A/C ratio, the cloth area, the bags, the housing velocities and the pressure drop.',
    tool: 'baghouse',
    related: ['standard-flow', 'air-to-cloth-ratio', 'epa-table-1-1', 'epa-air-to-cloth-factor-method', 'epa-material-factors', 'epa-gross-net-factors', 'cloth-area-per-bag', 'bag-count', 'interstitial-velocity', 'can-velocity', 'baghouse-cleaning-types', 'filter-fabrics', 'filter-drag-pressure-drop', 'pulse-jet-pressure-drop', 'cleaning-interval', 'dust-collected', 'dirty-side-volume', 'method-explosion-venting', 'example-baghouse-epa', 'example-baghouse-epa-bags', 'example-baghouse-epa-pressure-drop', 'example-baghouse-can-velocity', 'example-baghouse-cleaning-interval', 'example-baghouse-dirty-side'],
  },
  epaExample(
    {
      id: 'example-baghouse-epa',
      title: 'EPA pulse-jet example: the A/C ratio by the factor method',
      summary: 'A = 9, B = 0.8, 275 °F, 4 gr/ft³, 7 µm: the EPA factor method gives 4.69 ft/min.',
      figure: 'Design air-to-cloth ratio V',
      answer: { value: 4.69, unit: 'ft/min', tolerance: 0.005, source: cite(EPA_COST_MANUAL, 'example problem: pulse-jet A/C 4.69 ft/min') },
    },
    '4.69 ft/min',
    (design) => design.airToClothMps,
    'm/s',
  ),
  epaExample(
    {
      id: 'example-baghouse-epa-bags',
      title: 'EPA pulse-jet example: the number of bags',
      summary: '2132.55 ft² of cloth at 13.417 ft² per bag needs 159 bags.',
      figure: 'Bags',
      answer: { value: 159, unit: '1', tolerance: 0, source: cite(EPA_COST_MANUAL, 'example problem: 159 bags') },
    },
    '159',
    (design) => design.layout?.bagCount,
    '1',
  ),
  epaExample(
    {
      id: 'example-baghouse-epa-pressure-drop',
      title: 'EPA pulse-jet example: the pressure drop',
      summary: 'At 4.69 ft/min, 100 psig pulses, K₂ 15 and 10 minutes between cleanings: W = 0.0268 lb/ft² and ΔP = 3.31 inH₂O.',
      figure: 'Pressure drop ΔP',
      answer: { value: 3.31, unit: 'inH2O', tolerance: 0.005, source: cite(EPA_COST_MANUAL, 'example problem: ΔP 3.31 inH₂O') },
    },
    '3.31 inH₂O',
    (design) => design.cake?.pressureDropPa,
    'Pa',
  ),
  baghouseExample(
    EPA_PITCH_TEXTS,
    {
      id: 'example-baghouse-can-velocity',
      title: 'The can velocity between the bags of the EPA example at a 6.25 in pitch',
      summary: '159 bags in a 13 × 13 grid at 6.25 in: 10 000 ACFM over the 23.07 ft² left between the bags is 434 ft/min, 47 % over the 295 ft/min pulse-jet limit.',
      inputs: [...EPA_INPUTS, { label: 'Bag pitch', value: '6.25 in' }],
      figure: 'Can velocity between the bags',
      answer: {
        value: 433.5,
        unit: 'ft/min',
        tolerance: 0.5,
        source: {
          work: 'Hand calculation (issue 19)',
          edition: 'this project',
          locator: '(13 × 6.25 in)² = 45.84 ft², less 159 × π(5.125 in)²/4 = 22.78 ft², leaves 23.07 ft²: 10 000 / 23.07 = 433.5 ft/min',
        },
      },
      related: ['interstitial-velocity', 'can-velocity', 'baghouse-cleaning-types'],
    },
    '434 ft/min',
    (design) => design.housing?.interstitialVelocityMps,
    'm/s',
  ),
  baghouseExample(
    EPA_COMPARTMENTS_TEXTS,
    {
      id: 'example-baghouse-cleaning-interval',
      title: 'The EPA example cleaned at 5 inH₂O: the cleaning interval',
      summary: 'At 4.69 ft/min, 100 psig, K₂ 15 and 4 gr/ft³, the cake takes 18.9 min to bring the pressure drop to 5 inH₂O, less than the 24 min four compartments of six rows need at a pulse every 60 s.',
      inputs: [...EPA_INPUTS, { label: 'Compartments, bag pitch', value: '4, 8 in' }, { label: 'Pulse spacing', value: '60 s' }, { label: 'Maximum ΔP', value: '5 inH₂O' }],
      figure: 'Cleaning interval to the maximum ΔP',
      answer: {
        value: 18.95,
        unit: 'min',
        tolerance: 0.01,
        source: {
          work: 'Hand calculation, the EPA pulse-jet model solved for θ',
          edition: 'EPA/452/B-02-001 (1998)',
          locator: 'residual 6.08 × 4.6892 × 100^−0.65 = 1.4289 inH₂O; θ = (5 − 1.4289) / (15 × 4/7000 × 4.6892²) = 18.95 min',
        },
      },
      related: ['cleaning-interval'],
    },
    '18.9 min',
    (design) => design.cake?.cleaningIntervalS,
    's',
  ),
  baghouseExample(
    SAWDUST_TEXTS,
    {
      id: 'example-baghouse-dirty-side',
      title: 'The dirty side of a sawdust collector, to vent',
      summary: '54 bags of 6 in × 10 ft at a 9 in pitch in a 7 × 8 grid: housing 315 ft³ and a 60° hopper of 50.7 ft³, V = 365.7 ft³ and L/D 2.57.',
      inputs: [
        { label: 'Flow', value: '10 000 ACFM' },
        { label: 'Dust', value: 'sawdust (EPA Table 1.1: 12 ft/min pulse-jet)' },
        { label: 'Inlet loading', value: '4 gr/ft³' },
        { label: 'Bags', value: '6 in × 10 ft at a 9 in pitch' },
      ],
      figure: 'Dirty-side volume V (estimate)',
      answer: {
        value: 365.7,
        unit: 'ft3',
        tolerance: 0.05,
        source: {
          work: 'Hand calculation, NFPA 68 (2018) 6.4.2 for L/D',
          edition: 'this project',
          locator: 'section 5.25 × 6 ft; housing 5.25 × 6 × 10 = 315 ft³; hopper h = 2.625 · tan 60° = 4.547 ft, 4.547 × 5.25 × (18 − 5.25)/6 = 50.7 ft³',
        },
      },
      related: ['dirty-side-volume', 'method-explosion-venting'],
    },
    '366 ft³',
    (design) => design.dirtySide?.volumeM3,
    'm3',
  ),
];
