/**
 * Know-How entries of Exhaust System Design's fitting losses (read from
 * `src/core/exhaust-system/fittings.ts`, which the system tool owns).
 */
import { ELBOW_LOSS_BY_RD, ENTRY_LOSS_BY_ANGLE } from '../../exhaust-system/fittings.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';

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
    check: '◐',
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
];
