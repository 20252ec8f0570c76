import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { figureText, figureValue, type Figure } from '../../../src/core/report/figure.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';

/** 1 inH₂O = 249.08891 Pa (NIST SP 811, App. B.8, conventional). */
const pressure: Figure = {
  key: 'pressureLoss',
  label: 'Pressure loss Δp',
  valueSi: 249.08891 * 0.088,
  units: { metric: { unit: 'Pa', decimals: 1 }, imperial: { unit: 'inH2O', decimals: 3 } },
  formula: 'Δp = f·(L/D)·ρV²/2',
  source: 'Darcy–Weisbach',
};

const reynolds: Figure = { key: 'reynoldsNumber', label: 'Reynolds number Re', valueSi: 123456.7, units: null, decimals: 0, formula: 'Re = ρVD/μ', source: '' };

describe('figureValue', () => {
  it('gives the value in each system’s unit at full precision, by the catalogue id', () => {
    expect(figureValue(pressure, 'imperial')).toEqual({ value: expect.closeTo(0.088, 15), unit: 'inH2O' });
    expect(figureValue(pressure, 'metric')).toEqual({ value: expect.closeTo(249.08891 * 0.088, 12), unit: 'Pa' });
  });

  it('converts a defined value exactly: a 6 in standard size reads 6 in and 152.4 mm, not 5.999999999999999', () => {
    const diameter: Figure = {
      ...pressure,
      key: 'diameter',
      valueSi: 6 * 0.0254,
      units: { metric: { unit: 'mm', decimals: 0 }, imperial: { unit: 'in', decimals: 0 } },
      defined: { value: 6, unit: 'in' },
    };
    expect(figureValue({ ...diameter, defined: undefined }, 'imperial').value).toBe(5.999999999999999);
    expect(figureValue(diameter, 'imperial')).toEqual({ value: 6, unit: 'in' });
    expect(figureValue(diameter, 'metric')).toEqual({ value: 152.4, unit: 'mm' });
  });

  it('writes a computed figure’s own double, no digit cut: 2307 + 7.163 · 2132.55 is 17582.455650000004', () => {
    expect(figureValue({ ...reynolds, valueSi: 2307 + 7.163 * 2132.55 }, 'metric')).toEqual({ value: 17582.455650000004, unit: '1' });
  });

  it('is the SI value converted by the catalogue’s factor, bit for bit, for any value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e300, max: 1e300, noNaN: true }), (valueSi) => {
        expect(figureValue({ ...pressure, valueSi }, 'imperial').value).toBe(valueSi / unitById('inH2O').siPerUnit);
        expect(figureValue({ ...reynolds, valueSi }, 'imperial').value).toBe(valueSi);
      }),
    );
  });

  it('writes the unit one, "1", for a number of dimension one', () => {
    expect(figureValue(reynolds, 'imperial')).toEqual({ value: 123456.7, unit: '1' });
  });
});

describe('figureText', () => {
  it('shows the figure’s own decimals with the unit’s symbol', () => {
    expect(figureText(pressure, 'imperial')).toEqual({ value: '0.088', unit: 'inH₂O' });
    expect(figureText(pressure, 'metric')).toEqual({ value: '21.9', unit: 'Pa' });
  });

  it('groups thousands on a page and not in a CLI table, and shows no unit for dimension one', () => {
    expect(figureText(reynolds, 'metric')).toEqual({ value: '123,457', unit: '' });
    expect(figureText(reynolds, 'metric', 'table')).toEqual({ value: '123457', unit: '' });
  });

  it('never shows a non-zero figure as zero, nor NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1e300, noNaN: true }), (valueSi) => {
        const { value } = figureText({ ...pressure, valueSi }, 'imperial');
        expect(value).not.toMatch(/NaN|Infinity/);
        expect(Number(value.replaceAll(',', ''))).toBeGreaterThan(0);
      }),
    );
  });
});
