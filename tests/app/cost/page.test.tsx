import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// The pages are lazy chunks: load them once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/cost/page.tsx');
  await import('../../../src/app/baghouse/page.tsx');
});

/**
 * jsdom renders this long page (two forms, some sixty lines, three chart
 * tables) slowly on a busy 2-core machine; this is a limit, not a speed check.
 */
const SLOW_DOM = { timeout: 90_000 };

async function renderPage(path = '/cost-estimation') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Cost Estimation' }, { timeout: 10_000 });
  return { user, ...view };
}

/** A figure's value, read from its row of a results table. */
function figure(table: string, label: RegExp): string {
  const row = within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row).getAllByRole('cell')[0]!.textContent!;
}

/** A line of the itemised table as its cells: factor, basis, value, source. */
function line(item: RegExp): string[] {
  const row = within(screen.getByRole('table', { name: 'Itemised estimate' })).getByRole('rowheader', { name: item }).closest('tr')!;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent!);
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('the Cost Estimation page', SLOW_DOM, () => {
  it('opens on the EPA example: the housing and insulation in 1998 dollars, and every line with its factor, basis and source', async () => {
    await renderPage();

    expect(figure('Cost summary', /^Baghouse housing \(1998 \$\)/)).toBe('17,582.45');
    expect(figure('Cost summary', /^Insulation add-on/)).toBe('5,796.59');
    expect(screen.getByRole('region', { name: 'Warning' })).toHaveTextContent('every cost is in 1998 dollars');
    expect(line(/^Instruments and controls/)).toEqual(['0.1', '× equipment cost A', expect.any(String), expect.stringContaining('Table 1.9')]);
    const rows = within(screen.getByRole('table', { name: 'Itemised estimate' })).getAllByRole('row');
    const lines = rows.filter((row) => within(row).queryAllByRole('cell').length === 4);
    expect(lines.length).toBeGreaterThan(30);
    for (const row of lines) {
      const [factor, basis, value, source] = within(row).getAllByRole('cell').map((cell) => cell.textContent!);
      expect(factor).toMatch(/^(—|\d+(\.\d+)?)$/);
      expect(basis).not.toBe('');
      expect(value).toMatch(/^-?[\d,]+\.\d\d$/);
      expect(source).toMatch(/EPA|AMCA/);
    }
    // The lines' factors are a Know-How table, rendered from the same data.
    expect(screen.getByRole('link', { name: 'Know-How: EPA Table 1.9, the cost factors' })).toHaveAttribute('href', '/process/know-how/epa-table-1-9');
    expect(figure('Savings and payback', /^Fan energy saved/)).toBe('158,730');
  });

  it('escalates by the CEPCI entered, and names an unusable field on the field while estimating what the others allow', async () => {
    const { user } = await renderPage();

    await retype(user, 'CEPCI today', '779');
    expect(figure('Cost summary', /^Escalation factor from 1998/)).toBe('2.0000');
    // The example's prices are 1998's too (its quoted prices' index is 389.5): they double with the housing.
    expect(figure('Cost summary', /^Escalation factor of the quoted prices/)).toBe('2.0000');
    expect(screen.queryByRole('region', { name: 'Warning' })).not.toBeInTheDocument();

    await retype(user, 'Gross cloth area', 'abc');
    const area = screen.getByRole('textbox', { name: 'Gross cloth area' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(expect.stringContaining('Gross cloth area'));
    expect(figure('Cost summary', /^Escalation factor from 1998/)).toBe('2.0000');
    expect(within(screen.getByRole('table', { name: 'Cost summary' })).queryByRole('rowheader', { name: /^Total capital investment/ })).not.toBeInTheDocument();
    expect(line(/^Electricity \(fan\)/)[2]).toBe('9,375.61');
    expect(screen.getByRole('region', { name: 'What more inputs would add to the estimate' })).toHaveTextContent(
      /Gross cloth area \(cannot be used yet, see its field\): would give Baghouse housing, .*Total capital investment/,
    );
    // The OPEX section does not depend on it.
    expect(figure('Savings and payback', /^Fan energy saved/)).toBe('158,730');
  });

  it('shows the OPEX example in US units on an imperial page, and names each landmark once', async () => {
    await renderPage();

    const opexForm = screen.getByRole('form', { name: 'Inputs of the comparison' });
    expect(within(opexForm).getByRole('textbox', { name: 'Gas flow (actual)' })).toHaveValue('58857.7779');
    expect(within(opexForm).getByRole('textbox', { name: 'Gas flow (actual)' })).toHaveAccessibleDescription(expect.stringContaining('CFM'));
    expect(within(opexForm).getByRole('textbox', { name: 'Pressure drop, baseline' })).toHaveValue('6.0219');
    expect(screen.getByRole('button', { name: 'Print report' })).toBeInTheDocument();

    const landmarks = ['region', 'form', 'navigation', 'main', 'banner', 'contentinfo'].flatMap((role) =>
      screen.queryAllByRole(role).map((element) => `${role}: ${element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''}`),
    );
    expect(landmarks).toContain('region: Itemised estimate');
    expect(landmarks.filter((name, index) => landmarks.indexOf(name) !== index)).toEqual([]);
  });

  it('loads the worked examples over what was typed, and puts it back on Undo', async () => {
    const { user } = await renderPage();
    await retype(user, 'CEPCI today', '800');
    await retype(user, 'Operator wage', '30');

    await user.click(screen.getByRole('button', { name: 'Worked examples' }));
    expect(screen.getByRole('textbox', { name: 'CEPCI today' })).toHaveValue('389.5');
    expect(screen.getByText(/^Loaded the worked examples/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'CEPCI today' })).toHaveValue('800');
    expect(screen.getByRole('textbox', { name: 'Operator wage' })).toHaveValue('30');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('takes the insulation add-on out with its check box, and keeps the EPA factors editable behind a fold', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('checkbox', { name: 'Insulated housing' }));
    expect(figure('Cost summary', /^Insulation add-on/)).toBe('0.00');

    await user.click(screen.getByText('EPA cost factors'));
    await retype(user, 'Instruments and controls factor', '0.2');
    expect(line(/^Instruments and controls/)[0]).toBe('0.2');
  });

  it('has the savings section the OPEX saving Graph page links to, with its two charts', async () => {
    renderAppAt('/energy-analysis');
    const link = await screen.findByRole('link', { name: 'OPEX savings are now part of Cost Estimation' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/cost-estimation#opex-savings');

    await renderPage();

    const section = screen.getByRole('region', { name: 'OPEX savings' });
    expect(section).toHaveAttribute('id', 'opex-savings');
    expect(within(section).getByRole('table', { name: 'Cumulative savings by category: data' })).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Payback: cumulative savings against the investment: data' })).toBeInTheDocument();
  });

  it('prices the dust disposal from the loading, and holds the fan’s flow by a damper with its assumption beside the result', SLOW_DOM, async () => {
    const { user } = await renderPage();

    await retype(user, 'Inlet dust loading', '4');
    await retype(user, 'Disposal price', '25');
    // 4 gr/ft³ · 10,000 acfm · 8640 h = 1,481.1 short tons/yr (1,343.7 t) at $25 per short ton.
    expect(figure('Cost summary', /^Dust collected/)).toBe('1,343.7');
    expect(figure('Cost summary', /^Dust disposal/)).toBe('37,028.57');
    expect(line(/^Dust disposal/)[2]).toBe('37,028.57');

    await user.click(screen.getByRole('combobox', { name: 'Fan flow control' }));
    await user.click(await screen.findByRole('option', { name: 'Damper' }));
    expect(figure('Savings and payback', /^Fan energy saved/)).toBe('19,908');
    expect(screen.getByText(/^Flow held by a damper on a constant-speed fan/)).toBeInTheDocument();
  });

  it('is opened from the Baghouse Design with its cloth area, bags, flow, pressure drop and loading', async () => {
    const user = userEvent.setup({ delay: null });
    renderAppAt('/baghouse-design');
    const estimate = await screen.findByRole('link', { name: 'Estimate cost' }, { timeout: 10_000 });
    expect(estimate.getAttribute('href')).toMatch(/^\/cost-estimation\?gross-cloth-area=2132\.\d+&flow=10000&pressure-drop=[\d.]+&loading=4&bag-count=\d+&units=imperial$/);

    await user.click(estimate);

    await screen.findByRole('heading', { level: 1, name: 'Cost Estimation' }, { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Gross cloth area' })).toHaveValue(new URL(estimate.getAttribute('href')!, 'http://x').searchParams.get('gross-cloth-area'));
    const costForm = screen.getByRole('form', { name: 'Inputs of the estimate' });
    expect(within(costForm).getByRole('textbox', { name: 'Gas flow (actual)' })).toHaveValue('10000');
    expect(within(costForm).getByRole('textbox', { name: 'Inlet dust loading' })).toHaveValue('4');
    expect(figure('Cost summary', /^Baghouse housing/)).toBe('17,582.45');
    await waitFor(() => expect(screen.getByRole('region', { name: /Warnings? / })).toHaveTextContent('Not given, so counted as $0'));
  });
});
