import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUnsafeChars } from '../../../src/cli/shared/unsafe-chars.ts';

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('escapeUnsafeChars', () => {
  it.each([
    ['ESC', 'a\u001b[31mred', 'a\\u001b[31mred'],
    ['BEL', 'ring\u0007', 'ring\\u0007'],
    ['line breaks and tabs', 'a\r\nb\tc', 'a\\r\\nb\\tc'],
    ['DEL', 'x\u007f', 'x\\u007f'],
    ['C1 CSI', 'x\u009b2J', 'x\\u009b2J'],
    ['right-to-left override', 'H-1\u202e.csv', 'H-1\\u202e.csv'],
    ['the other bidi controls', '\u061c\u200e\u200f\u202a\u2066\u2069', '\\u061c\\u200e\\u200f\\u202a\\u2066\\u2069'],
  ])('makes %s visible', (_name, text, escaped) => {
    expect(escapeUnsafeChars(text)).toBe(escaped);
  });

  it('leaves ordinary text alone, accents, symbols and emoji included', () => {
    expect(escapeUnsafeChars('Hood "B-2", 3500–4000 ft/min, m³/s, 😀, \u05d0')).toBe('Hood "B-2", 3500–4000 ft/min, m³/s, 😀, \u05d0');
  });

  it('leaves no unsafe character, and keeps JSON text valid with the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(escapeUnsafeChars(text)).not.toMatch(UNSAFE);
        expect(JSON.parse(escapeUnsafeChars(JSON.stringify(text)))).toBe(text);
      }),
    );
  });
});
