import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FigureList } from '../../../src/app/shell/figure-list.tsx';
import { WarningList } from '../../../src/app/shell/warning-list.tsx';
import { FieldGroup } from '../../../src/app/shell/field-group.tsx';
import type { Figure } from '../../../src/core/report/figure.ts';

const figures: Figure[] = [
  {
    key: 'velocityPressure',
    label: 'Velocity pressure VP',
    valueSi: 249.08891 * 0.5,
    units: { metric: { unit: 'Pa', decimals: 1 }, imperial: { unit: 'inH2O', decimals: 3 } },
    formula: 'VP = ρV²/2',
    source: 'ASHRAE Handbook—Fundamentals, ch. 21',
    entry: 'velocity-pressure',
  },
  { key: 'reynoldsNumber', label: 'Reynolds number Re', valueSi: 123456.7, units: null, decimals: 0, formula: 'Re = ρVD/μ', source: 'definition' },
];

describe('FigureList', () => {
  it('shows each figure’s value and unit in the chosen system', () => {
    render(<FigureList heading="Pressure loss" figures={figures} system="imperial" />);
    const table = screen.getByRole('table', { name: 'Pressure loss' });
    const vp = within(table).getByRole('row', { name: /Velocity pressure VP/ });
    expect(within(vp).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0.500', 'inH₂O']);
    const re = within(table).getByRole('row', { name: /Reynolds number Re/ });
    expect(within(re).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['123,457', '']);
  });

  it('shows the formula and source of every figure on demand, and keeps them for paper', async () => {
    render(<FigureList heading="Pressure loss" figures={figures} system="metric" />);
    expect(screen.getByText('VP = ρV²/2')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Formulas and sources' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('VP = ρV²/2').closest('td')).toHaveTextContent('VP = ρV²/2 · ASHRAE Handbook—Fundamentals, ch. 21');
    expect(screen.getByText('Re = ρVD/μ')).toBeVisible();
  });
});

describe('FigureList links to Know-How', () => {
  it('links a figure’s formula to its entry, named for the figure, and shows no link for a figure without one', async () => {
    render(<FigureList heading="Pressure loss" figures={figures} system="metric" />);
    await userEvent.click(screen.getByRole('button', { name: 'Formulas and sources' }));
    expect(screen.getByRole('link', { name: 'Know-How: Velocity pressure VP' })).toHaveAttribute('href', '/process/know-how/velocity-pressure');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('WarningList', () => {
  it('lists each warning under a heading that counts them', () => {
    render(
      <WarningList
        warnings={[
          { code: 'transitional-flow', text: 'Re 3,000 lies between laminar and turbulent flow.' },
          { code: 'temperature-clamped', text: 'Temperature 300 °F is above 275 °F.' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Warnings (2)' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Re 3,000 lies between laminar and turbulent flow.',
      'Temperature 300 °F is above 275 °F.',
    ]);
  });

  it('shows nothing when there is nothing to warn about', () => {
    const { container } = render(<WarningList warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('FieldGroup', () => {
  it('names its fields as a group', () => {
    render(
      <FieldGroup legend="Gas">
        <label>
          Gas flow <input />
        </label>
      </FieldGroup>,
    );
    expect(within(screen.getByRole('group', { name: 'Gas' })).getByRole('textbox', { name: 'Gas flow' })).toBeInTheDocument();
  });
});
