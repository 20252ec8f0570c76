/**
 * Know-How entries of Exhaust System Design (the ACGIH velocity-pressure
 * method): segment losses, junction balancing, the resultant velocity
 * pressure of a main, the fitting tables (read from
 * `src/core/exhaust-system/fittings.ts`, which the system tool owns), the
 * method with its sheet, and the worked examples of `examples/`, designed by
 * the very reader and core `duct-calc system` runs.
 */
import { designSystem } from '../../exhaust-system/design-system.ts';
import type { SystemDesign } from '../../exhaust-system/design.ts';
import { ELBOW_ANGLE_SHARE, ELBOW_LOSS_BY_RD, ENTRY_LOSS_BY_ANGLE, NAMED_FITTINGS } from '../../exhaust-system/fittings.ts';
import { readSystem } from '../../exhaust-system/read-sheet.ts';
import { sheetFromCsv } from '../../exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../exhaust-system/sheet.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';
import sevenHoodSheet from '../../../../examples/exhaust-system.csv?raw';
import hotSheet from '../../../../examples/hot-system.csv?raw';

/**
 * The design of a CSV sheet in US units, as `duct-calc system <sheet> --imperial` makes it.
 *
 * @param csv The sheet's text.
 * @param options `applyRedesign` as `--apply-redesign`; `conditions` as the gas options, in US units.
 * @throws When the sheet cannot be designed: an example that no longer designs is a failing docs test, not a figure.
 */
function designedSheet(csv: string, options: { applyRedesign?: boolean; conditions?: SystemSheet['conditions'] } = {}): SystemDesign {
  const parsed = sheetFromCsv(csv, 'imperial');
  if (parsed.status === 'error') throw new Error(parsed.issues.map(({ message }) => message).join('\n'));
  const input = readSystem({ ...parsed.data, ...(options.conditions === undefined ? {} : { conditions: options.conditions }) }, { rows: parsed.rows });
  if (input.status === 'error') throw new Error(input.issues.map(({ message }) => message).join('\n'));
  const design = designSystem(input.data, { applyRedesign: options.applyRedesign === true });
  if (design.status === 'error') throw new Error(design.issues.map(({ message }) => message).join('\n'));
  return design.data;
}

export const EXHAUST_SYSTEM_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'table',
    id: 'elbow-losses',
    title: 'Round elbow losses by R/D',
    aliases: ['fittings', 'elbow loss', 'bend loss', 'R/D'],
    summary: 'The loss of a 90° round elbow in velocity pressures, by its centreline radius over diameter.',
    columns: [
      { key: 'rd', label: 'R/D' },
      { key: 'loss', label: 'Loss', unit: 'VP' },
    ],
    rows: () => ELBOW_LOSS_BY_RD.map(([rd, loss]) => ({ rd, loss })),
    module: 'src/core/exhaust-system/fittings.ts',
    source: cite(ACGIH_MANUAL, 'ch. 9, round elbow losses'),
    check: '○',
    tools: ['system'],
    related: ['branch-entry-losses', 'elbow-angle-shares'],
  },
  {
    kind: 'table',
    id: 'elbow-angle-shares',
    title: 'Elbows of other angles, as a share of a 90° elbow',
    aliases: ['elbow angle', '45° elbow', '60° elbow', '30° elbow', '90° equivalents'],
    summary: 'An elbow of 60°, 45° or 30° loses this share of the 90° elbow’s loss at the same R/D; the sheet’s `elbows` cell counts in 90° equivalents.',
    columns: [
      { key: 'angle', label: 'Angle', unit: '°' },
      { key: 'share', label: 'Share of a 90° elbow', digits: 4 },
    ],
    rows: () =>
      Object.entries(ELBOW_ANGLE_SHARE)
        .map(([angle, share]) => ({ angle: Number(angle), share }))
        .sort((a, b) => b.angle - a.angle),
    module: 'src/core/exhaust-system/fittings.ts',
    source: cite(ACGIH_MANUAL, 'ch. 9, elbow losses (the calculation sheet’s elbows of other angles)'),
    check: '○',
    tools: ['system'],
    related: ['elbow-losses'],
  },
  {
    kind: 'table',
    id: 'stack-fittings',
    title: 'Named fittings of a stack: weather cap and no-loss stackhead',
    aliases: ['weather cap', 'rain cap', 'stackhead', 'fittings', 'stack'],
    summary: 'The fittings the sheet’s `fittings` cell names, each with its loss in velocity pressures of the segment’s own duct.',
    columns: [
      { key: 'id', label: 'Fitting' },
      { key: 'label', label: 'What it is' },
      { key: 'loss', label: 'Loss', unit: 'VP' },
      { key: 'source', label: 'Source' },
    ],
    rows: () => Object.entries(NAMED_FITTINGS).map(([id, { label, lossVp, source }]) => ({ id, label, loss: lossVp, source })),
    module: 'src/core/exhaust-system/fittings.ts',
    source: cite(ACGIH_MANUAL, 'stack design figure'),
    check: '○',
    tools: ['system'],
    related: ['segment-loss'],
  },
  {
    kind: 'table',
    id: 'branch-entry-losses',
    title: 'Branch entry losses by angle',
    aliases: ['fittings', 'entry loss', 'junction loss', 'branch angle'],
    summary: 'The loss of a branch entering a main, in velocity pressures of the branch, by its entry angle.',
    columns: [
      { key: 'angle', label: 'Angle', unit: '°' },
      { key: 'loss', label: 'Loss', unit: 'VP' },
    ],
    rows: () => ENTRY_LOSS_BY_ANGLE.map(([angle, loss]) => ({ angle, loss })),
    module: 'src/core/exhaust-system/fittings.ts',
    source: cite(ACGIH_MANUAL, 'ch. 9, branch entry losses'),
    check: '○',
    tools: ['system'],
    related: ['elbow-losses'],
  },
  {
    kind: 'formula',
    id: 'segment-loss',
    title: 'Static pressure loss of a duct segment (velocity-pressure method)',
    aliases: ['segment SP', 'calculation sheet'],
    summary: 'What a segment of an exhaust system loses: friction and fittings counted in its velocity pressure, plus fixed losses.',
    tex: String.raw`\Delta SP = \left(H_f\,L + \sum K\right) VP + \Delta p_{fixed}`,
    plain: 'ΔSP = (H_f·L + Σ fitting coefficients)·VP + fixed losses',
    symbols: [
      { symbol: 'H_f', meaning: 'friction in VP per unit length', unit: '1/m' },
      { symbol: 'L', meaning: 'segment length', unit: 'm' },
      { symbol: 'ΣK', meaning: 'elbow, entry and fitting losses', unit: 'VP' },
      { symbol: 'VP', meaning: 'the segment’s velocity pressure, actual', unit: 'Pa' },
      { symbol: 'Δp_fixed', meaning: 'fixed losses, e.g. a collector’s ΔP', unit: 'Pa' },
    ],
    validity: 'Each segment of constant flow and size; the gas keeps its temperature along the duct.',
    source: cite(ACGIH_MANUAL, 'ch. 9, design procedure and calculation sheet'),
    check: '◐',
    tools: ['system'],
    related: ['acgih-friction', 'elbow-losses', 'elbow-angle-shares', 'branch-entry-losses', 'stack-fittings', 'junction-balance', 'hood-static-pressure'],
    example: 'example-exhaust-system-seven-hoods',
  },
  {
    kind: 'formula',
    id: 'junction-balance',
    title: 'Balancing a junction by design',
    aliases: ['balance by design', 'junction', 'SP ratio', 'governing SP'],
    summary: 'Where two streams meet, the one with the larger static pressure governs; a small gap is closed by raising the other stream’s flow.',
    tex: String.raw`r = \frac{SP_{gov}}{SP_{low}}:\quad r \le 1.05\ \text{ignore};\quad r \le 1.20:\ Q_{low}' = Q_{low}\sqrt{r};\quad r > 1.20\ \text{redesign}`,
    plain: 'ratio = SP_gov/SP_low; ≤ 1.05 ignore; ≤ 1.20 raise the low stream’s flow to Q·√ratio; > 1.20 redesign the low stream (smaller duct)',
    symbols: [
      { symbol: 'SP_gov', meaning: 'larger |SP| of the two streams', unit: 'Pa' },
      { symbol: 'SP_low', meaning: 'smaller |SP|', unit: 'Pa' },
      { symbol: 'Q_low', meaning: 'flow of the lower stream', unit: 'm³/s' },
    ],
    validity: 'SP ∝ ρ·Q² at a fixed size and density; every hood of the raised stream takes the same factor.',
    source: cite(ACGIH_MANUAL, 'ch. 9, balance by design'),
    check: '◐',
    tools: ['system'],
    related: ['segment-loss', 'resultant-velocity-pressure'],
  },
  {
    kind: 'formula',
    id: 'resultant-velocity-pressure',
    title: 'Resultant velocity pressure of a main',
    aliases: ['VPr', 'acceleration loss'],
    summary: 'The flow-weighted velocity pressure of the streams entering a main; a faster main pays the difference as an acceleration loss.',
    tex: String.raw`VP_r = \sum_i \frac{Q_i}{Q}\,VP_i,\qquad \Delta SP_{acc} = \max\left(0,\ VP - VP_r\right)`,
    plain: 'VP_r = Σ(Q_i/Q)·VP_i; acceleration loss VP − VP_r when the main’s VP is the larger',
    symbols: [
      { symbol: 'VP_r', meaning: 'resultant velocity pressure', unit: 'Pa' },
      { symbol: 'Q_i, VP_i', meaning: 'each entering stream’s flow and velocity pressure', unit: 'm³/s, Pa' },
      { symbol: 'Q, VP', meaning: 'the main’s flow and velocity pressure', unit: 'm³/s, Pa' },
    ],
    validity: 'Actual flows and velocity pressures (the kinetic-energy flux).',
    source: cite(ACGIH_MANUAL, 'ch. 9, mains'),
    check: '◐',
    tools: ['system'],
    related: ['junction-balance', 'velocity-pressure'],
  },
  {
    kind: 'method',
    id: 'method-exhaust-system',
    title: 'How an exhaust system is designed (ACGIH velocity-pressure method)',
    aliases: ['velocity pressure method', 'system design method'],
    summary: 'From the hoods to the fan: each segment’s losses, each junction balanced, and the fan’s static and total pressure.',
    tool: 'system',
    related: [
      'method-exhaust-system-sheet',
      'segment-loss',
      'junction-balance',
      'resultant-velocity-pressure',
      'gas-mixing',
      'density-factor',
      'fan-static-pressure',
      'fan-total-pressure',
      'hood-static-pressure',
      'example-exhaust-system-seven-hoods',
      'example-exhaust-system-hot',
    ],
  },
  {
    kind: 'method',
    id: 'method-exhaust-system-sheet',
    title: 'The exhaust system sheet: columns, problems, hood rows and JSON',
    aliases: ['system sheet', 'calculation sheet columns', 'CSV sheet', 'hood column'],
    summary: 'What each column of a `duct-calc system` sheet takes, every problem a sheet can have, hood rows read from their Hood Design links, and the `--json` shape.',
    tool: 'system',
    related: ['method-exhaust-system', 'hood-entry-losses', 'acgih-friction-coefficients', 'duct-roughness', 'transport-velocities', 'stack-fittings'],
  },
  {
    kind: 'example',
    id: 'example-exhaust-system-seven-hoods',
    title: 'A shop with seven hoods: the fan’s static pressure',
    summary:
      'Two grinders, a saw, a sander, a welding slot hood and a mixer on five mains, a 4 inH₂O baghouse, then the fan’s outlet duct and an open stack: 2705 CFM at FSP 10.770 inH₂O once the saw’s branch is redesigned to 4 in.',
    tool: 'system',
    inputs: [
      { label: 'Sheet', value: 'examples/exhaust-system.csv (14 segments, US units, galvanized duct)' },
      { label: 'Hoods', value: 'grinders 390 CFM each, saw 440, sander 550, welding slot hood 500 (slots at 2000 ft/min), mixer 350 CFM' },
      { label: 'Collector', value: 'baghouse, 4 inH₂O at design' },
      { label: 'Discharge side', value: 'fan outlet 6 ft and an open 30 ft stack, 11 in; outlet pressure 0' },
      { label: 'Redesign', value: '--apply-redesign: the saw’s branch 5 → 4 in' },
    ],
    figure: 'Fan static pressure FSP, actual',
    // The hand check adds the printed, rounded pressures; the tool works from the unrounded ones.
    answer: {
      value: 10.77,
      unit: 'inH2O',
      tolerance: 0.001,
      source: {
        work: 'Hand check of the ACGIH calculation sheet, FSP = SP_out − SP_in − VP_in',
        edition: 'ACGIH Industrial Ventilation, 24th ed. (2001), ch. 9',
        locator: '0.973 − (−10.845) − 1.048 = 10.770 inH₂O',
      },
    },
    cli: { args: ['system', 'examples/exhaust-system.csv', '--imperial', '--apply-redesign'], prints: '10.770 inH₂O' },
    run: () => ({ value: designedSheet(sevenHoodSheet, { applyRedesign: true }).fan.staticPressurePa, unit: 'Pa' }),
    related: ['method-exhaust-system', 'fan-static-pressure', 'junction-balance', 'segment-loss'],
  },
  {
    kind: 'example',
    id: 'example-exhaust-system-hot',
    title: 'A hot system at 300 °F: the catalogue FSP at standard air',
    summary:
      'One hood at 2000 ACFM and 300 °F, 8 in duct, a 4 inH₂O collector: the fan sees 7.005 inH₂O, and is read from a standard-air catalogue at 10.046 inH₂O and 1394 SCFM. The standard-air design, 8.309 inH₂O, was 17 % low.',
    tool: 'system',
    inputs: [
      { label: 'Sheet', value: 'examples/hot-system.csv: one hood, 2000 CFM actual, 8 in, 50 ft, two elbows (R/D 2), Fh 0.25, 4 inH₂O collector' },
      { label: 'Temperature', value: '300 °F (--temperature 300F), sea level, dry' },
    ],
    figure: 'Catalogue FSP at standard air',
    // The hand check works to 4 figures in df.
    answer: {
      value: 10.046,
      unit: 'inH2O',
      tolerance: 0.001,
      source: {
        work: 'Hand calculation by the ACGIH density factor',
        edition: 'ACGIH Industrial Ventilation, 24th ed. (2001), ch. 5 (non-standard air)',
        locator: 'df = 529.67/759.67 = 0.6972; FSP = 0.6972 × 4.309 + 4 = 7.005 inH₂O; 7.005/0.6972 = 10.046 inH₂O',
      },
    },
    cli: { args: ['system', 'examples/hot-system.csv', '--imperial', '--temperature', '300F'], prints: '10.046 inH₂O' },
    run: () => ({ value: designedSheet(hotSheet, { conditions: { temperature: '300' } }).fan.standardStaticPressurePa, unit: 'Pa' }),
    related: ['method-exhaust-system', 'density-factor', 'fan-static-pressure'],
  },
];
