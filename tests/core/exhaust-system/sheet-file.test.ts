// The sheet as CSV and JSON: headers by exact name in any order and case,
// unknown columns ignored, every problem of a file named once, in our words,
// by its row as a spreadsheet shows it (the header is row 1), nothing lost
// on a round trip.
import { describe, expect, it } from 'vitest';
import { issueLines } from '../../../src/core/exhaust-system/issue-list.ts';
import { sheetFromCsv, sheetFromJson, sheetToCsv, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SystemIssue } from '../../../src/core/exhaust-system/design.ts';
import { hood, sheetOf } from './system-sheet.ts';

const csvMessages = (text: string) => {
  const read = sheetFromCsv(text, 'imperial');
  return read.status === 'error' ? read.issues.map(({ message }) => message) : [];
};

describe('sheetFromCsv', () => {
  it('reads headers case-insensitively in any order and ignores unknown columns', () => {
    const read = sheetFromCsv('To,SEGMENT,Flow,notes,Diameter\r\nfan,A,390,"grinder, bench",4\r\n\r\n', 'imperial');
    expect(read).toEqual({ status: 'success', data: sheetOf([{ segment: 'A', to: 'fan', flow: '390', diameter: '4' }]), rows: [2] });
  });

  it('keeps a byte order mark out of the first column name', () => {
    const read = sheetFromCsv('\uFEFFsegment,to,flow,diameter\nA,fan,390,4\n', 'metric');
    expect(read.status === 'success' && read.data.segments).toEqual([{ segment: 'A', to: 'fan', flow: '390', diameter: '4' }]);
  });

  it('gives each segment its row as a spreadsheet shows the file: blank rows counted, a quoted line break is one row', () => {
    const read = sheetFromCsv('segment,to,flow\n\nA,fan,390\n , ,\n"B\nsecond line",A,200\nC,A,100\n', 'imperial');
    expect(read.status === 'success' && read.rows).toEqual([3, 5, 6]);
  });

  it.each([
    ['', /^The CSV has no header row/],
    ['segment,flow\nA,390\n', /^The header has no to column \(it has: segment, flow\)$/],
    ['segment,to,flow,FLOW\nA,fan,1,2\n', /^The header names the column flow 2 times; keep one$/],
    ['segment,to,flow\nA,fan,390,400\n', /^Row 2 \(segment A\) has 4 cells but the header names 3 columns; the value "400" would be lost$/],
    ['segment,to,flow\nA,fan,"390\n', /^Row 2, flow: a quote opens here and is never closed, so the rest of the file was read as one value; close it \(a quote inside a value is written twice, ""\)$/],
    ['segment,to,flow\nA,fan,"39"0\nB,A,1\n', /^Row 2, flow: text follows a closing quote; a quoted value must end at a comma or at the end of the row/],
  ])('refuses a bad file %j, naming the row or column in its own words', (text, pattern) => {
    expect(csvMessages(text)).toEqual([expect.stringMatching(pattern)]);
  });

  it('lists every problem of a file, each once: quotes, header and extra cells together', () => {
    expect(csvMessages('segment,to,to,flow\nA,fan,,390,1\nC,A,,3,4,5\n"B"x,A,,2\n')).toEqual([
      expect.stringMatching(/^Row 4, segment: text follows a closing quote/),
      'The header names the column to 2 times; keep one',
      'Row 2 (segment A) has 5 cells but the header names 4 columns; the value "1" would be lost',
      'Row 3 (segment C) has 6 cells but the header names 4 columns; the values "4", "5" would be lost',
    ]);
  });

  it('round-trips every value through sheetToCsv, quoting where needed', () => {
    const sheet = sheetOf([hood('grinder, 1', 'C', 390, 15, { entry_loss: '30°', slot_velocity: '2000' }), { segment: 'C', to: 'fan', min_velocity: 'transport heavy-dusts', other_loss: '4' }]);
    const text = sheetToCsv(sheet);
    expect(text.split('\r\n')[0]).toBe('segment,to,flow,temperature,min_velocity,diameter,length,material,hood_type,hood_entry_loss,slot_loss,slot_velocity,slot_area,elbows,elbow_loss,elbow_rd,entry_loss,fittings,other_loss,hood');
    expect(sheetFromCsv(text, 'imperial')).toEqual({ status: 'success', data: sheet, rows: [2, 3] });
  });
});

describe('sheetFromJson', () => {
  it('round-trips a sheet through sheetToJson', () => {
    const sheet = sheetOf([hood('A', 'fan', 390, 15)], { units: 'metric', friction: 'colebrook', outletPressure: '120' });
    expect(sheetFromJson(sheetToJson(sheet))).toEqual({ status: 'success', data: sheet });
  });

  it('keeps the gas conditions (issue 19); a sheet saved before them reads as before; conditions of the wrong kind are named', () => {
    const hot = sheetOf([hood('A', 'fan', 2000, 50)], { conditions: { temperature: '300', altitude: '1500ft', moisture: '5' } });
    expect(sheetFromJson(sheetToJson(hot))).toEqual({ status: 'success', data: hot });
    const old = sheetOf([hood('A', 'fan', 2000, 50)]);
    expect(sheetFromJson(sheetToJson(old))).toEqual({ status: 'success', data: old });
    const wrong = sheetFromJson(JSON.stringify({ ...old, conditions: { temperature: 300 } }));
    expect(wrong.status === 'error' && wrong.issues.map(({ column, message }) => [column, message])).toEqual([['conditions', 'conditions.temperature: expected the text of temperature, got 300']]);
    const notObject = sheetFromJson(JSON.stringify({ ...old, conditions: 'hot' }));
    expect(notObject.status === 'error' && notObject.issues[0]!.message).toBe('conditions: expected the gas conditions: an object of texts (temperature, altitude, barometricPressure, moisture), got "hot"');
  });

  it('keeps the dust, its KSt and its loading (issue 21), a loading with its unit exactly as written; a dust of the wrong kind is named', () => {
    const dusty = sheetOf([hood('A', 'fan', 2000, 50)], { dust: { dust: 'sawdust', kst: '150', loading: '60g/m3' } });
    expect(sheetFromJson(sheetToJson(dusty))).toEqual({ status: 'success', data: dusty });
    const wrong = sheetFromJson(JSON.stringify({ ...dusty, dust: { loading: 60 } }));
    expect(wrong.status === 'error' && wrong.issues.map(({ message }) => message)).toEqual(['dust.loading: expected the dust loading as text, got 60']);
    const notObject = sheetFromJson(JSON.stringify({ ...dusty, dust: 'sawdust' }));
    expect(notObject.status === 'error' && notObject.issues[0]!.message).toBe('dust: expected the dust: an object of texts (dust, kst, loading), got "sawdust"');
  });

  it('refuses text that is not JSON, saying where it breaks in its own words', () => {
    const broken = sheetFromJson('{\n  "version": 1,\n  nope\n}');
    expect(broken.status === 'error' && broken.issues).toEqual([{ message: 'The file is not JSON: it stops making sense at line 3, column 3' }]);
    const cut = sheetFromJson('{ "version": 1');
    expect(cut.status === 'error' && cut.issues.map(({ message }) => message)).toEqual([expect.stringMatching(/^The file is not JSON: /)]);
  });

  it('names the row (segment i is row i + 2, as in its CSV), the path and column of every field of the wrong kind', () => {
    const saved = sheetOf([hood('A', 'fan', 390, 15)]);
    const read = sheetFromJson(JSON.stringify({ ...saved, version: 2, segments: [...saved.segments, { segment: 'B', to: 'A', flow: 12, length: [1] }, 'C'] }));
    expect(read.status === 'error' && read.issues).toEqual([
      { column: 'version', message: 'version: expected version 1, got 2' },
      { row: 3, index: 1, column: 'flow', message: 'Row 3 (segments[1]), flow: expected the text of flow, got 12' },
      { row: 3, index: 1, column: 'length', message: 'Row 3 (segments[1]), length: expected the text of length, got [1]' },
      { row: 4, index: 2, message: 'Row 4 (segments[2]): expected a segment: an object of texts by column name, got "C"' },
    ]);
  });

  it('names each missing field, and a file that is not a sheet at all', () => {
    const partial = sheetFromJson('{ "version": 1, "units": "metric", "segments": [] }');
    expect(partial.status === 'error' && partial.issues.map(({ message }) => message)).toEqual(['friction is missing', 'outletPressure is missing']);
    const number = sheetFromJson('42');
    expect(number.status === 'error' && number.issues.map(({ message }) => message)).toEqual(['The file: expected a system sheet: an object with version, units, friction, outletPressure and segments, got 42']);
  });
});

describe('issueLines', () => {
  const issues = (count: number): SystemIssue[] => Array.from({ length: count }, (_, k) => ({ message: `problem ${k + 1}` }));

  it('lists each message once, in order', () => {
    expect(issueLines([{ message: 'a' }, { message: 'b' }, { message: 'a' }])).toEqual(['a', 'b']);
  });

  it('lists at most 50 problems and counts the rest', () => {
    const lines = issueLines(issues(1000));
    expect(lines).toHaveLength(51);
    expect(lines[49]).toBe('problem 50');
    expect(lines[50]).toBe('… and 950 more problems');
    expect(issueLines(issues(51)).at(-1)).toBe('… and 1 more problem');
    expect(issueLines(issues(50))).toHaveLength(50);
  });
});
