import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/hood/page.tsx');
});

beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'metric'));

async function renderPage(path = '/hood-design') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Hood Design' }, { timeout: 10_000 });
  return { user, ...view };
}

/** The value and unit of a figure's row in a results table. */
function figureRow(table: string, label: RegExp) {
  const row = within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

/** Picks an option of a labelled select. */
async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

const SLOW_DOM = { timeout: 30_000 };

describe('the Hood Design page', SLOW_DOM, () => {
  it('opens on the published example: a 250 mm round opening at 3 m/s reaches 0.22 m/s at 250 mm, drawn to scale', async () => {
    await renderPage();

    expect(screen.getByRole('img', { name: 'Plain opening, to scale: D = 250 mm, X = 250 mm' })).toBeInTheDocument();
    expect(figureRow('Hood design', /^Capture velocity reached at X/)).toEqual(['0.22', 'm/s']);
    expect(figureRow('Hood design', /^Flow Q \(actual\)/)).toEqual(['530', 'm³/h']);
    expect(figureRow('Measured hood', /^Measured flow, share of design/)).toEqual([expect.stringMatching(/^\d+\.\d$/), '%']);
  });

  it('redraws the sketch as the sizes are typed, and says what it waits for', async () => {
    const { user } = await renderPage();

    await user.clear(screen.getByRole('textbox', { name: 'Diameter' }));
    await user.type(screen.getByRole('textbox', { name: 'Diameter' }), '300');
    expect(screen.getByRole('img', { name: 'Plain opening, to scale: D = 300 mm, X = 250 mm' })).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Diameter' }));
    await user.clear(screen.getByRole('textbox', { name: 'Distance X' }));
    expect(screen.queryByRole('img', { name: /to scale/ })).not.toBeInTheDocument();
    expect(screen.getByText('The sketch is drawn once the hood type and its size are given.')).toBeInTheDocument();
  });

  it('asks for the fields of the hood type chosen, and names a field it does not use', async () => {
    const { user } = await renderPage();

    await choose(user, 'Hood type', 'Flanged slot');

    expect(screen.getByRole('textbox', { name: 'Width' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slot loss Fs' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diameter' })).toHaveAccessibleDescription(/Not used by a flanged slot; clear it/);
    expect(screen.getByRole('heading', { name: 'Method: flanged slot' })).toBeInTheDocument();
  });

  it('names an unusable value on its field, keeps it, and says what the results wait for', async () => {
    const { user } = await renderPage();

    await user.clear(screen.getByRole('textbox', { name: 'Face velocity' }));
    await user.type(screen.getByRole('textbox', { name: 'Face velocity' }), '-3');

    expect(screen.getByRole('textbox', { name: 'Face velocity' })).toHaveValue('-3');
    expect(screen.getByRole('textbox', { name: 'Face velocity' })).toHaveAccessibleDescription(/Face velocity .*-3/);
    expect(screen.queryByRole('table', { name: 'Hood design' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'More input, more results' })).getByText(/^Correct the face velocity/)).toBeInTheDocument();
  });

  it('gives ACGIH’s capture velocities with examples and the reasons for each end, in the units shown', async () => {
    const { user } = await renderPage();
    const guidance = () => screen.getByRole('table', { name: 'Capture velocity guidance (ACGIH)' });

    expect(within(guidance()).getByRole('rowheader', { name: 'Released with practically no velocity into quiet air' }).closest('tr')).toHaveTextContent('0.25–0.5 m/s');
    expect(within(guidance()).getByRole('rowheader', { name: /high initial velocity/ }).closest('tr')).toHaveTextContent('grinding');
    expect(screen.getByRole('heading', { name: 'Take the high end for' }).nextElementSibling).toHaveTextContent('contaminants of high toxicity');

    await choose(user, 'Unit system', 'Imperial (US)');
    expect(within(guidance()).getByRole('rowheader', { name: 'Released with practically no velocity into quiet air' }).closest('tr')).toHaveTextContent('50–100 ft/min');
    // A capture velocity typed is marked in the rows whose printed range holds it: 100 ft/min ends the first and starts the second.
    await user.clear(screen.getByRole('textbox', { name: 'Face velocity' }));
    await user.type(screen.getByRole('textbox', { name: 'Capture velocity' }), '100');
    expect(within(guidance()).getAllByText('Yours: 100 ft/min').map((mark) => mark.closest('tr')!.querySelector('th')!.textContent)).toEqual([
      'Released with practically no velocity into quiet air',
      'Released at low velocity into moderately still air',
    ]);
    expect(screen.getByRole('textbox', { name: 'Diameter' })).toHaveValue('9.8425');
  });

  it('checks a built hood from its measured SPh: the flow it draws and its share of the design', async () => {
    const { user } = await renderPage();
    const measured = screen.getByRole('textbox', { name: 'Measured hood static pressure SPh' });

    await user.clear(measured);
    expect(screen.queryByRole('table', { name: 'Measured hood' })).not.toBeInTheDocument();
    await user.type(measured, '408');

    // The design's own SPh gives back the design flow: 100 % of design.
    expect(figureRow('Measured hood', /^Measured flow Q \(actual\)/)).toEqual(['530', 'm³/h']);
    expect(figureRow('Measured hood', /^Measured flow, share of design/)[0]).toMatch(/^(99\.\d|100\.\d)$/);
  });

  it('links each formula to its Know-How entry, named for the figure it explains', async () => {
    const { user, history } = await renderPage();
    const results = screen.getByRole('region', { name: 'Hood design' });

    await user.click(within(results).getByRole('button', { name: 'Formulas and sources' }));
    const link = within(results).getByRole('link', { name: 'Know-How: Capture velocity reached at X' });
    expect(link).toHaveAttribute('href', '/process/know-how/dallavalle-opening');
    expect(within(results).getByRole('link', { name: 'Know-How: Coefficient of entry Ce' })).toHaveAttribute('href', '/process/know-how/coefficient-of-entry');

    await user.click(link);
    expect(history.at(-1)).toBe('/process/know-how/dallavalle-opening');
  });

  it('loads the worked example and clears the inputs, each with an undo', async () => {
    const { user } = await renderPage('/hood-design?type=canopy&diameter=1000&distance=600&capture-velocity=0.5');
    expect(screen.getByRole('img', { name: 'Canopy over a cold source, to scale: Ds = 1,000 mm, D = 600 mm' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear inputs' }));
    expect(screen.getByText('Cleared the inputs.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diameter' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Hood type' })).toHaveTextContent('Canopy over a cold source');
    expect(screen.getByRole('button', { name: 'Clear inputs' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Diameter' })).toHaveValue('1000');

    await user.click(screen.getByRole('button', { name: 'Load worked example' }));
    expect(screen.getByRole('combobox', { name: 'Hood type' })).toHaveTextContent('Plain opening');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Capture velocity' })).toHaveValue('0.5');
  });

  it('names the parts of its link it ignored', async () => {
    await renderPage('/hood-design?type=booth&width=1200&height=900&face-velocity=0.5&colour=red');

    expect(screen.getByRole('status', { name: 'Link notes' })).toHaveTextContent('colour');
    expect(screen.getByRole('img', { name: 'Booth, to scale: H = 900 mm' })).toBeInTheDocument();
  });
});
