/**
 * Know-How entries of Exhaust System Design (the ACGIH velocity-pressure
 * method): segment losses, junction balancing, the resultant velocity
 * pressure of a main, the fitting tables (read from
 * `src/core/exhaust-system/fittings.ts`, which the system tool owns) and
 * the method.
 */
import { ELBOW_LOSS_BY_RD, ENTRY_LOSS_BY_ANGLE } from '../../exhaust-system/fittings.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';
import methodExhaustSystemBody from '../../../../docs/know-how/method-exhaust-system.md?raw';

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
    related: ['branch-entry-losses'],
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
    related: ['acgih-friction', 'elbow-losses', 'branch-entry-losses', 'junction-balance', 'hood-static-pressure'],
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
    related: ['segment-loss', 'junction-balance', 'resultant-velocity-pressure', 'fan-static-pressure', 'hood-static-pressure'],
    body: methodExhaustSystemBody,
  },
];
