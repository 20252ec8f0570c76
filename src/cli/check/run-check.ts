/**
 * Runs one sizing-sheet check: opens the sheet, streams its records through
 * the core's `checkSizingRow`, and spools the chosen report as it goes (in
 * memory, then a temporary file, so memory stays flat whatever the sheet's
 * size); the report reaches stdout only once the whole sheet has been read,
 * so a run that fails part way leaves stdout empty. Loaded by the `check`
 * command's action with a dynamic import, so plain `duct-calc --solve …`
 * never loads papaparse or the reporters.
 */
import { checkSizingRow } from '../../core/sizing-check/check-row.ts';
import { resolveSheetColumns, sizingRowFromCells, type SheetColumns } from '../../core/sizing-check/header.ts';
import { countSizingRow, emptySizingSummary } from '../../core/sizing-check/summary.ts';
import type { SizingSummary } from '../../core/sizing-check/types.ts';
import type { CliIo } from '../shared/io.ts';
import { createReporter, type CheckReporter } from './reporter.ts';
import type { CheckSettings } from './settings.ts';
import { csvRecordBatches, MAX_ROW_CHARS } from './csv-records.ts';
import { OutputError, ReportSpool, SPOOL_MEMORY_CHARS, SpoolError } from './report-spool.ts';
import { describeReadError } from '../shared/bounded-text.ts';
import { openSheet, type SheetSource } from './sheet-source.ts';

/**
 * How a run ended: `checked` with the counts (every data row was reported),
 * or `unusable` with one sentence for stderr (exit code 2).
 */
export type CheckOutcome = { status: 'checked'; summary: SizingSummary } | { status: 'unusable'; message: string };

/**
 * Report text is spooled in pieces of about this many characters: small
 * strings stay in V8's young generation, where a large one per batch would
 * be allocated straight into old space and raise peak RSS.
 */
const WRITE_CHARS = 16 * 1024;

/** Limits a test may lower: the longest row read, and the report held in memory. */
export interface CheckLimits {
  maxRowChars: number;
  spoolMemoryChars: number;
}

const LIMITS: CheckLimits = { maxRowChars: MAX_ROW_CHARS, spoolMemoryChars: SPOOL_MEMORY_CHARS };

async function spoolReport(
  source: SheetSource,
  reporter: CheckReporter,
  settings: CheckSettings,
  spool: ReportSpool,
  summary: SizingSummary,
  maxRowChars: number,
): Promise<CheckOutcome> {
  let columns: SheetColumns | undefined;
  for await (const batch of csvRecordBatches(source.stream, maxRowChars)) {
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
        await spool.append(text);
        text = '';
      }
    }
    await spool.append(text);
  }
  if (columns === undefined) return { status: 'unusable', message: `${source.name} is empty: it has no header row` };
  if (summary.rows === 0) return { status: 'unusable', message: `${source.name} has a header but no data rows to check` };
  await spool.append(reporter.end(summary));
  return { status: 'checked', summary };
}

/**
 * Checks a sheet and writes the report to `io.stdout`.
 *
 * @param settings The sheet (a path or `-`), the report format and the
 *   check's options (unit system, tolerance in percent, velocity window).
 * @param io Streams: stdin for `-`, stdout for the report.
 * @param limits The longest row read and the report kept in memory before a
 *   temporary file takes it; tests lower them.
 * @returns `checked` with the summary, or `unusable` for a sheet that cannot
 *   be checked: missing, unreadable, a folder, empty, no data rows, a header
 *   without the needed columns (the message names the file and the header's
 *   line), or a row too long or a read error part way. The report is written
 *   whole once every row has been read, and nothing at all when the run is
 *   unusable. When stdout closes early (a reader such as `head` went away),
 *   the summary still counts every row; main.ts reports other write errors.
 */
export async function runCheck(settings: CheckSettings, io: CliIo, limits: CheckLimits = LIMITS): Promise<CheckOutcome> {
  const opened = await openSheet(settings.sheet, io);
  if (opened.status === 'error') return { status: 'unusable', message: opened.message };
  const source = opened.data;
  const reporter = createReporter(settings.format, {
    sheetName: source.name,
    ...(source.file === undefined ? {} : { annotationFile: source.file }),
    options: settings.check,
  });
  const summary = emptySizingSummary();
  const spool = new ReportSpool(limits.spoolMemoryChars);
  // A write error arrives as an 'error' event; without a listener it would crash the process.
  const ignoreOutputError = () => undefined;
  io.stdout.on('error', ignoreOutputError);
  try {
    let outcome: CheckOutcome;
    try {
      outcome = await spoolReport(source, reporter, settings, spool, summary, limits.maxRowChars);
    } catch (error) {
      if (error instanceof SpoolError) return { status: 'unusable', message: error.message };
      return { status: 'unusable', message: `cannot read ${source.name}: ${describeReadError(error)}` };
    }
    if (outcome.status === 'checked') await spool.commit(io.stdout);
    return outcome;
  } catch (error) {
    if (error instanceof OutputError) return { status: 'checked', summary };
    throw error;
  } finally {
    await spool.discard();
    io.stdout.off('error', ignoreOutputError);
    source.stream.destroy();
  }
}
