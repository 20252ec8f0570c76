// The EPA pulse-jet equations (1998 $), CEPCI escalation and the capital recovery factor.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { CEPCI_1998, escalationFactor, housingCost1998Usd, insulationCost1998Usd } from '../../../src/core/cost/capital.ts';
import { capitalRecoveryFactor, presentValueFactor } from '../../../src/core/cost/crf.ts';

const FT2 = unitById('ft2').siPerUnit;
/** The gross cloth area duct-calc baghouse gives for the EPA worked example, shown as 2132.55 ft². */
const EPA_AREA_FT2 = 2132.549799020513;
const cents = (usd: number) => Math.round(usd * 100) / 100;

describe('the EPA pulse-jet common-housing equations (Sec. 6 Ch. 1, 1998 $)', () => {
  it('prices the EPA example housing at $17,582.45 and its insulation at $5,796.59', () => {
    expect(cents(housingCost1998Usd(EPA_AREA_FT2 * FT2))).toBe(17_582.45);
    expect(cents(insulationCost1998Usd(EPA_AREA_FT2 * FT2))).toBe(5_796.59);
  });

  it('reads the area in ft² whatever the unit it was given in: 198.12 m² is the same baghouse', () => {
    expect(housingCost1998Usd(198.120359)).toBeCloseTo(housingCost1998Usd(EPA_AREA_FT2 * FT2), 2);
  });

  it('gives $17,582.46 for exactly 2132.55 ft², the rounded area (7.163 × 2132.55 = 15,275.4557)', () => {
    expect(housingCost1998Usd(2132.55 * FT2)).toBeCloseTo(17_582.4557, 4);
  });

  it('grows by $7.163 and $2.23 per ft² of gross cloth', () => {
    fc.assert(
      fc.property(fc.double({ min: 10, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e4, noNaN: true }), (areaFt2, extraFt2) => {
        const more = (areaFt2 + extraFt2) * FT2;
        expect(housingCost1998Usd(more) - housingCost1998Usd(areaFt2 * FT2)).toBeCloseTo(7.163 * extraFt2, 6);
        expect(insulationCost1998Usd(more) - insulationCost1998Usd(areaFt2 * FT2)).toBeCloseTo(2.23 * extraFt2, 6);
      }),
    );
  });
});

describe('escalation by the Chemical Engineering Plant Cost Index', () => {
  it('takes 1998 = 389.5 as the base, so the 1998 index leaves costs unchanged', () => {
    expect(CEPCI_1998).toBe(389.5);
    expect(escalationFactor(389.5)).toBe(1);
  });

  it('scales costs in proportion to the index: C₂ = C₁ · CEPCI₂ / CEPCI₁', () => {
    expect(escalationFactor(779)).toBe(2);
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), fc.double({ min: 1, max: 5000, noNaN: true }), (a, b) => {
        expect(escalationFactor(a) * CEPCI_1998).toBeCloseTo(a, 9);
        if (a < b) expect(escalationFactor(a)).toBeLessThan(escalationFactor(b));
      }),
    );
  });
});

describe('the capital recovery factor CRF = i(1+i)ⁿ / ((1+i)ⁿ − 1) (Sec. 1 Ch. 2)', () => {
  it.each([
    [0.1, 20, 0.11746],
    [0.07, 20, 0.094393],
    [0.1, 2, 0.57619],
  ])('is %s over %s years: %s', (interest, years, expected) => {
    expect(capitalRecoveryFactor(interest, years)).toBeCloseTo(expected, 6);
  });

  it('is 1/n without interest, and continuous there', () => {
    expect(capitalRecoveryFactor(0, 20)).toBe(0.05);
    expect(capitalRecoveryFactor(1e-12, 20)).toBeCloseTo(0.05, 9);
  });

  const rate = fc.double({ min: 1e-6, max: 0.5, noNaN: true });
  const life = fc.double({ min: 0.5, max: 100, noNaN: true });

  it('repays at least the capital: CRF · n ≥ 1', () => {
    fc.assert(
      fc.property(rate, life, (i, n) => {
        expect(capitalRecoveryFactor(i, n) * n).toBeGreaterThanOrEqual(1 - 1e-12);
      }),
    );
  });

  it('always pays the interest: CRF ≥ i, and CRF → i as n → ∞', () => {
    expect(capitalRecoveryFactor(0.07, 100)).toBeGreaterThan(0.07);
    fc.assert(
      fc.property(rate, life, (i, n) => {
        expect(capitalRecoveryFactor(i, n)).toBeGreaterThanOrEqual(i * (1 - 1e-15));
        // (1+i)ⁿ = e⁵⁰: CRF = i · (1 + 2e-22)
        expect(capitalRecoveryFactor(i, 50 / Math.log1p(i))).toBeCloseTo(i, 12);
        expect(capitalRecoveryFactor(i, 1e12)).toBe(i);
      }),
    );
  });

  it('falls as the life grows and rises with the interest rate', () => {
    expect(capitalRecoveryFactor(0.07, 21)).toBeLessThan(capitalRecoveryFactor(0.07, 20));
    fc.assert(
      fc.property(rate, life, fc.double({ min: 0.01, max: 10, noNaN: true }), (i, n, step) => {
        expect(capitalRecoveryFactor(i, n + step)).toBeLessThanOrEqual(capitalRecoveryFactor(i, n) * (1 + 1e-15));
        expect(capitalRecoveryFactor(i + step / 100, n)).toBeGreaterThan(capitalRecoveryFactor(i, n));
      }),
    );
  });

  it('is the annuity whose present value is the capital: Σ CRF/(1+i)ᵗ over n whole years = 1', () => {
    fc.assert(
      fc.property(rate, fc.integer({ min: 1, max: 60 }), (i, n) => {
        const crf = capitalRecoveryFactor(i, n);
        const presentValue = Array.from({ length: n }, (_, t) => crf / (1 + i) ** (t + 1)).reduce((sum, value) => sum + value, 0);
        expect(presentValue).toBeCloseTo(1, 9);
      }),
    );
  });

  it('is the reciprocal of the present value of 1 a year: CRF · (1 − (1+i)⁻ⁿ)/i = 1', () => {
    expect(presentValueFactor(0.07, 20)).toBeCloseTo(10.594014, 6);
    expect(presentValueFactor(0, 20)).toBe(20);
    fc.assert(
      fc.property(rate, life, (i, n) => {
        expect(capitalRecoveryFactor(i, n) * presentValueFactor(i, n)).toBeCloseTo(1, 9);
      }),
    );
  });
});
