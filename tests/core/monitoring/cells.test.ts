// Reading a log's cells: numbers as controllers write them, on/off flags, delimiters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlankCell, readFlagCell, readNumberCell } from '../../../src/core/monitoring/cells.ts';
import { detectDelimiter } from '../../../src/core/monitoring/delimiter.ts';

describe('readNumberCell', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    [' 12 ', 12],
    ['-0.5', -0.5],
    ['+3', 3],
    ['.5', 0.5],
    ['1.2e3', 1200],
  ])('reads %j as %d', (text, value) => {
    expect(readNumberCell(text)).toBe(value);
  });

  it.each(['', ' ', 'n/a', '0x10', '0b1', 'Infinity', '1e999', '1,234.5', '12 Pa', '-'])('refuses %j', (text) => {
    expect(readNumberCell(text)).toBeNaN();
  });

  it('reads back every finite double as JavaScript writes it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(readNumberCell(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('readFlagCell and isBlankCell', () => {
  it('reads on and off words, blank as off, and nothing else', () => {
    expect(['1', 'TRUE', 'On', 'yes', 'Alarm', 'active'].map(readFlagCell)).toEqual([true, true, true, true, true, true]);
    expect(['', '0', 'false', 'OFF', 'no', 'ok', 'Normal'].map(readFlagCell)).toEqual([false, false, false, false, false, false, false]);
    expect(readFlagCell('maybe')).toBeUndefined();
  });

  it('tells blank cells', () => {
    expect(['', ' ', '\t', '\u00a0'].every(isBlankCell)).toBe(true);
    expect(['0', ' x', 'é'].some(isBlankCell)).toBe(false);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['Timestamp,dP [Pa]\n', ','],
    ['Zeit;Diff;Durchfluss\n2025-07-01;4,1;3,2\n', ';'],
    ['Time\tdP\n', '\t'],
    ['Time|dP', '|'],
    ['"Flow, m3/h";Time', ';'],
    ['Timestamp:dP\n', ','],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('readNumberCell reads plain decimals as Number does', () => {
  it('to the last bit, for up to 15 digits with a point anywhere', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,15}$/), fc.nat({ max: 15 }))
      .map(([negative, digits, point]) => `${negative ? '-' : ''}${digits.slice(0, Math.min(point, digits.length))}.${digits.slice(Math.min(point, digits.length))}`);
    fc.assert(
      fc.property(decimal, (text) => {
        expect(Object.is(readNumberCell(text), Number(text))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
