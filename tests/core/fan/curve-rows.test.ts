import { describe, expect, it } from 'vitest';
import { checkCurvePoints, readCurveRows } from '../../../src/core/fan/curve-rows.ts';
import type { CurveRow } from '../../../src/core/fan/fields.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';

const row = (flow: string, pressure: string, efficiency = '', power = ''): CurveRow => ({ flow, pressure, efficiency, power });
const CFM = unitById('CFM').siPerUnit;
const IN_H2O = unitById('inH2O').siPerUnit;

/** Each problem as row, column and message. */
const problems = (rows: readonly CurveRow[]) => {
  const read = readCurveRows(rows, 'imperial');
  return read.status === 'success' ? [] : read.issues.map(({ row: number, column, message }) => [number, column, message]);
};

describe('readCurveRows', () => {
  it('reads the points in SI, skipping blank rows, a cell with its own unit as typed', () => {
    const read = readCurveRows([row('0', '11', '40', '10'), row('', ''), row('4000', '3113.6Pa', '60', '20')], 'imperial');
    expect(read.status).toBe('success');
    if (read.status !== 'success') return;
    expect(read.points.map((point) => point.flow)).toEqual([0, 4000 * CFM]);
    expect(read.points[1]!.pressure).toBeCloseTo(3113.6, 9);
    expect(read.points[1]!.power).toBeCloseTo(20 * 745.69987, 3);
  });

  it('gives no points and no problem for an empty table', () => {
    expect(readCurveRows([row('', '')], 'metric')).toEqual({ status: 'success', points: [] });
  });

  it('names every problem by row and column, not only the first', () => {
    expect(problems([row('0', 'x', '40'), row('1e308', '12.5', '101'), row('3000', '', '70'), row('2000', '4', '')])).toEqual([
      [1, 'pressure', 'Fan curve row 1: Pressure: "x" does not start with a number'],
      [2, 'flow', 'Fan curve row 2: Flow must be from 0 to 2.119e+7 CFM, got 1e308'],
      [2, 'efficiency', 'Fan curve row 2: Efficiency must be from 1 to 100 %, got 101'],
      [3, 'pressure', 'Fan curve row 3: Pressure is empty'],
      [4, 'flow', "Fan curve row 4: Flow must be above row 3's (flows increase down the table)"],
      [4, 'efficiency', 'Fan curve row 4: Efficiency is empty while row 1 gives one: fill the column on every row or on none'],
    ]);
  });

  it('refuses a curve of one point, and a flow between 0 and the smallest flow, whose slope would overflow', () => {
    expect(problems([row('4000', '10')])).toEqual([[undefined, undefined, 'A fan curve needs at least 2 points, got 1']]);
    expect(problems([row('0', '11'), row('1e-300', '401')])).toEqual([
      [2, 'flow', 'Fan curve row 2: Flow must be 0 at shut-off or at least 0.36 m³/h (0.2119 CFM), got 1e-300'],
    ]);
  });

  it('reads each cell in the unit system it was typed in', () => {
    const metric = readCurveRows([row('0', '2739.98'), row('16990.108', '2490.8891')], 'imperial', [
      { flow: 'metric', pressure: 'metric' },
      { flow: 'metric', pressure: 'metric' },
    ]);
    expect(metric).toEqual(readCurveRows([row('0', '2739.98'), row('16990.108', '2490.8891')], 'metric'));
  });
});

describe('checkCurvePoints (numbers in SI)', () => {
  it('takes a usable curve', () => {
    expect(checkCurvePoints([{ flow: 0, pressure: 11 * IN_H2O }, { flow: 4000 * CFM, pressure: 12.5 * IN_H2O }])).toEqual([]);
  });

  it('names each problem by row (point k is row k + 1) with the range in SI', () => {
    expect(checkCurvePoints([{ flow: 1, pressure: -1 }, { flow: 0.5, pressure: 10, efficiency: 0 }]).map((issue) => issue.message)).toEqual([
      'Fan curve row 1: Pressure must be from 0 to 1e+5 Pa, got -1 Pa',
      'Fan curve row 1: Efficiency is empty while row 2 gives one: fill the column on every row or on none',
      "Fan curve row 2: Flow must be above row 1's (flows increase down the table)",
      'Fan curve row 2: Efficiency must be from 1 to 100 %, got 0',
    ]);
  });
});
