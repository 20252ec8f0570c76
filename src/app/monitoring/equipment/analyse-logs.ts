/**
 * The work the monitoring worker does, apart from its messages, so the
 * page's tests can run it in process (jsdom has no Worker): the first file's
 * header, and every file read through one core monitor.
 */
import type { LogMapping } from '../../../core/monitoring/log-mapping.ts';
import { createMonitor } from '../../../core/monitoring/monitor.ts';
import type { MonitorResult } from '../../../core/monitoring/monitor-result.ts';
import type { MonitorRules } from '../../../core/monitoring/monitor-rules.ts';
import type { FileLines } from '../../../machines/monitoring/file-lines.ts';
import type { HeaderOutput } from '../../../machines/monitoring/machine.ts';
import { readLogRows } from './read-log.ts';

/** Rows shown under the mapping, after the header. */
const PREVIEW_ROWS = 5;

/** Why a file could not be read, in one line naming it. */
const failure = (file: File, error: unknown) => new Error(`${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The first file's header row and first rows.
 *
 * @throws Error naming the file when it is empty or cannot be read.
 */
export async function readHeader(files: readonly File[]): Promise<HeaderOutput> {
  const file = files[0];
  if (file === undefined) throw new Error('No file was chosen.');
  const rows: (readonly string[])[] = [];
  try {
    await readLogRows(file, (chunk) => rows.push(...chunk.slice(0, PREVIEW_ROWS + 1 - rows.length)), PREVIEW_ROWS + 1);
  } catch (error) {
    throw failure(file, error);
  }
  const [first, ...preview] = rows;
  if (first === undefined) throw new Error(`${file.name} is empty: it has no header row and no readings.`);
  const header = first.map((cell, index) => (index === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim());
  if (header.length === 1) throw new Error(`${file.name}, line 1: the header "${header[0]}" is one column; the delimiter must be a comma, semicolon, tab or |`);
  return { header, rows: preview };
}

/** Bytes read of all files so far, of the total, and the rows read. */
export type ProgressSink = (bytesRead: number, bytesTotal: number, rows: number) => void;

/**
 * Every file through one monitor, each file's header row left out. The line
 * numbers run on from file to file, so a bad row's line tells its file
 * (`FileLines`). Every file must have the first one's columns.
 *
 * @throws Error naming the file that cannot be read or has other columns.
 */
export async function analyseLogs(files: readonly File[], mapping: LogMapping, rules: MonitorRules, progress: ProgressSink): Promise<{ result: MonitorResult; files: FileLines[] }> {
  const monitor = createMonitor(mapping, rules);
  const bytesTotal = files.reduce((sum, file) => sum + file.size, 0);
  const fileLines: FileLines[] = [];
  let firstHeader: { readonly file: string; readonly text: string } | undefined;
  const checkHeader = (name: string, header: readonly string[]) => {
    const text = header.map((cell) => cell.replace(/^\uFEFF/, '').trim()).join(', ');
    firstHeader ??= { file: name, text };
    if (text !== firstHeader.text) throw new Error(`its columns (${text}) are not those of ${firstHeader.file} (${firstHeader.text}); analyse logs of one layout together`);
  };
  let bytesBefore = 0;
  let offset = 0;
  let rowsRead = 0;
  for (const file of files) {
    fileLines.push({ name: file.name, firstLine: offset + 1 });
    let lastLine = 0;
    let headerSeen = false;
    try {
      await readLogRows(file, (rows, firstLine, bytesRead) => {
        // The first row (blank lines before it skipped) is the header: the mapping's, not a reading.
        const skip = headerSeen ? 0 : 1;
        if (!headerSeen) checkHeader(file.name, rows[0] ?? []);
        headerSeen = true;
        const readings = rows.slice(skip);
        if (readings.length > 0) monitor.push(readings, offset + firstLine + skip);
        rowsRead += readings.length;
        lastLine = firstLine + rows.length - 1;
        progress(bytesBefore + bytesRead, bytesTotal, rowsRead);
      });
    } catch (error) {
      throw failure(file, error);
    }
    bytesBefore += file.size;
    offset += lastLine;
  }
  progress(bytesTotal, bytesTotal, rowsRead);
  return { result: monitor.finish(), files: fileLines };
}
