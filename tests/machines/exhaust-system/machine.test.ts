import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { sheetFromCsv, sheetFromJson, sheetToCsv, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { systemMachine, type SystemEvent } from '../../../src/machines/exhaust-system/machine.ts';
import {
  selectCellIssue,
  selectFanSelectionPath,
  selectJunctionRows,
  selectNeedsRedesign,
  selectOutletIssue,
  selectResultSheet,
  selectSheetIssues,
} from '../../../src/machines/exhaust-system/selectors.ts';
import type { StoredRead } from '../../../src/machines/exhaust-system/stored.ts';

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

    expect(sheetOf(actor).units).toBe('metric');
    const a = rowOf(actor, 'A')!;
    expect(Number(a.flow)).toBeCloseTo(390 * 0.0004719474432 * 3600, 3); // 390 CFM in m³/h
    expect(a).toMatchObject({ diameter: '101.6', hood_entry_loss: '0.65' });
    expect(contextOf(actor).outcome.status).toBe('success');
  });

  it('opens the saved system when the store has one, in its own units whatever the preference', () => {
    expect(sheetOf(createActor(systemMachine, { input: { stored: { status: 'found', sheet: TWO_HOODS }, preferredSystem: 'metric' } }).start())).toEqual(TWO_HOODS);
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
    expect(contextOf(actor).outcome.status).toBe('error');
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

  it('adds a hood into a chosen segment, which the design then carries', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'hood.add', to: 'C' });

    const added = sheetOf(actor).segments.at(-1)!;
    expect(added.segment).toBe('D');
    expect(added.to).toBe('C');
    expect(added.flow).not.toBeUndefined();
    const design = coreDesign(sheetOf(actor));
    expect(design.segments.map((segment) => segment.segment)).toContain('D');
    expect(contextOf(actor).outcome).toEqual({ status: 'success', design });
  });

  it('adds a branch after a segment: the branch takes its `to` and the segment flows into the branch', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'branch.add', row: 0 });

    expect(rowOf(actor, 'A')?.to).toBe('D');
    expect(rowOf(actor, 'D')).toMatchObject({ segment: 'D', to: 'C' });
    expect(rowOf(actor, 'D')?.flow).toBeUndefined();
    expect(indexOf(actor, 'D')).toBe(1);
    expect(contextOf(actor).outcome.status).toBe('success');
  });

  it('joins a segment elsewhere, and reports a cycle instead of designing', () => {
    const actor = start({ status: 'found', sheet: TWO_HOODS }, { type: 'segment.join', row: 2, to: 'A' });

    expect(rowOf(actor, 'C')?.to).toBe('A');
    expect(contextOf(actor).outcome.status).toBe('error');
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
  it('switching units converts bare numbers, keeps coefficients and texts with their own unit, and keeps the design', () => {
    const sheet: SystemSheet = { ...TWO_HOODS, outletPressure: '0.5', segments: TWO_HOODS.segments.map((row) => (row.segment === 'B' ? { ...row, diameter: '4 in' } : row)) };
    const actor = start({ status: 'found', sheet }, { type: 'units.change', units: 'metric' });

    const a = rowOf(actor, 'A')!;
    expect(Number(a.flow)).toBeCloseTo((390 * 0.0004719474432 * 3600), 4); // CFM → m³/h by the exact factors
    expect(Number(a.diameter)).toBeCloseTo(4 * 25.4, 4);
    expect(Number(a.length)).toBeCloseTo(15 * 0.3048, 4);
    expect(a.hood_entry_loss).toBe('0.65');
    expect(rowOf(actor, 'B')?.diameter).toBe('4 in');
    expect(Number(sheetOf(actor).outletPressure)).toBeCloseTo(0.5 * 249.08891, 3);

    const before = coreDesign(sheet);
    const after = coreDesign(sheetOf(actor));
    expect(after.fan.staticPressurePa).toBeCloseTo(before.fan.staticPressurePa, 1);

    actor.send({ type: 'units.change', units: 'imperial' });
    expect(rowOf(actor, 'A')).toEqual(sheet.segments[0]);
  });

  it('converts a slot velocity and a slot area with the other measures; Fs stays', () => {
    const slotted: SystemSheet = {
      ...TWO_HOODS,
      segments: TWO_HOODS.segments.map((row) => (row.segment === 'A' ? { ...row, slot_velocity: '2000', slot_loss: '1.78' } : row.segment === 'B' ? { ...row, slot_area: '0.5' } : row)),
    };
    const actor = start({ status: 'found', sheet: slotted }, { type: 'units.change', units: 'metric' });

    expect(rowOf(actor, 'A')).toMatchObject({ slot_velocity: '10.16', slot_loss: '1.78' });
    expect(rowOf(actor, 'B')?.slot_area).toBe('0.0465');
    expect(coreDesign(sheetOf(actor)).fan.staticPressurePa).toBeCloseTo(coreDesign(slotted).fan.staticPressurePa, 0);
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
  it('reads a CSV in the page units and a JSON sheet, replacing the system', () => {
    const actor = start();

    actor.send({ type: 'file.read', name: 'shop.csv', text: sheetToCsv(TWO_HOODS) });
    expect(sheetOf(actor).segments).toEqual((sheetFromCsv(sheetToCsv(TWO_HOODS), 'imperial') as { data: SystemSheet }).data.segments);
    expect(contextOf(actor).importedFile).toBe('shop.csv');

    actor.send({ type: 'file.read', name: 'saved.JSON', text: sheetToJson({ ...TWO_HOODS, friction: 'colebrook' }) });
    expect(sheetOf(actor)).toEqual((sheetFromJson(sheetToJson({ ...TWO_HOODS, friction: 'colebrook' })) as { data: SystemSheet }).data);
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
