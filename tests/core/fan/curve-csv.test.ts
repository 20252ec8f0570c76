import { describe, expect, it } from 'vitest';
import { formatCurveCsv, parseCurveCsv } from '../../../src/core/fan/curve-csv.ts';

describe('the fan curve CSV', () => {
  it('reads the columns in any order and case, with optional columns', () => {
    expect(parseCurveCsv('Pressure,FLOW,power\r\n11,0,20\r\n\r\n12.5 ,4000,24\r\n')).toEqual({
      status: 'success',
      rows: [
        { flow: '0', pressure: '11', efficiency: '', power: '20' },
        { flow: '4000', pressure: '12.5', efficiency: '', power: '24' },
      ],
    });
  });

  it('writes back what it reads, leaving out empty columns and blank rows', () => {
    const rows = [
      { flow: '0', pressure: '11', efficiency: '40', power: '' },
      { flow: '', pressure: '', efficiency: '', power: '' },
      { flow: '4000', pressure: '12.5', efficiency: '60', power: '' },
    ];
    const text = formatCurveCsv(rows);
    expect(text).toBe('flow,pressure,efficiency\n0,11,40\n4000,12.5,60\n');
    expect(parseCurveCsv(text)).toEqual({ status: 'success', rows: [rows[0], rows[2]] });
  });

  it.each([
    ['', 'The fan curve file is empty: give a header row flow,pressure[,efficiency][,power]'],
    ['flow,dp\n1,2\n', 'The fan curve file has an unknown column "dp": the columns are flow,pressure[,efficiency][,power]'],
    ['flow,flow,pressure\n', 'The fan curve file has the column "flow" twice'],
    ['flow,efficiency\n1,2\n', 'The fan curve file has no "pressure" column: the columns are flow,pressure[,efficiency][,power]'],
    ['flow,pressure\n1,2,3\n', "The fan curve file's row 2 has 3 cells, but the header names 2 columns"],
  ])('refuses %j in one line', (text, message) => {
    expect(parseCurveCsv(text)).toEqual({ status: 'error', message });
  });
});
