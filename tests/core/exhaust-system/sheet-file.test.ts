// The sheet as CSV and JSON: headers by exact name in any order and case,
// unknown columns ignored, bad files named by row, nothing lost on a round trip.
import { describe, expect, it } from 'vitest';
import { sheetFromCsv, sheetFromJson, sheetToCsv, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import { hood, sheetOf } from './system-sheet.ts';

describe('sheetFromCsv', () => {
  it('reads headers case-insensitively in any order and ignores unknown columns', () => {
    const read = sheetFromCsv('To,SEGMENT,Flow,notes,Diameter\r\nfan,A,390,"grinder, bench",4\r\n\r\n', 'imperial');
    expect(read).toEqual({ status: 'success', data: sheetOf([{ segment: 'A', to: 'fan', flow: '390', diameter: '4' }]) });
  });

  it('keeps a byte order mark out of the first column name', () => {
    const read = sheetFromCsv('\uFEFFsegment,to,flow,diameter\nA,fan,390,4\n', 'metric');
    expect(read.status === 'success' && read.data.segments).toEqual([{ segment: 'A', to: 'fan', flow: '390', diameter: '4' }]);
  });

  it.each([
    ['', /^The CSV has no header row/],
    ['segment,flow\nA,390\n', /^The header has no to column \(it has: segment, flow\)$/],
    ['segment,to,flow,FLOW\nA,fan,1,2\n', /^The header names the column flow 2 times; keep one$/],
    ['segment,to,flow\nA,fan,390,400\n', /^Row 1 \(segment A\) has 4 cells but the header names 3 columns; the value "400" would be lost$/],
    ['segment,to,flow\nA,fan,"390\n', /^Row 1: Quoted field unterminated$/],
  ])('refuses a bad file %j, naming the row or column', (text, pattern) => {
    const read = sheetFromCsv(text, 'imperial');
    expect(read.status).toBe('error');
    expect(read.status === 'error' && read.issues.map(({ message }) => message)).toContainEqual(expect.stringMatching(pattern));
  });

  it('round-trips every value through sheetToCsv, quoting where needed', () => {
    const sheet = sheetOf([hood('grinder, 1', 'C', 390, 15, { entry_loss: '30°', slot_velocity: '2000' }), { segment: 'C', to: 'fan', min_velocity: 'transport heavy-dusts', other_loss: '4' }]);
    const text = sheetToCsv(sheet);
    expect(text.split('\r\n')[0]).toBe('segment,to,flow,min_velocity,diameter,length,hood_entry_loss,slot_loss,slot_velocity,slot_area,elbows,elbow_loss,elbow_rd,entry_loss,other_loss');
    expect(sheetFromCsv(text, 'imperial')).toEqual({ status: 'success', data: sheet });
  });
});

describe('sheetFromJson', () => {
  it('round-trips a sheet through sheetToJson', () => {
    const sheet = sheetOf([hood('A', 'fan', 390, 15)], { units: 'metric', friction: 'colebrook', outletPressure: '120' });
    expect(sheetFromJson(sheetToJson(sheet))).toEqual({ status: 'success', data: sheet });
  });

  it('refuses text that is not JSON', () => {
    const read = sheetFromJson('{ nope');
    expect(read.status === 'error' && read.issues).toEqual([{ message: expect.stringMatching(/^The file is not JSON: /) }]);
  });

  it('names the path, row and column of a field of the wrong kind', () => {
    const saved = sheetOf([hood('A', 'fan', 390, 15)]);
    const read = sheetFromJson(JSON.stringify({ ...saved, version: 2, segments: [...saved.segments, { segment: 'B', to: 'A', flow: 12 }] }));
    expect(read.status === 'error' && read.issues).toEqual([
      { column: 'version', message: 'version: Expected version 1, got 2' },
      { row: 2, column: 'flow', message: 'segments[1].flow: Expected the text of flow, got 12' },
    ]);
  });
});
