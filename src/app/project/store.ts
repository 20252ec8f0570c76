/**
 * Keeps the projects on the device, in IndexedDB through Dexie: one record
 * per project (id, name, when it was last written, and the document as the
 * JSON text `writeProjectFile` writes). Records are read back by the
 * machine through `readProjectFile`, so a damaged one is shown with its
 * reason, never dropped. Loaded on demand (the switcher's dialog and the
 * overview), so Dexie stays out of the first visit's chunk.
 */
import { Dexie, liveQuery, type EntityTable } from 'dexie';
import type { ProjectRecord } from '../../machines/project/records.ts';
import type { PersistInput } from '../../machines/project/machine.ts';

/** The database name, shared by the app and its tests. */
export const PROJECT_DATABASE = 'tfca-projects';

/**
 * Schema version 1: `projects` keyed by `id`, indexed by `updatedAt`. A later
 * schema adds `.version(2).stores(…).upgrade((tx) => …)`, and Dexie migrates
 * the kept records when the page opens (the document inside migrates by its
 * own version, readProjectFile).
 */
function openDatabase() {
  const db = new Dexie(PROJECT_DATABASE) as Dexie & { projects: EntityTable<ProjectRecord, 'id'> };
  db.version(1).stores({ projects: 'id, updatedAt' });
  return db;
}

let database: ReturnType<typeof openDatabase> | undefined;
const db = () => (database ??= openDatabase());

/** Why the store failed, in a line. */
export const storeFailure = (error: unknown) => `the browser's storage refused it (${error instanceof Error ? error.message : String(error)})`;

/**
 * Writes one record, or removes one.
 *
 * @throws Error with the reason in a line when the browser refuses (the machine shows it).
 */
export async function persistProject(input: PersistInput): Promise<void> {
  try {
    if ('put' in input) await db().projects.put({ id: input.put.id, name: input.put.name, updatedAt: input.put.updatedAt, json: input.put.json });
    else await db().projects.delete(input.remove);
  } catch (error) {
    throw new Error(storeFailure(error), { cause: error });
  }
}

/**
 * Watches every record (IndexedDB, across tabs too, through Dexie's live queries).
 *
 * @param onRecords Called with every record, at first and after each change.
 * @param onFail Called with the reason when storage cannot be used.
 * @returns A function that stops watching.
 */
export function watchProjects(onRecords: (records: ProjectRecord[]) => void, onFail: (message: string) => void): () => void {
  const subscription = liveQuery(() => db().projects.toArray()).subscribe({ next: onRecords, error: (error: unknown) => onFail(storeFailure(error)) });
  return () => subscription.unsubscribe();
}
