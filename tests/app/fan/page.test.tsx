import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

// The page is a lazy chunk: load it once up front so each render resolves at once.
beforeAll(async () => {
  await import('../../../src/app/fan/page.tsx');
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

/** Picks a unit system in the page's select. */
async function choose(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** jsdom renders the whole page slowly on a busy 2-core machine; this is a limit, not a speed check. */
const SLOW_DOM = { timeout: 30_000 };

// These tests read the worked examples as published, in US units: a user whose unit preference is imperial.
beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

describe('the Fan Selection page', SLOW_DOM, () => {
  it('opens on the golden example: 22.36 hp at the shaft (22.52 hp · Kp), a 30 hp motor, both operating points and the chart table', async () => {
    await renderPage();

    expect(figureRow('Gas, pressure, power, motor and cold start', /^Shaft power P_shaft/)).toEqual(['22.36', 'hp']);
    expect(figureRow('Gas, pressure, power, motor and cold start', /^Motor rating/)).toEqual(['30.0', 'hp']);
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
    // On paper, every input in the form's groups: a blank one with the default it stands for (core's, as the project's package says it).
    const printed = screen.getByText('Inputs', { selector: 'caption' }).closest('table')!;
    // A row of a field, not its group's heading (the standard's group is named Standard too).
    const printedRow = (name: string) => within(printed).getAllByRole('row', { hidden: true }).find((row) => row.querySelector('th')?.textContent === name && row.querySelector('td') !== null);
    expect(within(printed).getAllByRole('row', { hidden: true }).filter((row) => row.querySelector('td') !== null)).toHaveLength(20);
    expect(printedRow('Motor efficiency')).toHaveTextContent(/^Motor efficiencydefault: 95 %$/);
    expect(printedRow('Pressure basis')).toHaveTextContent(/^Pressure basisdefault: operating density$/);
    expect(printedRow('Design flow')).toHaveTextContent(/^Design flow10000CFM$/);
  });

  it('names an unusable field on the field, keeps its text, and says what the results wait for', async () => {
    const { user } = await renderPage();
    const flow = screen.getByRole('textbox', { name: 'Design flow' });

    await user.clear(flow);
    await user.type(flow, '-5');

    expect(flow).toHaveValue('-5');
    expect(flow).toHaveAccessibleDescription(expect.stringContaining('Design flow must be from 0.2119 to 2.119e+7 CFM, got -5'));
    expect(screen.queryByRole('table', { name: 'Gas, pressure, power, motor and cold start' })).not.toBeInTheDocument();
    expect(screen.getByText('The chart is drawn once the design flow and pressure can be used.')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More input, more results' });
    expect(more).toHaveTextContent('Correct the design flow to get the powers, the motor, the cold start, the system curves and the operating points.');
    await user.clear(flow);
    await user.type(flow, '10000');
    expect(screen.getByRole('table', { name: 'Gas, pressure, power, motor and cold start' })).toBeInTheDocument();
  });

  it('refuses an efficiency of 1e309 in one line and keeps the figures that do not need it', async () => {
    const { user } = await renderPage();
    const motor = screen.getByRole('textbox', { name: 'Motor efficiency' });

    await user.type(motor, '1e309');

    expect(motor).toHaveAccessibleDescription(expect.stringContaining('Motor efficiency must be from 1 to 100 %, got 1e309'));
    expect(figureRow('Gas, pressure, power, motor and cold start', /^Shaft power P_shaft/)).toEqual(['22.36', 'hp']);
    expect(screen.queryByRole('rowheader', { name: /^Electrical input/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Infinity|NaN/);
  });

  it('warns of a cold-start overload from a link with a hot gas and a cold start', async () => {
    await renderPage('/fan-selection?flow=10000&pressure=10&efficiency=70&temperature=300F&altitude=1500m&cold-temperature=20F&units=imperial');

    const warnings = screen.getByRole('region', { name: 'Warning' });
    expect(warnings).toHaveTextContent("At a cold start (20.0 °F) the fan needs 35.36 hp at the shaft, 36.45 hp from the motor with the drive's loss, more than the 30.0 hp motor");
  });

  it("shows Loren Cook's density example from a link, and reads the same fan from the catalogue side with the basis select", async () => {
    // Loren Cook, Engineering Cookbook: 7500 CFM, 1.5 inH₂O, 200 °F, 6000 ft: df 0.643, catalogue SP 2.33 inH₂O, 3.53 hp → 2.27 hp.
    const { user } = await renderPage('/fan-selection?flow=7500&pressure=1.5&efficiency=78&temperature=200F&altitude=6000ft&units=imperial');
    const results = 'Gas, pressure, power, motor and cold start';

    expect(figureRow(results, /^Density factor df/)).toEqual(['0.6435', '']);
    expect(figureRow(results, /^Fan pressure Δp_std at standard air/)).toEqual(['2.33', 'inH₂O']);
    expect(figureRow(results, /^Shaft power at standard air/)).toEqual(['3.53', 'hp']);
    expect(figureRow(results, /^Shaft power P_shaft \(actual\)/)).toEqual(['2.27', 'hp']);
    expect(screen.getByRole('combobox', { name: 'Pressure basis' })).toHaveTextContent('Operating (actual)');

    await user.clear(screen.getByRole('textbox', { name: 'Design pressure' }));
    await user.type(screen.getByRole('textbox', { name: 'Design pressure' }), '2.331');
    await user.click(screen.getByRole('combobox', { name: 'Pressure basis' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Standard air (catalogue)' }));
    expect(figureRow(results, /^Fan pressure Δp at ρ/)).toEqual(['1.50', 'inH₂O']);
    expect(figureRow(results, /^Shaft power P_shaft \(actual\)/)).toEqual(['2.27', 'hp']);
  });

  it('shows the fan laws: the speed for the design point from the curve, and the design point at a new speed', async () => {
    const { user } = await renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Fan speed' }), '1200');
    await user.type(screen.getByRole('textbox', { name: 'New speed' }), '1320');

    expect(figureRow('Fan laws', /^Speed for the design point/)).toEqual(['1,200', '']);
    expect(figureRow('Fan laws', /^New flow/)).toEqual(['11,000', 'CFM']);
    expect(figureRow('Fan laws', /^New pressure/)).toEqual(['12.10', 'inH₂O']);
  });

  it('names a basis from a link that is not on the list, in the select and its hint', async () => {
    await renderPage('/fan-selection?flow=10000&pressure=10&efficiency=70&basis=catalogue&units=imperial');

    const basis = screen.getByRole('combobox', { name: 'Pressure basis' });
    expect(basis).toHaveTextContent('"catalogue" is not on this list');
    expect(basis).toHaveAccessibleDescription('Pressure basis must be operating or standard, got catalogue');
    expect(screen.getByRole('region', { name: 'More input, more results' })).toHaveTextContent('Correct the pressure basis to get the pressures at the operating density and at standard air');
  });

  it('keeps the power and the motor while a curve cell is bad, and lists every problem of the curve by row', async () => {
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByRole('textbox', { name: 'Flow (CFM), row 7' }), '16000');
    await user.clear(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' }), 'x');

    const problems = screen.getByRole('list', { name: 'Fan curve problems' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fan curve row 2: Pressure: "x" does not start with a number',
      'Fan curve row 7: Pressure is empty',
      'Fan curve row 7: Efficiency is empty while row 1 gives one: fill the column on every row or on none',
    ]);
    expect(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' })).toHaveAccessibleDescription('Fan curve row 2: Pressure: "x" does not start with a number');
    expect(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 7' })).toBeInvalid();
    expect(figureRow('Gas, pressure, power, motor and cold start', /^Motor rating/)).toEqual(['30.0', 'hp']);
    expect(screen.queryByRole('table', { name: /^Operating point/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More input, more results' })).toHaveTextContent(/^More input, more resultsCorrect the fan curve to get the operating points/);

    await user.click(screen.getByRole('button', { name: 'Remove row 7' }));
    await user.clear(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' }), '12.5');
    expect(screen.queryByRole('list', { name: 'Fan curve problems' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Operating point, design (loaded filter)' })).toBeInTheDocument();
  });

  it('shows the fields and the curve converted in the other unit system, and exactly as typed back in their own', async () => {
    const { user } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Design pressure' }));
    await user.type(screen.getByRole('textbox', { name: 'Design pressure' }), '10.00');

    await choose(user, 'Metric (SI)');
    expect(screen.getByRole('textbox', { name: 'Design pressure' })).toHaveValue('2490.8891');
    expect(screen.getByRole('textbox', { name: 'Flow (m³/h), row 4' })).toHaveValue('16990.108');
    expect(figureRow('Gas, pressure, power, motor and cold start', /^Shaft power P_shaft/)).toEqual(['16.67', 'kW']);

    await choose(user, 'Imperial (US)');
    expect(screen.getByRole('textbox', { name: 'Design pressure' })).toHaveValue('10.00');
    expect(screen.getByRole('textbox', { name: 'Flow (CFM), row 4' })).toHaveValue('10000');
  });

  it('imports a curve from a CSV file, and undoes the import', async () => {
    const { user } = await renderPage();
    const file = new File(['flow,pressure\n0,12\n15000,2\n'], 'curve.csv', { type: 'text/csv' });

    await user.upload(screen.getByLabelText('Import CSV'), file);

    expect(await screen.findByText('Imported 2 points from curve.csv, replacing the curve.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Pressure (inH₂O), row 2' })).toHaveValue('12.5');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('clears the curve and loads the worked example, each with an undo', async () => {
    const { user } = await renderPage('/fan-selection?flow=5000&pressure=1000&efficiency=65&fan-curve=0,1200;9000,500&units=metric');

    await user.click(screen.getByRole('button', { name: 'Clear curve' }));
    expect(screen.getByRole('textbox', { name: 'Flow (m³/h), row 1' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear curve' })).toBeDisabled();
    expect(screen.getByText('Cleared the fan curve.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Pressure (Pa), row 2' })).toHaveValue('500');

    await user.click(screen.getByRole('button', { name: 'Load worked example' }));
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('16990.108');
    expect(screen.getByText('Loaded the worked example in place of your inputs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('5000');
  });
});
