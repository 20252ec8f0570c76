/**
 * Ticking one task off: what the operator types (initials, a note, and the
 * optional ΔP and compressed-air readings, bare in the unit system's units
 * or with their own) and the log entry it becomes. Readings are kept in Pa.
 * A unit switch never changes a reading: a typed one is read in the system
 * it was typed in, and one the log already holds stays as stored until it
 * is edited.
 */
import type { LogEntry } from '../../core/maintenance/log.ts';
import { COMPRESSED_AIR_READING, PRESSURE_DROP_READING } from '../../core/maintenance/measures.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../core/report/measure.ts';
import { shownMeasureText } from '../../core/report/typed-text.ts';
import { pressureField } from './readings.ts';

/** The readings, by the key of their core spec. */
export type ReadingField = 'pressureDrop' | 'compressedAir';
export type TickField = 'initials' | 'note' | ReadingField;

const READINGS: Readonly<Record<ReadingField, MeasureSpec>> = { pressureDrop: PRESSURE_DROP_READING, compressedAir: COMPRESSED_AIR_READING };

const isReading = (field: TickField): field is ReadingField => field in READINGS;

/** The occurrence being ticked off and what has been typed for it. */
export interface TickDraft {
  readonly taskId: string;
  readonly date: string;
  /** Each field as typed; a reading held in `kept` has no text until it is edited. */
  readonly texts: Readonly<Record<TickField, string>>;
  /** The unit system each typed reading was typed in. */
  readonly typedIn: Readonly<Partial<Record<ReadingField, UnitSystem>>>;
  /** The readings of the entry being edited, Pa, as stored, until their field is edited. */
  readonly kept: Readonly<Partial<Record<ReadingField, number>>>;
  /** Why the entry cannot be saved yet, by field; shown once the user tries to save. */
  readonly issues: Readonly<Partial<Record<TickField, string>>>;
}

/** Initials: 1 to 4 letters (an operator signs with them). */
const INITIALS = /^\p{L}{1,4}$/u;

/** A draft for an occurrence: empty, or what an earlier entry holds. */
export function openDraft(taskId: string, date: string, entry: LogEntry | undefined): TickDraft {
  const kept: Partial<Record<ReadingField, number>> = {};
  if (entry?.pressureDropPa != null) kept.pressureDrop = entry.pressureDropPa;
  if (entry?.compressedAirPa != null) kept.compressedAir = entry.compressedAirPa;
  return { taskId, date, texts: { initials: entry?.initials ?? '', note: entry?.note ?? '', pressureDrop: '', compressedAir: '' }, typedIn: {}, kept, issues: {} };
}

/**
 * The draft with one field's new text, typed in the page's unit system; an
 * edited reading no longer keeps the stored one.
 */
export function withTickText(draft: TickDraft, field: TickField, text: string, system: UnitSystem): TickDraft {
  const issues = { ...draft.issues };
  delete issues[field];
  const texts = { ...draft.texts, [field]: text };
  if (!isReading(field)) return { ...draft, texts, issues };
  const kept = { ...draft.kept };
  delete kept[field];
  return { ...draft, texts, typedIn: { ...draft.typedIn, [field]: system }, kept, issues };
}

/** What a field of the draft shows in the page's unit system. */
export function shownTickText(draft: TickDraft, field: TickField, system: UnitSystem): string {
  if (!isReading(field)) return draft.texts[field];
  const kept = draft.kept[field];
  if (kept !== undefined) return pressureField(kept, READINGS[field], system);
  return shownMeasureText(READINGS[field], draft.texts[field], draft.typedIn[field] ?? system, system);
}

/**
 * Reads a draft into a log entry.
 *
 * @param draft What was typed.
 * @param system The page's unit system (the system of a reading typed before any was recorded).
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
  const reading = (field: ReadingField) => {
    const kept = draft.kept[field];
    if (kept !== undefined) return kept;
    const text = draft.texts[field];
    if (text.trim() === '') return null;
    const read = readMeasure(READINGS[field], text, draft.typedIn[field] ?? system);
    if (read.status === 'success') return read.valueSi;
    issues[field] = read.issue.message;
    return null;
  };
  const pressureDropPa = reading('pressureDrop');
  const compressedAirPa = reading('compressedAir');
  if (Object.keys(issues).length > 0) return { status: 'error', issues };
  return {
    status: 'success',
    entry: { taskId: draft.taskId, date: draft.date, doneAt, initials: initials.toUpperCase(), note: draft.texts.note.trim(), pressureDropPa, compressedAirPa },
  };
}
