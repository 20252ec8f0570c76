import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { CURVE_COLUMNS, FAN_FIELDS, FAN_MEASURES, type CurveColumn, type FanField } from '../../../src/core/fan/fields.ts';
import { readFanSelection } from '../../../src/core/fan/read.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { fanMachine, type FanEvent } from '../../../src/machines/fan/machine.ts';
import {
  selectChart,
  selectChartNote,
  selectCurveCsv,
  selectCurveIssues,
  selectFieldIssue,
  selectLinkPath,
  selectMissing,
  selectReport,
  selectShownCell,
  selectShownText,
} from '../../../src/machines/fan/selectors.ts';

const start = (search = '', preferredSystem: UnitSystem = 'imperial') => createActor(fanMachine, { input: { search, preferredSystem } }).start();
type Actor = ReturnType<typeof start>;
const figure = (actor: Actor, key: string) => selectReport(actor.getSnapshot().context)?.figures.find((entry) => entry.key === key);
/** What the user typed, with the systems it was typed in, and what was read from it. */
const stored = (actor: Actor) => {
  const { texts, typedIn, rows, rowsTypedIn, result } = actor.getSnapshot().context;
  return { texts, typedIn, rows, rowsTypedIn, result };
};

describe('fanMachine', () => {
  it('opens on the worked example: 22.36 hp at the shaft, and both operating points on the chart', () => {
    const actor = start();
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('imperial');
    expect(figure(actor, 'shaftPower')?.label).toBe('Shaft power P_shaft (actual) (16.67 kW)');
    const chart = selectChart(context)!;
    expect(chart.xLabel).toBe('Flow (CFM)');
    expect(chart.series.map((series) => series.label)).toEqual(['Fan curve', 'Design system', 'Clean-filter system', 'Design point', 'Clean-filter point']);
    expect(selectMissing(context)).toEqual([]);
  });

  it('opens a first visit in the site-wide unit preference, with the same selection; a link’s units win over it', () => {
    const metric = start('', 'metric');
    expect(metric.getSnapshot().context.system).toBe('metric');
    expect(figure(metric, 'shaftPower')!.valueSi).toBeCloseTo(figure(start(), 'shaftPower')!.valueSi, 3);
    expect(start('units=imperial', 'metric').getSnapshot().context.system).toBe('imperial');
  });

  it('selects again on each change and names an unusable field, keeping its text', () => {
    const actor = start();
    actor.send({ type: 'field.change', field: 'flow', text: '-5' });
    const { context } = actor.getSnapshot();
    expect(context.texts.flow).toBe('-5');
    expect(selectFieldIssue(context, 'flow')).toBe('Design flow must be from 0.2119 to 2.119e+7 CFM, got -5');
    expect(selectReport(context)).toBeUndefined();
    expect(selectChartNote(context)).toBe('The chart is drawn once the design flow and pressure can be used.');
    actor.send({ type: 'field.change', field: 'flow', text: '10000' });
    expect(selectReport(actor.getSnapshot().context)).toBeDefined();
  });

  it('refuses a percent of 1e309 by name, never passing Infinity on', () => {
    const actor = start();
    actor.send({ type: 'field.change', field: 'driveEfficiency', text: '1e309' });
    const { context } = actor.getSnapshot();
    expect(selectFieldIssue(context, 'driveEfficiency')).toBe('Drive efficiency must be from 1 to 100 %, got 1e309');
    expect(selectReport(context)!.figures.map((entry) => entry.key)).not.toContain('electricalPower');
    expect(selectReport(context)!.figures.every((entry) => Number.isFinite(entry.valueSi))).toBe(true);
  });

  it('shows a field typed in the other system converted, and keeps the text and the selection as typed', () => {
    const actor = start();
    const before = stored(actor);
    actor.send({ type: 'system.change', system: 'metric' });
    const { context } = actor.getSnapshot();
    expect(selectShownText(context, 'pressure')).toBe('2490.8891');
    expect(selectShownCell(context, 3, 'flow')).toBe('16990.108');
    expect(selectShownCell(context, 3, 'efficiency')).toBe('75');
    expect(stored(actor)).toEqual(before);
    expect(context.result).toBe(before.result);
    expect(selectLinkPath(context)).toContain('pressure=10inH2O');
    expect(selectLinkPath(context)).toContain('units=metric');
    expect(selectCurveCsv(context)).toContain('10000CFM,10inH2O,75');
  });

  it('stores an edit in the system shown, and its link reopens the same selection', () => {
    const actor = start();
    actor.send({ type: 'system.change', system: 'metric' });
    actor.send({ type: 'field.change', field: 'temperature', text: '150' });
    const { context } = actor.getSnapshot();
    expect(context.typedIn.temperature).toBe('metric');
    expect(context.typedIn.flow).toBe('imperial');
    const path = selectLinkPath(context);
    const reopened = start(path.slice(path.indexOf('?')));
    expect(reopened.getSnapshot().context.result.selection).toEqual(context.result.selection);
  });

  it('edits, adds and removes curve rows, and lists every problem of the curve by row and column', () => {
    const actor = start();
    actor.send({ type: 'curve.add' });
    expect(actor.getSnapshot().context.rows).toHaveLength(7);
    actor.send({ type: 'curve.cell', row: 6, column: 'flow', text: '16000' });
    actor.send({ type: 'curve.cell', row: 1, column: 'pressure', text: '1e309' });
    actor.send({ type: 'curve.cell', row: 2, column: 'pressure', text: '500' });
    expect(selectCurveIssues(actor.getSnapshot().context).map(({ row, column, message }) => [row, column, message])).toEqual([
      [2, 'pressure', 'Fan curve row 2: Pressure: "1e309" is too large a number'],
      [3, 'pressure', 'Fan curve row 3: Pressure must be from 0 to 401.5 inH₂O, got 500'],
      [7, 'pressure', 'Fan curve row 7: Pressure is empty'],
      [7, 'efficiency', 'Fan curve row 7: Efficiency is empty while row 1 gives one: fill the column on every row or on none'],
    ]);
    actor.send({ type: 'curve.remove', row: 6 });
    actor.send({ type: 'curve.cell', row: 1, column: 'pressure', text: '12.5' });
    actor.send({ type: 'curve.cell', row: 2, column: 'pressure', text: '11.5' });
    expect(selectCurveIssues(actor.getSnapshot().context)).toEqual([]);
  });

  it('keeps the power, the motor and the cold start while the curve has a bad cell, and says what the curve would add', () => {
    const actor = start();
    const before = selectReport(actor.getSnapshot().context)!.figures;
    actor.send({ type: 'curve.cell', row: 2, column: 'flow', text: 'abc' });
    const { context } = actor.getSnapshot();
    const report = selectReport(context)!;
    expect(report.figures.map((entry) => entry.key)).toEqual(before.map((entry) => entry.key));
    expect(figure(actor, 'shaftPower')!.valueSi).toBe(before.find((entry) => entry.key === 'shaftPower')!.valueSi);
    expect(report.operatingPoints).toEqual([]);
    expect(selectChart(context)!.series.map((series) => series.label)).toEqual(['Design system', 'Clean-filter system']);
    expect(selectMissing(context)).toEqual([expect.stringMatching(/^Correct the fan curve to get the operating points/)]);
  });

  it('keeps the last curve row: removing it is refused', () => {
    const actor = start('?flow=1&pressure=1&efficiency=50');
    expect(actor.getSnapshot().can({ type: 'curve.remove', row: 0 })).toBe(false);
  });

  it('opens a link with its inputs, defaulting to metric, and notes what it ignores', () => {
    const actor = start('?flow=16990&pressure=2491&efficiency=70&colour=blue');
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('metric');
    expect(figure(actor, 'shaftPower')!.valueSi / 1000).toBeCloseTo(16.67, 2);
    expect(context.linkNotes.map((note) => note.message)).toEqual(["Ignored unknown link parameter 'colour=blue'"]);
    actor.send({ type: 'notes.dismiss' });
    expect(actor.getSnapshot().context.linkNotes).toEqual([]);
  });
});

describe('fanMachine: replacing inputs offers an undo', () => {
  const MINE = '?flow=5000&pressure=1000&efficiency=65&fan-curve=0,1200;9000,500&units=metric';

  it('loads the worked example in the system shown, and undoes it', () => {
    const actor = start(MINE);
    const mine = stored(actor);
    actor.send({ type: 'example.load' });
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('metric');
    expect(context.undo?.message).toBe('Loaded the worked example in place of your inputs.');
    expect(context.texts.flow).toBe('10000');
    expect(selectShownText(context, 'flow')).toBe('16990.108');
    actor.send({ type: 'undo' });
    expect(stored(actor)).toEqual(mine);
    expect(actor.getSnapshot().context.undo).toBeUndefined();
  });

  it('imports a CSV file with an undo, or keeps the curve and says why the file was refused', () => {
    const actor = start(MINE);
    const mine = stored(actor);
    actor.send({ type: 'curve.import', text: 'flow,dp\n1,2\n', name: 'bad.csv' });
    expect(actor.getSnapshot().context.importMessage).toContain('unknown column "dp"');
    expect(actor.getSnapshot().context.undo).toBeUndefined();
    actor.send({ type: 'curve.import', text: 'flow,pressure\n0,1500\n12000,200\n', name: 'curve.csv' });
    const { context } = actor.getSnapshot();
    expect(context.undo?.message).toBe('Imported 2 points from curve.csv, replacing the curve.');
    expect(context.importMessage).toBeUndefined();
    expect(context.rows.map((row) => row.pressure)).toEqual(['1500', '200']);
    actor.send({ type: 'undo' });
    expect(stored(actor)).toEqual(mine);
  });

  it('clears the curve with an undo, and refuses to clear an empty one', () => {
    const actor = start(MINE);
    const mine = stored(actor);
    actor.send({ type: 'curve.clear' });
    expect(actor.getSnapshot().context.rows).toEqual([{ flow: '', pressure: '', efficiency: '', power: '' }]);
    expect(actor.getSnapshot().can({ type: 'curve.clear' })).toBe(false);
    expect(actor.getSnapshot().context.undo?.message).toBe('Cleared the fan curve.');
    actor.send({ type: 'undo' });
    expect(stored(actor)).toEqual(mine);
  });

  it('keeps the undo across a unit switch, and drops it on the next edit or a dismissal', () => {
    const actor = start(MINE);
    actor.send({ type: 'curve.clear' });
    actor.send({ type: 'system.change', system: 'imperial' });
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(true);
    actor.send({ type: 'field.change', field: 'margin', text: '10' });
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
    actor.send({ type: 'example.load' });
    actor.send({ type: 'undo.dismiss' });
    expect(actor.getSnapshot().context.undo).toBeUndefined();
  });
});

describe('fanMachine: a unit switch never changes what was typed (issue 18)', () => {
  const system = fc.constantFrom<UnitSystem>('metric', 'imperial');
  // A curve cell with a comma cannot travel in the link's `fan-curve=` (cells are comma-separated), so the link's property leaves it out.
  const texts = (withComma: boolean) =>
    fc.oneof(
      fc.double({ min: 1e-3, max: 1e5, noNaN: true }).map(String),
      fc.integer({ min: 0, max: 20_000 }).map(String),
      fc.constantFrom('100', '0.25', '1e308', '1e-300', '-1', 'abc', '300F', '1500m', '4 in wg', '5 kg/s', 'standard', 'operating', ...(withComma ? ['1,5'] : [])),
    );
  const edits = (number: fc.Arbitrary<string>): fc.Arbitrary<FanEvent[]> => fc.oneof(
    fc.tuple(system, fc.constantFrom(...FAN_FIELDS), number).map(([typedIn, field, text]): FanEvent[] => [
      { type: 'system.change', system: typedIn },
      { type: 'field.change', field: field as FanField, text },
    ]),
    fc.tuple(system, fc.integer({ min: 0, max: 5 }), fc.constantFrom(...CURVE_COLUMNS), number).map(([typedIn, row, column, text]): FanEvent[] => [
      { type: 'system.change', system: typedIn },
      { type: 'curve.cell', row, column: column as CurveColumn, text },
    ]),
  );
  const edit = edits(texts(true));

  it('leaves every text, its system, every SI value and every result bit-identical; switching back shows the text as typed', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(system, { minLength: 1, maxLength: 6 }), (sequence, switches) => {
        const actor = start();
        for (const event of sequence.flat()) actor.send(event);
        const before = stored(actor);
        const shownBefore = actor.getSnapshot().context.system;
        for (const next of switches) {
          actor.send({ type: 'system.change', system: next });
          expect(stored(actor)).toEqual(before);
          expect(actor.getSnapshot().context.result).toBe(before.result);
        }
        const { context } = actor.getSnapshot();
        // Read afresh in the system now shown, the inputs give the same selection, bit for bit.
        expect(readFanSelection(context.texts, context.rows, context.system, { fields: context.typedIn, rows: context.rowsTypedIn })).toEqual(before.result);
        actor.send({ type: 'system.change', system: shownBefore });
        const back = actor.getSnapshot().context;
        for (const field of FAN_FIELDS) {
          if (back.typedIn[field] === shownBefore) expect(selectShownText(back, field)).toBe(back.texts[field]);
        }
        back.rows.forEach((row, index) => {
          for (const column of CURVE_COLUMNS) {
            if (back.rowsTypedIn[index]?.[column] === shownBefore) expect(selectShownCell(back, index, column)).toBe(row[column]);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('writes a link that reads back to the same SI values after any switches', () => {
    fc.assert(
      fc.property(fc.array(edits(texts(false)), { maxLength: 6 }), system, (sequence, shown) => {
        const actor = start();
        for (const event of sequence.flat()) actor.send(event);
        actor.send({ type: 'system.change', system: shown });
        const { context } = actor.getSnapshot();
        const path = selectLinkPath(context);
        const reopened = start(path.slice(path.indexOf('?'))).getSnapshot().context;
        expect(reopened.result.selection).toEqual(context.result.selection);
        for (const spec of FAN_MEASURES) expect(reopened.result.issues.some((issue) => issue.field === spec.key)).toBe(context.result.issues.some((issue) => issue.field === spec.key));
      }),
      { numRuns: 40 },
    );
  });
});
