/**
 * Keeps the exhaust system on the device between visits, in IndexedDB
 * through Dexie. One record, the sheet as its exported JSON text, checked
 * with the import's valibot schema when read back (machines' `stored.ts`).
 */
import { Dexie, type EntityTable } from 'dexie';
import { sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { readStoredRecord, type StoredRead } from '../../machines/exhaust-system/stored.ts';

/** One saved system: the sheet as JSON text, and when it was saved (ms since 1970). */
interface SavedSystem {
  id: string;
  json: string;
  savedAt: number;
}

/** The page keeps one system, under this key. */
const CURRENT = 'current';

/** The database name, shared by the page and its tests. */
export const SYSTEM_DATABASE = 'tfca-exhaust-system';

/** Schema version 1: `systems` keyed by `id`. Later versions add `.version(2)` with an upgrade. */
function openDatabase() {
  const db = new Dexie(SYSTEM_DATABASE) as Dexie & { systems: EntityTable<SavedSystem, 'id'> };
  db.version(1).stores({ systems: 'id' });
  return db;
}

let database: ReturnType<typeof openDatabase> | undefined;
const db = () => (database ??= openDatabase());

/** Why the store failed, in a line for the page. */
const failure = (error: unknown) => `the browser's storage refused it (${error instanceof Error ? error.message : String(error)})`;

/**
 * Reads the saved system. Never throws: storage that cannot be opened is
 * reported as `unavailable`.
 */
export async function loadSystem(): Promise<StoredRead> {
  try {
    return readStoredRecord(await db().systems.get(CURRENT));
  } catch (error) {
    return { status: 'unavailable', message: failure(error) };
  }
}

/**
 * Saves the system over the last one.
 *
 * @returns `undefined` when saved, or why it could not be.
 */
export async function saveSystem(sheet: SystemSheet): Promise<string | undefined> {
  try {
    await db().systems.put({ id: CURRENT, json: sheetToJson(sheet), savedAt: Date.now() });
    return undefined;
  } catch (error) {
    return failure(error);
  }
}
