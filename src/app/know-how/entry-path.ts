import { paths } from '../paths.ts';

/**
 * The page of an entry.
 *
 * @param id The entry's id (core/knowledge/entry.ts).
 * @returns `/process/know-how/<id>`, the route app.tsx gives the entry page.
 */
export const entryPath = (id: string): string => `${paths.knowHow.path}/${encodeURIComponent(id)}`;
