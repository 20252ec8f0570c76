import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/baghouse/page.tsx');
});

/** jsdom runs Radix interactions slowly on a busy machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

async function renderPage(path = '/baghouse-design') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Baghouse Design' }, { timeout: 10_000 });
  return { user, ...view };
}

/** A result's value and unit, read from its row of the results table. */
function result(label: string): string {
  const table = screen.getByRole('table', { name: 'Baghouse design results' });
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  const [value, unit] = within(row).getAllByRole('cell').map((cell) => cell.textContent);
  return `${value} ${unit}`.trim();
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

/** The EPA worked example as its link carries it (imperial). */
const EPA_QUERY = 'flow=10000&temperature=275&loading=4&mmd=7&material-factor=9&application-factor=0.8&cleaning=pulse-jet&pulse-pressure=100&k2=15&cleaning-interval=10&bag-diameter=5.125&bag-length=10';

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('baghouse design page', SLOW_DOM, () => {
  it('opens on the EPA worked example: 4.69 ft/min, 2,132.55 ft², 159 bags, 0.0268 lb/ft², 3.31 inH₂O', async () => {
    await renderPage();

    expect(screen.getByRole('combobox', { name: 'Unit system' })).toHaveTextContent('Imperial (US)');
    expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveValue('10000');
    expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveAccessibleDescription(/CFM/);
    expect(result('Design air-to-cloth ratio V')).toBe('4.69 ft/min');
    expect(result('Net cloth area')).toBe('2,132.55 ft²');
    expect(result('Bags')).toBe('159');
    expect(result('Cake areal density W')).toBe('0.0268 lb/ft²');
    expect(result('Pressure drop ΔP')).toBe('3.31 inH₂O');
    expect(screen.queryByRole('heading', { name: /^Warning/ })).not.toBeInTheDocument();
  });

  it('groups the inputs as gas, dust, cleaning, bags and housing', async () => {
    await renderPage();

    for (const legend of ['Gas', 'Dust', 'Cleaning', 'Bags', 'Housing']) expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Bags' })).getByRole('textbox', { name: 'Bag length' })).toHaveValue('10');
  });

  it('draws the layout to scale with an accessible name and description', async () => {
    await renderPage();

    const sketch = screen.getByRole('img', { name: /Top view of the bag layout, to scale/ });
    expect(sketch).toHaveAccessibleName(expect.stringContaining('1 compartment of 13 rows × 13 columns, 159 bags each'));
  });

  it('warns beside the results when an input leaves the factor method, and the link follows', async () => {
    const { user, history } = await renderPage();

    await retype(user, 'Gas temperature', '350');

    const warnings = await screen.findByRole('region', { name: 'Warning' }, SLOW_DOM);
    expect(within(warnings).getByRole('listitem')).toHaveTextContent(
      "Gas temperature 350.0 °F is outside the EPA factor method's 50.0 °F to 275.0 °F; the A/C ratio is computed at 275.0 °F.",
    );
    expect(result('Design air-to-cloth ratio V')).toBe('4.69 ft/min');
    await waitFor(() => expect(history.at(-1)).toContain('temperature=350'), SLOW_DOM);
  });

  it('warns of a combustible sawdust and links to the explosion protection page with the dirty side filled in', async () => {
    await renderPage('/baghouse-design?flow=10000&dust=sawdust&loading=4&cleaning=pulse-jet&bag-diameter=6&bag-length=10&bag-pitch=9&units=imperial');

    const warnings = await screen.findByRole('region', { name: /Warning/ }, SLOW_DOM);
    expect(within(warnings).getByText(/^Combustible dust: a dust hazard analysis \(NFPA 660\) and explosion protection are required/)).toBeInTheDocument();
    expect(result('Dirty-side volume V (estimate)')).toBe('366 ft³');
    expect(result('Effective L/D for venting (estimate)')).toBe('2.57');
    expect(result('Inlet dust loading, share of the MEC')).toBe('15.3 %');
    expect(screen.getByRole('link', { name: 'Size explosion vents for this collector' })).toHaveAttribute(
      'href',
      '/explosion-protection?volume=365.7&ld=2.571&dust=sawdust&units=imperial',
    );
  });

  it('shows the bags the even split adds across compartments', async () => {
    const { user } = await renderPage();

    await retype(user, 'Compartments', '4');

    await waitFor(() => expect(result('Bags')).toBe('160'), SLOW_DOM);
    expect(result('Bags added by the even split')).toBe('1');
    expect(result('Bags per compartment')).toBe('40');
  });

  it('refuses an unusable value by naming the field, and shows no figures', async () => {
    const { user } = await renderPage();

    await retype(user, 'Bag length', '-3');

    const field = screen.getByRole('textbox', { name: 'Bag length' });
    await waitFor(() => expect(field).toBeInvalid(), SLOW_DOM);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Bag length must be from 0.3281 to 65.62 ft, got -3'));
    expect(screen.queryByRole('table', { name: 'Baghouse design results' })).not.toBeInTheDocument();
  });

  async function switchTo(user: ReturnType<typeof userEvent.setup>, name: 'Metric (SI)' | 'Imperial (US)') {
    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
  }

  it('switches to metric showing the typed numbers converted, and back to exactly what was typed', async () => {
    const { user, history } = await renderPage();

    await switchTo(user, 'Metric (SI)');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveValue('16990.108'), SLOW_DOM);
    expect(screen.getByRole('textbox', { name: 'Bag diameter' })).toHaveValue('130.175');
    expect(screen.getByRole('textbox', { name: 'Pulse pressure (gauge)' })).toHaveValue('6.8948');
    expect(result('Bags')).toBe('159');
    expect(result('Pressure drop ΔP')).toBe('825 Pa');
    await waitFor(() => expect(history.at(-1)).toContain('pulse-pressure=100psi'), SLOW_DOM);

    await switchTo(user, 'Imperial (US)');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pulse pressure (gauge)' })).toHaveValue('100'), SLOW_DOM);
    expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveValue('10000');
    expect(result('Pressure drop ΔP')).toBe('3.31 inH₂O');
  });

  it('loads the EPA example over what was typed and puts it back on Undo', async () => {
    const { user } = await renderPage('/baghouse-design?flow=17000&loading=9&dust=cement&cleaning=reverse-air&bag-diameter=300&bag-length=9&compartments=4&k1=300&units=metric');

    await user.click(screen.getByRole('button', { name: 'Load the EPA example' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveValue('16990.108'), SLOW_DOM);
    expect(screen.getByText('Loaded the EPA worked example in place of your inputs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Gas flow' })).toHaveValue('17000'), SLOW_DOM);
    expect(screen.getByRole('textbox', { name: 'Compartments' })).toHaveValue('4');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('designs as far as the inputs go, and says what a missing one would add', async () => {
    await renderPage('/baghouse-design?flow=10000&air-to-cloth=4&bag-diameter=5.125&bag-length=10&units=imperial');

    expect(result('Net cloth area')).toBe('2,500.00 ft²');
    expect(result('Bags')).toBe('187');
    const missing = screen.getByRole('region', { name: 'What more inputs would add' });
    expect(within(missing).getAllByRole('listitem')[0]).toHaveTextContent('Give the inlet dust loading to get the cake, the pressure drop, the cleaning interval and the dust collected.');
    expect(screen.getByRole('link', { name: 'Estimate cost' })).toHaveAttribute('href', '/cost-estimation?gross-cloth-area=2500&flow=10000&bag-count=187&units=imperial');
  });

  it('refuses 1e308 compartments in one line naming the field and its range, and the page stays', async () => {
    const { user } = await renderPage();

    await retype(user, 'Compartments', '1e308');

    const field = screen.getByRole('textbox', { name: 'Compartments' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Compartments must be from 1 to 100, got 1e308'), SLOW_DOM);
    expect(screen.getByRole('heading', { level: 1, name: 'Baghouse Design' })).toBeInTheDocument();
    expect(screen.getByText('Correct the fields marked in red to see the design.')).toBeInTheDocument();
  });

  it('has a report for paper: the inputs as a table, and a print button', async () => {
    await renderPage();

    // Shown on paper only, so hidden from the screen's accessibility tree: found by its caption.
    const inputs = screen.getByText('Inputs', { selector: 'caption' }).closest('table')!;
    const flow = within(inputs).getByRole('rowheader', { name: 'Gas flow', hidden: true }).closest('tr')!;
    expect(flow).toHaveTextContent('10000ACFM');
    expect(screen.getByRole('button', { name: 'Print report' })).toBeInTheDocument();
  });

  it('checks the re-entrainment limit between the bags: the EPA example at 6.25 in shows 434 ft/min beside the 295 ft/min limit, 218 ft/min gross, and warns', async () => {
    await renderPage(`/baghouse-design?${EPA_QUERY}&bag-pitch=6.25&units=imperial`);

    expect(result('Can velocity between the bags')).toBe('434 ft/min');
    expect(result('Re-entrainment limit (pulse-jet)')).toBe('295 ft/min');
    expect(result('Gross section velocity (bags ignored)')).toBe('218 ft/min');
    const warnings = screen.getByRole('region', { name: 'Warning' });
    expect(warnings).toHaveTextContent('Can velocity between the bags 434 ft/min is 47 % above the 295 ft/min re-entrainment limit for pulse-jet cleaning');
  });

  it('checks the gas against the fabric picked: polyester at 300 °F warns and names the fabrics that take it; the table marks them', async () => {
    const { user, history } = await renderPage(`/baghouse-design?${EPA_QUERY.replace('temperature=275', 'temperature=300')}&units=imperial`);

    await user.click(screen.getByRole('combobox', { name: 'Fabric' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Polyester (Dacron)' }));

    await waitFor(() => expect(result('Maximum continuous temperature of polyester (Dacron)')).toBe('275.0 °F'), SLOW_DOM);
    expect(result('Maximum surge temperature of polyester (Dacron)')).toBe('325.0 °F');
    expect(screen.getByRole('region', { name: /^Warning/ })).toHaveTextContent(
      'Gas temperature 300.0 °F is above the maximum continuous temperature of polyester (Dacron), 275.0 °F',
    );
    expect(screen.getByRole('region', { name: /^Warning/ })).toHaveTextContent('Fabrics that take it continuously: PPS (Ryton), Aramid (Nomex), PTFE (Teflon), Polyimide (P84) and Fibreglass.');
    await waitFor(() => expect(history.at(-1)).toContain('fabric=polyester'), SLOW_DOM);
    const table = screen.getByRole('table', { name: 'Filter fabrics' });
    const polyester = within(table).getByRole('rowheader', { name: 'Polyester (Dacron) (chosen)' }).closest('tr')!;
    expect(within(polyester).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['275 °F', '325 °F', 'good', 'fair', 'poor: hydrolyses in hot moist gas', 'no', '◐']);
    expect(within(table).getByRole('rowheader', { name: 'Aramid (Nomex)' }).closest('tr')).toHaveTextContent('yes');
  });

  it('opens a link in metric units and designs it', async () => {
    await renderPage('/baghouse-design?flow=17000&loading=9&dust=cement&cleaning=reverse-air&bag-diameter=300&bag-length=9&compartments=4&k1=300&k2=1500&units=metric');

    expect(screen.getByRole('combobox', { name: 'Cleaning type' })).toHaveTextContent('Reverse-air');
    expect(screen.getByRole('combobox', { name: 'Dust (EPA Table 1.1)' })).toHaveTextContent('Cement');
    expect(result('Design air-to-cloth ratio V')).toBe('0.61 m/min');
    expect(result('Gross/net factor')).toBe('1.500');
  });
});
