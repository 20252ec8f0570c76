// Spreadsheet cells as the text a CSV export would hold.
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/core/monitoring/cell-text.ts';
import { parseTimestamp } from '../../../src/core/monitoring/timestamp.ts';

describe('cellText', () => {
  it('writes numbers, text, booleans and empty cells', () => {
    expect([3.25, 'Valve 3', true, null, undefined].map(cellText)).toEqual(['3.25', 'Valve 3', 'true', '', '']);
  });

  it('writes a date cell as its wall time, which reads back as ISO (UTC) or in a zone', () => {
    const text = cellText(new Date(Date.UTC(2025, 2, 3, 8, 15)));

    expect(text).toBe('2025-03-03T08:15:00.000');
    expect(parseTimestamp(text, { kind: 'iso' })).toBe(Date.UTC(2025, 2, 3, 8, 15));
    expect(parseTimestamp(text, { kind: 'local', zone: 'America/Chicago' })).toBe(Date.UTC(2025, 2, 3, 14, 15));
  });

  it('writes a formula by its result, rich text and hyperlinks by their text, an error by its code', () => {
    expect(cellText({ formula: 'A1*2', result: 7 })).toBe('7');
    expect(cellText({ richText: [{ text: 'dP ' }, { text: '[Pa]' }] })).toBe('dP [Pa]');
    expect(cellText({ text: 'log', hyperlink: 'https://example.com' })).toBe('log');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });
});
