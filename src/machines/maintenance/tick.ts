/**
 * Ticking one task off: what the operator types (initials, a note, and the
 * optional ΔP and compressed-air readings in the unit system's units) and
 * the log entry it becomes. Readings go through the units catalogue and are
 * kept in Pa.
 */
import type { LogEntry } from '../../core/maintenance/log.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../core/report/measure.ts';
import { COMPRESSED_AIR_READING, PRESSURE_DROP_READING, pressureField } from './readings.ts';

export type TickField = 'initials' | 'note' | 'pressureDrop' | 'compressedAir';

/** The occurrence being ticked off and what has been typed for it. */
export interface TickDraft {
  readonly taskId: string;
  readonly date: string;
  readonly texts: Readonly<Record<TickField, string>>;
  /** Why the entry cannot be saved yet, by field; shown once the user tries to save. */
  readonly issues: Readonly<Partial<Record<TickField, string>>>;
}

/** Initials: 1 to 4 letters (an operator signs with them). */
const INITIALS = /^\p{L}{1,4}$/u;

/** A draft for an occurrence: empty, or what an earlier entry holds (readings in the system's units). */
export function openDraft(taskId: string, date: string, entry: LogEntry | undefined, system: UnitSystem): TickDraft {
  const reading = (valuePa: number | null | undefined, spec: MeasureSpec) => (valuePa == null ? '' : pressureField(valuePa, spec, system));
  return {
    taskId,
    date,
    texts: {
      initials: entry?.initials ?? '',
      note: entry?.note ?? '',
      pressureDrop: reading(entry?.pressureDropPa, PRESSURE_DROP_READING),
      compressedAir: reading(entry?.compressedAirPa, COMPRESSED_AIR_READING),
    },
    issues: {},
  };
}

/**
 * Reads a draft into a log entry.
 *
 * @param draft What was typed.
 * @param system The unit system of bare readings.
 * @param doneAt When it was ticked off (ISO timestamp).
 * @returns The entry (readings in Pa gauge, `null` when not given), or the
 *   issues by field.
 */
export function readDraft(draft: TickDraft, system: UnitSystem, doneAt: string): { status: 'success'; entry: LogEntry } | { status: 'error'; issues: Partial<Record<TickField, string>> } {
  const issues: Partial<Record<TickField, string>> = {};
  const initials = draft.texts.initials.trim();
  if (!INITIALS.test(initials)) {
    issues.initials = initials === '' ? 'Initials are required' : `Initials: "${initials}" should be 1 to 4 letters`;
  }
  const reading = (spec: MeasureSpec, field: 'pressureDrop' | 'compressedAir') => {
    const text = draft.texts[field];
    if (text.trim() === '') return null;
    const read = readMeasure(spec, text, system);
    if (read.status === 'success') return read.valueSi;
    issues[field] = read.issue.message;
    return null;
  };
  const pressureDropPa = reading(PRESSURE_DROP_READING, 'pressureDrop');
  const compressedAirPa = reading(COMPRESSED_AIR_READING, 'compressedAir');
  if (Object.keys(issues).length > 0) return { status: 'error', issues };
  return {
    status: 'success',
    entry: { taskId: draft.taskId, date: draft.date, doneAt, initials: initials.toUpperCase(), note: draft.texts.note.trim(), pressureDropPa, compressedAirPa },
  };
}
