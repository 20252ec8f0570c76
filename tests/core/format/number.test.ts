import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { formatNumber, NUMBER_STYLES, SCIENTIFIC_DIGITS, type NumberStyle } from '../../../src/core/format/number.ts';
import { parseNumberText } from '../../../src/core/duct/form-schema.ts';

describe('formatNumber', () => {
  it.each<[number, string, string, string]>([
    // value, field, result (the page's notice), table (the CLI)
    [19.685, '19.685', '19.69', '19.69'], // half away from zero on the decimal, not the binary 19.68499…
    [0.5 * 39.37, '19.685', '19.69', '19.69'], // 0.5 m in inches by the factor 39.37
    [1.005, '1.005', '1.01', '1.01'],
    [-123456.785, '-123456.785', '-123,456.79', '-123456.79'],
    [127235.2657, '127235.2657', '127,235.27', '127235.27'],
    [2118.88, '2118.88', '2,118.88', '2118.88'],
    [0.5, '0.5', '0.50', '0.50'],
    [20, '20', '20.00', '20.00'],
    [1 / 3, '0.3333', '0.33', '0.33'],
    [3.9269908169872414, '3.927', '3.93', '3.93'],
    [0.0001, '0.0001', '1.0000e-4', '1.0000e-4'],
    [0.01, '0.01', '0.01', '0.01'],
    [0.005, '0.005', '5.0000e-3', '5.0000e-3'],
    [0.00009999, '9.999e-5', '9.9990e-5', '9.9990e-5'],
    [1.5707963267948966e-7, '1.5708e-7', '1.5708e-7', '1.5708e-7'], // airflow through D = 0.0001 m at 20 m/s
    [-1e-5, '-1e-5', '-1.0000e-5', '-1.0000e-5'],
    [1e30, '1e+30', '1.0000e+30', '1.0000e+30'],
    [1e30 * 196.85, '1.9685e+32', '1.9685e+32', '1.9685e+32'], // 1e30 m/s in ft/min
    [1.1283791670955126e154, '1.1284e+154', '1.1284e+154', '1.1284e+154'],
    [999999999999.994, '999999999999.994', '999,999,999,999.99', '999999999999.99'],
    [999999999999.999, '999999999999.999', '1.0000e+12', '1.0000e+12'], // rounds to 10¹²
    [1e12, '1e+12', '1.0000e+12', '1.0000e+12'],
    [5e-324, '5e-324', '5.0000e-324', '5.0000e-324'],
    [Number.MAX_VALUE, '1.7976e+308', '1.7976e+308', '1.7976e+308'], // cut, not rounded up to Infinity
    [0, '0', '0.00', '0.00'],
    [-0, '0', '0.00', '0.00'],
    [Number.NaN, '', '', ''],
    [-Infinity, '', '', ''],
  ])('shows %s as "%s" in a field, "%s" in a result and "%s" in a table', (value, field, result, table) => {
    expect([formatNumber(value, 'field'), formatNumber(value, 'result'), formatNumber(value, 'table')]).toEqual([
      field,
      result,
      table,
    ]);
  });
});

describe('formatNumber properties, for any finite double', () => {
  const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });
  const styles = fc.constantFrom<NumberStyle>('field', 'result', 'table');

  /** Half a unit of the last digit shown: of the last decimal, or of the 5th significant digit. */
  function halfUnitOfLastDigit(plain: string, style: NumberStyle): Decimal {
    const exponent = /e([+-]\d+)$/.exec(plain);
    const lastDigitPower = exponent ? Number(exponent[1]) - (SCIENTIFIC_DIGITS - 1) : -NUMBER_STYLES[style].decimals;
    return new Decimal(10).pow(lastDigitPower).div(2);
  }

  it('reads back within half a unit of its last digit, never as 0 for a non-zero value, never as -0', () => {
    fc.assert(
      fc.property(anyFinite, styles, (value, style) => {
        const plain = formatNumber(value, style).replaceAll(',', '');
        const readBack = parseNumberText(plain);

        expect(readBack).toBe(Number(plain));
        expect(Number.isFinite(readBack)).toBe(true);
        if (value !== 0) expect(readBack).not.toBe(0);
        if (readBack === 0) expect(plain.startsWith('-')).toBe(false);
        const error = new Decimal(plain).minus(new Decimal(String(value))).abs();
        // At the very top the last digit is cut rather than rounded up to Infinity: up to one unit off.
        const allowed = halfUnitOfLastDigit(plain, style).times(Math.abs(value) > 1.79765e308 ? 2 : 1);
        expect(error.lte(allowed)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps fields editable: plain digits, at most 4 decimals, no trailing zero', () => {
    fc.assert(
      fc.property(anyFinite, (value) => {
        expect(formatNumber(value, 'field')).toMatch(/^-?(\d+(\.\d{0,3}[1-9])?|[1-9](\.\d{0,3}[1-9])?e[+-]\d+)$/);
      }),
    );
  });

  it('shows results with 2 decimals and thousands grouping, tables with plain digits', () => {
    fc.assert(
      fc.property(anyFinite, (value) => {
        expect(formatNumber(value, 'result')).toMatch(/^-?(\d{1,3}(,\d{3})*\.\d\d|[1-9]\.\d{4}e[+-]\d+)$/);
        expect(formatNumber(value, 'table')).toMatch(/^-?(\d+\.\d\d|[1-9]\.\d{4}e[+-]\d+)$/);
      }),
    );
  });
});

describe('formatNumber with its own decimals', () => {
  it.each<[number, number, string, string]>([
    // value, decimals, result, table
    [1234.5, 0, '1,235', '1235'], // a velocity in ft/min
    [0.0185139, 4, '0.0185', '0.0185'], // a friction factor
    [0.08812, 3, '0.088', '0.088'], // a friction rate in inH₂O/100 ft
    [0.4, 0, '4.0000e-1', '4.0000e-1'], // never a zero-looking "0"
    [12345.678, 1, '12,345.7', '12345.7'],
  ])('shows %s with %s decimals as "%s" in a result and "%s" in a table', (value, decimals, result, table) => {
    expect([formatNumber(value, 'result', { decimals }), formatNumber(value, 'table', { decimals })]).toEqual([result, table]);
  });

  it('reads back within half a unit of its last decimal, for any decimals from 0 to 6', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const text = formatNumber(value, 'table', { decimals });
        const unit = text.includes('e') ? Math.abs(value) * 1e-4 : 10 ** -decimals;
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(unit / 2 + Math.abs(value) * 1e-15);
      }),
    );
  });
});
