/**
 * `duct-calc project export-sheet` and `import-sheet`: the project's system
 * part as the exhaust system's CSV, and a CSV back into a new project file
 * (the segments replaced, the sheet's settings kept; the parts downstream
 * then read stale). Both read and validate the project first; the import
 * validates the new project as a file before writing it. Loaded on demand.
 */
import { open, writeFile } from 'node:fs/promises';
import { issueLines } from '../../core/exhaust-system/issue-list.ts';
import { checkProject } from '../../core/project/checks.ts';
import { readProjectFile, writeProjectFile } from '../../core/project/file.ts';
import { sheetUnitsOf, systemSheetCsv, withSystemSheet } from '../../core/project/system-sheet.ts';
import { describeReadError, readBoundedText } from '../shared/bounded-text.ts';
import type { CliIo } from '../shared/io.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { MAX_SHEET_BYTES } from '../system/run.ts';
import type { ProjectFileOutcome } from './package-run.ts';
import { readProjectArgument } from './run.ts';

/** Writes a file, or says in one line why it cannot. */
async function written(out: string, text: string): Promise<string | undefined> {
  try {
    await writeFile(out, text, 'utf8');
    return undefined;
  } catch (error) {
    return `cannot write ${out}: ${describeReadError(error)}`;
  }
}

/**
 * Exports the system part as CSV.
 *
 * @param file The project: a path, or `-` for standard input.
 * @param out The CSV file to write, or `undefined` for stdout.
 * @param io Streams.
 * @returns `done` with the CSV (to stdout) or a line naming the file written;
 *   or `unusable` with one line: the project cannot be used, has no system, or the file cannot be written.
 */
export async function runExportSheet(file: string, out: string | undefined, io: CliIo): Promise<ProjectFileOutcome> {
  const read = await readProjectArgument(file, io);
  if (read.status === 'unusable') return read;
  const csv = systemSheetCsv(read.project);
  if (csv === undefined) return { status: 'unusable', message: `${read.name}: the project has no exhaust system (parts.system) to export` };
  if (out === undefined) return { status: 'done', output: csv };
  const failed = await written(out, csv);
  if (failed !== undefined) return { status: 'unusable', message: failed };
  const count = read.project.parts.system!.segments.length;
  return { status: 'done', output: escapeUnsafeChars(`Wrote ${out}: the ${count} segments of ${read.project.name}, bare numbers in ${sheetUnitsOf(read.project)} units`) + '\n' };
}

/** Reads the CSV file whole, within the system sheet's limit. */
async function readCsv(path: string): Promise<{ status: 'success'; text: string } | { status: 'error'; message: string }> {
  try {
    const handle = await open(path, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      return { status: 'error', message: `${path} is a folder, not a CSV sheet` };
    }
    return await readBoundedText({ stream: handle.createReadStream({ encoding: 'utf8' }), name: path }, 'a system sheet', MAX_SHEET_BYTES);
  } catch (error) {
    return { status: 'error', message: `cannot read ${path}: ${describeReadError(error)}` };
  }
}

/**
 * Imports a CSV sheet into a new project file.
 *
 * @param file The project: a path, or `-` for standard input.
 * @param sheet The CSV file (bare numbers in the system part's units, else the site's).
 * @param out The new project file.
 * @param io Streams.
 * @returns `done` with a line naming the file written and the checks now
 *   stale; or `unusable` with every problem of the CSV by row (one line
 *   each, at most 50), or one line for a project that cannot be used, a new
 *   project its reader refuses (the first invalid cell) or a file that cannot
 *   be written; nothing written then.
 */
export async function runImportSheet(file: string, sheet: string, out: string, io: CliIo): Promise<ProjectFileOutcome> {
  const read = await readProjectArgument(file, io);
  if (read.status === 'unusable') return read;
  const csv = await readCsv(sheet);
  if (csv.status === 'error') return { status: 'unusable', message: csv.message };
  const replaced = withSystemSheet(read.project, csv.text);
  if (replaced.status === 'error') return { status: 'unusable', message: issueLines(replaced.issues).map((line) => `${sheet}: ${line}`).join('\n') };
  const text = writeProjectFile(replaced.project);
  const checked = readProjectFile(text);
  if (checked.status === 'error') return { status: 'unusable', message: `${sheet}: ${checked.message}` };
  const failed = await written(out, text);
  if (failed !== undefined) return { status: 'unusable', message: failed };
  const stale = checkProject(checked.project).filter(({ id, status }) => id.startsWith('stale-') && status === 'fail').map(({ id }) => id);
  const after = stale.length === 0 ? 'no part is stale' : `stale now: ${stale.join(', ')} (duct-calc project check ${out} says what changed)`;
  return { status: 'done', output: escapeUnsafeChars(`Wrote ${out}: the system of ${read.project.name} from ${sheet}, ${replaced.project.parts.system!.segments.length} segments; ${after}`) + '\n' };
}
