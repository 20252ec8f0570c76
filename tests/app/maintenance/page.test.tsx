import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { DEFAULT_CONFIG } from '../../../src/core/maintenance/config.ts';
import { readLogFile, writeLogFile, type LogEntry } from '../../../src/core/maintenance/log.ts';
import { planTasks } from '../../../src/core/maintenance/plan.ts';
import { PRESSURE_DROP_TASK } from '../../../src/core/maintenance/rules.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitToSi } from '../../../src/core/units/unit.ts';
import { MAINTENANCE_DATABASE } from '../../../src/app/maintenance/store.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

/** The test's own handle on the page's database, to read and plant records. */
const database = new Dexie(MAINTENANCE_DATABASE);
database.version(1).stores({ logs: 'id' });
const saved = async () => {
  const record = (await database.table('logs').get('current')) as { json: string } | undefined;
  return record === undefined ? undefined : readLogFile(record.json);
};

/** Monday 11 January 2027, mid-morning on the device. */
const NOW = new Date(2027, 0, 11, 10, 0);
const CONFIG = { ...DEFAULT_CONFIG, start: '2027-01-11' };

beforeAll(async () => {
  // Only Date is faked: the page's "today"; timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await import('../../../src/app/maintenance/page.tsx');
  // jsdom's File has no text(); browsers have had it since 2019.
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
});
afterAll(() => vi.useRealTimers());

beforeEach(async () => {
  await database.table('logs').clear();
});

const SLOW_DOM = { timeout: 30_000 };

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/maintenance');
  await screen.findByRole('heading', { level: 1, name: 'Maintenance Schedule' }, { timeout: 10_000 });
  await screen.findByRole('form', { name: 'Collector' }, { timeout: 10_000 });
  return { user, ...view };
}

const dayTasks = () => screen.getByRole('region', { name: /^Tasks on / });

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('maintenance page', SLOW_DOM, () => {
  it('on a first visit plans core’s default pulse-jet collector from today, with a week of the plan and today’s tasks', async () => {
    await renderPage();

    await waitFor(() => expect(document.title).toBe('Maintenance Schedule · Technology For Clean Air'));
    expect(screen.getByRole('combobox', { name: 'Cleaning' })).toHaveTextContent('Pulse-jet');
    expect(screen.getByRole('checkbox', { name: 'Compressed air' })).toBeChecked();
    expect(screen.getByLabelText('Plan start')).toHaveValue('2027-01-11');
    expect(screen.getByRole('textbox', { name: 'ΔP alarm' })).toHaveValue('6.0219');
    expect(screen.getByRole('textbox', { name: 'ΔP alarm' })).toHaveAccessibleDescription('inH₂O');
    expect(screen.getByText(`${planTasks(CONFIG).length} tasks`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Mon 11 Jan 2027 \(today\): \d+ tasks$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dayTasks()).getByRole('heading', { name: 'Filter bags (tube-sheet ΔP)' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Daily checklist/ })).toHaveTextContent('Filter bags (tube-sheet ΔP)');
    expect(screen.getByText(/Nothing logged yet/)).toBeInTheDocument();
  });

  it('ticks a task off with initials and a ΔP reading, shows it in the day, the log and the trend, and keeps it for the next visit', async () => {
    const { user, unmount } = await renderPage();

    await user.click(within(dayTasks()).getByRole('button', { name: 'Tick off: Filter bags (tube-sheet ΔP), Mon 11 Jan 2027' }));
    const dialog = screen.getByRole('dialog', { name: 'Tick off: Filter bags (tube-sheet ΔP)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save to the log' }));
    expect(within(dialog).getByRole('textbox', { name: 'Initials' })).toHaveAccessibleDescription(/Initials are required/);

    await user.type(within(dialog).getByRole('textbox', { name: 'Initials' }), 'jd');
    await user.type(within(dialog).getByRole('textbox', { name: 'ΔP reading' }), '3.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Cleaning on');
    await user.click(within(dialog).getByRole('button', { name: 'Save to the log' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(dayTasks()).getByText(/Done by JD at 10:00; ΔP 3\.50 inH₂O — Cleaning on/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Log entries' })).getByRole('rowheader', { name: 'Filter bags (tube-sheet ΔP)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'ΔP trend: data' })).getByRole('row', { name: /Mon 11 Jan 2027 3\.50 JD/ })).toBeInTheDocument();
    await waitFor(async () => {
      const log = await saved();
      expect(log?.status === 'success' && log.data.entries.map((entry) => [entry.taskId, entry.date, entry.pressureDropPa])).toEqual([
        [PRESSURE_DROP_TASK, '2027-01-11', unitToSi(unitById('inH2O'), 3.5)],
      ]);
    });
    unmount();

    await renderPage();
    expect(within(dayTasks()).getByRole('button', { name: 'Edit entry: Filter bags (tube-sheet ΔP), Mon 11 Jan 2027' })).toBeInTheDocument();
  });

  it('gives focus back to the task’s button when the tick-off closes, by Escape or by saving', async () => {
    const { user } = await renderPage();
    const tickOff = within(dayTasks()).getByRole('button', { name: 'Tick off: Filter bags (tube-sheet ΔP), Mon 11 Jan 2027' });

    await user.click(tickOff);
    expect(screen.getByRole('dialog', { name: 'Tick off: Filter bags (tube-sheet ΔP)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(tickOff).toHaveFocus());

    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Tick off: Filter bags (tube-sheet ΔP)' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Initials' }), 'jd{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dayTasks()).getByRole('button', { name: 'Edit entry: Filter bags (tube-sheet ΔP), Mon 11 Jan 2027' })).toHaveFocus());
  });

  it('plans again when the collector changes: a screw conveyor replaces the airlock’s tasks', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(screen.getByRole('table', { name: /^Weekly checklist/ })).toHaveTextContent('Rotary airlock');
    await user.click(screen.getByRole('combobox', { name: 'Discharge' }));
    await user.click(await screen.findByRole('option', { name: 'Screw conveyor' }));

    const weekly = screen.getByRole('table', { name: /^Weekly checklist/ });
    expect(weekly).toHaveTextContent('Screw conveyor');
    expect(weekly).not.toHaveTextContent('Rotary airlock');
    await waitFor(async () => expect((await saved())).toMatchObject({ status: 'success', data: { config: { discharge: 'screw-conveyor' } } }));
  });

  it('names a field it cannot read and keeps the plan, saying so', async () => {
    const { user } = await renderPage();
    const bagLife = screen.getByRole('textbox', { name: 'Bag life' });

    await user.clear(bagLife);
    await user.type(bagLife, 'long');

    expect(bagLife).toHaveAttribute('aria-invalid', 'true');
    expect(bagLife).toHaveAccessibleDescription(/Bag life: "long" is not a number/);
    expect(screen.getByText(/24-month bag life/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the plan leaves out' })).toHaveTextContent('The collector form has a problem (marked above): this plan is the last one its fields could make.');
  });

  it.each([
    ['Operating hours per day', '1e309', 'Operating hours per day must be from 0.1 to 24 h, got 1e309'],
    ['Bag life', '1e309', 'Bag life must be from 1 to 120 months, got 1e309'],
    ['Bag life', '0', 'Bag life must be from 1 to 120 months, got 0'],
  ])('refuses %s = %s with one line naming the field and its range, never a null', async (label, text, message) => {
    const { user } = await renderPage();
    const field = screen.getByRole('textbox', { name: label });

    await user.clear(field);
    await user.type(field, text);

    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(document.querySelector('main')!.textContent).not.toMatch(/\b(null|NaN|Infinity|undefined)\b/);
  });

  it('shows the pressures in the unit system chosen, and switching back shows what was typed', async () => {
    const { user } = await renderPage();
    const alarm = screen.getByRole('textbox', { name: 'ΔP alarm' });
    await user.clear(alarm);
    await user.type(alarm, '5');

    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(await screen.findByRole('option', { name: /Metric/ }));
    expect(screen.getByRole('textbox', { name: 'ΔP alarm' })).toHaveValue('1245.4446');
    expect(screen.getByRole('textbox', { name: 'ΔP alarm' })).toHaveAccessibleDescription('Pa');

    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(await screen.findByRole('option', { name: /Imperial/ }));
    expect(screen.getByRole('textbox', { name: 'ΔP alarm' })).toHaveValue('5');
    expect(screen.getByText(`${planTasks(CONFIG).length} tasks`, { selector: 'strong' })).toBeInTheDocument();
    await waitFor(async () => expect(await saved()).toMatchObject({ status: 'success', data: { config: { pressureDropAlarmPa: unitToSi(unitById('inH2O'), 5) } } }));
  });

  it('prints a report: the date, units and the command line that reproduces the plan, the collector as inputs, and the tasks with their sources', async () => {
    await renderPage();

    expect(screen.getByText(/^Prepared \d{4}-\d{2}-\d{2} · Units: imperial \(US\)/)).toBeInTheDocument();
    expect(screen.getByText(`duct-calc maintenance --cleaning pulse-jet --discharge rotary-airlock --compressed-air --dryer --belt-drive --explosion-vents --bag-life 24 --start 2027-01-11 --operating-days mo,tu,we,th,fr --hours-per-day 16 --pressure-drop-alarm 1500Pa --imperial`)).toBeInTheDocument();
    const inputs = screen.getByRole('table', { name: 'Collector', hidden: true });
    expect(within(inputs).getByRole('row', { name: 'ΔP alarm 6.02 inH₂O', hidden: true })).toBeInTheDocument();
    const tasks = screen.getByRole('table', { name: 'Tasks, when they fall, and their sources', hidden: true });
    expect(within(tasks).getByRole('row', { name: /^Fan and rotary airlock every operating day Camfil Farr Gold Series/, hidden: true })).toBeInTheDocument();
    expect(within(tasks).getByRole('row', { name: /^Fan bearings every 25 weeks on Monday \(2,000 operating hours at 80 h a week\) Fan maker/, hidden: true })).toBeInTheDocument();
  });

  it('imports a log, saying what it added, and refuses a bad file naming the problem without changing the log', async () => {
    const entry: LogEntry = { taskId: PRESSURE_DROP_TASK, date: '2027-01-11', doneAt: '2027-01-11T07:00:00.000Z', initials: 'KM', note: '', pressureDropPa: 900, compressedAirPa: null };
    const { user } = await renderPage();
    const input = screen.getByLabelText('Import log (JSON)');

    await user.upload(input, new File(['{"format": "tfca-exhaust-system", "version": 1}'], 'system.json', { type: 'application/json' }));
    expect(await screen.findByText('system.json was not imported')).toBeInTheDocument();
    expect(screen.getByText(/not a maintenance log/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing logged yet/)).toBeInTheDocument();

    await user.upload(input, new File([writeLogFile({ config: CONFIG, entries: [entry] })], 'backup.json', { type: 'application/json' }));
    expect(await screen.findByText('Imported backup.json: added 1 entry.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Log entries' })).getByRole('row', { name: /KM/ })).toHaveTextContent('3.61 inH₂O');

    // The import can be taken back: the log is as it was, here and on the device.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('Imported backup.json: added 1 entry.')).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing logged yet/)).toBeInTheDocument();
    await waitFor(async () => expect(await saved()).toMatchObject({ status: 'success', data: { entries: [] } }));
  });

  it('reports a corrupt saved log and keeps it until the user replaces it', async () => {
    await database.table('logs').put({ id: 'current', json: '{"format": "tfca-maintenance-log", "version": 7}', savedAt: 0 });
    const { user } = await renderPage();

    const alert = screen.getByRole('alert', { name: 'Saved log could not be read' });
    expect(alert).toHaveTextContent(/version/);
    await user.click(within(alert).getByRole('button', { name: 'Replace it with this log' }));
    await waitFor(async () => expect((await saved())?.status).toBe('success'));
  });
});
