/**
 * Keeps the maintenance log on the device between visits, in IndexedDB
 * through Dexie, as the exhaust system page keeps its sheet: one record, the
 * log as its exported JSON text (configuration and entries), checked with the
 * import's valibot schema when read back (machines' `stored.ts`).
 */
import { Dexie, type EntityTable } from 'dexie';
import { writeLogFile, type MaintenanceLog } from '../../core/maintenance/log.ts';
import { readStoredLog, type StoredLog } from '../../machines/maintenance/stored.ts';

/** One saved log: its file text, and when it was saved (ms since 1970). */
interface SavedLog {
  id: string;
  json: string;
  savedAt: number;
}

/** The page keeps one log, under this key. */
const CURRENT = 'current';

/** The database name, shared by the page and its tests. */
export const MAINTENANCE_DATABASE = 'tfca-maintenance';

/**
 * Schema version 1: `logs` keyed by `id`. A later schema adds
 * `.version(2).stores(…).upgrade(…)`, and Dexie migrates the saved log.
 */
function openDatabase() {
  const db = new Dexie(MAINTENANCE_DATABASE) as Dexie & { logs: EntityTable<SavedLog, 'id'> };
  db.version(1).stores({ logs: 'id' });
  return db;
}

let database: ReturnType<typeof openDatabase> | undefined;
const db = () => (database ??= openDatabase());

/** Why the store failed, in a line for the page. */
const failure = (error: unknown) => `the browser's storage refused it (${error instanceof Error ? error.message : String(error)})`;

/** Reads the saved log. Never throws: storage that cannot be opened is reported as `unavailable`. */
export async function loadLog(): Promise<StoredLog> {
  try {
    return readStoredLog(await db().logs.get(CURRENT));
  } catch (error) {
    return { status: 'unavailable', message: failure(error) };
  }
}

/**
 * Saves the log over the last one.
 *
 * @returns `undefined` when saved, or why it could not be.
 */
export async function saveLog(log: MaintenanceLog): Promise<string | undefined> {
  try {
    await db().logs.put({ id: CURRENT, json: writeLogFile(log), savedAt: Date.now() });
    return undefined;
  } catch (error) {
    return failure(error);
  }
}
