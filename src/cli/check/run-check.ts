/**
 * Runs one sizing-sheet check: opens the sheet, streams its records through
 * the core's `checkSizingRow`, and writes the chosen report as it goes,
 * waiting for stdout to drain so memory stays flat whatever the sheet's size.
 * Loaded by the `check` command's action with a dynamic import, so plain
 * `duct-calc --solve …` never loads papaparse or the reporters.
 */
import type { Writable } from 'node:stream';
import { checkSizingRow } from '../../core/sizing-check/check-row.ts';
import { resolveSheetColumns, sizingRowFromCells, type SheetColumns } from '../../core/sizing-check/header.ts';
import { countSizingRow, emptySizingSummary } from '../../core/sizing-check/summary.ts';
import type { SizingSummary } from '../../core/sizing-check/types.ts';
import type { CliIo } from '../shared/io.ts';
import { createReporter, type CheckReporter } from './reporter.ts';
import type { CheckSettings } from './settings.ts';
import { csvRecordBatches } from './csv-records.ts';
import { describeReadError, openSheet, type SheetSource } from './sheet-source.ts';

/**
 * How a run ended: `checked` with the counts (every data row was reported),
 * or `unusable` with one sentence for stderr (exit code 2).
 */
export type CheckOutcome = { status: 'checked'; summary: SizingSummary } | { status: 'unusable'; message: string };

/**
 * Report text is written in pieces of about this many characters: small
 * strings stay in V8's young generation, where a large one per batch would
 * be allocated straight into old space and raise peak RSS.
 */
const WRITE_CHARS = 16 * 1024;

/** The report could not be written (e.g. EPIPE when the reader went away). */
class OutputError extends Error {}

/** Writes text and waits, if the stream asks for it, until it drains. */
function write(stream: Writable, text: string): Promise<void> | undefined {
  if (stream.destroyed) throw new OutputError('the output was closed');
  if (text === '' || stream.write(text)) return undefined;
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', settle).off('error', settle).off('close', onClose);
      if (error) reject(new OutputError(error.message));
      else resolve();
    };
    const onClose = () => settle(new Error('the output was closed'));
    stream.on('drain', settle).on('error', settle).on('close', onClose);
  });
}

async function streamReport(
  source: SheetSource,
  reporter: CheckReporter,
  settings: CheckSettings,
  output: Writable,
  summary: SizingSummary,
): Promise<CheckOutcome> {
  let columns: SheetColumns | undefined;
  for await (const batch of csvRecordBatches(source.stream)) {
    let text = '';
    for (const record of batch) {
      if (columns === undefined) {
        const header = resolveSheetColumns(record.cells);
        if (header.status === 'error') {
          return { status: 'unusable', message: `${source.name}:${record.line}: ${header.message}` };
        }
        columns = header.data;
        continue;
      }
      if (summary.rows === 0) text += reporter.start();
      const row = checkSizingRow(sizingRowFromCells(record.line, record.cells, columns, record.defects), settings.check);
      countSizingRow(summary, row);
      text += reporter.row(row);
      if (text.length >= WRITE_CHARS) {
        await write(output, text);
        text = '';
      }
    }
    await write(output, text);
  }
  if (columns === undefined) return { status: 'unusable', message: `${source.name} is empty: it has no header row` };
  if (summary.rows === 0) return { status: 'unusable', message: `${source.name} has a header but no data rows to check` };
  await write(output, reporter.end(summary));
  return { status: 'checked', summary };
}

/**
 * Checks a sheet and writes the report to `io.stdout`.
 *
 * @param settings The sheet (a path or `-`), the report format and the
 *   check's options (unit system, tolerance in percent, velocity window).
 * @param io Streams: stdin for `-`, stdout for the report.
 * @returns `checked` with the summary, or `unusable` for a sheet that cannot
 *   be checked: missing, unreadable, a folder, empty, no data rows, or a
 *   header without the needed columns (the message names the file and the
 *   header's line). Nothing is written to stdout before the header is known
 *   to be good and a data row has been read. When stdout closes early (a
 *   reader such as `head` went away), reading stops quietly and the summary
 *   counts the rows checked so far; main.ts reports other write errors.
 */
export async function runCheck(settings: CheckSettings, io: CliIo): Promise<CheckOutcome> {
  const opened = await openSheet(settings.sheet, io);
  if (opened.status === 'error') return { status: 'unusable', message: opened.message };
  const source = opened.data;
  const reporter = createReporter(settings.format, {
    sheetName: source.name,
    ...(source.file === undefined ? {} : { annotationFile: source.file }),
    options: settings.check,
  });
  const summary = emptySizingSummary();
  // A write error arrives as an 'error' event; without a listener it would crash the process.
  const ignoreOutputError = () => undefined;
  io.stdout.on('error', ignoreOutputError);
  try {
    return await streamReport(source, reporter, settings, io.stdout, summary);
  } catch (error) {
    if (error instanceof OutputError) return { status: 'checked', summary };
    return { status: 'unusable', message: `cannot read ${source.name}: ${describeReadError(error)}` };
  } finally {
    io.stdout.off('error', ignoreOutputError);
    source.stream.destroy();
  }
}
