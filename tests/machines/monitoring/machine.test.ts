import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { mergeLogs, type LogEntry } from '../../../src/core/maintenance/log.ts';
import { PRESSURE_DROP_TASK } from '../../../src/core/maintenance/rules.ts';
import type { LogMapping } from '../../../src/core/monitoring/log-mapping.ts';
import { createMonitor } from '../../../src/core/monitoring/monitor.ts';
import type { MonitorRules } from '../../../src/core/monitoring/monitor-rules.ts';
import { monitoringMachine, type AnalysisEvent, type HeaderOutput, type MonitoringEvent } from '../../../src/machines/monitoring/machine.ts';
import { selectLogEntries, selectMappingIssues } from '../../../src/machines/monitoring/selectors.ts';

/** A sawtooth at one reading a minute: ΔP climbs 20 Pa a minute from 900 Pa and a pulse drops it every 15 minutes. */
function sawtoothLog(days: number, startMs = Date.UTC(2027, 2, 1)): string {
  const lines = ['Timestamp,Diff Press (Pa),Flow m3/h'];
  for (let minute = 0; minute < days * 1440; minute += 1) {
    const stamp = new Date(startMs + minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    lines.push(`${stamp},${900 + (minute % 15) * 20},12000`);
  }
  return `${lines.join('\n')}\n`;
}

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

/** The rows of a small CSV, split as papaparse would split this simple one. */
const rowsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

/** The page's actors, in process: the header and the analysis from the file's text, the send into an in-memory log. */
function testActors(log: { entries: LogEntry[] }) {
  return {
    readHeader: fromPromise<HeaderOutput, { files: readonly File[] }>(async ({ input }) => {
      const [header = [], ...rows] = rowsOf(await input.files[0]!.text());
      if (header.length === 0) throw new Error(`${input.files[0]!.name} is empty: it has no header row and no readings.`);
      return { header, rows: rows.slice(0, 5) };
    }),
    analyse: fromCallback<EventObject, { files: readonly File[]; mapping: LogMapping; rules: MonitorRules }>(({ input, sendBack }) => {
      void (async () => {
        const monitor = createMonitor(input.mapping, input.rules);
        const text = await input.files[0]!.text();
        const rows = rowsOf(text).slice(1);
        monitor.push(rows, 2);
        const progress: AnalysisEvent = { type: 'analysis.progress', bytesRead: text.length, bytesTotal: text.length, rows: rows.length };
        sendBack(progress);
        sendBack({ type: 'analysis.done', result: monitor.finish(), files: [{ name: input.files[0]!.name, firstLine: 1 }] } satisfies AnalysisEvent);
      })();
    }),
    sendToLog: fromPromise(async ({ input }: { input: { entries: readonly LogEntry[] } }) => {
      const merged = mergeLogs(log.entries, input.entries);
      log.entries = merged.entries;
      return { added: merged.added.length, kept: merged.kept };
    }),
  };
}

function start(log = { entries: [] as LogEntry[] }, ...events: MonitoringEvent[]) {
  const actor = createActor(monitoringMachine.provide({ actors: testActors(log) }), { input: { preferredSystem: 'metric', zone: 'America/Chicago' } }).start();
  for (const event of events) actor.send(event);
  return actor;
}

const analysed = (actor: ReturnType<typeof start>) => waitFor(actor, (snapshot) => snapshot.matches('analysed'));

describe('equipment monitoring machine', () => {
  it('reads a log’s header, guesses its mapping and analyses it at once', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('log.csv', sawtoothLog(2))] });

    const snapshot = await analysed(actor);

    expect(snapshot.context.mapping).toEqual({ columns: { timestamp: 0, dp: 1, flow: 2 }, dpUnit: 'Pa', flowUnit: 'm3/h', time: { kind: 'iso' } });
    expect(snapshot.context.analysis?.result.counts).toEqual({ read: 2880, analysed: 2880, bad: 0 });
    expect(snapshot.context.analysis?.result.cycles.medianIntervalS).toBe(900);
    expect(snapshot.context.analysis?.result.daily.map((row) => row.day)).toEqual(['2027-03-01', '2027-03-02']);
    expect(snapshot.context.progress).toBeUndefined();
  });

  it('waits for the mapping when the header names no ΔP column, and says so', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('log.csv', 'Timestamp,Reading\n2027-03-01 00:00:00,900\n')] });

    const snapshot = await waitFor(actor, (state) => state.matches('mapping'));

    expect(selectMappingIssues(snapshot.context)).toEqual(['No ΔP column is mapped']);
    expect(snapshot.can({ type: 'analysis.run' })).toBe(false);
    actor.send({ type: 'mapping.column', role: 'dp', column: 1 });
    expect(actor.getSnapshot().can({ type: 'analysis.run' })).toBe(true);
    actor.send({ type: 'analysis.run' });
    expect((await analysed(actor)).context.analysis?.result.counts.analysed).toBe(1);
  });

  it('reads the timestamps as wall times in the zone typed once it is a zone, and names a wrong one', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('log.csv', sawtoothLog(1))] });
    await analysed(actor);

    actor.send({ type: 'time.kind', kind: 'local' });
    actor.send({ type: 'time.zone', text: 'Mars/Olympus' });
    expect(actor.getSnapshot().context.zoneIssue).toBe('Time zone must be an IANA zone name such as America/Chicago or Europe/Berlin, got "Mars/Olympus"');
    expect(actor.getSnapshot().can({ type: 'analysis.run' })).toBe(false);
    // The mapping keeps the last zone that read: the device's, as the test gave it.
    expect(actor.getSnapshot().context.mapping?.time).toEqual({ kind: 'local', zone: 'America/Chicago' });

    actor.send({ type: 'time.zone', text: 'Europe/Berlin' });
    actor.send({ type: 'analysis.run' });
    const snapshot = await analysed(actor);
    // Midnight in Berlin is 23:00 UTC the day before.
    expect(snapshot.context.analysis?.result.completeness.firstMs).toBe(Date.UTC(2027, 1, 28, 23));
  });

  it('keeps a rule that does not read as typed, names it, and holds the analysis until it reads', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('log.csv', sawtoothLog(1))] });
    await analysed(actor);

    actor.send({ type: 'rule.text', rule: 'stepDropFraction', text: '2' });

    expect(actor.getSnapshot().context.ruleTexts.stepDropFraction).toBe('2');
    expect(actor.getSnapshot().context.ruleIssues).toEqual({ stepDropFraction: 'Step drop must be a fraction above 0 and at most 1, got "2"' });
    expect(actor.getSnapshot().can({ type: 'analysis.run' })).toBe(false);
    actor.send({ type: 'rule.text', rule: 'stepDropFraction', text: '0.3' });
    expect(actor.getSnapshot().context.rules.stepDropFraction).toBe(0.3);
  });

  it('offers back the analysis a new log replaced, with its mapping and rules', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('first.csv', sawtoothLog(2))] });
    await analysed(actor);
    actor.send({ type: 'rule.text', rule: 'gapS', text: '600' });

    actor.send({ type: 'files.choose', files: [csv('second.csv', sawtoothLog(1))] });
    await waitFor(actor, (state) => state.matches('analysed') && state.context.analysis?.log.files[0]?.name === 'second.csv');
    expect(actor.getSnapshot().context.undo?.message).toBe('Read second.csv in place of first.csv.');

    actor.send({ type: 'undo' });
    const { context } = actor.getSnapshot();
    expect(context.analysis?.log.files[0]?.name).toBe('first.csv');
    expect(context.analysis?.result.counts.read).toBe(2880);
    expect(context.ruleTexts.gapS).toBe('600');
    expect(context.undo).toBeUndefined();
  });

  it('says why an empty file cannot be read, and keeps nothing of it', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('empty.csv', '')] });

    const snapshot = await waitFor(actor, (state) => state.matches('mapping'));

    expect(snapshot.context.failure).toBe('empty.csv is empty: it has no header row and no readings.');
    expect(snapshot.context.analysis).toBeUndefined();
  });

  it('a unit switch only changes how ΔP is shown: the log, mapping and analysis stay', async () => {
    const actor = start(undefined, { type: 'files.choose', files: [csv('log.csv', sawtoothLog(1))] });
    const before = (await analysed(actor)).context;

    actor.send({ type: 'units.change', units: 'imperial' });

    const after = actor.getSnapshot().context;
    expect(after.system).toBe('imperial');
    expect(after.analysis).toBe(before.analysis);
    expect(after.mapping).toBe(before.mapping);
    expect(after.ruleTexts).toBe(before.ruleTexts);
  });

  it('sends each day’s residual ΔP to the maintenance log once: a second send adds nothing and keeps what is there', async () => {
    const log = { entries: [] as LogEntry[] };
    const actor = start(log, { type: 'files.choose', files: [csv('log.csv', sawtoothLog(2))] });
    await analysed(actor);
    const entries = selectLogEntries(actor.getSnapshot().context, '2027-03-03T08:00:00.000Z');

    actor.send({ type: 'send.start', entries });
    await waitFor(actor, (state) => state.context.sent !== undefined);
    expect(actor.getSnapshot().context.sent).toEqual({ status: 'sent', added: 2, kept: 0 });
    expect(log.entries.map((entry) => [entry.taskId, entry.date, entry.pressureDropPa])).toEqual([
      [PRESSURE_DROP_TASK, '2027-03-01', 900],
      [PRESSURE_DROP_TASK, '2027-03-02', 900],
    ]);
    expect(log.entries[0]?.note).toBe('From the controller log log.csv: residual ΔP 900 Pa, peak 1180 Pa, 1440 readings.');

    actor.send({ type: 'send.start', entries });
    await waitFor(actor, (state) => state.matches({ analysed: 'idle' }) && state.context.sent !== undefined);
    expect(actor.getSnapshot().context.sent).toEqual({ status: 'sent', added: 0, kept: 2 });
    expect(log.entries).toHaveLength(2);
  });

  it('a cancelled analysis leaves the one shown; with none, the mapping waits for Analyse', async () => {
    // An analysis that never ends, as a long log in the worker.
    const stalled = monitoringMachine.provide({ actors: { ...testActors({ entries: [] }), analyse: fromCallback(() => undefined) } });
    const actor = createActor(stalled, { input: { preferredSystem: 'metric' } }).start();
    actor.send({ type: 'files.choose', files: [csv('log.csv', sawtoothLog(1))] });
    await waitFor(actor, (state) => state.matches('analysing'));

    actor.send({ type: 'analysis.cancel' });

    expect(actor.getSnapshot().value).toBe('mapping');
    expect(actor.getSnapshot().context.analysis).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'analysis.run' })).toBe(true);
  });
});
