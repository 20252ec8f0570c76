/**
 * The monitoring worker: reads the controller logs and feeds core's
 * streaming monitor off the main thread, so the page answers keys and clicks
 * while millions of rows go by. It posts progress at most every
 * PROGRESS_MS and the result once, its sample arrays transferred, not copied.
 */
import { createMonitor } from '../../../core/monitoring/monitor.ts';
import { readLogRows } from './read-log.ts';
import type { FileLines } from '../../../machines/monitoring/file-lines.ts';
import type { MonitorRequest, MonitorResponse } from './worker-protocol.ts';

/** How often progress is posted, ms: often enough for a moving bar, rarely enough to cost nothing. */
const PROGRESS_MS = 100;
/** Rows shown under the mapping, after the header. */
const PREVIEW_ROWS = 5;

const post = (message: MonitorResponse, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

/** Why reading failed, in one line naming the file. */
const failure = (file: File, error: unknown) => `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`;

/** The first file's header and first rows. */
async function readHeader(files: readonly File[]): Promise<MonitorResponse> {
  const file = files[0];
  if (file === undefined) return { type: 'error', message: 'No file was chosen.' };
  const rows: (readonly string[])[] = [];
  await readLogRows(file, (chunk) => rows.push(...chunk.slice(0, PREVIEW_ROWS + 1 - rows.length)), PREVIEW_ROWS + 1);
  const [header, ...preview] = rows;
  if (header === undefined) return { type: 'error', message: `${file.name} is empty: it has no header row and no readings.` };
  return { type: 'header', header, rows: preview };
}

/**
 * Every file through one monitor, each file's header row left out. The line
 * numbers run on from file to file, so a bad row's line tells its file
 * (`FileLines`).
 */
async function analyse(request: Extract<MonitorRequest, { type: 'analyse' }>): Promise<void> {
  const monitor = createMonitor(request.mapping, request.rules);
  const bytesTotal = request.files.reduce((sum, file) => sum + file.size, 0);
  const files: FileLines[] = [];
  let bytesBefore = 0;
  let offset = 0;
  let rowsRead = 0;
  let postedAt = 0;
  let firstHeader: { readonly file: string; readonly text: string } | undefined;
  // Every file has the first one's columns, or the one mapping would read them wrong.
  const checkHeader = (name: string, header: readonly string[]) => {
    const text = header.join(', ');
    firstHeader ??= { file: name, text };
    if (text !== firstHeader.text) throw new Error(`its columns (${text}) are not those of ${firstHeader.file} (${firstHeader.text}); analyse logs of one layout together`);
  };
  for (const file of request.files) {
    files.push({ name: file.name, firstLine: offset + 1 });
    let lastLine = 0;
    try {
      await readLogRows(file, (rows, firstLine, bytesRead) => {
        if (firstLine === 1) checkHeader(file.name, rows[0] ?? []);
        // The header row (line 1) is the mapping's, not a reading.
        const readings = firstLine === 1 ? rows.slice(1) : rows;
        const first = firstLine === 1 ? 2 : firstLine;
        if (readings.length > 0) monitor.push(readings, offset + first);
        rowsRead += readings.length;
        lastLine = firstLine + rows.length - 1;
        const now = performance.now();
        if (now - postedAt >= PROGRESS_MS) {
          postedAt = now;
          post({ type: 'progress', bytesRead: bytesBefore + bytesRead, bytesTotal, rows: rowsRead });
        }
      });
    } catch (error) {
      post({ type: 'error', message: failure(file, error) });
      return;
    }
    bytesBefore += file.size;
    offset += lastLine;
  }
  post({ type: 'progress', bytesRead: bytesTotal, bytesTotal, rows: rowsRead });
  const result = monitor.finish();
  post({ type: 'done', result, files }, [...new Set([result.series.timesMs.buffer, result.series.dpPa.buffer])]);
}

self.addEventListener('message', (event: MessageEvent<MonitorRequest>) => {
  const request = event.data;
  if (request.type === 'header') {
    readHeader(request.files).then(post, (error: unknown) => post({ type: 'error', message: failure(request.files[0]!, error) }));
  } else {
    void analyse(request);
  }
});
