/**
 * The machine's reading and analysis actors, run in a Web Worker each
 * (monitor.worker.ts): a new worker per request, ended when the machine
 * leaves the state that asked (a cancel, a new file), so a stale analysis
 * never reports back.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { LogMapping } from '../../../core/monitoring/log-mapping.ts';
import type { MonitorRules } from '../../../core/monitoring/monitor-rules.ts';
import type { AnalysisEvent, HeaderOutput } from '../../../machines/monitoring/machine.ts';
import type { MonitorRequest, MonitorResponse } from './worker-protocol.ts';

const startWorker = () => new Worker(new URL('./monitor.worker.ts', import.meta.url), { type: 'module' });

/** A worker that failed to load or threw outside its own handling, as one line. */
const crashMessage = (event: ErrorEvent) => `The analysis stopped: ${event.message || 'the browser could not run its worker'}.`;

export const readHeaderInWorker = fromPromise<HeaderOutput, { files: readonly File[] }>(
  ({ input, signal }) =>
    new Promise((resolve, reject) => {
      const worker = startWorker();
      signal.addEventListener('abort', () => worker.terminate());
      worker.addEventListener('message', (event: MessageEvent<MonitorResponse>) => {
        const response = event.data;
        worker.terminate();
        if (response.type === 'header') resolve({ header: response.header, rows: response.rows });
        else reject(new Error(response.type === 'error' ? response.message : `unexpected ${response.type} from the worker`));
      });
      worker.addEventListener('error', (event) => {
        worker.terminate();
        reject(new Error(crashMessage(event)));
      });
      worker.postMessage({ type: 'header', files: input.files } satisfies MonitorRequest);
    }),
);

export const analyseInWorker = fromCallback<EventObject, { files: readonly File[]; mapping: LogMapping; rules: MonitorRules }>(({ input, sendBack }) => {
  const worker = startWorker();
  const send = (event: AnalysisEvent) => sendBack(event);
  worker.addEventListener('message', (event: MessageEvent<MonitorResponse>) => {
    const response = event.data;
    if (response.type === 'progress') send({ type: 'analysis.progress', bytesRead: response.bytesRead, bytesTotal: response.bytesTotal, rows: response.rows });
    else if (response.type === 'done') send({ type: 'analysis.done', result: response.result, files: response.files });
    else if (response.type === 'error') send({ type: 'analysis.fail', message: response.message });
  });
  worker.addEventListener('error', (event) => send({ type: 'analysis.fail', message: crashMessage(event) }));
  worker.postMessage({ type: 'analyse', files: input.files, mapping: input.mapping, rules: input.rules } satisfies MonitorRequest);
  return () => worker.terminate();
});
