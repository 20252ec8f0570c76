import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from '../../../src/core/units/parse-quantity.ts';

describe('parseQuantity: a value with its unit', () => {
  it.each([
    ['300F', 'temperature', 'degF', 300, ((300 + 459.67) * 5) / 9],
    ['1500 m', 'length', 'm', 1500, 1500],
    ['98kPa', 'pressure', 'kPa', 98, 98_000],
    ['4 in wg', 'pressure', 'inH2O', 4, 996.35564],
    [' 2e3 CFM ', 'airflow', 'CFM', 2000, 2000 * 0.0004719474432],
    ['-40 °C', 'temperature', 'degC', -40, 233.15],
    ['.5 bar', 'pressure', 'bar', 0.5, 50_000],
    ['+1.5E-3 m³/s', 'airflow', 'm3/s', 0.0015, 0.0015],
    // A baghouse data sheet's flow: 1200 Am³/min = 20 m³/s exactly.
    ['1200 m3/min', 'airflow', 'm3/min', 1200, 20],
    ['1200 Am3/min', 'airflow', 'm3/min', 1200, 20],
    ['−40 °F', 'temperature', 'degF', -40, 233.15],
  ])('reads %s', (text, quantity, unitId, value, valueSi) => {
    const result = parseQuantity(text);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.data).toMatchObject({ quantity, unit: { id: unitId }, value });
    expect(result.data.valueSi).toBeCloseTo(valueSi, 9);
  });

  it('reads the basis of ACFM and mg/Nm³ beside the unit', () => {
    const flow = parseQuantity('10000 ACFM');
    expect(flow.status === 'success' && flow.data.basis).toEqual({ reference: 'actual', dry: false });
    const concentration = parseQuantity('50 mg/Nm3');
    expect(concentration.status === 'success' && concentration.data.basis).toEqual({ reference: 'normal', dry: false });
  });

  it('gives a bare number the default unit the caller names, and restricts to its quantity', () => {
    const bare = parseQuantity('20', { defaultUnit: 'degC' });
    expect(bare.status === 'success' && [bare.data.unit.id, bare.data.valueSi]).toEqual(['degC', 293.15]);
    expect(parseQuantity('5 m', { defaultUnit: 'degC' })).toMatchObject({ status: 'error', issues: [{ reason: 'wrong-quantity' }] });
    expect(parseQuantity('5', { quantity: 'pressure', defaultUnit: 'degC' })).toMatchObject({
      status: 'error',
      issues: [{ reason: 'wrong-quantity', message: 'The default unit °C is not a unit of pressure (Pa, kPa, mbar, bar, psi, inH₂O, inH₂O (60 °F), mmH₂O, inHg)' }],
    });
  });

  it('refuses a unit of another quantity when the caller restricts it', () => {
    expect(parseQuantity('5m', { quantity: 'temperature' })).toEqual({
      status: 'error',
      issues: [{ reason: 'wrong-quantity', text: 'm', message: '"m" is a unit of length, not temperature (°C, °F, K, °R)' }],
    });
  });
});

describe('parseQuantity: refusals, each one line naming the text', () => {
  it.each([
    ['', 'empty', 'No value given'],
    ['abc', 'not-a-number', '"abc" does not start with a number'],
    ['Infinity Pa', 'not-a-number', '"Infinity Pa" does not start with a number'],
    ['1e999 Pa', 'not-finite', '"1e999 Pa" is too large a number'],
    ['10,000 cfm', 'separator', '"10,000 cfm": write the number without thousands separators and with a point for decimals, e.g. 10000 or 1.5'],
    ['10 000 cfm', 'separator', '"10 000 cfm": write the number without thousands separators and with a point for decimals, e.g. 10000 or 1.5'],
    ['1,5 bar', 'separator', '"1,5 bar": write the number without thousands separators and with a point for decimals, e.g. 10000 or 1.5'],
    ['4', 'missing-unit', '"4" has no unit; give one after the number, e.g. 4 inH2O'],
    ['-500 F', 'below-absolute-zero', '"-500 F" is below absolute zero (-459.67 °F)'],
    ['-1 K', 'below-absolute-zero', '"-1 K" is below absolute zero (0 K)'],
    ['1e308 inH2O', 'out-of-range', '"1e308 inH2O" is too large to hold in Pa'],
    ['5 psig', 'gauge-pressure', '"psig" is a gauge pressure; give the absolute pressure (psi, bar, kPa), since the local atmosphere is not known here'],
  ])('refuses %j as %s', (text, reason, message) => {
    expect(parseQuantity(text)).toEqual({ status: 'error', issues: [{ reason, text: expect.any(String), message }] });
  });

  it('names the expected quantity’s units for a bare number without a default unit', () => {
    expect(parseQuantity('5', { quantity: 'temperature' })).toMatchObject({
      status: 'error',
      issues: [{ reason: 'missing-unit', message: '"5" has no unit; give one of temperature (°C, °F, K, °R)' }],
    });
  });

  it('never throws and never returns NaN, whatever is typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map((x) => `${x} inH2O`), fc.string().map((s) => `1${s}`)), (text) => {
        const result = parseQuantity(text);
        if (result.status === 'success') {
          expect(Number.isFinite(result.data.value) && Number.isFinite(result.data.valueSi)).toBe(true);
        } else {
          expect(result.issues).toHaveLength(1);
          expect(result.issues[0]?.message).toMatch(/^[^\n]+$/);
        }
      }),
    );
  });
});
