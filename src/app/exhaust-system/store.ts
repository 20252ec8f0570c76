/**
 * Keeps the exhaust system on the device between visits, in IndexedDB
 * through Dexie. One record, the sheet as its exported JSON text, checked
 * with the import's valibot schema when read back (machines' `stored.ts`).
 * Other pages add to it (a hood from Hood Design); an open system page
 * watches the record and takes what they wrote.
 */
import { Dexie, liveQuery, type EntityTable } from 'dexie';
import type { HoodDesignCells } from '../../core/exhaust-system/input.ts';
import { sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withHoodRow, type HoodRowAdded } from '../../machines/exhaust-system/hood-row.ts';
import { readStoredRecord, type StoredRead } from '../../machines/exhaust-system/stored.ts';

/**
 * One saved system: the sheet as JSON text, when it was saved (ms since
 * 1970), and who wrote it (a system page's own token, or `HOOD_DESIGN_WRITER`),
 * so that a page takes only what another page wrote. Records saved before
 * the writer was kept have none.
 */
interface SavedSystem {
  id: string;
  json: string;
  savedAt: number;
  writer?: string;
}

/** The writer of a hood added from the Hood Design page. */
export const HOOD_DESIGN_WRITER = 'hood-design';

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
 * @param sheet The sheet, as written (`writtenSheet`).
 * @param writer Who saves it: a system page's token (see `watchSystem`).
 * @returns `undefined` when saved, or why it could not be.
 */
export async function saveSystem(sheet: SystemSheet, writer?: string): Promise<string | undefined> {
  try {
    await db().systems.put({ id: CURRENT, json: sheetToJson(sheet), savedAt: Date.now(), ...(writer === undefined ? {} : { writer }) });
    return undefined;
  } catch (error) {
    return failure(error);
  }
}

/** What adding a hood to the stored system did. */
export type HoodAppend = ({ readonly status: 'added'; readonly created: boolean } & Omit<HoodRowAdded, 'sheet'>) | { readonly status: 'refused'; readonly message: string };

/**
 * Appends a designed hood to the system kept on the device (read, added
 * and written in one transaction, so no other save falls between), or
 * starts a system with it when none is kept. An open system page takes it
 * (`watchSystem`).
 *
 * @param cells The design's figures and link (`hoodDesignCells`).
 * @param system The design's unit system: a new system's units.
 * @returns `added` with the new row's id, the segment it joins (blank when
 *   the user must choose) and whether the system was created; or `refused`
 *   with why, in a line: the storage cannot be used, or the kept system
 *   fails its check (it is left as it is; the system page offers what to do).
 */
export async function appendHoodRow(cells: HoodDesignCells, system: UnitSystem): Promise<HoodAppend> {
  try {
    return await db().transaction('rw', db().systems, async () => {
      const stored = readStoredRecord(await db().systems.get(CURRENT));
      if (stored.status === 'corrupt') return { status: 'refused' as const, message: `the system kept on this device cannot be read (${stored.message}); open Exhaust System Design to replace it` };
      if (stored.status === 'unavailable') return { status: 'refused' as const, message: stored.message };
      const added = withHoodRow(stored.status === 'found' ? stored.sheet : undefined, cells, system);
      await db().systems.put({ id: CURRENT, json: sheetToJson(added.sheet), savedAt: Date.now(), writer: HOOD_DESIGN_WRITER });
      return { status: 'added' as const, created: stored.status === 'empty', segment: added.segment, to: added.to };
    });
  } catch (error) {
    return { status: 'refused', message: failure(error) };
  }
}

/**
 * Watches the kept system for what other pages write (IndexedDB, across
 * tabs too, through Dexie's live queries).
 *
 * @param writer The watching page's own token: its own saves are not reported.
 * @param onChange Called with the record when another writer saved it
 *   (and once at first, with the record as it is), read and checked.
 * @returns A function that stops watching.
 */
export function watchSystem(writer: string, onChange: (read: StoredRead) => void): () => void {
  const subscription = liveQuery(() => db().systems.get(CURRENT)).subscribe({
    next: (record) => {
      if (record !== undefined && record.writer !== writer) onChange(readStoredRecord(record));
    },
    // Storage that fails here failed when the page opened or saved, which says so.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
