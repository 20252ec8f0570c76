import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { fanMachine } from '../../../src/machines/fan/machine.ts';
import { selectChart, selectCurveIssue, selectFieldIssue, selectLinkPath, selectReport } from '../../../src/machines/fan/selectors.ts';

const start = (search = '', preferredSystem: UnitSystem = 'imperial') => createActor(fanMachine, { input: { search, preferredSystem } }).start();
const figure = (actor: ReturnType<typeof start>, key: string) =>
  selectReport(actor.getSnapshot().context)?.figures.find((entry) => entry.key === key);

describe('fanMachine', () => {
  it('opens on the golden example: 22.52 hp at the shaft, and both operating points on the chart', () => {
    const actor = start();
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('imperial');
    expect(figure(actor, 'shaftPower')?.label).toBe('Shaft power P_shaft (16.79 kW)');
    const chart = selectChart(context)!;
    expect(chart.xLabel).toBe('Flow (CFM)');
    expect(chart.series.map((series) => series.label)).toEqual([
      'Fan curve',
      'Design system',
      'Clean-filter system',
      'Design point',
      'Clean-filter point',
    ]);
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
    actor.send({ type: 'field.change', field: 'flow', text: '10000' });
    expect(selectReport(actor.getSnapshot().context)).toBeDefined();
  });

  it('converts bare numbers when the unit system changes, so the selection is unchanged', () => {
    const actor = start();
    const before = figure(actor, 'shaftPower')!.valueSi;
    actor.send({ type: 'system.change', system: 'metric' });
    const { context } = actor.getSnapshot();
    expect(context.texts.pressure).toBe('2490.8891');
    expect(context.rows[3]).toEqual({ flow: '16990.108', pressure: '2490.8891', efficiency: '75', power: '' });
    expect(figure(actor, 'shaftPower')!.valueSi).toBeCloseTo(before, 3);
    expect(selectLinkPath(context)).toContain('units=metric');
  });

  it('edits, adds and removes curve rows, and imports a CSV file or says why not', () => {
    const actor = start();
    actor.send({ type: 'curve.add' });
    expect(actor.getSnapshot().context.rows).toHaveLength(7);
    actor.send({ type: 'curve.cell', row: 6, column: 'flow', text: '16000' });
    expect(selectCurveIssue(actor.getSnapshot().context)).toBe('Fan curve row 7: Pressure is empty');
    actor.send({ type: 'curve.remove', row: 6 });
    expect(selectCurveIssue(actor.getSnapshot().context)).toBeUndefined();
    actor.send({ type: 'curve.import', text: 'flow,dp\n1,2\n' });
    expect(actor.getSnapshot().context.importMessage).toContain('unknown column "dp"');
    expect(actor.getSnapshot().context.rows).toHaveLength(6);
    actor.send({ type: 'curve.import', text: 'flow,pressure\n0,12\n15000,2\n' });
    expect(actor.getSnapshot().context.importMessage).toBe('Imported 2 points');
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
  });

  it('keeps the last curve row: removing it is refused', () => {
    const actor = start('?flow=1&pressure=1&efficiency=50');
    expect(actor.getSnapshot().can({ type: 'curve.remove', row: 0 })).toBe(false);
  });

  it('opens a link with its inputs, defaulting to metric, and notes what it ignores', () => {
    const actor = start('?flow=16990&pressure=2491&efficiency=70&colour=blue');
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('metric');
    expect(figure(actor, 'shaftPower')!.valueSi / 1000).toBeCloseTo(16.79, 2);
    expect(context.linkNotes.map((note) => note.message)).toEqual(["Ignored unknown link parameter 'colour=blue'"]);
    actor.send({ type: 'notes.dismiss' });
    expect(actor.getSnapshot().context.linkNotes).toEqual([]);
  });
});
