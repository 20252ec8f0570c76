import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { readLogFile } from '../../../src/core/maintenance/log.ts';
import type { LogMapping } from '../../../src/core/monitoring/log-mapping.ts';
import type { MonitorRules } from '../../../src/core/monitoring/monitor-rules.ts';
import type { AnalysisEvent } from '../../../src/machines/monitoring/machine.ts';
import { analyseLogs, readHeader } from '../../../src/app/monitoring/equipment/analyse-logs.ts';
import { monitoringLogic } from '../../../src/app/monitoring/equipment/actor-context.ts';
import { EquipmentMonitoring } from '../../../src/app/monitoring/equipment/equipment-monitoring.tsx';
import { MAINTENANCE_DATABASE } from '../../../src/app/maintenance/store.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';

/** The worker's reading and analysis, in process: jsdom has no Worker. The send is the page's own, into fake IndexedDB. */
const inProcess = monitoringLogic.provide({
  actors: {
    readHeader: fromPromise(({ input }: { input: { files: readonly File[] } }) => readHeader(input.files)),
    analyse: fromCallback<EventObject, { files: readonly File[]; mapping: LogMapping; rules: MonitorRules }>(({ input, sendBack }) => {
      const send = (event: AnalysisEvent) => sendBack(event);
      analyseLogs(input.files, input.mapping, input.rules, (bytesRead, bytesTotal, rows) => send({ type: 'analysis.progress', bytesRead, bytesTotal, rows })).then(
        ({ result, files }) => send({ type: 'analysis.done', result, files }),
        (error: Error) => send({ type: 'analysis.fail', message: error.message }),
      );
    }),
  },
});

// jsdom's Blob has no text(); browsers have had it since 2019 (the reader sniffs the delimiter from a slice).
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(this);
  });
};

const database = new Dexie(MAINTENANCE_DATABASE);
database.version(1).stores({ logs: 'id' });
const savedLog = async () => {
  const record = (await database.table('logs').get('current')) as { json: string } | undefined;
  return record === undefined ? undefined : readLogFile(record.json);
};
beforeEach(async () => {
  await database.table('logs').clear();
});

/**
 * Two days of a controller export at one reading a minute: a 15-minute
 * sawtooth from 900 Pa, a reading that is no number on line 3, and from
 * noon of the second day the ΔP a third lower (a broken bag).
 */
function controllerLog(): File {
  const lines = ['Timestamp,Diff Press (Pa),Alarm'];
  for (let minute = 0; minute < 2 * 1440; minute += 1) {
    const stamp = new Date(Date.UTC(2027, 2, 1) + minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const dp = (900 + (minute % 15) * 20) * (minute >= 1440 + 720 ? 0.6 : 1);
    lines.push(`${stamp},${minute === 1 ? 'n/a' : dp.toFixed(1)},0`);
  }
  return new File([`${lines.join('\r\n')}\r\n`], 'collector-3.csv', { type: 'text/csv' });
}

describe('equipment monitoring part', { timeout: 30_000 }, () => {
  it('imports a log, guesses its mapping, shows the analysis and findings, and sends the days to the maintenance log once', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EquipmentMonitoring logic={inProcess} />);

    await user.upload(screen.getByLabelText('Import controller logs (CSV or .xlsx)'), controllerLog());

    const summary = await screen.findByRole('list', { name: 'Analysis summary' });
    const findings = await screen.findByRole('region', { name: 'Findings' });
    expect(screen.getByRole('combobox', { name: 'Timestamp column' })).toHaveDisplayValue('1: Timestamp');
    expect(screen.getByRole('combobox', { name: 'ΔP (tube sheet) column' })).toHaveDisplayValue('2: Diff Press (Pa)');
    expect(screen.getByRole('combobox', { name: 'ΔP (tube sheet) unit' })).toHaveDisplayValue('Pa');
    expect(screen.getByRole('combobox', { name: 'Alarm column' })).toHaveDisplayValue('3: Alarm');
    expect(summary).toHaveTextContent('collector-3.csv: 2,880 rows read, 2,879 analysed, 1 reported as bad.');
    expect(summary).toHaveTextContent('From 2027-03-01 00:00 to 2027-03-02 23:59 (UTC).');
    expect(summary).toHaveTextContent('every 15.0 min (median)');
    expect(within(screen.getByRole('region', { name: 'ΔP by day' })).getAllByRole('row')).toHaveLength(3);
    expect(within(findings).getByRole('rowheader', { name: 'Step drop (broken bag or bypass)' })).toBeInTheDocument();
    expect(screen.getByText(/rows? reported as bad/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Rows reported as bad' })).toHaveTextContent(/^line 3, column 2 \(Diff Press \(Pa\)\)/);

    await user.click(screen.getByRole('button', { name: 'Send to the Maintenance Schedule’s log' }));
    expect(await screen.findByText(/Sent to the maintenance log: 2 days added\./)).toBeInTheDocument();
    const saved = await savedLog();
    expect(saved?.status).toBe('success');
    const entries = saved?.status === 'success' ? saved.data.entries : [];
    expect(entries.map((entry) => [entry.date, entry.initials])).toEqual([
      ['2027-03-01', 'LOG'],
      ['2027-03-02', 'LOG'],
    ]);
    expect(entries[1]?.note).toMatch(/^From the controller log collector-3\.csv: residual ΔP \d+ Pa, peak 1180 Pa, 1440 readings\. Alarm: /);

    await user.click(screen.getByRole('button', { name: 'Send to the Maintenance Schedule’s log' }));
    expect(await screen.findByText(/Sent to the maintenance log: 0 days added; 2 already logged and kept as they were\./)).toBeInTheDocument();
    const again = await savedLog();
    expect(again?.status === 'success' && again.data.entries).toEqual(entries);
  });

  it('asks for the ΔP column when the header does not name it, and analyses once it is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EquipmentMonitoring logic={inProcess} />);

    await user.upload(screen.getByLabelText('Import controller logs (CSV or .xlsx)'), new File(['Zeit;Wert\n2027-03-01T00:00:00Z;900\n2027-03-01T00:01:00Z;920\n'], 'export.csv'));

    expect(await screen.findByRole('list', { name: 'What keeps the log from being analysed' })).toHaveTextContent('No ΔP column is mapped');
    expect(screen.getByRole('button', { name: 'Analyse' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ΔP (tube sheet) column' }), '2: Wert');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByRole('list', { name: 'Analysis summary' })).toHaveTextContent('export.csv: 2 rows read, 2 analysed, 0 reported as bad.');
    // 900 and 920 read as Pa are a running collector's; in kPa they would be no filter's.
    await user.selectOptions(screen.getByRole('combobox', { name: 'ΔP (tube sheet) unit' }), 'kPa');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    expect(await screen.findByText(/^ΔP up to 920,000 Pa read in kPa is far above any fabric filter's .*: is the ΔP unit right\?$/)).toHaveAttribute('role', 'alert');
  });

  it('offers Undo when a new log replaces the analysis shown', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EquipmentMonitoring logic={inProcess} />);
    const input = screen.getByLabelText('Import controller logs (CSV or .xlsx)');
    await user.upload(input, controllerLog());
    await screen.findByRole('list', { name: 'Analysis summary' });

    await user.upload(input, new File(['Timestamp,dP [Pa]\n2027-04-01T00:00:00Z,900\n'], 'other.csv'));
    expect(await screen.findByText('Read other.csv in place of collector-3.csv.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Analysis summary' })).toHaveTextContent('other.csv: 1 row read, 1 analysed, 0 reported as bad.'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Analysis summary' })).toHaveTextContent('collector-3.csv: 2,880 rows read'));
  });

  it('counts the alarm log by the rule per 6-month block, flags a block over 5 % and lists its findings', async () => {
    const user = userEvent.setup({ delay: null });
    render(<EquipmentMonitoring logic={inProcess} />);
    const alarms = ['alarm_time,action_time,action_needed', '2027-01-10T08:00:00Z,,no', '2027-01-11T08:00:00Z,2027-01-11T08:30:00Z,yes', '2027-02-01T08:00:00Z,2027-02-01T11:00:00Z,yes', ''].join('\n');

    await user.upload(screen.getByLabelText('Import alarm log (CSV)'), new File([alarms], 'bld-alarms.csv'));
    expect(await screen.findByRole('list', { name: 'What keeps the alarm ledger from being counted' })).toHaveTextContent('Give the operating hours of each 6-month block');
    await user.type(screen.getByRole('textbox', { name: 'Operating hours per 6-month block (h)' }), '60');

    const ledger = screen.getByRole('region', { name: 'Alarm ledger' });
    // 0 h + 1 h + 3 h = 4 h of 60 h: 6.7 %, over 5 %.
    expect(within(ledger).getByRole('row', { name: /^2027 H1/ })).toHaveTextContent('2027 H134.0 h60.0 h6.7 %: over the limit, a quality improvement plan is due');
    expect(within(screen.getByRole('region', { name: 'Findings' })).getByRole('rowheader', { name: 'Bag leak detector alarm ledger' })).toBeInTheDocument();
  });

  it('shows ΔP in the site-wide unit preference: inH₂O for imperial, in the days’ table and the summary', async () => {
    localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');
    const user = userEvent.setup({ delay: null });
    render(<EquipmentMonitoring logic={inProcess} />);

    await user.upload(screen.getByLabelText('Import controller logs (CSV or .xlsx)'), controllerLog());

    expect(await screen.findByRole('list', { name: 'Analysis summary' })).toHaveTextContent('ΔP swing 1.12 inH₂O (median)');
    expect(screen.getByRole('combobox', { name: 'ΔP shown in' })).toHaveTextContent('inH₂O (imperial)');
    // 900 Pa is 3.61 inH₂O.
    expect(within(screen.getByRole('region', { name: 'ΔP by day' })).getAllByRole('row')[1]).toHaveTextContent(/^2027-03-013\.61 inH₂O/);
  });
});
