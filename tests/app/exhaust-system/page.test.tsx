import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { sheetFromJson, sheetToCsv } from '../../../src/core/exhaust-system/sheet-file.ts';
import { SYSTEM_DATABASE } from '../../../src/app/exhaust-system/store.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

/** The test's own handle on the page's database, to read and plant records. */
const database = new Dexie(SYSTEM_DATABASE);
database.version(1).stores({ systems: 'id' });
const saved = () => database.table('systems').get('current') as Promise<{ json: string } | undefined>;

// Radix Select uses pointer capture, which jsdom lacks. The page is a lazy chunk: load it once up front.
beforeAll(async () => {
  await import('../../../src/app/exhaust-system/page.tsx');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  // jsdom's File has no text(); browsers have had it since 2019.
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
});

beforeEach(async () => {
  await database.table('systems').clear();
});

const SLOW_DOM = { timeout: 30_000 };

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/ducting-calculator/system');
  await screen.findByRole('heading', { level: 1, name: 'Exhaust System Design' }, { timeout: 10_000 });
  await screen.findByRole('textbox', { name: 'Flow, segment A' }, { timeout: 10_000 });
  return { user, ...view };
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, text);
}

const resultsTable = () => within(screen.getByRole('region', { name: 'Results by segment' })).getByRole('table');

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('exhaust system page', SLOW_DOM, () => {
  it('on a first visit shows the example system: every cell named by column and segment, the sketch, the results and the fan', async () => {
    await renderPage();

    await waitFor(() => expect(document.title).toBe('Exhaust System Design · Technology For Clean Air'));
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');
    expect(screen.getByRole('textbox', { name: 'Diameter, segment A' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Flows into, segment A' })).toHaveValue('C');
    expect(screen.getByRole('img', { name: /Sketch of the system/ })).toHaveAccessibleDescription(
      'A and B join into C. C and D join into E. E flows into the fan.',
    );
    expect(within(resultsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Figure',
      'A',
      expect.stringMatching(/^B/),
      expect.stringMatching(/^C/),
      expect.stringMatching(/^D/),
      expect.stringMatching(/^E/),
    ]);
    expect(screen.getByRole('table', { name: 'Fan duty' })).toHaveTextContent('Fan static pressure FSP');
    expect(screen.getByText('Flow raised at C')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Fan Selection' })).toHaveAttribute('href', expect.stringMatching(/^\/fan-selection\?flow=.+&pressure=.+&units=imperial$/));
    await waitFor(async () => expect((await saved())?.json).toBeDefined());
  });

  it('marks a cell core cannot read and names it, then designs again once corrected', async () => {
    const { user } = await renderPage();

    await retype(user, 'Flow, segment B', 'lots');

    const flow = screen.getByRole('textbox', { name: 'Flow, segment B' });
    expect(flow).toHaveAttribute('aria-invalid', 'true');
    expect(flow).toHaveAccessibleDescription(expect.stringMatching(/Segment B \(row 3\), flow/));
    expect(screen.getByText(/Not designed: 1 problem in the sheet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results by segment' })).not.toBeInTheDocument();

    await retype(user, 'Flow, segment B', '450');
    expect(screen.getByText('Designed and balanced: every junction holds')).toBeInTheDocument();
  });

  it('adds a hood and a branch, and keeps the system on the device for the next visit', async () => {
    const { user, unmount } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add hood' }));
    expect(screen.getByRole('textbox', { name: 'Flow, segment F' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flows into, segment F' })).toHaveValue('E');
    await user.click(screen.getByRole('button', { name: 'Add a branch after segment D' }));
    expect(screen.getByRole('combobox', { name: 'Flows into, segment D' })).toHaveValue('G');
    await retype(user, 'Length, segment A', '25');
    await waitFor(async () => expect(sheetFromJson((await saved())!.json)).toMatchObject({ status: 'success', data: { segments: expect.arrayContaining([expect.objectContaining({ segment: 'A', length: '25' })]) } }));
    unmount();

    await renderPage();
    expect(screen.getByRole('textbox', { name: 'Length, segment A' })).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: 'Flow, segment F' })).toBeInTheDocument();
  });

  it('deletes a segment, joining what flowed into it to where it flowed', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Delete segment C' }));

    expect(screen.queryByRole('textbox', { name: 'Flow, segment C' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flows into, segment A' })).toHaveValue('E');
  });

  it('moves a row up and down with buttons named by the segment, focus following the row', async () => {
    const { user } = await renderPage();
    const ids = () => screen.getAllByRole('textbox', { name: /^Segment, / }).map((input) => (input as HTMLInputElement).value);

    expect(screen.getByRole('button', { name: 'Move segment A up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move segment C up' }));
    expect(ids()).toEqual(['A', 'C', 'B', 'D', 'E']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move segment C up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(ids()).toEqual(['C', 'A', 'B', 'D', 'E']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move segment C down' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Move segment E down' }));
    expect(ids()).toEqual(['C', 'A', 'B', 'D', 'E']);
    expect(screen.getByText('Designed and balanced: every junction holds')).toBeInTheDocument();
  });

  it('makes D a slot hood and E the fan inlet with a stack after the fan: the results and the fan duty follow core', async () => {
    const { user } = await renderPage();

    await retype(user, 'Slot velocity, segment D', '2000');
    const results = within(resultsTable());
    expect(results.getByRole('rowheader', { name: /^Slot loss Fs·VPs/ })).toBeInTheDocument();
    expect(results.getByRole('row', { name: /^Slot velocity Vs/ })).toHaveTextContent('2,000');

    await user.click(screen.getByRole('button', { name: 'Add hood' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Flows into, segment F' }), 'Outlet');
    await user.clear(screen.getByRole('textbox', { name: 'Flow, segment F' }));
    await user.clear(screen.getByRole('textbox', { name: 'Hood entry loss Fh, segment F' }));
    await retype(user, 'Diameter, segment F', '12');
    expect(screen.getByText(/Designed/)).toBeInTheDocument();
    expect(within(resultsTable()).getByRole('columnheader', { name: /^F\s*discharge$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fan duty' })).toHaveTextContent(/Outlet static pressure SP_out/);
    expect(screen.getByRole('img', { name: /Sketch of the system/ })).toHaveAccessibleDescription(expect.stringMatching(/The fan discharges into F\. F flows into the outlet\.$/));
  });

  it('reports a corrupt saved record, keeps it until the user replaces it', async () => {
    const corrupt = JSON.stringify({ ...EXAMPLE_SHEET, units: 'furlongs' });
    await database.table('systems').put({ id: 'current', json: corrupt, savedAt: 0 });
    const { user } = await renderPage();

    const alert = screen.getByRole('alert', { name: 'Saved system could not be read' });
    expect(alert).toHaveTextContent(/units/);
    await retype(user, 'Length, segment A', '30');
    expect((await saved())?.json).toBe(corrupt);

    await user.click(within(alert).getByRole('button', { name: 'Replace it with this system' }));
    await waitFor(async () => expect((await saved())?.json).not.toBe(corrupt));
    expect(screen.queryByRole('alert', { name: 'Saved system could not be read' })).not.toBeInTheDocument();
  });

  it('imports a CSV sheet, and refuses a bad file naming the problem without changing anything', async () => {
    const { user } = await renderPage();
    const input = screen.getByLabelText('Import CSV or JSON');

    await user.upload(input, new File(['{"version": 2}'], 'old.json', { type: 'application/json' }));
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'old.json was not imported; the system is unchanged.')).toBeInTheDocument();
    expect(screen.getByText(/version/i, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');

    const csv = sheetToCsv({ ...EXAMPLE_SHEET, segments: [{ segment: 'H1', to: 'fan', flow: '600', min_velocity: '4000', length: '12', hood_entry_loss: '0.5' }] });
    await user.upload(input, new File([csv], 'one-hood.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Imported one-hood.csv.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Flow, segment H1' })).toHaveValue('600');
    expect(screen.queryByRole('textbox', { name: 'Flow, segment A' })).not.toBeInTheDocument();
  });
});

describe('the Ducting Calculator links to the exhaust system page', SLOW_DOM, () => {
  it('below its card and design sections', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderAppAt('/ducting-calculator');

    const link = await screen.findByRole('link', { name: 'Open the exhaust system sheet' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Duct Calculator' })).toBeInTheDocument();
    await user.click(link);
    expect(history.at(-1)).toBe('/ducting-calculator/system');
  });
});
