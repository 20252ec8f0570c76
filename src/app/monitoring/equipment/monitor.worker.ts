/**
 * The monitoring worker: reads the controller logs and feeds core's
 * streaming monitor off the main thread (analyse-logs.ts), so the page
 * answers keys and clicks while millions of rows go by. It posts progress at
 * most every PROGRESS_MS and the result once, its sample arrays transferred,
 * not copied.
 */
import { analyseLogs, readHeader } from './analyse-logs.ts';
import type { MonitorRequest, MonitorResponse } from './worker-protocol.ts';

/** How often progress is posted, ms: often enough for a moving bar, rarely enough to cost nothing. */
const PROGRESS_MS = 100;

const post = (message: MonitorResponse, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
const postError = (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : String(error) });

async function answer(request: MonitorRequest): Promise<void> {
  if (request.type === 'header') {
    post({ type: 'header', ...(await readHeader(request.files)) });
    return;
  }
  let postedAt = 0;
  const { result, files } = await analyseLogs(request.files, request.mapping, request.rules, (bytesRead, bytesTotal, rows) => {
    const now = performance.now();
    if (now - postedAt < PROGRESS_MS && bytesRead < bytesTotal) return;
    postedAt = now;
    post({ type: 'progress', bytesRead, bytesTotal, rows });
  });
  post({ type: 'done', result, files }, [...new Set([result.series.timesMs.buffer, result.series.dpPa.buffer])]);
}

self.addEventListener('message', (event: MessageEvent<MonitorRequest>) => {
  answer(event.data).catch(postError);
});
