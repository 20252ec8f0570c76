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

// The page is a lazy chunk: load it once up front.
beforeAll(async () => {
  await import('../../../src/app/exhaust-system/page.tsx');
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

const SLOW_DOM = { timeout: 60_000 };

async function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/ducting-calculator/system');
  await screen.findByRole('heading', { level: 1, name: 'Exhaust System Design' }, { timeout: 10_000 });
  await screen.findByRole('textbox', { name: 'Flow, segment A' }, { timeout: 10_000 });
  return { user, ...view };
}

/** Replaces a cell's text in one input event (a paste): each keystroke would redesign the whole sheet, which only slows the test. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (text === '') return;
  await user.click(input);
  await user.paste(text);
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

  it('marks a cell core cannot read and names it, designs what the rest allows, says what the cell holds back, then designs all once corrected', async () => {
    const { user } = await renderPage();

    await retype(user, 'Flow, segment B', 'lots');

    const flow = screen.getByRole('textbox', { name: 'Flow, segment B' });
    expect(flow).toHaveAttribute('aria-invalid', 'true');
    expect(flow).toHaveAccessibleDescription(expect.stringMatching(/Segment B \(row 3\), flow/));
    expect(screen.getByText('Partly designed: 1 problem in the sheet (marked in red above) holds back 3 segments, 2 junctions and the fan duty; the rest is designed below')).toBeInTheDocument();
    // What is designed: the branches A and D, each marked provisional, since the junctions they flow into wait.
    expect(within(resultsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Figure', 'Aprovisional', expect.stringMatching(/^D.*provisional$/)]);
    const provisional = screen.getByRole('region', { name: 'Provisional figures' });
    expect(within(provisional).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^The junction at C waits for the flow of hood B \(row 3\): balancing it may still raise the flow of A by up to 9\.5\u00a0%/),
      expect.stringMatching(/^The junction at E waits for the flow of hood B \(row 3\): balancing it may still raise the flow of D/),
    ]);
    // What waits, and for which cell: segments, junctions, the fan duty; and what the cell holds back.
    expect(within(screen.getByRole('region', { name: 'Segments not designed' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'B waits for the flow of hood B (row 3)',
      'C waits for the flow of hood B (row 3)',
      'E waits for the flow of hood B (row 3)',
    ]);
    expect(within(screen.getByRole('region', { name: /^Junctions/ })).getByText('Not balanced yet at C').parentElement).toHaveTextContent('Waits for the flow of hood B (row 3)');
    expect(screen.getByRole('region', { name: 'Fan duty' })).toHaveTextContent('The fan duty waits for the flow of hood B (row 3).');
    expect(screen.queryByRole('table', { name: 'Fan duty' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Fan Selection' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What each problem holds back' })).getByRole('listitem')).toHaveTextContent(
      'Correct the flow of hood B (row 3) to design B, C and E, the junctions at C and E, and the fan duty.',
    );

    await retype(user, 'Flow, segment B', '450');
    expect(screen.getByText('Designed and balanced: every junction holds')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What each problem holds back' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fan duty' })).toBeInTheDocument();
  });

  it('adds an empty hood with focus in its flow cell, and a branch, and keeps the system on the device for the next visit', async () => {
    const { user, unmount } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Add hood' }));
    const flow = screen.getByRole('textbox', { name: 'Flow, segment F' });
    await waitFor(() => expect(flow).toHaveFocus());
    expect(flow).toHaveValue('');
    for (const column of ['Min. velocity', 'Diameter', 'Length', 'Hood entry loss Fh', 'Entry loss', 'Other loss']) {
      expect(screen.getByRole('textbox', { name: `${column}, segment F` })).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: 'Flows into, segment F' })).toHaveValue('E');
    expect(flow).toHaveAccessibleDescription(expect.stringMatching(/Segment F \(row 7\): it is a hood .* needs its design flow/));
    const hoodType = screen.getByRole('combobox', { name: 'Hood type, segment F' });
    expect(hoodType).toHaveAccessibleDescription(/Segment F \(row 7\): it is a hood and needs its entry loss: give hood_type/);
    await user.keyboard('500');
    await retype(user, 'Diameter, segment F', '5');
    await user.selectOptions(hoodType, 'Flanged duct end (Fh 0.49)');
    expect(hoodType).toHaveValue('flanged-duct-end');
    expect(screen.getByText(/^Designed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a branch after segment D' }));
    expect(screen.getByRole('combobox', { name: 'Flows into, segment D' })).toHaveValue('G');
    await retype(user, 'Length, segment A', '25');
    await waitFor(async () => expect(sheetFromJson((await saved())!.json)).toMatchObject({ status: 'success', data: { segments: expect.arrayContaining([expect.objectContaining({ segment: 'A', length: '25' })]) } }));
    unmount();

    await renderPage();
    expect(screen.getByRole('textbox', { name: 'Length, segment A' })).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: 'Flow, segment F' })).toBeInTheDocument();
  });

  it('picks a material and elbows by angle, and lists the hood types, materials and fittings it takes with their sources', async () => {
    const { user } = await renderPage();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Material, segment A' }), 'Flexible duct, fully extended');
    await retype(user, 'Elbows, segment A', '2x90, 1x45');
    expect(screen.getByRole('combobox', { name: 'Material, segment A' })).toHaveValue('flexible');
    expect(screen.getByText(/^Designed/)).toBeInTheDocument();

    await user.click(screen.getByText('Hood types, materials, elbows and fittings (ACGIH)'));
    const [hoodTypes, materials] = ['hood types', 'materials'].map((name) => screen.getByRole('region', { name: new RegExp(`^${name}$`, 'i') }));
    expect(within(hoodTypes!).getByText('flanged-duct-end').closest('tr')).toHaveTextContent(/^Flanged duct endflanged-duct-end0\.490\.82◐$/);
    expect(within(materials!).getByText('flexible').closest('tr')).toHaveTextContent(/0\.0311, 0\.604, 0\.6390\.003 ft$/);
  });

  it('warns of a combustible dust given by its KSt, links to the explosion protection page with it, and keeps it with the system', async () => {
    const { user } = await renderPage();
    expect(screen.queryByRole('link', { name: 'Size explosion protection for this dust' })).not.toBeInTheDocument();

    await retype(user, 'Tested KSt', '150');

    const warnings = await screen.findByRole('region', { name: /Warning/ }, SLOW_DOM);
    expect(within(warnings).getByText(/^Combustible dust: a dust hazard analysis \(NFPA 660\) and explosion protection are required \(KSt 150 bar·m\/s given;/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Size explosion protection for this dust' })).toHaveAttribute('href', '/explosion-protection?kst=150&units=imperial');
    await waitFor(async () => expect(sheetFromJson((await saved())?.json ?? '')).toMatchObject({ status: 'success', data: { dust: { kst: '150' } } }), SLOW_DOM);

    await retype(user, 'Tested KSt', '-2');
    expect(screen.getByRole('textbox', { name: 'Tested KSt' })).toHaveAccessibleDescription(/KSt/);
    expect(screen.queryByRole('link', { name: 'Size explosion protection for this dust' })).not.toBeInTheDocument();
  });

  it('warns of a dust loading at or above the dust\'s typical MEC, shows it in the other units on a switch and keeps it as typed', async () => {
    await database.table('systems').put({ id: 'current', json: JSON.stringify({ ...EXAMPLE_SHEET, dust: { dust: 'sawdust' } }), savedAt: 0 });
    const { user } = await renderPage();
    const dust = screen.getByRole('group', { name: 'Combustible dust' });
    const loading = within(dust).getByRole('textbox', { name: 'Dust loading in the ducts' });
    expect(loading).toHaveAccessibleDescription(/^gr\/ft³ Compared with the dust's typical minimum explosible concentration \(MEC\); blank: not known$/);

    await user.type(loading, '30');

    const warnings = await screen.findByRole('region', { name: /Warning/ }, SLOW_DOM);
    expect(within(warnings).getByText(/^Dust loading in the ducts 30\.000 gr\/ft³ is at or above the minimum explosible concentration of wood dust \(sawdust, fine\), typically 26\.220 gr\/ft³/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(await screen.findByRole('option', { name: /Metric/ }));
    expect(loading).toHaveValue('68.6506');
    expect(loading).toHaveAccessibleDescription(/^g\/m³ /);
    expect(within(warnings).getByText(/^Dust loading in the ducts 68\.651 g\/m³ is at or above/)).toBeInTheDocument();
    await waitFor(async () => expect(sheetFromJson((await saved())?.json ?? '')).toMatchObject({ status: 'success', data: { dust: { dust: 'sawdust', loading: '30' } } }), SLOW_DOM);

    await retype(user, 'Dust loading in the ducts', 'abc');
    expect(loading).toHaveAccessibleDescription(/Dust loading in the ducts: .*abc/);
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

  it('imports a CSV sheet with an undo, and refuses a bad file naming every problem by row and column without changing anything', async () => {
    const { user } = await renderPage();
    const input = screen.getByLabelText('Import CSV or JSON');

    await user.upload(input, new File(['{"version": 2}'], 'old.json', { type: 'application/json' }));
    expect(await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'old.json was not imported; the system is unchanged.')).toBeInTheDocument();
    expect(screen.getByText(/version/i, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');

    await user.upload(input, new File(['segment,to,flow\r\nA,fan,1,2\r\nB,fan,2,3\r\nC,fan,"3\r\n'], 'three.csv', { type: 'text/csv' }));
    const notice = (await screen.findByText('three.csv was not imported')).closest('div')!;
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Row 2 \(segment A\) has 4 cells but the header names 3 columns/),
      expect.stringMatching(/^Row 3 \(segment B\) has 4 cells/),
      expect.stringMatching(/^Row 4, flow: a quote opens here and is never closed/),
    ]);
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');

    const csv = sheetToCsv({ ...EXAMPLE_SHEET, segments: [{ segment: 'H1', to: 'fan', flow: '600', min_velocity: '4000', length: '12', hood_entry_loss: '0.5' }] });
    await user.upload(input, new File([csv], 'one-hood.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Imported one-hood.csv: 1 segment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Flow, segment H1' })).toHaveValue('600');
    expect(screen.queryByRole('textbox', { name: 'Flow, segment A' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');
    expect(screen.queryByText('Imported one-hood.csv: 1 segment.')).not.toBeInTheDocument();
  });

  it('an imported sheet with three bad cells shows each problem, by row and column, at its cell and in the list', async () => {
    const { user } = await renderPage();
    const csv = 'segment,to,flow,diameter,length,hood_type\r\nA,C,lots,4,10,plain-duct-end\r\nB,C,390,4,-5,bell-mouth\r\nC,fan,,1e309,10,\r\n';

    await user.upload(screen.getByLabelText('Import CSV or JSON'), new File([csv], 'bad-cells.csv', { type: 'text/csv' }));

    const problems = await screen.findByRole('region', { name: 'Problems (3)' });
    expect(within(problems).getAllByText(/^Segment [ABC] \(row \d\), \w+:/).map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Segment A \(row 2\), flow: /),
      expect.stringMatching(/^Segment B \(row 3\), length: Length must be from 0 to .* ft, got -5$/),
      'Segment C (row 4), diameter: Diameter: "1e309" is too large a number',
    ]);
    expect(screen.getByRole('textbox', { name: 'Length, segment B' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Diameter, segment C' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('loads the example and clears the sheet, each with an undo until the next edit', async () => {
    const { user } = await renderPage();
    await retype(user, 'Length, segment A', '30');

    await user.click(screen.getByRole('button', { name: 'Clear sheet' }));
    expect(screen.getByText(/^Cleared the sheet/)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Segment, / })).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Length, segment A' })).toHaveValue('30');

    await user.click(screen.getByRole('button', { name: 'Load example' }));
    expect(screen.getByText('Loaded the example system: 5 segments.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Length, segment A' })).toHaveValue('15');
    await retype(user, 'Length, segment B', '12');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('a unit switch shows the sheet in the other units and changes nothing stored; switching back shows exactly what was typed', async () => {
    const { user } = await renderPage();
    await waitFor(async () => expect((await saved())?.json).toBeDefined());
    const before = (await saved())!.json;
    const fsp = () => within(screen.getByRole('table', { name: 'Fan duty' })).getByRole('row', { name: /Fan static pressure FSP/ }).textContent;
    const imperialFsp = fsp();

    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(await screen.findByRole('option', { name: /Metric/ }));

    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('662.6142');
    expect(screen.getByRole('textbox', { name: 'Diameter, segment A' })).toHaveValue('101.6');
    expect(screen.getByRole('textbox', { name: 'Hood entry loss Fh, segment A' })).toHaveValue('0.65');
    expect(screen.getByRole('textbox', { name: 'Outlet pressure' })).toHaveValue('124.5445');
    expect(fsp()).toMatch(/Pa$/);
    await retype(user, 'Length, segment B', '3');

    await user.click(screen.getByRole('combobox', { name: 'Unit system' }));
    await user.click(await screen.findByRole('option', { name: /Imperial/ }));
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveValue('390');
    expect(screen.getByRole('textbox', { name: 'Length, segment B' })).toHaveValue('9.8425');
    // Saved as it was, B's new length with its unit: the same value read in the sheet's imperial units.
    const expected = JSON.parse(before.replace('"length": "10"', '"length": "3m"'));
    await waitFor(async () => expect(JSON.parse((await saved())!.json)).toEqual(expected));
    await retype(user, 'Length, segment B', '10');
    expect(fsp()).toBe(imperialFsp);
  });

  it('refuses a flow of 1e200 and a loss coefficient of 1e308 by name, and never shows a blank figure', async () => {
    const { user } = await renderPage();

    await retype(user, 'Flow, segment A', '1e200');
    expect(screen.getByRole('textbox', { name: 'Flow, segment A' })).toHaveAccessibleDescription(expect.stringMatching(/Flow must be from 0\.2119 to 2\.119e\+7 CFM, got 1e200/));
    await retype(user, 'Flow, segment A', '390');
    for (const column of ['Hood entry loss Fh', 'Elbow loss', 'Entry loss']) {
      await retype(user, `${column}, segment A`, '1e308');
      expect(screen.getByRole('textbox', { name: `${column}, segment A` })).toHaveAccessibleDescription(expect.stringMatching(/must be from 0 to 100, got 1e308/));
      expect(screen.queryByRole('table', { name: 'Fan duty' })).not.toBeInTheDocument();
      await retype(user, `${column}, segment A`, '1e309');
      expect(screen.getByRole('textbox', { name: `${column}, segment A` })).toHaveAccessibleDescription(expect.stringMatching(/got 1e309/));
      await user.clear(screen.getByRole('textbox', { name: `${column}, segment A` }));
    }
    await retype(user, 'Hood entry loss Fh, segment A', '100');
    const fan = screen.getByRole('table', { name: 'Fan duty' });
    for (const row of within(fan).getAllByRole('row').slice(1)) expect(row.querySelectorAll('td')[0]?.textContent).toMatch(/^[\d,.]+$/);
  });

  it('"Apply suggested sizes" says what it changed, in a status', async () => {
    const { user } = await renderPage();

    await retype(user, 'Length, segment D', '20');
    await user.click(screen.getByRole('button', { name: 'Apply suggested sizes' }));

    const report = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Apply suggested sizes'))!;
    expect(report).toHaveTextContent(/D: \d+\.\d in → \d+\.\d in, to balance the junction at E/);
    expect(screen.getByRole('textbox', { name: 'Diameter, segment D' })).not.toHaveValue('');
    await retype(user, 'Length, segment D', '21');
    expect(report).toBeEmptyDOMElement();
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

describe('exhaust system page: gas conditions (issue 19)', SLOW_DOM, () => {
  /** The hot system: 2000 CFM, 8 in, 50 ft, two elbows, Fh 0.25, a 4 inH₂O collector. */
  const HOT = {
    version: 1,
    units: 'imperial',
    friction: 'acgih',
    outletPressure: '',
    segments: [{ segment: 'A', to: 'fan', flow: '2000', diameter: '8', length: '50', hood_entry_loss: '0.25', elbows: '2', other_loss: '4' }],
  };

  it('at 300 °F shows FSP 7.005 inH₂O actual and 10.046 inH₂O at standard air, df 0.6972, and opens Fan Selection at the actual duty and temperature', async () => {
    await database.table('systems').put({ id: 'current', json: JSON.stringify(HOT), savedAt: 0 });
    const { user } = await renderPage();
    const fan = () => screen.getByRole('table', { name: 'Fan duty' });
    const row = (name: RegExp) => within(fan()).getByRole('row', { name }).textContent;
    expect(row(/Fan static pressure FSP, actual/)).toContain('8.309');

    const gas = screen.getByRole('group', { name: 'Gas conditions' });
    await user.type(within(gas).getByRole('textbox', { name: 'Temperature' }), '300');

    expect(row(/Fan static pressure FSP, actual/)).toContain('7.005');
    expect(row(/Catalogue FSP at standard air/)).toContain('10.046');
    expect(row(/Fan flow at standard air/)).toContain('1,394');
    expect(row(/Density factor df at the fan inlet/)).toContain('0.6972');
    expect(screen.getByRole('link', { name: 'Open in Fan Selection' })).toHaveAttribute('href', '/fan-selection?flow=2000&pressure=7.0046&temperature=300&units=imperial');

    await user.type(within(gas).getByRole('textbox', { name: 'Moisture' }), '120');
    expect(within(gas).getByRole('textbox', { name: 'Moisture' })).toHaveAccessibleDescription(expect.stringContaining('Moisture must be from 0 to 90 %, got 120'));
    expect(screen.queryByRole('table', { name: 'Fan duty' })).not.toBeInTheDocument();
  });
});
