/**
 * The system kept on the device: what the page's store read back, checked
 * with the same valibot schema as an imported JSON file before it is used.
 * A record that fails the check is kept as it was (its raw text), so that
 * nothing is lost silently.
 */
import { sheetFromJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';

/** What reading the store gave. */
export type StoredRead =
  /** A saved system that passed the check. */
  | { readonly status: 'found'; readonly sheet: SystemSheet }
  /** Nothing saved yet: a first visit. */
  | { readonly status: 'empty' }
  /** A saved record that fails the check: why, and the record as it is stored. */
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  /** The device's storage cannot be used (private browsing, blocked, full). */
  | { readonly status: 'unavailable'; readonly message: string };

/**
 * Checks a record read from the store.
 *
 * @param record What the store holds under the system's key: `undefined`
 *   when nothing was saved, otherwise `{ json }` with the sheet as
 *   `sheetToJson` wrote it.
 * @returns `found` with the sheet, `empty`, or `corrupt` naming the first
 *   problem (`segments[2].flow: Expected …`) with the record's raw text.
 */
export function readStoredRecord(record: unknown): StoredRead {
  if (record === undefined) return { status: 'empty' };
  const raw = rawText(record);
  const json = typeof record === 'object' && record !== null && 'json' in record ? record.json : undefined;
  if (typeof json !== 'string') return { status: 'corrupt', message: 'the saved record holds no sheet', raw };
  const read = sheetFromJson(json);
  if (read.status === 'success') return { status: 'found', sheet: read.data };
  const more = read.issues.length > 1 ? ` (and ${read.issues.length - 1} more)` : '';
  return { status: 'corrupt', message: `${read.issues[0]!.message}${more}`, raw };
}

/** The record as text, for the user to download before replacing it. */
function rawText(record: unknown): string {
  if (typeof record === 'object' && record !== null && 'json' in record && typeof record.json === 'string') return record.json;
  try {
    return JSON.stringify(record, null, 2) ?? String(record);
  } catch {
    return String(record);
  }
}
