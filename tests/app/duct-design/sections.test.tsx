import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

// The page and its sections are lazy chunks: load them once up front.
beforeAll(async () => {
  await import('../../../src/app/duct-calculator/page.tsx');
  await import('../../../src/app/duct-design/sections.tsx');
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
    // The 100 ft the section opened with stays 100 ft, shown in metres; no figure moves.
    await waitFor(() => expect(within(region('Pressure loss')).getByLabelText('Length')).toHaveValue('30.48'));
    expect(within(screen.getByRole('table', { name: 'Pressure loss results' })).getByText('Pa/m')).toBeInTheDocument();
    expect(figureValue('Pressure loss results', 'Velocity V')).toBe('9.50');
  });

  it('name an unusable field beside it and keep what was typed', async () => {
    const { user } = await renderSections('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial');

    const length = within(region('Pressure loss')).getByLabelText('Length');
    await user.clear(length);
    await user.type(length, '-5');
    expect(length).toHaveValue('-5');
    expect(length).toHaveAccessibleDescription('ft Length must be from 0.003281 to 32808 ft, got -5');
    // What does not need the length is still computed, and the section says what the length would add.
    expect(figureValue('Pressure loss results', 'Friction rate Δp/L')).toBe('0.088');
    expect(within(screen.getByRole('table', { name: 'Pressure loss results' })).queryByRole('rowheader', { name: 'Pressure loss Δp' })).not.toBeInTheDocument();
    expect(within(region('Pressure loss')).getByText('Give the length to get the pressure loss Δp over the run.')).toBeInTheDocument();
  });

  it('without the card’s diameter, give the air and wall figures and say what it would add; sizing needs only the airflow', async () => {
    await renderSections('/ducting-calculator?solve=velocity&q=1000&d=abc&units=imperial&temperature=300');

    expect(figureValue('Pressure loss results', 'Air density ρ')).toBe('0.0522');
    expect(within(region('Pressure loss')).getByText(/^Complete the calculator’s diameter above to get the velocity/)).toBeInTheDocument();
    // Sizing needs only the airflow: 1000 CFM of air at 300 °F, lighter than standard air, takes 13 in.
    expect(figureValue('Sizing results', 'Standard size')).toBe('13.00');
    expect(figureValue('Equivalent duct results', 'Velocity V in the section')).toBe('500');
  });

  it('read a metric section in millimetres, as its hint says, and warn that an equal-friction size carries no dust', async () => {
    await renderSections('/ducting-calculator?solve=velocity&q=1.2&d=0.3&units=metric&rect=300x500');

    expect(within(region('Equivalent round duct')).getByLabelText('Sides a × b')).toHaveAccessibleDescription('mm e.g. 600x300, or 24inx12in');
    expect(figureValue('Equivalent duct results', 'Equivalent diameter De')).toBe('420');
    expect(within(region('Size a duct')).getByRole('region', { name: 'Warning' })).toHaveTextContent(
      /Velocity 6\.11 m\/s in the standard size is below .* minimum transport velocity of every dust class, even fumes/,
    );
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
    // Always in the page for the printed report, shown on screen on demand.
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
