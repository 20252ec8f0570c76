/**
 * Know-How entries of the fan's pressures as the exhaust system and Fan
 * Selection use them: fan static and total pressure.
 */
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';

export const FAN_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'fan-static-pressure',
    title: 'Fan static pressure FSP',
    aliases: ['FSP', 'fan SP'],
    summary: 'The static pressure a fan must add, as fan catalogues rate it.',
    tex: String.raw`FSP = SP_{out} - SP_{in} - VP_{in}`,
    plain: 'FSP = SP_out − SP_in − VP_in',
    symbols: [
      { symbol: 'FSP', meaning: 'fan static pressure', unit: 'Pa' },
      { symbol: 'SP_out', meaning: 'static pressure at the fan outlet', unit: 'Pa' },
      { symbol: 'SP_in', meaning: 'static pressure at the fan inlet (negative)', unit: 'Pa' },
      { symbol: 'VP_in', meaning: 'velocity pressure at the fan inlet', unit: 'Pa' },
    ],
    validity: 'At actual conditions; a catalogue at standard air reads FSP/df.',
    source: cite(ACGIH_MANUAL, 'ch. 9, fan static pressure'),
    check: '◐',
    tools: ['system', 'fan'],
    related: ['fan-total-pressure', 'static-pressure', 'velocity-pressure'],
  },
  {
    kind: 'formula',
    id: 'fan-total-pressure',
    title: 'Fan total pressure FTP',
    aliases: ['FTP', 'fan TP'],
    summary: 'The total pressure a fan adds: the outlet’s total pressure less the inlet’s.',
    tex: String.raw`FTP = \left(SP_{out} + VP_{out}\right) - \left(SP_{in} + VP_{in}\right) = FSP + VP_{out}`,
    plain: 'FTP = (SP_out + VP_out) − (SP_in + VP_in) = FSP + VP_out',
    symbols: [
      { symbol: 'FTP', meaning: 'fan total pressure', unit: 'Pa' },
      { symbol: 'VP_out', meaning: 'velocity pressure at the fan outlet', unit: 'Pa' },
    ],
    validity: 'As FSP.',
    source: cite(ACGIH_MANUAL, 'ch. 9, fan total pressure'),
    check: '◐',
    tools: ['system', 'fan'],
    related: ['fan-static-pressure'],
  },
];
