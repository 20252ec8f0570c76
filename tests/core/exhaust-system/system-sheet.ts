/**
 * Builds system sheets for the exhaust-system tests: rows as an engineer
 * types them, imperial unless told otherwise.
 */
import type { SegmentRow, SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import type { SystemDesign } from '../../../src/core/exhaust-system/design.ts';
import type { SystemInput } from '../../../src/core/exhaust-system/input.ts';

export const IN_H2O_PA = 249.08891;
export const FPM_MPS = 0.00508;
export const CFM_M3S = 4.719474432e-4;

/** A sheet of rows. */
export function sheetOf(segments: SegmentRow[], extra: Partial<SystemSheet> = {}): SystemSheet {
  return { version: 1, units: 'imperial', friction: 'acgih', outletPressure: '', segments, ...extra };
}

/** A hood row: 4 in duct unless told otherwise, Fh 0.65. */
export function hood(segment: string, to: string, flow: number, length: number, extra: SegmentRow = {}): SegmentRow {
  return { segment, to, flow: String(flow), diameter: '4', length: String(length), hood_entry_loss: '0.65', ...extra };
}

/** Reads a sheet that must be valid. */
export function inputOf(sheet: SystemSheet): SystemInput {
  const read = readSystem(sheet);
  if (read.status === 'error') throw new Error(read.issues.map(({ message }) => message).join('\n'));
  return read.data;
}

/** Designs a system that must design (no figure out of range). */
export function designOf(input: SystemInput, options: { applyRedesign?: boolean } = {}): SystemDesign {
  const design = designSystem(input, options);
  if (design.status === 'error') throw new Error(design.issues.map(({ message }) => message).join('\n'));
  return design.data;
}
