/**
 * The messages between the page and the monitoring worker
 * (`monitor.worker.ts`): the page asks for the header of the logs, or for
 * their analysis; the worker answers with progress and one final message.
 */
import type { LogMapping } from '../../../core/monitoring/log-mapping.ts';
import type { MonitorResult } from '../../../core/monitoring/monitor-result.ts';
import type { MonitorRules } from '../../../core/monitoring/monitor-rules.ts';
import type { FileLines } from '../../../machines/monitoring/file-lines.ts';

/** What the page asks. One request per worker: a new request starts a new worker. */
export type MonitorRequest =
  /** The first file's header row and the rows after it, to guess and show the mapping. */
  | { readonly type: 'header'; readonly files: readonly File[] }
  /** Every file, in order, through one monitor. */
  | { readonly type: 'analyse'; readonly files: readonly File[]; readonly mapping: LogMapping; readonly rules: MonitorRules };

/** What the worker answers. */
export type MonitorResponse =
  | { readonly type: 'header'; readonly header: readonly string[]; readonly rows: ReadonlyArray<readonly string[]> }
  /** Bytes read of all files so far, of the total; rows read so far. */
  | { readonly type: 'progress'; readonly bytesRead: number; readonly bytesTotal: number; readonly rows: number }
  | { readonly type: 'done'; readonly result: MonitorResult; readonly files: readonly FileLines[] }
  /** One line for the user, naming the file and what is wrong with it. */
  | { readonly type: 'error'; readonly message: string };
