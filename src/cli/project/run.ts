/**
 * One `duct-calc project check` run: reads the project whole, validates it
 * (readProjectFile), runs every check and prints the report. Nothing is
 * written to stdout before the file is known good. Loaded by the action on demand.
 */
import { open } from 'node:fs/promises';
import { checkProject } from '../../core/project/checks.ts';
import type { Project } from '../../core/project/document.ts';
import { readProjectFile } from '../../core/project/file.ts';
import type { CheckFormat } from '../check/settings.ts';
import { STDIN_SHEET } from '../check/settings.ts';
import { describeReadError, readBoundedText, type TextSource } from '../shared/bounded-text.ts';
import type { CliIo } from '../shared/io.ts';
import { formatProjectReport } from './report.ts';

/**
 * The largest project file read, in bytes (16 MB, as a system sheet): a
 * project holds one sheet and a few forms; a source past it is not a project.
 */
export const MAX_PROJECT_BYTES = 16_000_000;

/** How a run ended: the report printed and the failed checks counted, or one line for stderr (exit 2). */
export type ProjectCheckOutcome = { status: 'done'; failed: number } | { status: 'unusable'; message: string };

/** Opens the file, or standard input for `-`; a folder or a missing file is one sentence. */
async function openProject(file: string, io: CliIo): Promise<{ status: 'success'; source: TextSource } | { status: 'error'; message: string }> {
  if (file === STDIN_SHEET) {
    io.stdin.setEncoding('utf8');
    return { status: 'success', source: { stream: io.stdin, name: 'stdin' } };
  }
  try {
    const handle = await open(file, 'r');
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      return { status: 'error', message: `${file} is a folder, not a project file` };
    }
    return { status: 'success', source: { stream: handle.createReadStream({ encoding: 'utf8' }), name: file } };
  } catch (error) {
    return { status: 'error', message: `cannot read ${file}: ${describeReadError(error)}` };
  }
}

/** A project read from the command line: the project, the name the reports give its source, and the version it migrated from. */
export type ProjectArgument =
  | { status: 'success'; project: Project; name: string; migratedFrom?: number }
  | { status: 'unusable'; message: string };

/**
 * Reads and validates the project a command names, whole, before anything is written.
 *
 * @param file A path, or `-` for standard input.
 * @param io Streams: stdin is read for `-`.
 * @returns The project (readProjectFile's), or one line naming the file and
 *   the problem (cannot be read, not JSON, not a project, a newer version,
 *   the path of the first invalid value).
 */
export async function readProjectArgument(file: string, io: CliIo): Promise<ProjectArgument> {
  const opened = await openProject(file, io);
  if (opened.status === 'error') return { status: 'unusable', message: opened.message };
  const text = await readBoundedText(opened.source, 'a project file', MAX_PROJECT_BYTES);
  if (text.status === 'error') return { status: 'unusable', message: text.message };
  const read = readProjectFile(text.text);
  if (read.status === 'error') return { status: 'unusable', message: `${opened.source.name}: ${read.message}` };
  return { status: 'success', project: read.project, name: opened.source.name, ...(read.migratedFrom !== undefined && { migratedFrom: read.migratedFrom }) };
}

/**
 * Checks a project file.
 *
 * @param file A path, or `-` for standard input.
 * @param format The report format (text, json, junit, github).
 * @param io Streams: the report goes to stdout.
 * @returns `done` with the number of failed checks once the report is
 *   written; or `unusable` with one line naming the file and the problem
 *   (cannot be read, not JSON, not a project, a newer version, the path of
 *   the first invalid value), nothing written.
 */
export async function runProjectCheck(file: string, format: CheckFormat, io: CliIo): Promise<ProjectCheckOutcome> {
  const read = await readProjectArgument(file, io);
  if (read.status === 'unusable') return read;
  const checks = checkProject(read.project);
  io.stdout.write(
    formatProjectReport(format, {
      fileName: read.name,
      ...(file !== STDIN_SHEET && { annotationFile: file }),
      project: read.project,
      ...(read.migratedFrom !== undefined && { migratedFrom: read.migratedFrom }),
      checks,
    }),
  );
  return { status: 'done', failed: checks.filter(({ status }) => status === 'fail').length };
}
