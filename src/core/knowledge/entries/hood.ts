/**
 * Know-How entries of Hood Design (`src/core/hood/`): the flow equations by
 * hood type, the entry loss, hood static pressure and the hood equation,
 * the hood tables, the terms, the method and worked examples.
 */
import { CAPTURE_VELOCITY_RANGES } from '../../hood/capture-velocity.ts';
import type { HoodDesign } from '../../hood/design-input.ts';
import { HOOD_DESIGN_TYPES } from '../../hood/design-types.ts';
import type { HoodTexts } from '../../hood/fields.ts';
import { HOOD_TYPES } from '../../hood/hood-types.ts';
import { hoodLinkPath } from '../../hood/link.ts';
import { readHoodDesign } from '../../hood/read.ts';
import type { UnitSystem } from '../../report/figure.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';

/** A figure of the hood the tool designs from the CLI's own texts (NaN when it refuses: docs-as-tests then fail). */
function designed(texts: HoodTexts, system: UnitSystem, figure: (design: HoodDesign) => number | undefined): number {
  const { design } = readHoodDesign(texts, system);
  return (design && figure(design)) ?? Number.NaN;
}

/** The worked examples' inputs, as the CLI and the link take them. */
const OPENING_TEXTS: HoodTexts = { type: 'plain-opening', diameter: '250', faceVelocity: '3', distance: '250' };
const GRINDER_TEXTS: HoodTexts = {
  type: 'custom',
  openArea: '0.5',
  flow: '800',
  coefficientOfEntry: '0.78',
  ductDiameter: '6',
  temperature: '97.89',
  measuredStaticPressure: '1.69',
};

const HOOD_SYMBOLS = {
  q: { symbol: 'Q', meaning: 'hood flow, actual', unit: 'm³/s' },
  v: { symbol: 'V', meaning: 'capture velocity wanted at X', unit: 'm/s' },
  x: { symbol: 'X', meaning: 'distance from the hood face to the source', unit: 'm' },
  a: { symbol: 'A', meaning: 'face area of the opening', unit: 'm²' },
  fh: { symbol: 'Fh', meaning: 'hood entry loss coefficient', unit: 'VP of the duct' },
  ce: { symbol: 'Ce', meaning: 'coefficient of entry', unit: '1' },
  vpd: { symbol: 'VPd', meaning: 'velocity pressure in the branch duct', unit: 'Pa' },
  sph: { symbol: 'SPh', meaning: 'hood static pressure (its size)', unit: 'Pa' },
} as const;

export const HOOD_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'dallavalle-opening',
    title: 'Capture flow of a plain or flanged opening (DallaValle)',
    aliases: ['DallaValle', 'capture velocity equation', 'plain opening', 'flanged opening', 'exterior hood'],
    summary: 'The flow an opening must draw so that the air at distance X in front of it moves at the capture velocity.',
    tex: String.raw`Q = V\left(10\,X^2 + A\right),\qquad Q_{flanged} = 0.75\,V\left(10\,X^2 + A\right)`,
    plain: `${HOOD_DESIGN_TYPES['plain-opening'].equation}; ${HOOD_DESIGN_TYPES['flanged-opening'].equation}`,
    symbols: [HOOD_SYMBOLS.q, HOOD_SYMBOLS.v, HOOD_SYMBOLS.x, HOOD_SYMBOLS.a],
    validity: HOOD_DESIGN_TYPES['plain-opening'].validity,
    source: cite(ACGIH_MANUAL, 'ch. 3 (ch. 6 from the 25th ed.), figure "Hood types" (DallaValle, Exhaust Hoods, 1952)'),
    check: HOOD_DESIGN_TYPES['plain-opening'].check,
    tools: ['hood', 'system'],
    related: ['capture-velocity', 'capture-velocities', 'slot-hood-flow'],
    example: 'example-hood-plain-opening',
  },
  {
    kind: 'formula',
    id: 'slot-hood-flow',
    title: 'Capture flow of a slot hood',
    aliases: ['slot hood', 'plain slot', 'flanged slot'],
    summary: 'The flow a slot draws to reach the capture velocity at X; a slot is an opening of aspect ratio 0.2 or less.',
    tex: String.raw`Q = 3.7\,L\,V\,X,\qquad Q_{flanged} = 2.6\,L\,V\,X`,
    plain: `${HOOD_DESIGN_TYPES['plain-slot'].equation}; ${HOOD_DESIGN_TYPES['flanged-slot'].equation}`,
    symbols: [HOOD_SYMBOLS.q, { symbol: 'L', meaning: 'slot length', unit: 'm' }, HOOD_SYMBOLS.v, HOOD_SYMBOLS.x],
    validity: HOOD_DESIGN_TYPES['plain-slot'].validity,
    source: cite(ACGIH_MANUAL, 'ch. 3, figure "Hood types" (slot)'),
    check: HOOD_DESIGN_TYPES['plain-slot'].check,
    tools: ['hood', 'system'],
    related: ['dallavalle-opening', 'hood-static-pressure'],
  },
  {
    kind: 'formula',
    id: 'booth-flow',
    title: 'Flow of a booth, enclosure or downdraft table',
    aliases: ['face velocity', 'booth', 'enclosure', 'downdraft'],
    summary: 'A hood that surrounds the source draws its face velocity over its open area.',
    tex: String.raw`Q = V_f\,A`,
    plain: HOOD_DESIGN_TYPES.booth.equation,
    symbols: [HOOD_SYMBOLS.q, { symbol: 'V_f', meaning: 'face velocity', unit: 'm/s' }, { symbol: 'A', meaning: 'open face area', unit: 'm²' }],
    validity: HOOD_DESIGN_TYPES.booth.validity,
    source: cite(ACGIH_MANUAL, 'ch. 3, figure "Hood types" (booth); continuity'),
    check: HOOD_DESIGN_TYPES.booth.check,
    tools: ['hood', 'system'],
    related: ['face-velocity', 'continuity'],
  },
  {
    kind: 'formula',
    id: 'canopy-flow',
    title: 'Flow of a canopy over a cold source',
    aliases: ['canopy hood', 'cold canopy'],
    summary: 'The flow a canopy draws through its open sides at height D above a cold source.',
    tex: String.raw`Q = 1.4\,P\,D\,V`,
    plain: HOOD_DESIGN_TYPES.canopy.equation,
    symbols: [HOOD_SYMBOLS.q, { symbol: 'P', meaning: 'perimeter of the source', unit: 'm' }, { symbol: 'D', meaning: 'height above the source', unit: 'm' }, { symbol: 'V', meaning: 'velocity at the open sides', unit: 'm/s' }],
    validity: HOOD_DESIGN_TYPES.canopy.validity,
    source: cite(ACGIH_MANUAL, 'ch. 3, figure "Hood types" (canopy)'),
    check: HOOD_DESIGN_TYPES.canopy.check,
    tools: ['hood'],
    related: ['hot-canopy-flow'],
  },
  {
    kind: 'formula',
    id: 'hot-canopy-flow',
    title: 'Flow of a low canopy over a hot source (Hemeon)',
    aliases: ['hot canopy', 'hot process', 'Hemeon'],
    summary: 'The plume of a hot source carries air up; a low canopy takes it with some margin.',
    tex: String.raw`Q_t = 4.7\,D_f^{2.33}\,\Delta t^{0.42}`,
    plain: HOOD_DESIGN_TYPES['hot-canopy'].equation,
    symbols: [
      { symbol: 'Q_t', meaning: 'total canopy flow', unit: 'CFM' },
      { symbol: 'D_f', meaning: 'hood diameter, 1 ft larger than the source', unit: 'ft' },
      { symbol: 'Δt', meaning: 'source surface minus room temperature', unit: '°F' },
    ],
    validity: HOOD_DESIGN_TYPES['hot-canopy'].validity,
    source: cite(ACGIH_MANUAL, 'hot processes, canopy hoods (after Hemeon, Plant and Process Ventilation, 1963)'),
    check: HOOD_DESIGN_TYPES['hot-canopy'].check,
    tools: ['hood'],
    related: ['canopy-flow'],
  },
  {
    kind: 'formula',
    id: 'coefficient-of-entry',
    title: 'Coefficient of entry Ce',
    aliases: ['Ce'],
    summary: 'The share of the hood static pressure that becomes velocity pressure in the duct.',
    tex: String.raw`C_e = \sqrt{\frac{VP_d}{SP_h}} = \frac{1}{\sqrt{1 + F_h}}`,
    plain: 'Ce = √(VPd/SPh) = 1/√(1 + Fh); Fh = 1/Ce² − 1',
    symbols: [HOOD_SYMBOLS.ce, HOOD_SYMBOLS.vpd, HOOD_SYMBOLS.sph, HOOD_SYMBOLS.fh],
    validity: 'A hood without a slot; a slot hood’s Ce also counts its slot loss. Ce 0.3 to 1.',
    source: cite(ACGIH_MANUAL, 'ch. 3, hood entry loss'),
    check: '◐',
    tools: ['hood', 'system'],
    related: ['hood-entry-loss', 'hood-static-pressure', 'hood-entry-losses'],
  },
  {
    kind: 'formula',
    id: 'hood-static-pressure',
    title: 'Hood static pressure SPh',
    aliases: ['SPh', 'hood suction'],
    summary: 'The suction a hood needs at the branch to draw its flow: the acceleration to duct velocity plus the entry loss.',
    tex: String.raw`SP_h = \left(1 + F_h\right) VP_d \;\left[+\,F_s\,VP_s\right]`,
    plain: 'SPh = (1 + Fh)·VPd; a slot hood adds Fs·VPs (and VPs − VPd where the slot’s VP is the larger)',
    symbols: [HOOD_SYMBOLS.sph, HOOD_SYMBOLS.fh, HOOD_SYMBOLS.vpd, { symbol: 'Fs', meaning: 'slot loss coefficient, 1.78 by default', unit: 'VP of the slot' }, { symbol: 'VPs', meaning: 'slot velocity pressure', unit: 'Pa' }],
    validity: 'Actual density in VP = ρV²/2.',
    source: cite(ACGIH_MANUAL, 'ch. 3 and ch. 6, hood static pressure'),
    check: '◐',
    tools: ['hood', 'system'],
    related: ['hood-entry-loss', 'velocity-pressure', 'hood-equation'],
  },
  {
    kind: 'formula',
    id: 'hood-equation',
    title: 'Flow from a measured hood static pressure (the hood equation)',
    aliases: ['hood static pressure method', 'commissioning', '4005'],
    summary: 'The flow a hood draws, read from its static pressure on the branch: the commissioning check.',
    tex: String.raw`Q = C_e\,A\,\sqrt{\frac{2\,SP_h}{\rho}}\qquad \left(Q = 4005\,A\,C_e\sqrt{SP_h/df}\ \text{in US units}\right)`,
    plain: 'Q = Ce·A·√(2·SPh/ρ) (ACGIH: Q = 4005·A·Ce·√(SPh/df), ft², inH₂O, CFM)',
    symbols: [HOOD_SYMBOLS.q, HOOD_SYMBOLS.ce, { symbol: 'A', meaning: 'branch duct area', unit: 'm²' }, HOOD_SYMBOLS.sph, { symbol: 'ρ', meaning: 'actual gas density', unit: 'kg/m³' }],
    validity: 'SPh read on the branch 3 duct diameters from a plain or flanged hood, 1 from a tapered one; Ce as designed.',
    source: cite(ACGIH_MANUAL, 'ch. 3, hood static pressure method'),
    check: '✔',
    tools: ['hood'],
    related: ['coefficient-of-entry', 'hood-static-pressure'],
    example: 'example-hood-grinder-commissioning',
  },
  {
    kind: 'table',
    id: 'hood-entry-losses',
    title: 'Hood entry loss coefficients by take-off',
    aliases: ['hood types', 'Fh table', 'take-off'],
    summary: 'The entry loss Fh and coefficient of entry Ce of each hood take-off the tools know.',
    columns: [
      { key: 'id', label: 'Take-off (--take-off)' },
      { key: 'name', label: 'Hood' },
      { key: 'entryLoss', label: 'Fh', unit: 'VP' },
      { key: 'coefficientOfEntry', label: 'Ce', digits: 3 },
      { key: 'check', label: 'Check' },
    ],
    rows: () => Object.values(HOOD_TYPES).map(({ id, name, entryLoss, coefficientOfEntry, check }) => ({ id, name, entryLoss, coefficientOfEntry, check })),
    module: 'src/core/hood/hood-types.ts',
    source: cite(ACGIH_MANUAL, 'Fig. 3-16 "Hood loss coefficients"'),
    check: '○',
    tools: ['hood', 'system'],
    related: ['hood-entry-loss', 'coefficient-of-entry'],
  },
  {
    kind: 'table',
    id: 'hood-design-types',
    title: 'Hood types and their flow equations',
    aliases: ['hood shapes'],
    summary: 'Every hood type the tool designs, with its equation, where it holds and how far it is checked.',
    columns: [
      { key: 'id', label: 'Type (--type)' },
      { key: 'name', label: 'Hood' },
      { key: 'equation', label: 'Equation' },
      { key: 'validity', label: 'Valid for' },
      { key: 'check', label: 'Check' },
    ],
    rows: () => Object.values(HOOD_DESIGN_TYPES).map(({ id, name, equation, validity, check }) => ({ id, name, equation, validity, check })),
    module: 'src/core/hood/design-types.ts',
    source: cite(ACGIH_MANUAL, 'ch. 3, figure "Hood types"'),
    check: '○',
    tools: ['hood'],
    related: ['dallavalle-opening', 'slot-hood-flow', 'booth-flow'],
  },
  {
    kind: 'table',
    id: 'capture-velocities',
    title: 'Capture velocities by how the contaminant is released',
    aliases: ['range of capture velocities'],
    summary: 'ACGIH’s ranges of capture velocity for four release conditions, with examples.',
    columns: [
      { key: 'condition', label: 'Release' },
      { key: 'fpm', label: 'Capture velocity, ft/min' },
      { key: 'mps', label: 'Capture velocity, m/s' },
      { key: 'examples', label: 'Examples' },
    ],
    rows: () =>
      Object.values(CAPTURE_VELOCITY_RANGES).map(({ condition, fpm, mps, examples }) => ({
        condition,
        fpm: `${fpm.low}–${fpm.high}`,
        mps: `${mps.low}–${mps.high}`,
        examples: examples.join(', '),
      })),
    module: 'src/core/hood/capture-velocity.ts',
    source: cite(ACGIH_MANUAL, 'ch. 3, "Range of capture velocities"'),
    check: '◐',
    tools: ['hood'],
    related: ['capture-velocity', 'dallavalle-opening'],
  },
  {
    kind: 'term',
    id: 'capture-velocity',
    title: 'Capture velocity',
    aliases: ['control velocity'],
    summary: 'The air velocity at the source that overcomes the contaminant’s own motion and the room’s drafts and carries it into the hood.',
    definition:
      'The velocity an exterior hood must make at the farthest point of release, X from its face. It falls fast with distance (DallaValle), so a hood close to the source needs far less air. A room cross-draft at or above it defeats the hood.',
    symbol: 'V',
    unit: 'ft/min or m/s',
    related: ['capture-velocities', 'dallavalle-opening'],
  },
  {
    kind: 'term',
    id: 'hood-entry-loss',
    title: 'Hood entry loss',
    aliases: ['Fh', 'entry loss coefficient'],
    summary: 'The pressure lost as air enters a hood and contracts into the duct, in velocity pressures of the duct.',
    definition:
      `Fh·VPd is lost at the hood’s entry (vena contracta); a plain duct end loses ${HOOD_TYPES['plain-duct-end'].entryLoss} VP, a flanged one ${HOOD_TYPES['flanged-duct-end'].entryLoss}, a bell-mouth ${HOOD_TYPES['bell-mouth'].entryLoss}. The hood static pressure is (1 + Fh)·VPd.`,
    symbol: 'Fh',
    unit: 'VP',
    related: ['hood-entry-losses', 'coefficient-of-entry', 'hood-static-pressure'],
  },
  {
    kind: 'term',
    id: 'face-velocity',
    title: 'Face velocity',
    aliases: ['opening velocity'],
    summary: 'The flow over the hood’s face area: what a booth or enclosure is designed by.',
    definition: 'V_f = Q/A over the hood’s open face. Booths and enclosures are designed by it (commonly 100–200 ft/min); an exterior hood by the capture velocity at the source instead.',
    symbol: 'V_f',
    unit: 'ft/min or m/s',
    related: ['booth-flow', 'capture-velocity'],
  },
  {
    kind: 'method',
    id: 'method-hood-design',
    title: 'How a hood is designed',
    aliases: ['hood design method'],
    summary: 'From the capture velocity at the source to the hood flow, the branch duct and the hood static pressure; and back from a measured SPh.',
    tool: 'hood',
    related: ['dallavalle-opening', 'hood-static-pressure', 'hood-equation', 'transport-velocities'],
    body: `## Steps

1. The flow, by one basis: the capture velocity wanted at X with the type's equation, a face velocity over the face area, or the flow of a hood already built.
2. The gas: density factor df from temperature, altitude or pressure and moisture; every flow, velocity and pressure is actual, with Q_std = Q·df beside it.
3. The entry loss: the take-off's Fh, or a given Fh or Ce.
4. The branch: a given diameter, or the largest standard size that keeps the dust's minimum transport velocity.
5. SPh = (1 + Fh)·VPd, plus a slot's loss.
6. Commissioning: a measured SPh gives Q = Ce·A·√(2·SPh/ρ) and its share of the design.

## Where it lives

\`readHoodDesign\` (\`src/core/hood/read.ts\`) and \`designHood\` (\`design.ts\`); \`duct-calc hood\`; the page *Hood Design*.`,
  },
  {
    kind: 'example',
    id: 'example-hood-plain-opening',
    title: 'A 250 mm plain opening at 3 m/s face velocity',
    summary: 'The capture velocity a 250 mm round plain opening reaches 250 mm in front of it at 3 m/s face velocity.',
    tool: 'hood',
    inputs: [
      { label: 'Hood', value: 'plain opening, 250 mm round' },
      { label: 'Face velocity', value: '3 m/s' },
      { label: 'Distance X', value: '250 mm' },
    ],
    figure: 'Capture velocity reached at X',
    answer: {
      value: 0.2,
      unit: 'm/s',
      tolerance: 0.05,
      source: { work: 'The Engineering ToolBox, "Exhaust Outlets - Capturing Air Velocities"', edition: 'web page', locator: 'worked example, 0.2 m/s' },
    },
    link: hoodLinkPath('metric', OPENING_TEXTS),
    cli: { args: ['hood', '--type', 'plain-opening', '--diameter', '250', '--face-velocity', '3', '--distance', '250'], prints: '0.22 m/s' },
    run: () => ({ value: designed(OPENING_TEXTS, 'metric', (design) => design.captureVelocityAtDistanceMps), unit: 'm/s' }),
    related: ['dallavalle-opening'],
  },
  {
    kind: 'example',
    id: 'example-hood-grinder-commissioning',
    title: 'Commissioning a grinder hood from its measured SPh',
    summary: 'A measured SPh of 1.69 inH₂O on a 6 in branch, Ce 0.78, df 0.95: about 818 acfm by ACGIH’s hood equation.',
    tool: 'hood',
    inputs: [
      { label: 'Measured SPh', value: '1.69 inH₂O' },
      { label: 'Branch', value: '6 in' },
      { label: 'Ce', value: '0.78' },
      { label: 'Gas', value: '97.89 °F (df 0.95)' },
      { label: 'Design flow', value: '800 CFM' },
    ],
    figure: 'Measured flow Q (actual)',
    // 4005 rounds standard air's √(2/ρ): the SI form reads 0.09 % more, 818.8 acfm.
    answer: { value: 818.1, unit: 'CFM', tolerance: 1, source: cite(ACGIH_MANUAL, 'ch. 3, hood static pressure method: Q = 4005 × 0.1963 × 0.78 × √(1.69/0.95) = 818.1 acfm') },
    link: hoodLinkPath('imperial', GRINDER_TEXTS),
    cli: {
      args: ['hood', '--type', 'custom', '--open-area', '0.5', '--flow', '800', '--coefficient-of-entry', '0.78', '--duct-diameter', '6', '--temperature', '97.89', '--measured-static-pressure', '1.69', '--imperial'],
      prints: '819 CFM',
    },
    run: () => ({ value: designed(GRINDER_TEXTS, 'imperial', (design) => design.measured?.flowM3s), unit: 'm3/s' }),
    related: ['hood-equation'],
  },
];
