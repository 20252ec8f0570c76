import { describe, expect, it } from 'vitest';
import { isBlankRecord, resolveSheetColumns, sizingRowFromCells } from '../../../src/core/sizing-check/header.ts';
import { countSizingRow, emptySizingSummary } from '../../../src/core/sizing-check/summary.ts';
import type { SizingReportRow } from '../../../src/core/sizing-check/types.ts';

describe('resolveSheetColumns', () => {
  it.each([
    [['tag', 'q', 'v', 'd'], { tag: 0, airflow: 1, velocity: 2, diameter: 3, width: 4 }],
    [['Diameter', 'AIRFLOW', 'Velocity', 'Tag'], { tag: 3, airflow: 1, velocity: 2, diameter: 0, width: 4 }],
    [[' d ', 'notes', 'q', 'v'], { tag: undefined, airflow: 2, velocity: 3, diameter: 0, width: 4 }],
  ])('finds the columns of %j in any order and case', (header, columns) => {
    expect(resolveSheetColumns(header)).toEqual({ status: 'success', data: columns });
  });

  it('names the missing columns and the ones the header has', () => {
    expect(resolveSheetColumns(['tag', 'flow', 'v'])).toEqual({
      status: 'error',
      message:
        'the header has no column for airflow (q or airflow), diameter (d or diameter); it has "tag", "flow", "v". Expected tag,q,v,d or tag,airflow,velocity,diameter',
    });
  });

  it('refuses a header that names a column twice', () => {
    expect(resolveSheetColumns(['q', 'v', 'd', 'Airflow'])).toEqual({
      status: 'error',
      message: 'the header names the airflow column more than once: columns 1 ("q") and 4 ("Airflow")',
    });
  });

  it('recognises a UTF-16 file by its NUL characters', () => {
    const result = resolveSheetColumns(['\u0000t\u0000a\u0000g']);

    expect(result.status === 'error' && result.message).toMatch(/not UTF-8/);
  });
});

describe('sizingRowFromCells', () => {
  const columns = { tag: 0, airflow: 1, velocity: 2, diameter: 3, width: 4 };

  it('picks the cells by column and trims the tag', () => {
    expect(sizingRowFromCells(7, [' H-1 ', '1000', '', '8'], columns)).toEqual({
      line: 7,
      tag: 'H-1',
      airflow: '1000',
      velocity: '',
      diameter: '8',
    });
  });

  it('reads missing trailing cells as blanks', () => {
    expect(sizingRowFromCells(3, ['H-1', '1000'], columns)).toMatchObject({ velocity: '', diameter: '' });
  });

  it('marks a row with more values than columns', () => {
    expect(sizingRowFromCells(3, ['H-1', '1', '200', '3500', '8'], columns).defects).toEqual([
      { kind: 'extra-cells', cells: 5, columns: 4 },
    ]);
  });

  it('marks a row with extra cells even when they are empty, as its values may have shifted', () => {
    expect(sizingRowFromCells(3, ['H-1', '1', '200', '4000', ''], columns).defects).toEqual([
      { kind: 'extra-cells', cells: 5, columns: 4 },
    ]);
  });
});

describe('isBlankRecord', () => {
  it.each([
    [[''], true],
    [['  ', '\r'], true],
    [['', '', '', ''], true],
    [['', 'x'], false],
  ])('%j is blank: %s', (cells, blank) => {
    expect(isBlankRecord(cells)).toBe(blank);
  });
});

describe('countSizingRow', () => {
  const reportRow = (status: 'pass' | 'fail', levels: ('error' | 'warning')[]): SizingReportRow => ({
    line: 2,
    tag: '',
    status,
    messages: levels.map((level) => ({ level, field: 'velocity', text: '' })),
    velocity: { value: null, unit: 'm/s', source: 'blank' },
    diameter: { value: null, unit: 'm', source: 'blank' },
    airflow: { value: null, unit: 'm³/s', source: 'blank' },
  });

  it('counts passes, failures and rows with warnings', () => {
    const summary = emptySizingSummary();
    for (const row of [reportRow('pass', []), reportRow('pass', ['warning']), reportRow('fail', ['error', 'warning'])]) {
      countSizingRow(summary, row);
    }

    expect(summary).toEqual({ rows: 3, passed: 2, failed: 1, warnings: 2 });
  });
});
