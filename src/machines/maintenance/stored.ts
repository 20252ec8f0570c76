/**
 * The maintenance log kept on the device: what the page's store read back,
 * checked with the same valibot schema as an imported log file
 * (`readLogFile`) before it is used. A record that fails the check is kept
 * as it was (its raw text), so that no logged task is lost silently.
 */
import { readLogFile, type MaintenanceLog } from '../../core/maintenance/log.ts';

/** What reading the store gave. */
export type StoredLog =
  /** A saved log that passed the check. */
  | { readonly status: 'found'; readonly log: MaintenanceLog }
  /** Nothing saved yet: a first visit. */
  | { readonly status: 'empty' }
  /** A saved record that fails the check: why, and the record as it is stored. */
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  /** The device's storage cannot be used (private browsing, blocked, full). */
  | { readonly status: 'unavailable'; readonly message: string };

/**
 * Checks a record read from the store.
 *
 * @param record What the store holds under the log's key: `undefined` when
 *   nothing was saved, otherwise `{ json }` with the log as `writeLogFile`
 *   wrote it.
 * @returns `found` with the log, `empty`, or `corrupt` naming the first
 *   problem with the record's raw text.
 */
export function readStoredLog(record: unknown): StoredLog {
  if (record === undefined) return { status: 'empty' };
  const json = typeof record === 'object' && record !== null && 'json' in record ? record.json : undefined;
  if (typeof json !== 'string') return { status: 'corrupt', message: 'the saved record holds no log', raw: rawText(record) };
  const read = readLogFile(json);
  if (read.status === 'success') return { status: 'found', log: read.data };
  const more = read.issues.length > 1 ? ` (and ${read.issues.length - 1} more)` : '';
  return { status: 'corrupt', message: `${read.issues[0] ?? 'it is not a maintenance log'}${more}`, raw: json };
}

/** A record that holds no JSON text, as text for the user to download. */
function rawText(record: unknown): string {
  try {
    return JSON.stringify(record, null, 2) ?? String(record);
  } catch {
    return String(record);
  }
}
