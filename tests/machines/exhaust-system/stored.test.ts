import { describe, expect, it } from 'vitest';
import { sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { readStoredRecord } from '../../../src/machines/exhaust-system/stored.ts';

describe('reading the saved system back', () => {
  it('finds a sheet saved as its JSON', () => {
    expect(readStoredRecord({ id: 'current', json: sheetToJson(EXAMPLE_SHEET) })).toEqual({ status: 'found', sheet: EXAMPLE_SHEET });
  });

  it('finds the system\'s dust with its loading (issue 21), as saved', () => {
    const dusty = { ...EXAMPLE_SHEET, dust: { dust: 'flour', loading: '0.5gr/ft3' } };
    expect(readStoredRecord({ id: 'current', json: sheetToJson(dusty) })).toEqual({ status: 'found', sheet: dusty });
  });

  it('is empty on a first visit', () => {
    expect(readStoredRecord(undefined)).toEqual({ status: 'empty' });
  });

  it('reports a record that fails the check, naming the field, and keeps its raw text', () => {
    const json = JSON.stringify({ ...EXAMPLE_SHEET, segments: [{ segment: 'A', flow: 390 }] });
    const read = readStoredRecord({ id: 'current', json });

    expect(read.status).toBe('corrupt');
    if (read.status === 'corrupt') {
      expect(read.message).toMatch(/Row 2 \(segments\[0\]\), flow/);
      expect(read.raw).toBe(json);
    }
  });

  it('reports a record that is not JSON or holds no sheet', () => {
    expect(readStoredRecord({ json: '{not json' })).toMatchObject({ status: 'corrupt', message: expect.stringMatching(/not JSON/), raw: '{not json' });
    expect(readStoredRecord({ sheet: 1 })).toMatchObject({ status: 'corrupt', message: 'the saved record holds no sheet', raw: expect.stringContaining('"sheet": 1') });
  });
});
