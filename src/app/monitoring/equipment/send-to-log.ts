/**
 * The machine's send actor: merges the entries into the maintenance log
 * kept on this device (the Maintenance Schedule's store), by task and date,
 * so nothing already logged is lost or logged twice. A device with no log
 * yet gets one with the planner's first-visit collector, as the Maintenance
 * Schedule would start it today.
 */
import { fromPromise } from 'xstate';
import { DEFAULT_CONFIG } from '../../../core/maintenance/config.ts';
import { mergeLogs, type LogEntry } from '../../../core/maintenance/log.ts';
import type { SendOutput } from '../../../machines/monitoring/machine.ts';
import { localCalendarDate } from '../../../core/format/calendar-date.ts';
import { loadLog, saveLog } from '../../maintenance/store.ts';

export const sendToMaintenanceLog = fromPromise<SendOutput, { entries: readonly LogEntry[] }>(async ({ input }) => {
  const stored = await loadLog();
  if (stored.status === 'corrupt') throw new Error(`The maintenance log saved on this device fails its check (${stored.message}): open the Maintenance Schedule to keep or replace it, then send again.`);
  if (stored.status === 'unavailable') throw new Error(`The maintenance log cannot be kept on this device: ${stored.message}.`);
  const log = stored.status === 'found' ? stored.log : { config: { ...DEFAULT_CONFIG, start: localCalendarDate(new Date()) }, entries: [] };
  const merged = mergeLogs(log.entries, input.entries);
  const failure = await saveLog({ config: log.config, entries: merged.entries });
  if (failure !== undefined) throw new Error(`The maintenance log was not saved: ${failure}.`);
  return { added: merged.added.length, kept: merged.kept };
});
