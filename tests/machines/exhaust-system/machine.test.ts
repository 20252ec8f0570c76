import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { STANDARD_SERIES } from '../../../src/core/duct-size/standard-sizes.ts';
import { CONDITION_KEYS, type ConditionKey } from '../../../src/core/exhaust-system/conditions.ts';
import type { SystemIssue } from '../../../src/core/exhaust-system/design.ts';
import { designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import { designSystemPartly } from '../../../src/core/exhaust-system/partial-design.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { redesignLines } from '../../../src/core/exhaust-system/report.ts';
import { sheetFromCsv, sheetFromJson, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SheetColumn, SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { designOutcome, type DesignOutcome } from '../../../src/machines/exhaust-system/context.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { systemMachine, type SystemEvent } from '../../../src/machines/exhaust-system/machine.ts';
import {
  selectCellIssue,
  selectConditionIssue,
  selectCsv,
  selectDustIssue,
  selectDesignExtent,
  selectFanFigures,
  selectFanWaitsFor,
  selectHoldBack,
  selectProvisional,
  selectProvisionalNotes,
  selectSketch,
  selectWarnings,
  selectWithheldCounts,
  selectWithheldJunctions,
  selectWithheldSegments,
  selectJson,
  selectProjectSheet,
  selectRedesignLines,
  selectShownCell,
  selectShownCondition,
  selectShownDust,
  selectShownOutlet,
  selectFanSelectionPath,
  selectJunctionRows,
  selectNeedsRedesign,
  selectOutletIssue,
  selectResultSheet,
  selectSheetIssues,
} from '../../../src/machines/exhaust-system/selectors.ts';
import type { StoredRead } from '../../../src/machines/exhaust-system/stored.ts';
import { cellSystem, sheetTypedIn } from '../../../src/machines/exhaust-system/typed-sheet.ts';

const start = (stored: StoredRead = { status: 'empty' }, ...events: SystemEvent[]) => {
  const actor = createActor(systemMachine, { input: { stored, preferredSystem: 'imperial' } }).start();
  for (const event of events) actor.send(event);
  return actor;
};
const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;
const sheetOf = (actor: ReturnType<typeof start>) => contextOf(actor).sheet;
const rowOf = (actor: ReturnType<typeof start>, id: string) => sheetOf(actor).segments.find((row) => row.segment === id);
const indexOf = (actor: ReturnType<typeof start>, id: string) => sheetOf(actor).segments.findIndex((row) => row.segment === id);

/** Core's own design of a sheet, to check the page shows exactly it. */
function coreDesign(sheet: SystemSheet) {
  const read = readSystem(sheet);
  if (read.status !== 'success') throw new Error(read.issues[0]!.message);
  const design = designSystem(read.data);
  if (design.status !== 'success') throw new Error(design.issues[0]!.message);
  return design.data;
}

/**
 * An outcome without what is worded in the units shown (the warnings' and
 * the problems' texts): every number, decision and code.
 */
function withoutWords(outcome: DesignOutcome) {
  const codes = <T extends { warnings: readonly { code: string }[] }>(design: T) => ({ ...design, warnings: design.warnings.map(({ code }) => code) });
  const silent = (issues: readonly SystemIssue[]) => issues.map((issue) => ({ ...issue, message: '' }));
  if (outcome.status === 'success') return { ...outcome, design: codes(outcome.design) };
  // A partial design's own words name cells, never a value: they stay as they are.
  if (outcome.status === 'partial') return { ...outcome, design: codes(outcome.design), issues: silent(outcome.issues) };
  return { ...outcome, issues: silent(outcome.issues) };
}

/** Two hoods into a main to the fan, in US units. */
const TWO_HOODS: SystemSheet = {
  version: 1,
  units: 'imperial',
  friction: 'acgih',
  outletPressure: '',
  segments: [
    { segment: 'A', to: 'C', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65' },
    { segment: 'B', to: 'C', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65' },
    { segment: 'C', to: 'fan', diameter: '6', length: '10' },
  ],
};

describe('exhaust system machine: opening', () => {
  it('on a first visit, shows the example system of three hoods, designed by core', () => {
    const actor = start();

    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
    expect(sheetOf(actor).segments.filter((row) => row.flow !== undefined)).toHaveLength(3);
    const outcome = contextOf(actor).outcome;
    expect(outcome.status).toBe('success');
    if (outcome.status === 'success') expect(outcome.design).toEqual(coreDesign(EXAMPLE_SHEET));
    expect(contextOf(actor).store).toEqual({ status: 'saving' });
  });

  it('on a first visit, shows the example in the site-wide unit preference, sized from that system’s standard ducts', () => {
    const actor = createActor(systemMachine, { input: { stored: { status: 'empty' }, preferredSystem: 'metric' } }).start();

    expect(contextOf(actor).system).toBe('metric');
    expect(sheetOf(actor).units).toBe('metric');
    // The example's values as published, each kept in US units and shown in metric.
    expect(rowOf(actor, 'A')).toMatchObject({ flow: '390', diameter: '4', hood_entry_loss: '0.65', typedIn: { flow: 'imperial', diameter: 'imperial' } });
    expect(selectShownCell(contextOf(actor), 0, 'flow')).toBe('662.6142');
    expect(selectShownCell(contextOf(actor), 0, 'diameter')).toBe('101.6');
    const { outcome } = contextOf(actor);
    expect(outcome.status === 'success' && outcome.design.segments.filter((segment) => segment.autoSized).every((segment) => STANDARD_SERIES['en-1506'].diametersM.includes(segment.diameterM))).toBe(true);
  });

  it('opens the saved system as it was saved, shown in the preferred units', () => {
    const actor = createActor(systemMachine, { input: { stored: { status: 'found', sheet: TWO_HOODS }, preferredSystem: 'metric' } }).start();

    expect(sheetOf(actor)).toEqual(TWO_HOODS);
    expect(contextOf(actor).system).toBe('metric');
    expect(selectShownCell(contextOf(actor), 0, 'length')).toBe('4.572');
  });

  it('opens the saved system when the store has one', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS });

    expect(sheetOf(actor)).toEqual(TWO_HOODS);
    expect(selectResultSheet(contextOf(actor))?.columns).toEqual(['A', 'B', 'C']);
  });

  it('keeps a corrupt saved record (no saving) and shows the example until the user replaces it', () => {
    const actor = start({ status: 'corrupt', message: 'segments[0].flow: Expected a string', raw: '{"bad":1}' });

    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
    expect(contextOf(actor).store).toEqual({ status: 'corrupt', message: 'segments[0].flow: Expected a string', raw: '{"bad":1}' });
    actor.send({ type: 'cell.change', row: 0, column: 'flow', text: '400' });
    expect(contextOf(actor).store.status).toBe('corrupt');

    actor.send({ type: 'store.replace' });
    expect(contextOf(actor).store).toEqual({ status: 'saving' });
  });

  it('reports storage that fails and keeps the system on the page', () => {
    const actor = start({ status: 'empty' }, { type: 'store.fail', message: 'quota exceeded' });

    expect(contextOf(actor).store).toEqual({ status: 'unavailable', message: 'quota exceeded' });
    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
  });
});

describe('exhaust system machine: editing', () => {
  it('keeps a cell as typed and designs again on every keystroke', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS });

    actor.send({ type: 'cell.change', row: 1, column: 'flow', text: '5' });
    actor.send({ type: 'cell.change', row: 1, column: 'flow', text: '500' });

    expect(rowOf(actor, 'B')?.flow).toBe('500');
    const flows = selectResultSheet(contextOf(actor))!.rows.find((row) => row.key === 'flow')!.values;
    const design = coreDesign(sheetOf(actor));
    expect(flows).toHaveLength(3);
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design });
  });

  it('marks the cell that cannot be read, naming segment, column and value, and keeps the text', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'cell.change', row: 0, column: 'flow', text: 'abc' });

    expect(rowOf(actor, 'A')?.flow).toBe('abc');
    expect(contextOf(actor).outcome.status).toBe('partial');
    const issue = selectCellIssue(contextOf(actor), 0, 'flow');
    expect(issue).toMatch(/Segment A.*flow/);
    expect(issue).toContain('abc');
    expect(selectCellIssue(contextOf(actor), 1, 'flow')).toBeUndefined();
  });

  it('shows an unreadable outlet pressure at its field, not in the sheet', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'outlet.change', text: '-1' });

    expect(selectOutletIssue(contextOf(actor))).toMatch(/Outlet pressure/);
    expect(selectSheetIssues(contextOf(actor))).toEqual([]);
  });

  it('adds an empty hood into a chosen segment: its id and `to`, nothing made up, and the sheet says what it needs', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'hood.add', to: 'C' });

    expect(sheetOf(actor).segments.at(-1)).toEqual({ segment: 'D', to: 'C' });
    expect(selectCellIssue(contextOf(actor), 3, 'flow')).toMatch(/Segment D \(row 5\).*needs its design flow/);
    expect(selectCellIssue(contextOf(actor), 3, 'diameter')).toMatch(/give a diameter, or a min_velocity/);
    expect(selectCellIssue(contextOf(actor), 3, 'hood_type')).toBe(
      'Segment D (row 5): it is a hood and needs its entry loss: give hood_type (e.g. flanged-duct-end, Fh 0.49) or hood_entry_loss (Fh in VP); a blank Fh is not taken as 0',
    );

    actor.send({ type: 'cell.change', row: 3, column: 'flow', text: '200' });
    actor.send({ type: 'cell.change', row: 3, column: 'diameter', text: '3' });
    actor.send({ type: 'cell.change', row: 3, column: 'hood_type', text: 'flanged-duct-end' });
    const design = coreDesign(sheetOf(actor));
    expect(design.segments.map((segment) => segment.segment)).toContain('D');
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design });
  });

  it('adds a branch after a segment: the branch takes its `to`, the segment flows into the branch, and only its minimum velocity is carried over', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'branch.add', row: 0 });

    expect(rowOf(actor, 'A')?.to).toBe('D');
    expect(rowOf(actor, 'D')).toEqual({ segment: 'D', to: 'C' });
    expect(indexOf(actor, 'D')).toBe(1);
    expect(selectCellIssue(contextOf(actor), 1, 'diameter')).toMatch(/give a diameter, or a min_velocity/);

    const fromExample = start({ status: 'empty' }, { type: 'branch.add', row: 1 });
    expect(sheetOf(fromExample).segments[2]).toEqual({ segment: 'F', to: 'C', min_velocity: '4000' });
    expect(contextOf(fromExample).outcome.status).toBe('success');
  });

  it('joins a segment elsewhere, and reports a cycle instead of designing', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'segment.join', row: 2, to: 'A' });

    expect(rowOf(actor, 'C')?.to).toBe('A');
    expect(contextOf(actor).outcome.status).toBe('error');
    // A tree that does not hold designs nothing: no part, and nothing held back to list.
    expect(selectDesignExtent(contextOf(actor))).toBe('none');
    expect(selectHoldBack(contextOf(actor))).toEqual([]);
    expect(selectResultSheet(contextOf(actor))).toBeUndefined();
    const all = [...selectSheetIssues(contextOf(actor)), ...[0, 1, 2].map((row) => selectCellIssue(contextOf(actor), row, 'to'))].join(' ');
    expect(all).toMatch(/cycle|fan/i);
  });

  it('deletes a segment and re-joins what flowed into it to where it flowed', () => {
    const threeLevels = start({ status: 'found', sheet: TWO_HOODS }, { type: 'branch.add', row: 0 }, { type: 'segment.delete', row: 1 });

    expect(sheetOf(threeLevels)).toEqual(TWO_HOODS);
  });

  it('moves a row up or down the sheet, keeping the tree and its design; nothing past either end', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'segment.move', row: 2, by: -1 });

    expect(sheetOf(actor).segments.map((row) => row.segment)).toEqual(['A', 'C', 'B']);
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design: coreDesign(TWO_HOODS) });
    actor.send({ type: 'segment.move', row: 0, by: -1 });
    actor.send({ type: 'segment.move', row: 2, by: 1 });
    expect(sheetOf(actor).segments.map((row) => row.segment)).toEqual(['A', 'C', 'B']);
    actor.send({ type: 'segment.move', row: 1, by: 1 });
    expect(sheetOf(actor)).toEqual(TWO_HOODS);
  });

  it('renaming a segment renames it in every `to` that named it', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'cell.change', row: 2, column: 'segment', text: 'Main' });

    expect(sheetOf(actor).segments.map((row) => row.to)).toEqual(['Main', 'Main', 'fan']);
    expect(contextOf(actor).outcome.status).toBe('success');
  });

  it('switches the friction method and designs with it', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'friction.change', friction: 'colebrook' });

    expect(sheetOf(actor).friction).toBe('colebrook');
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design: coreDesign({ ...TWO_HOODS, friction: 'colebrook' }) });
  });
});

describe('exhaust system machine: units', () => {
  const slotted: SystemSheet = {
    ...TWO_HOODS,
    outletPressure: '0.5',
    segments: TWO_HOODS.segments.map((row) =>
      row.segment === 'A' ? { ...row, slot_velocity: '2000', slot_loss: '1.78' } : row.segment === 'B' ? { ...row, slot_area: '0.5', diameter: '4 in' } : row,
    ),
  };

  it('a switch shows bare numbers converted, keeps coefficients and texts with their own unit, and changes nothing stored or designed', () => {
    const actor = start({ status: 'found', sheet: slotted });
    const designed = contextOf(actor).outcome;

    actor.send({ type: 'units.change', units: 'metric' });

    expect(sheetOf(actor)).toEqual(slotted);
    const shown = (row: number, column: SheetColumn) => selectShownCell(contextOf(actor), row, column);
    expect(shown(0, 'flow')).toBe('662.6142'); // 390 CFM by the catalogue's exact factor, 4 decimals
    expect(shown(0, 'diameter')).toBe('101.6');
    expect(shown(0, 'length')).toBe('4.572');
    expect(shown(0, 'slot_velocity')).toBe('10.16');
    expect(shown(1, 'slot_area')).toBe('0.0465');
    expect(shown(0, 'hood_entry_loss')).toBe('0.65');
    expect(shown(0, 'slot_loss')).toBe('1.78');
    expect(shown(1, 'diameter')).toBe('4 in');
    expect(selectShownOutlet(contextOf(actor))).toBe('124.5445');
    expect(withoutWords(contextOf(actor).outcome)).toEqual(withoutWords(designed));
    expect(selectResultSheet(contextOf(actor))!.rows.find((row) => row.key === 'flow')!.unit).toBe('m³/h');

    actor.send({ type: 'units.change', units: 'imperial' });
    expect(shown(0, 'flow')).toBe('390');
    expect(contextOf(actor).outcome).toEqual(designed);
  });

  it('a cell typed in the shown system is read in it, kept with it, and written exactly with its unit where the file is in the other', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'units.change', units: 'metric' });

    actor.send({ type: 'cell.change', row: 0, column: 'length', text: '3' });
    actor.send({ type: 'outlet.change', text: '100' });

    expect(rowOf(actor, 'A')).toMatchObject({ length: '3', typedIn: { length: 'metric' } });
    expect(sheetOf(actor)).toMatchObject({ outletPressure: '100', outletTypedIn: 'metric', units: 'imperial' });
    const json = sheetFromJson(selectJson(contextOf(actor)));
    expect(json.status === 'success' && json.data).toMatchObject({ units: 'imperial', outletPressure: '100Pa' });
    expect(json.status === 'success' && json.data.segments[0]).toEqual({ ...TWO_HOODS.segments[0], length: '3m' });
    // The CSV is in the shown units: the metric cell bare, the others with their unit.
    const csv = sheetFromCsv(selectCsv(contextOf(actor)), 'metric');
    expect(csv.status === 'success' && csv.data.segments[0]).toEqual({ segment: 'A', to: 'C', flow: '390CFM', diameter: '4in', length: '3', hood_entry_loss: '0.65' });
    // Read back, either file designs the very same system.
    const design = contextOf(actor).outcome;
    if (json.status === 'success') expect(withoutWords(designOutcome(json.data, 'metric'))).toEqual(withoutWords(design));
    actor.send({ type: 'file.read', name: 'back.csv', text: selectCsv(contextOf(actor)) });
    expect(withoutWords(contextOf(actor).outcome)).toEqual(withoutWords(design));
  });

  it('a message about a cell typed in the shown system states its range in that system', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'units.change', units: 'metric' }, { type: 'cell.change', row: 0, column: 'flow', text: '1e308' });

    expect(selectCellIssue(contextOf(actor), 0, 'flow')).toBe('Segment A (row 2), flow: Flow must be from 0.36 to 3.6e+7 m³/h, got 1e308');
    actor.send({ type: 'units.change', units: 'imperial' });
    expect(selectShownCell(contextOf(actor), 0, 'flow')).toBe('5.8858e+307');
    expect(selectCellIssue(contextOf(actor), 0, 'flow')).toMatch(/m³\/h, got 1e308$/);
    actor.send({ type: 'units.change', units: 'metric' });
    expect(selectShownCell(contextOf(actor), 0, 'flow')).toBe('1e308');
  });

  it('the standard sizes follow the sheet\'s own units, chosen apart from the units shown; no cell changes meaning', () => {
    const autoSized: SystemSheet = { ...TWO_HOODS, segments: TWO_HOODS.segments.map((row) => ({ ...row, diameter: undefined, min_velocity: '3500' })) };
    const actor = start({ status: 'found', sheet: autoSized }, { type: 'units.change', units: 'metric' });
    const diameters = () => {
      const { outcome } = contextOf(actor);
      return outcome.status === 'success' ? outcome.design.segments.map((segment) => segment.diameterM) : [];
    };
    const usSpiral = diameters();

    actor.send({ type: 'series.change', units: 'metric' });

    expect(sheetOf(actor).units).toBe('metric');
    expect(rowOf(actor, 'A')).toMatchObject({ flow: '390', typedIn: { flow: 'imperial', length: 'imperial', min_velocity: 'imperial' } });
    expect(selectShownCell(contextOf(actor), 0, 'flow')).toBe('662.6142');
    expect(diameters()).not.toEqual(usSpiral);
    expect(diameters().every((diameter) => STANDARD_SERIES['en-1506'].diametersM.includes(diameter))).toBe(true);
  });

  it('property: any sequence of unit switches leaves every stored text and system, every value read, the design and the files bit-identical; switching back shows the text as typed', () => {
    const system = fc.constantFrom<UnitSystem>('imperial', 'metric');
    // The measures, and the named columns of issue 19 (material, hood type, elbows by angle, fittings), which a switch never touches.
    const measure = fc.constantFrom<SheetColumn>('flow', 'temperature', 'min_velocity', 'diameter', 'length', 'slot_velocity', 'other_loss', 'material', 'hood_type', 'elbows', 'fittings');
    const text = fc.oneof(
      fc.double({ min: 0.01, max: 5000, noNaN: true }).map((value) => String(value)),
      fc.integer({ min: 1, max: 9000 }).map(String),
      fc.constantFrom('10ft', '1200 m3/h', 'transport heavy', 'abc', '1e308', '300F', '', 'flexible', 'flanged-duct-end', '2x90, 1x45', 'weather-cap'),
    );
    const edit = fc.record({ system, row: fc.integer({ min: 0, max: 4 }), column: measure, text });
    // The system's gas conditions join the property (issue 19): typed in either system, or refused.
    const condition = fc.record({ system, key: fc.constantFrom<ConditionKey>(...CONDITION_KEYS), text: fc.oneof(fc.integer({ min: -40, max: 1500 }).map(String), fc.constantFrom('29.5', '95', '1500ft', '300F', '5 %', 'abc', '')) });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(condition, { maxLength: 4 }), fc.array(system, { minLength: 1, maxLength: 6 }), (edits, conditions, switches) => {
        const actor = start();
        for (const { system: typedIn, row, column, text: typed } of edits) {
          actor.send({ type: 'units.change', units: typedIn });
          actor.send({ type: 'cell.change', row, column, text: typed });
        }
        for (const { system: typedIn, key, text: typed } of conditions) {
          actor.send({ type: 'units.change', units: typedIn });
          actor.send({ type: 'condition.change', key, text: typed });
        }
        const before = contextOf(actor);
        const read = readSystem(before.sheet, { typedIn: sheetTypedIn(before.sheet) });

        for (const units of switches) actor.send({ type: 'units.change', units });

        const after = contextOf(actor);
        expect(after.sheet).toEqual(before.sheet);
        expect(readSystem(after.sheet, { typedIn: sheetTypedIn(after.sheet) })).toEqual(read);
        expect(withoutWords(after.outcome)).toEqual(withoutWords(before.outcome));
        expect(selectJson(after)).toBe(selectJson(before));
        for (const { row, column } of edits) {
          const cell = after.sheet.segments[row]!;
          expect(selectShownCell({ ...after, system: cellSystem(after.sheet, cell, column) }, row, column)).toBe(cell[column] ?? '');
        }
        for (const { key } of conditions) {
          const typedIn = after.sheet.conditionsTypedIn?.[key] ?? after.sheet.units;
          expect(selectShownCondition({ ...after, system: typedIn }, key)).toBe(after.sheet.conditions?.[key] ?? '');
        }
        actor.send({ type: 'units.change', units: before.system });
        expect(contextOf(actor).outcome).toEqual(before.outcome);
        expect(selectCsv(contextOf(actor))).toBe(selectCsv(before));
      }),
      { numRuns: 60 },
    );
  });
});

describe('exhaust system machine: a partial design', () => {
  it('with a hood\'s flow unreadable, shows core\'s partial design: the other branch designed, the rest waiting for the flow, and what it holds back', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'cell.change', row: 0, column: 'flow', text: 'lots' });
    const context = contextOf(actor);
    const read = readSystem(sheetOf(actor));
    const partial = read.status === 'error' && read.partial !== undefined ? designSystemPartly(read.partial) : undefined;

    expect(context.outcome).toEqual({ status: 'partial', design: partial?.status === 'success' && partial.data, issues: read.status === 'error' && read.issues });
    expect(selectDesignExtent(context)).toBe('partial');
    expect(selectResultSheet(context)!.columns).toEqual(['B']);
    expect(selectResultSheet(context)!.rows.find((row) => row.key === 'flow')!.values).toEqual(['390']);
    expect(selectProvisional(context)).toEqual(new Set(['B']));
    expect(selectProvisionalNotes(context)).toEqual([expect.stringMatching(/^The junction at C waits for the flow of hood A \(row 2\): balancing it may still raise the flow of B/)]);
    expect(selectWithheldSegments(context)).toEqual([
      { id: 'A', text: 'A waits for the flow of hood A (row 2)' },
      { id: 'C', text: 'C waits for the flow of hood A (row 2)' },
    ]);
    expect(selectWithheldJunctions(context)).toEqual([{ id: 'C', text: 'Waits for the flow of hood A (row 2)' }]);
    expect(selectWithheldCounts(context)).toEqual({ segments: 2, junctions: 1 });
    expect(selectHoldBack(context)).toEqual(['Correct the flow of hood A (row 2) to design A and C, the junction at C, and the fan duty.']);
    // The fan duty is never a blank figure: it waits, and says for what; there is no link to Fan Selection.
    expect(selectFanFigures(context)).toEqual([]);
    expect(selectFanWaitsFor(context)).toBe('The fan duty waits for the flow of hood A (row 2).');
    expect(selectFanSelectionPath(context, '/fan-selection')).toBeUndefined();
    expect(selectSketch(context).waiting).toEqual(new Map([['C', 'waits for the flow of hood A (row 2)']]));
    expect(selectWarnings(context)).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'sizes.apply' })).toBe(false);

    actor.send({ type: 'cell.change', row: 0, column: 'flow', text: '390' });
    expect(selectDesignExtent(contextOf(actor))).toBe('full');
    expect(selectHoldBack(contextOf(actor))).toEqual([]);
    expect(selectFanWaitsFor(contextOf(actor))).toBeUndefined();
  });

  it('lists more segments than a screen holds with the rest counted', () => {
    const hoods = Array.from({ length: 60 }, (_, index) => ({ segment: `M${index}`, to: index === 59 ? 'fan' : `M${index + 1}`, diameter: '6' }));
    const chain: SystemSheet = { ...TWO_HOODS, segments: [{ ...TWO_HOODS.segments[0]!, to: 'M0', flow: '' }, ...hoods] };
    const rows = selectWithheldSegments(contextOf(start({ status: 'found', sheet: chain })));
    expect(rows).toHaveLength(51);
    expect(rows.at(-1)).toEqual({ id: '', text: '… and 11 more segments, each waiting for the problems above' });
  });

  it('a cleared sheet designs nothing yet, and says what its empty hood needs', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'sheet.clear' });

    expect(selectDesignExtent(contextOf(actor))).toBe('none');
    expect(selectResultSheet(contextOf(actor))).toBeUndefined();
    expect(selectHoldBack(contextOf(actor))).toEqual([
      'Give the flow of hood A (row 2), with the other 2 problems solved too, to design A and the fan duty.',
      'Give the hood type or hood entry loss Fh of hood A (row 2), with the other 2 problems solved too, to design A and the fan duty.',
      'Give the diameter or minimum velocity of hood A (row 2), with the other 2 problems solved too, to design A and the fan duty.',
    ]);
  });
});

describe('exhaust system machine: junctions and the fan', () => {
  it('shows each junction decision as core gives it', () => {
    const actor = start();

    const rows = selectJunctionRows(contextOf(actor));
    const design = coreDesign(EXAMPLE_SHEET);
    expect(rows.map(({ at, action }) => ({ at, action }))).toEqual(design.junctions.map(({ at, action }) => ({ at, action })));
    expect(rows.map((row) => row.action)).toContain('increase-flow');
  });

  it('"Apply suggested sizes" writes the redesigned diameters into the sheet until the junctions hold', () => {
    const unbalanced: SystemSheet = {
      ...TWO_HOODS,
      segments: [
        { segment: 'A', to: 'C', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65' },
        { segment: 'B', to: 'C', flow: '390', diameter: '6', length: '5', hood_entry_loss: '0.25' },
        { segment: 'C', to: 'fan', diameter: '6', length: '10' },
      ],
    };
    const actor = start({ status: 'found', sheet: unbalanced });
    expect(selectNeedsRedesign(contextOf(actor))).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sizes.apply' })).toBe(true);

    actor.send({ type: 'sizes.apply' });

    const read = readSystem(unbalanced);
    if (read.status !== 'success') throw new Error('unreadable');
    const design = designSystem(read.data, { applyRedesign: true });
    if (design.status !== 'success') throw new Error('not designed');
    const applied = design.data;
    for (const segment of applied.segments) expect(Number(rowOf(actor, segment.segment)?.diameter)).toBeCloseTo(segment.diameterM / 0.0254, 4);
    expect(rowOf(actor, 'B')?.diameter).not.toBe('6');
    expect(selectNeedsRedesign(contextOf(actor))).toBe(!applied.balanced);
    // It says what it did, as core's report words it, until the next edit.
    expect(applied.redesign!.changes.length).toBeGreaterThan(0);
    expect(selectRedesignLines(contextOf(actor))).toEqual(redesignLines(applied.redesign!, 'imperial'));
    expect(selectRedesignLines(contextOf(actor))![0]).toMatch(/^B: 6\.0 in → \d\.0 in, to balance the junction at C$/);
    actor.send({ type: 'units.change', units: 'metric' });
    expect(selectRedesignLines(contextOf(actor))![0]).toMatch(/^B: 152 mm → \d+ mm/);
    actor.send({ type: 'cell.change', row: 0, column: 'length', text: '16' });
    expect(selectRedesignLines(contextOf(actor))).toBeUndefined();
  });

  it('"Apply suggested sizes" that cannot balance a junction changes nothing and says why it stopped', () => {
    // B is already the smallest US spiral size (3 in) and still the lower stream at C.
    const stuck: SystemSheet = {
      ...TWO_HOODS,
      segments: [
        { segment: 'A', to: 'C', flow: '390', diameter: '4', length: '120', hood_entry_loss: '0.65', elbows: '4' },
        { segment: 'B', to: 'C', flow: '150', diameter: '3', length: '2', hood_entry_loss: '0.25' },
        { segment: 'C', to: 'fan', diameter: '6', length: '10' },
      ],
    };
    const actor = start({ status: 'found', sheet: stuck });
    expect(actor.getSnapshot().can({ type: 'sizes.apply' })).toBe(true);

    actor.send({ type: 'sizes.apply' });

    expect(sheetOf(actor)).toEqual(stuck);
    expect(selectRedesignLines(contextOf(actor))).toEqual([expect.stringMatching(/^Stopped at C: B needs more resistance, but 3\.0 in is already the smallest standard size/)]);
  });

  it('cannot apply sizes when no junction needs a redesign', () => {
    const actor = start();

    expect(actor.getSnapshot().can({ type: 'sizes.apply' })).toBe(false);
  });

  it("links to Fan Selection with the fan's flow and static pressure in the sheet's units", () => {
    const actor = start();

    const { fan } = coreDesign(EXAMPLE_SHEET);
    const path = selectFanSelectionPath(contextOf(actor), '/fan-selection')!;
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/fan-selection?')).toBe(true);
    expect(Number(query.get('flow'))).toBeCloseTo(fan.flowM3s / 0.0004719474432, 3);
    expect(Number(query.get('pressure'))).toBeCloseTo(fan.staticPressurePa / 249.08891, 3);
    expect(query.get('units')).toBe('imperial');
  });
});

describe('exhaust system machine: files', () => {
  it('reads a CSV (segments in the units shown; the settings kept) and a JSON sheet (all of it), each undoable until the next edit', () => {
    const actor = start({ status: 'found', sheet: { ...TWO_HOODS, friction: 'colebrook', outletPressure: '0.5' } }, { type: 'units.change', units: 'metric' });
    const csv = 'segment,to,flow,diameter,length\r\nH1,fan,1000,200,5\r\n';

    actor.send({ type: 'file.read', name: 'shop.csv', text: csv });
    expect(sheetOf(actor)).toEqual({
      ...TWO_HOODS,
      friction: 'colebrook',
      outletPressure: '0.5',
      segments: [{ segment: 'H1', to: 'fan', flow: '1000', diameter: '200', length: '5', typedIn: { flow: 'metric', diameter: 'metric', length: 'metric' } }],
    });
    expect(contextOf(actor).undo?.message).toBe('Imported shop.csv: 1 segment.');
    expect(selectShownCell(contextOf(actor), 0, 'flow')).toBe('1000');

    const json = sheetToJson({ ...TWO_HOODS, units: 'metric', friction: 'acgih' });
    actor.send({ type: 'file.read', name: 'saved.JSON', text: json });
    expect(sheetOf(actor)).toEqual((sheetFromJson(json) as { data: SystemSheet }).data);
    expect(contextOf(actor).undo?.message).toBe('Imported saved.JSON: 3 segments.');

    actor.send({ type: 'undo' });
    expect(sheetOf(actor).segments[0]?.segment).toBe('H1');
    expect(contextOf(actor).undo).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
  });

  it('loading the example or clearing the sheet keeps the previous sheet until the next edit or a dismissal', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'example.load' });
    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
    expect(contextOf(actor).undo).toEqual({ sheet: TWO_HOODS, message: 'Loaded the example system: 5 segments.' });
    actor.send({ type: 'undo' });
    expect(sheetOf(actor)).toEqual(TWO_HOODS);
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design: coreDesign(TWO_HOODS) });

    actor.send({ type: 'units.change', units: 'metric' });
    actor.send({ type: 'sheet.clear' });
    expect(sheetOf(actor)).toEqual({ version: 1, units: 'metric', friction: 'acgih', outletPressure: '', segments: [{ segment: 'A', to: 'fan' }] });
    expect(contextOf(actor).undo?.message).toMatch(/^Cleared the sheet/);
    actor.send({ type: 'units.change', units: 'imperial' });
    expect(contextOf(actor).undo?.sheet).toEqual(TWO_HOODS);
    actor.send({ type: 'cell.change', row: 0, column: 'flow', text: '500' });
    expect(contextOf(actor).undo).toBeUndefined();
    actor.send({ type: 'undo' });
    expect(rowOf(actor, 'A')?.flow).toBe('500');

    actor.send({ type: 'example.load' });
    actor.send({ type: 'undo.dismiss' });
    expect(contextOf(actor).undo).toBeUndefined();
    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
  });

  it('refuses a bad file with every problem named and leaves the system exactly as it was', () => {
    const actor = start();

    actor.send({ type: 'file.read', name: 'broken.json', text: '{"version": 1, "units": "furlongs"' });
    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);
    expect(contextOf(actor).refusedFile?.name).toBe('broken.json');
    expect(contextOf(actor).refusedFile?.issues.join(' ')).toMatch(/JSON/);

    actor.send({ type: 'file.read', name: 'wrong.json', text: JSON.stringify({ ...TWO_HOODS, units: 'furlongs' }) });
    expect(contextOf(actor).refusedFile?.issues.join(' ')).toMatch(/units/);
    expect(sheetOf(actor)).toEqual(EXAMPLE_SHEET);

    actor.send({ type: 'file.dismiss' });
    expect(contextOf(actor).refusedFile).toBeUndefined();
  });
});

describe('exhaust system machine: gas conditions (issue 19)', () => {
  it('keeps each condition as typed with its unit system, saves it in the JSON, and reads the same design back', () => {
    const actor = start(
      { status: 'found', sheet: TWO_HOODS },
      { type: 'condition.change', key: 'temperature', text: '300' },
      { type: 'units.change', units: 'metric' },
      { type: 'condition.change', key: 'altitude', text: '1500' },
      { type: 'condition.change', key: 'moisture', text: '5' },
    );
    const context = contextOf(actor);
    expect(context.sheet.conditions).toEqual({ temperature: '300', altitude: '1500', moisture: '5' });
    expect(context.sheet.conditionsTypedIn).toEqual({ altitude: 'metric' });
    expect(selectShownCondition(context, 'temperature')).toBe('148.8889');
    const json = sheetFromJson(selectJson(context));
    expect(json.status === 'success' && json.data.conditions).toEqual({ temperature: '300', altitude: '1500m', moisture: '5' });
    if (json.status === 'success') expect(withoutWords(designOutcome(json.data, 'metric'))).toEqual(withoutWords(context.outcome));
    const inlet = context.outcome.status === 'success' ? context.outcome.design.fan.inletGas.conditions : undefined;
    // dft 529.67/759.67 = 0.697237; dfe 84.556 kPa (ISA, 1500 m)/101.321 kPa = 0.834540; dfm (1 + ω)/(1 + 1.607ω), ω = 0.05/(1.607 × 0.95) = 0.032751: 0.981114.
    expect(inlet?.densityFactor.total).toBeCloseTo(0.697237 * 0.83454 * 0.981114, 5);
    expect(selectFanSelectionPath(context, '/fan-selection')).toMatch(/^\/fan-selection\?flow=[\d.]+&pressure=[\d.]+&temperature=148\.8889&altitude=1500&moisture=5&units=metric$/);
  });

  it('names a condition that cannot be used beside its field, not among the sheet\'s problems; nothing is designed until it is corrected', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'condition.change', key: 'altitude', text: '1000' }, { type: 'condition.change', key: 'barometricPressure', text: '29' });
    expect(selectConditionIssue(contextOf(actor), 'barometricPressure')).toBe('Give the altitude or the barometric pressure, not both (got 1000 and 29)');
    expect(selectSheetIssues(contextOf(actor))).toEqual([]);
    expect(contextOf(actor).outcome.status).toBe('error');
    actor.send({ type: 'condition.change', key: 'altitude', text: '' });
    expect(contextOf(actor).outcome.status).toBe('success');
    expect(selectFanSelectionPath(contextOf(actor), '/fan-selection')).toMatch(/&temperature=70&barometric-pressure=29&units=imperial$/);
  });
});

describe('exhaust system machine: the dust loading (issue 21)', () => {
  const codes = (actor: ReturnType<typeof start>) => selectWarnings(contextOf(actor)).map(({ code }) => code);

  it('keeps the loading as typed with its unit system, warns at and above the dust\'s typical MEC, and saves it in the JSON', () => {
    // Sawdust's typical MEC is 60 g/m³ (26.22 gr/ft³); the sheet is imperial, the loading typed in metric.
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'dust.change', key: 'dust', text: 'sawdust' }, { type: 'units.change', units: 'metric' });
    actor.send({ type: 'dust.change', key: 'loading', text: '59.9' });
    expect(codes(actor)).toEqual(['combustible-dust']);

    actor.send({ type: 'dust.change', key: 'loading', text: '60' });

    expect(sheetOf(actor)).toMatchObject({ units: 'imperial', dust: { dust: 'sawdust', loading: '60' }, dustTypedIn: { loading: 'metric' } });
    expect(codes(actor)).toEqual(['combustible-dust', 'loading-above-mec']);
    expect(selectWarnings(contextOf(actor))[1]!.text).toMatch(/^Dust loading in the ducts 60\.000 g\/m³ is at or above the minimum explosible concentration of wood dust \(sawdust, fine\), typically 60\.000 g\/m³:/);
    const json = sheetFromJson(selectJson(contextOf(actor)));
    expect(json.status === 'success' && json.data.dust).toEqual({ dust: 'sawdust', loading: '60g/m3' });

    actor.send({ type: 'units.change', units: 'imperial' });
    expect(selectShownDust(contextOf(actor), 'loading')).toBe('26.2197');
    expect(codes(actor)).toEqual(['combustible-dust', 'loading-above-mec']);
    // Typed in the sheet's own units, it keeps no system of its own.
    actor.send({ type: 'dust.change', key: 'loading', text: '20' });
    expect(sheetOf(actor).dustTypedIn).toBeUndefined();
    expect(codes(actor)).toEqual(['combustible-dust']);
    actor.send({ type: 'dust.change', key: 'loading', text: '' });
    expect(sheetOf(actor).dust).toEqual({ dust: 'sawdust' });
  });

  it('names a loading that cannot be used beside its field, in the system it was typed in', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'units.change', units: 'metric' }, { type: 'dust.change', key: 'loading', text: '5000' });
    expect(selectDustIssue(contextOf(actor), 'loading')).toBe('Dust loading in the ducts must be from 0 to 2000 g/m³, got 5000');
    actor.send({ type: 'units.change', units: 'imperial' });
    expect(selectDustIssue(contextOf(actor), 'loading')).toBe('Dust loading in the ducts must be from 0 to 2000 g/m³, got 5000');
    expect(codes(actor)).toEqual([]);
  });

  it('property: any sequence of unit switches leaves the dust as typed, its systems, its warnings and the files unchanged; switching back shows the text as typed', () => {
    const system = fc.constantFrom<UnitSystem>('imperial', 'metric');
    const dust = fc.record({ system, key: fc.constant('dust' as const), text: fc.constantFrom('sawdust', 'flour', 'coal', 'wood', '') });
    const kst = fc.record({ system, key: fc.constant('kst' as const), text: fc.constantFrom('150', '1e9', '') });
    const loading = fc.record({
      system,
      key: fc.constant('loading' as const),
      text: fc.oneof(fc.double({ min: 0, max: 1000, noNaN: true }).map(String), fc.constantFrom('60', '26.22', '30gr/ft3', '50 g/m3', '-1', 'abc', '')),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(dust, kst, loading), { maxLength: 6 }), fc.array(system, { minLength: 1, maxLength: 6 }), (edits, switches) => {
        const actor = start({ status: 'found', sheet: TWO_HOODS });
        for (const { system: typedIn, key, text } of edits) {
          actor.send({ type: 'units.change', units: typedIn });
          actor.send({ type: 'dust.change', key, text });
        }
        const before = contextOf(actor);
        const warnings = selectWarnings(before);

        for (const units of switches) actor.send({ type: 'units.change', units });

        const after = contextOf(actor);
        expect(after.sheet).toEqual(before.sheet);
        expect(selectJson(after)).toBe(selectJson(before));
        expect(selectWarnings(after).map(({ code }) => code)).toEqual(warnings.map(({ code }) => code));
        expect(selectDustIssue(after, 'loading')).toBe(selectDustIssue(before, 'loading'));
        const typedIn = after.sheet.dustTypedIn?.loading ?? after.sheet.units;
        expect(selectShownDust({ ...after, system: typedIn }, 'loading')).toBe(after.sheet.dust?.loading ?? '');
        actor.send({ type: 'units.change', units: before.system });
        expect(selectWarnings(contextOf(actor))).toEqual(warnings);
      }),
      { numRuns: 60 },
    );
  });
});

describe("exhaust system machine: a project's sheet opened in place of the page's", () => {
  const PROJECT: SystemSheet = { version: 1, units: 'metric', friction: 'acgih', outletPressure: '', segments: [{ segment: 'saw', to: 'fan', flow: '1200', length: '10', diameter: '150' }] };

  it("replaces the sheet (undoable) with the part as its JSON reads, and the page's part is that sheet again", () => {
    const actor = start();
    const before = sheetOf(actor);
    actor.send({ type: 'sheet.open', sheet: PROJECT, message: "Opened the project's sheet." });
    expect(contextOf(actor).undo?.message).toBe("Opened the project's sheet.");
    expect(selectProjectSheet(sheetOf(actor))).toEqual(PROJECT);
    actor.send({ type: 'undo' });
    expect(sheetOf(actor)).toEqual(before);
  });

  it('refuses a part that does not read, naming the problem, and keeps the sheet', () => {
    const actor = start();
    const before = sheetOf(actor);
    actor.send({ type: 'sheet.open', sheet: { ...PROJECT, units: 'cubits' } as unknown as SystemSheet, message: 'Opened.' });
    expect(sheetOf(actor)).toBe(before);
    expect(contextOf(actor).refusedFile?.name).toBe("The project's sheet");
    expect(contextOf(actor).refusedFile?.issues.join(' ')).toMatch(/units/);
  });
});
