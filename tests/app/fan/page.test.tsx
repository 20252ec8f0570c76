import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/fan/page.tsx');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

async function renderPage(path = '/fan-selection') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Fan Selection' }, { timeout: 10_000 });
  return { user, ...view };
}

/** The value and unit of a figure's row in a results table. */
function figureRow(table: string, label: RegExp) {
  const section = screen.getByRole('table', { name: table });
  const row = within(section).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent);
}

/** jsdom renders the whole page slowly on a busy 2-core machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('the Fan Selection page', SLOW_DOM, () => {
  it('opens on the golden example: 22.52 hp at the shaft, a 30 hp motor, both operating points and the chart table', async () => {
    await renderPage();

    expect(figureRow('Power, motor and cold start', /^Shaft power P_shaft/)).toEqual(['22.52', 'hp']);
    expect(figureRow('Power, motor and cold start', /^Motor rating/)).toEqual(['30.0', 'hp']);
    expect(figureRow('Operating point, design (loaded filter)', /^Flow Q/)).toEqual(['10,000', 'CFM']);
    expect(figureRow('Operating point, clean filter', /^Flow Q/)).toEqual(['10,987', 'CFM']);
    const data = screen.getByRole('table', { name: 'Fan and system curves: data' });
    expect(within(data).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Flow (CFM)',
      'Fan (inH₂O)',
      'Design system (inH₂O)',
      'Clean-filter system (inH₂O)',
    ]);
    expect(within(data).getByRole('rowheader', { name: '10,000' }).closest('tr')).toHaveTextContent('10,00010.0010.007.50');
  });

  it('names an unusable field on the field, keeps its text, and hides the results until it is fixed', async () => {
    const { user } = await renderPage();
    const flow = screen.getByRole('textbox', { name: 'Design flow' });

    await user.clear(flow);
    await user.type(flow, '-5');

    expect(flow).toHaveValue('-5');
    expect(flow).toHaveAccessibleDescription(expect.stringContaining('Design flow must be from 0.2119 to 2.119e+7 CFM, got -5'));
    expect(screen.queryByRole('table', { name: 'Power, motor and cold start' })).not.toBeInTheDocument();
    await user.clear(flow);
    await user.type(flow, '10000');
    expect(screen.getByRole('table', { name: 'Power, motor and cold start' })).toBeInTheDocument();
  });

  it('warns of a cold-start overload from a link with a hot gas and a cold start', async () => {
    await renderPage('/fan-selection?flow=10000&pressure=10&efficiency=70&temperature=300F&altitude=1500m&cold-temperature=20F&units=imperial');

    const warnings = screen.getByRole('region', { name: 'Warning' });
    expect(warnings).toHaveTextContent('At a cold start (20.0 °F) the fan needs 35.67 hp at the shaft, more than the 30.0 hp motor');
  });

  it('edits the fan curve in its table and says which row cannot be used', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByRole('textbox', { name: 'Flow (CFM), row 7' }), '16000');

    expect(screen.getByText('Fan curve row 7: Pressure is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 7' }));
    expect(screen.queryByText(/Fan curve row 7/)).not.toBeInTheDocument();
  });

  it('imports a curve from a CSV file', async () => {
    const { user } = await renderPage();
    const file = new File(['flow,pressure\n0,12\n15000,2\n'], 'curve.csv', { type: 'text/csv' });

    await user.upload(screen.getByLabelText('Import CSV'), file);

    expect(await screen.findByText('Imported 2 points')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' })).toHaveValue('2');
  });
});
