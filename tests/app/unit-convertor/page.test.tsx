import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/unit-convertor/page.tsx');
});

/** jsdom runs Radix interactions slowly on a busy machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

/** Renders the app at a /pressure-drop link and waits for the lazy page. */
async function renderPage(path = '/pressure-drop') {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Unit Convertor' }, { timeout: 10_000 });
  return { user, ...view };
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, text);
}

/** The results table's row of a unit: its text reads unit, the 2-decimal value, then the full figure. */
function rowOf(unit: string) {
  const table = screen.getByRole('table');
  return within(table).getByRole('rowheader', { name: new RegExp(`^${unit.replace(/[()]/g, '\\$&')}`) }).closest('tr')!;
}

/** Both figures of a unit's row: `[2 decimals, full figure]`, e.g. `['996.36', '996.35564']`. */
const figuresIn = (unit: string) => [
  within(rowOf(unit)).getByRole('strong').textContent,
  within(rowOf(unit)).getByRole('button', { name: /^Copy / }).getAttribute('aria-label')?.split(' ')[1],
];

describe('unit convertor page: a plain conversion', SLOW_DOM, () => {
  it('replaces the placeholder: title, heading, and 4 inH₂O in every pressure unit on a first visit', async () => {
    await renderPage();

    await waitFor(() => expect(document.title).toBe('Unit Convertor · Technology For Clean Air'));
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveTextContent('Pressure');
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'From unit' })).toHaveTextContent('inH₂O');
    expect(screen.getByRole('combobox', { name: 'To unit' })).toHaveTextContent('Every unit');
    expect(screen.getByRole('table')).toHaveAccessibleName('4 inH₂O in every unit');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Pa', 'kPa', 'mbar', 'bar', 'psi', 'inH₂O', 'inH₂O (60 °F)', 'mmH₂O', 'inHg',
    ]);
    expect(figuresIn('Pa')).toEqual(['996.36', '996.35564']);
  });

  it('a link reproduces its conversion: 1 m³/h is 0.58857778 CFM', async () => {
    await renderPage('/pressure-drop?value=1&from=m3/h&to=CFM');

    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveTextContent('Airflow');
    expect(screen.getByRole('combobox', { name: 'From unit' })).toHaveTextContent('m³/h');
    expect(screen.getByRole('combobox', { name: 'To unit' })).toHaveTextContent('CFM');
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(figuresIn('CFM')).toEqual(['0.59', '0.58857778']);
  });

  it('converts 1 gr/ft³ to 2.2883519 g/m³ as the user picks and types', async () => {
    const { user } = await renderPage();

    await choose(user, 'Quantity', 'Dust concentration');
    await retype(user, 'Value', '1');
    await choose(user, 'To unit', 'g/m³');

    expect(screen.getByRole('combobox', { name: 'From unit' })).toHaveTextContent('gr/ft³');
    expect(figuresIn('g/m³')).toEqual(['2.29', '2.2883519']);
  });

  it('reads a value typed with its unit: 100 °F is 37.78 °C', async () => {
    await renderPage('/pressure-drop?value=100%20degF&to=degC');

    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveTextContent('Temperature');
    expect(screen.getByRole('combobox', { name: 'From unit' })).toHaveTextContent('Unit typed with the value');
    expect(figuresIn('°C')).toEqual(['37.78', '37.777778']);
  });

  it('shows each unit’s name and the source of its factor on demand', async () => {
    const { user } = await renderPage('/pressure-drop?value=4&from=inH2O&to=Pa');
    expect(screen.queryByText(/NIST SP 811/, { selector: 'th span' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unit names and sources' }));

    expect(screen.getByRole('button', { name: 'Unit names and sources' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(rowOf('Pa')).getByText(/^pascal\. SI derived unit \(NIST SP 811, Table 3\)$/)).toBeVisible();
  });

  it('copies the full figure of a row and says so', async () => {
    const { user } = await renderPage('/pressure-drop?value=4&from=inH2O&to=Pa');

    await user.click(screen.getByRole('button', { name: 'Copy 996.35564 Pa' }));

    expect(await navigator.clipboard.readText()).toBe('996.35564');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Copied 996.35564 Pa');
  });
});

describe('unit convertor page: conditioned conversions', SLOW_DOM, () => {
  it('10,000 ACFM at 300 °F and 1500 m is 5,818.71 SCFM at ACGIH standard air, with each factor and its source', async () => {
    const { user } = await renderPage();

    await choose(user, 'Quantity', 'Airflow');
    await retype(user, 'Value', '10000');
    await choose(user, 'From unit', 'ACFM (actual)');
    await choose(user, 'To unit', 'SCFM (standard)');
    expect(screen.getByRole('textbox', { name: 'Gas temperature' })).toHaveAccessibleDescription(
      /The actual gas temperature is needed to convert ACFM to SCFM/,
    );
    expect(screen.queryByRole('table')).toBeNull();

    await retype(user, 'Gas temperature', '300F');
    await retype(user, 'Altitude', '1500m');

    expect(figuresIn('SCFM')).toEqual(['5,818.71', expect.stringMatching(/^5818\.7/)]);
    const applied = screen.getByRole('region', { name: 'Conditions applied' });
    expect(applied).toHaveTextContent('Quoted at ACGIH standard air, 70 °F and 29.92 inHg.');
    expect(applied).toHaveTextContent('Absolute pressure84.556 kPa, from the altitude 1500 m by the ISA');
    const factors = within(applied).getAllByRole('listitem').map((item) => item.textContent);
    expect(factors).toEqual([
      expect.stringMatching(/^Temperature× 0\.697237 \(T_ref \/ T_act\)Source: Ideal gas law/),
      expect.stringMatching(/^Pressure× 0\.8345378 \(p_act \/ p_ref\)Source: Ideal gas law/),
    ]);
  });

  it('50 mg/m³ at 150 °C, 98 kPa, 8 %, 11 % O₂ is 130.57 mg/Nm³ dry at 6 % O₂, citing EU practice', async () => {
    await renderPage('/pressure-drop?value=50&from=mg/m3&to=mg/Nm3&temperature=150C&pressure=98kPa&moisture=8&o2=11&o2-ref=6');

    expect(screen.getByRole('textbox', { name: 'Measured O₂ (dry)' })).toHaveValue('11');
    expect(screen.getByRole('combobox', { name: 'Reference conditions' })).toHaveTextContent('As the unit implies');
    expect(figuresIn('mg/Nm³')).toEqual(['130.57', expect.stringMatching(/^130\.57/)]);
    expect(screen.getByRole('rowheader', { name: 'mg/Nm³ dry basis' })).toBeVisible();
    const applied = screen.getByRole('region', { name: 'Conditions applied' });
    expect(applied).toHaveTextContent('Quoted at normal conditions, 0 °C and 101.325 kPa, on a dry basis.');
    expect(within(applied).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^Oxygen reference× 1\.5 \(\(21 − O₂,ref\) \/ \(21 − O₂,meas\)\)Source: EU Industrial Emissions Directive 2010\/75\/EU/,
    );
  });

  it('offers no gas conditions for a quantity that needs none, and names conditions a link gave it in vain', async () => {
    await renderPage('/pressure-drop?value=4&from=inH2O&to=Pa&temperature=300F');

    expect(screen.queryByRole('group', { name: 'Gas conditions' })).toBeNull();
    expect(screen.getByText('Not used by this conversion: Gas temperature.')).toBeVisible();
    expect(figuresIn('Pa')).toEqual(['996.36', '996.35564']);
  });

  it('quotes a standard flow at the reference chosen: EPA, 68 °F', async () => {
    const { user } = await renderPage('/pressure-drop?value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m');
    expect(screen.getByRole('region', { name: 'Conditions applied' })).toHaveTextContent('Quoted at ACGIH standard air');

    await choose(user, 'Reference conditions', 'EPA standard conditions, 68 °F and 29.92 inHg');

    expect(screen.getByRole('region', { name: 'Conditions applied' })).toHaveTextContent(
      'Quoted at EPA standard conditions, 68 °F and 29.92 inHg.',
    );
    // 5,818.71 × T_EPA / T_ACGIH = 5,818.71 × 293.15 / 294.2611: the pressures of the two references are the same.
    expect(figuresIn('SCFM')[0]).toBe('5,796.73');
  });
});

describe('unit convertor page: bad input and links', SLOW_DOM, () => {
  it('a bad unit in a link is refused clearly on its field, with no results and nothing broken', async () => {
    await renderPage('/pressure-drop?value=4&from=inH20&to=Pa');

    const from = screen.getByRole('combobox', { name: 'From unit' });
    expect(from).toHaveTextContent('"inH20" is not a unit of this list');
    expect(from).toHaveAccessibleDescription(/^Unknown unit "inH20"; known units of pressure \(Pa, kPa, .*inH₂O/);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No result until the value and units above can be used.')).toBeVisible();
  });

  it('a value typed with an unknown unit is named in one line, and the text stays as typed', async () => {
    const { user } = await renderPage();

    await retype(user, 'Value', '4 inH20');

    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(value).toHaveValue('4 inH20');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(/Unknown unit "inH20"/);
  });

  it('notes unknown and repeated link parameters, applies the rest, and lets the note be dismissed', async () => {
    const { user } = await renderPage('/pressure-drop?value=4&from=inH2O&to=Pa&foo=1&to=kPa');

    const note = screen.getByRole('status', { name: 'Link notes' });
    expect(note).toHaveTextContent("Ignored unknown link parameter 'foo=1'");
    expect(note).toHaveTextContent("Ignored repeated link parameter 'to=kPa'");
    expect(figuresIn('Pa')[0]).toBe('996.36');

    await user.click(screen.getByRole('button', { name: 'Dismiss link notes' }));
    expect(screen.queryByRole('status', { name: 'Link notes' })).toBeNull();
  });

  it('keeps the inputs in the URL, replacing the entry instead of adding one per keystroke', async () => {
    const { user, history } = await renderPage('/pressure-drop?value=4&from=inH2O');
    expect(history).toEqual(['/pressure-drop?value=4&from=inH2O']);

    await retype(user, 'Value', '2.5');
    await choose(user, 'To unit', 'Pa');

    await waitFor(() => expect(history).toEqual(['/pressure-drop?value=2.5&from=inH2O&to=Pa']));
  });

  it('says what picking another quantity cleared, and Undo puts the units and conditions back', async () => {
    const { user } = await renderPage('/pressure-drop?value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m');

    await choose(user, 'Quantity', 'Pressure');
    expect(screen.getByText('Now converting pressure: the airflow units and gas conditions were cleared.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveTextContent('Airflow');
    expect(screen.getByRole('textbox', { name: 'Gas temperature' })).toHaveValue('300F');
    expect(figuresIn('SCFM')[0]).toBe('5,818.71');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('prints a report: the inputs as a table and every unit’s source, with a Print button on screen', async () => {
    await renderPage('/pressure-drop?value=4&from=inH2O&to=Pa');

    expect(screen.getByRole('button', { name: 'Print report' })).toBeInTheDocument();
    const inputs = screen.getByText('Conversion', { selector: 'caption' }).closest('table')!;
    expect(inputs).not.toBeVisible();
    expect(within(inputs).getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual(['QuantityPressure', 'Value4', 'From unitinH₂O', 'To unitPa']);
    expect(screen.getByText(/^pascal\. SI derived unit/)).not.toBeVisible();
    expect(screen.getByText(/^Reproduce:/)).toHaveTextContent('/pressure-drop?value=4&from=inH2O&to=Pa');
  });

  it('applies emotion styles instead of leaking a css attribute', async () => {
    const { container } = await renderPage();

    expect(container.querySelector('[css]')).toBeNull();
  });
});
