import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

// Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
// The page and its sections are lazy chunks: load them once up front.
beforeAll(async () => {
  await import('../../../src/app/duct-calculator/page.tsx');
  await import('../../../src/app/duct-design/sections.tsx');
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

/** jsdom runs Radix interactions slowly on a busy machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

const region = (name: string) => screen.getByRole('region', { name });

/** A figure's value cell in a results table, by the figure's label. */
function figureValue(table: string, label: string): string | null {
  const row = within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getAllByRole('cell')[0]!.textContent;
}

async function renderSections(path: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('region', { name: 'Pressure loss' });
  return { user, ...view };
}

describe('design sections below the ducting calculator', SLOW_DOM, () => {
  it('show the pressure loss of the card’s duct, 0.088 inH₂O/100 ft for 1000 CFM in 14 in', async () => {
    await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');

    expect(within(region('Pressure loss')).getByText('For the calculator’s 1000 CFM in a 14 in round duct.')).toBeInTheDocument();
    expect(figureValue('Pressure loss results', 'Friction rate Δp/L')).toBe('0.088');
    expect(figureValue('Sizing results', 'Standard size')).toBe('14.00');
    expect(figureValue('Equivalent duct results', 'Equivalent diameter De')).toBe('18.28');
    expect(screen.getByRole('heading', { level: 2, name: 'Duct Calculator' })).toBeInTheDocument();
  });

  it('follow the card: a new airflow changes the loss, and metric shows Pa/m', async () => {
    const { user } = await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');

    await user.clear(screen.getByLabelText('Airflow (Q)'));
    await user.type(screen.getByLabelText('Airflow (Q)'), '2000');
    await waitFor(() => expect(figureValue('Pressure loss results', 'Velocity V')).toBe('1,871'));
    await user.click(screen.getByLabelText('Unit system'));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Metric' }));
    await waitFor(() => expect(within(region('Pressure loss')).getByLabelText('Length')).toHaveValue('30'));
    expect(within(screen.getByRole('table', { name: 'Pressure loss results' })).getByText('Pa/m')).toBeInTheDocument();
  });

  it('name an unusable field beside it and keep what was typed', async () => {
    const { user } = await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');

    const length = within(region('Pressure loss')).getByLabelText('Length');
    await user.clear(length);
    await user.type(length, '-5');
    expect(length).toHaveValue('-5');
    expect(length).toHaveAccessibleDescription('ft Length must be from 0.003281 to 32808 ft, got -5');
    expect(screen.queryByRole('table', { name: 'Pressure loss results' })).not.toBeInTheDocument();
  });

  it('highlight a warning: transitional flow in a slow small duct', async () => {
    await renderSections('/ducting-calculator?solve=velocity&q=0.004&d=0.1');

    const warnings = within(region('Pressure loss')).getByRole('region', { name: 'Warning' });
    expect(warnings).toHaveTextContent(/Transitional flow \(Re 3382, between 2300 and 4000\)/);
  });

  it('size by transport velocity and give an equivalent flat oval, from the link', async () => {
    await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&transport=heavy-dusts&oval=20x10');

    expect(within(region('Size a duct')).getByRole('radio', { name: 'Transport velocity' })).toBeChecked();
    expect(figureValue('Sizing results', 'Standard size')).toBe('6.00');
    expect(within(region('Equivalent round duct')).getByRole('radio', { name: 'Flat oval' })).toBeChecked();
    expect(figureValue('Equivalent duct results', 'Equivalent diameter De')).toBe('14.79');
  });

  it('show each figure’s formula and source on demand', async () => {
    const { user } = await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');

    const loss = region('Pressure loss results');
    expect(within(loss).getByText(/Colebrook \(1939\)/)).not.toBeVisible();
    await user.click(within(loss).getByRole('button', { name: 'Formulas and sources' }));
    expect(within(loss).getByText(/Colebrook \(1939\)/)).toBeVisible();
  });

  it('keep the sections’ fields in the link beside the card’s, with no note', async () => {
    const { user, history } = await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&length=50');

    expect(screen.queryByRole('status', { name: 'Link notes' })).not.toBeInTheDocument();
    expect(within(region('Pressure loss')).getByLabelText('Length')).toHaveValue('50');
    await user.click(within(region('Size a duct')).getByRole('radio', { name: 'Transport velocity' }));
    await waitFor(() => expect(history.at(-1)).toBe('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&length=50&min-velocity=4000'));
  });
});
