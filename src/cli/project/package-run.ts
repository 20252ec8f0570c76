/**
 * One `duct-calc project report` run: reads the project whole, validates it,
 * builds the calculation package and writes it as one standalone HTML file.
 * Nothing is written, to the file or stdout, before the project is known
 * good. Loaded by the action on demand.
 */
import { writeFile } from 'node:fs/promises';
import { checkProject } from '../../core/project/checks.ts';
import { calculationPackage } from '../../core/project/package.ts';
import { packageHtml } from '../../core/project/package-html.ts';
import { describeReadError } from '../shared/bounded-text.ts';
import type { CliIo } from '../shared/io.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';
import { readProjectArgument } from './run.ts';

/** How a run ended: the file written and the line that says so, or one line for stderr (exit 2). */
export type ProjectFileOutcome = { status: 'done'; output: string } | { status: 'unusable'; message: string };

/**
 * Writes the calculation package of a project.
 *
 * @param file The project: a path, or `-` for standard input.
 * @param out The HTML file to write (replaced when it exists).
 * @param date The date of issue, `YYYY-MM-DD` (checked by the command).
 * @param io Streams: stdin is read for `-`.
 * @param baseUrl The app's address the Know-How links are made absolute with; none keeps the app's paths.
 * @returns `done` with one line naming the file, the parts and the checks
 *   that failed; or `unusable` with one line (the project cannot be used, or
 *   the file cannot be written), no file written.
 */
export async function runProjectReport(file: string, out: string, date: string, io: CliIo, baseUrl?: string): Promise<ProjectFileOutcome> {
  const read = await readProjectArgument(file, io);
  if (read.status === 'unusable') return read;
  const pkg = calculationPackage(read.project, date);
  try {
    await writeFile(out, packageHtml(pkg, baseUrl === undefined ? {} : { baseUrl }), 'utf8');
  } catch (error) {
    return { status: 'unusable', message: `cannot write ${out}: ${describeReadError(error)}` };
  }
  const failed = checkProject(read.project).filter(({ status }) => status === 'fail').map(({ id }) => id);
  const verdict = failed.length === 0 ? 'every check passes or does not apply' : `${failed.length} check${failed.length === 1 ? '' : 's'} failed (${failed.join(', ')})`;
  return { status: 'done', output: escapeUnsafeChars(`Wrote ${out}: the calculation package of ${read.project.name}, revision ${read.project.revision}, dated ${date}: ${pkg.parts.length} parts; ${verdict}`) + '\n' };
}
