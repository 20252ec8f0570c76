// The OPEX comparison: the worked example, savings by category, cumulative savings and the paybacks.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareOpex, discountedPaybackYears, energySavedKwhPerYear } from '../../../src/core/cost/opex.ts';
import { OPEX_EXAMPLE, readOpexInput, type CostTexts, type OpexInput } from '../../../src/core/cost/input.ts';
import { capitalRecoveryFactor, presentValueFactor } from '../../../src/core/cost/crf.ts';

function input(texts: CostTexts = OPEX_EXAMPLE.texts): OpexInput {
  const read = readOpexInput(texts, 'metric');
  if (read.status === 'error') throw new Error(read.issues.map(({ message }) => message).join('; '));
  return read.data;
}

describe('the worked example: 100,000 m³/h, 15 → 10 mbar, 70 %, 8000 h/yr, $0.10/kWh', () => {
  const comparison = compareOpex(input());

  it('saves 158,730 kWh/yr, about $15,873/yr', () => {
    // 27.78 m³/s × 500 Pa / 0.70 = 19.84 kW, over 8000 h
    expect(Math.round(comparison.energySavedKwhPerYear)).toBe(158_730);
    expect(comparison.annualSavingsUsd.energy).toBeCloseTo(15_873.02, 2);
    expect(comparison.annualSavingsUsd.total).toBe(comparison.annualSavingsUsd.energy);
  });

  it('pays back $20,000 in 1.26 years, or 1.36 years discounted at 7 %', () => {
    expect(comparison.simplePaybackYears).toBeCloseTo(1.26, 10);
    expect(comparison.discountedPaybackYears).toBeCloseTo(1.3647, 4);
    expect(comparison.warnings).toEqual([]);
  });

  it('sums the savings from year 0 to year 10', () => {
    expect(comparison.cumulativeSavings.map(({ year }) => year)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(comparison.cumulativeSavings[0]).toEqual({ year: 0, energy: 0, compressedAir: 0, bags: 0, total: 0, discountedTotal: 0 });
    expect(comparison.cumulativeSavings[10]!.total).toBeCloseTo(158_730.16, 2);
  });

  it('gives the same figures, bit for bit, when the metric example is read on an imperial page', () => {
    const typedIn = Object.fromEntries(Object.keys(OPEX_EXAMPLE.texts).map((key) => [key, 'metric' as const]));
    const read = readOpexInput(OPEX_EXAMPLE.texts, 'imperial', typedIn);
    if (read.status === 'error') throw new Error('example unreadable');
    expect(compareOpex(read.data)).toEqual(comparison);
  });
});

describe('compressed air and bags', () => {
  it('prices the compressed air saved over the hours', () => {
    // 100 m³/h less free air for 8000 h at $0.02/m³ = $16,000/yr
    const comparison = compareOpex(input({ ...OPEX_EXAMPLE.texts, compressedAirBefore: '300', compressedAirAfter: '200' }));
    expect(comparison.annualSavingsUsd.compressedAir).toBe(0);
    const priced = compareOpex({ ...input(), compressedAirBefore: 300 / 3600, compressedAirAfter: 200 / 3600, compressedAirPrice: 0.02 });
    expect(priced.annualSavingsUsd.compressedAir).toBeCloseTo(16_000, 6);
    expect(priced.annualSavingsUsd.total).toBeCloseTo(priced.annualSavingsUsd.energy + 16_000, 6);
  });

  it('recovers each bag set over its life: bags that last 3 years instead of 2 save the difference of the two CRFs', () => {
    const comparison = compareOpex({ ...input(), bagSetCost: 30_000, bagLifeBefore: 2, bagLifeAfter: 3 });
    expect(comparison.annualSavingsUsd.bags).toBeCloseTo(30_000 * (capitalRecoveryFactor(0.07, 2) - capitalRecoveryFactor(0.07, 3)), 6);
  });

  it('says when the bag savings lack an input, and counts them as $0', () => {
    const comparison = compareOpex({ ...input(), bagLifeAfter: 3 });
    expect(comparison.annualSavingsUsd.bags).toBe(0);
    expect(comparison.warnings.map(({ code }) => code)).toEqual(['bag-savings-incomplete']);
  });
});

describe('paybacks', () => {
  it('never pays back when the improved filter costs more to run', () => {
    const comparison = compareOpex({ ...input(), pressureDropAfter: 2000 });
    expect(comparison.simplePaybackYears).toBeNull();
    expect(comparison.discountedPaybackYears).toBeNull();
    expect(comparison.warnings.map(({ code }) => code)).toEqual(['no-savings', 'pressure-drop-higher']);
  });

  it('never pays back, discounted, when the interest on the investment exceeds the savings', () => {
    // $15,873/yr against $300,000 at 7 %: $21,000/yr of interest
    const comparison = compareOpex({ ...input(), investment: 300_000 });
    expect(comparison.simplePaybackYears).toBeCloseTo(18.9, 1);
    expect(comparison.discountedPaybackYears).toBeNull();
    expect(comparison.warnings.map(({ code }) => code)).toEqual(['never-pays-back']);
  });

  it('says when the payback lies beyond the years shown', () => {
    const comparison = compareOpex({ ...input(), investment: 150_000 });
    expect(comparison.discountedPaybackYears).toBeGreaterThan(10);
    expect(comparison.warnings.map(({ code }) => code)).toEqual(['payback-beyond-horizon']);
  });

  it('pays back at once without an investment, and at I/S without interest', () => {
    expect(compareOpex({ ...input(), investment: 0 }).simplePaybackYears).toBe(0);
    expect(discountedPaybackYears(0, 100, 0.07)).toBe(0);
    expect(discountedPaybackYears(500, 100, 0)).toBe(5);
  });

  const savings = fc.double({ min: 1, max: 1e6, noNaN: true });
  const investment = fc.double({ min: 1, max: 1e6, noNaN: true });
  const rate = fc.double({ min: 0, max: 0.3, noNaN: true });

  it('reaches the investment exactly at the discounted payback: Σ S/(1+i)ᵗ over t years = I', () => {
    fc.assert(
      fc.property(investment, savings, rate, (invested, saved, i) => {
        const years = discountedPaybackYears(invested, saved, i);
        if (years === null) {
          expect(invested * i).toBeGreaterThanOrEqual(saved);
          return;
        }
        const presentValue = saved * presentValueFactor(i, years);
        expect(presentValue / invested).toBeCloseTo(1, 6);
        expect(years).toBeGreaterThanOrEqual((invested / saved) * (1 - 1e-12));
      }),
    );
  });

  it('pays back sooner the more the filter saves', () => {
    fc.assert(
      fc.property(investment, savings, fc.double({ min: 1, max: 1e5, noNaN: true }), rate, (invested, saved, more, i) => {
        const before = discountedPaybackYears(invested, saved, i);
        const after = discountedPaybackYears(invested, saved + more, i);
        if (before !== null) expect(after).not.toBeNull();
        if (before !== null && after !== null) expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('keeps the cumulative savings rising year by year, and their present value below them', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 3000, noNaN: true }), fc.integer({ min: 1, max: 50 }), rate, (dropPa, years, interest) => {
        const comparison = compareOpex({ ...input(), pressureDropAfter: 1500 - Math.min(dropPa, 1499), years, interest });
        const rows = comparison.cumulativeSavings;
        expect(rows).toHaveLength(years + 1);
        for (let index = 1; index < rows.length; index += 1) {
          expect(rows[index]!.total).toBeGreaterThan(rows[index - 1]!.total);
          expect(rows[index]!.discountedTotal).toBeGreaterThan(rows[index - 1]!.discountedTotal);
          expect(rows[index]!.discountedTotal).toBeLessThanOrEqual(rows[index]!.total * (1 + 1e-12));
        }
      }),
    );
  });

  it('saves energy in proportion to the pressure drop removed', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (removedPa) => {
        const saved = energySavedKwhPerYear({ flow: 100_000 / 3600, pressureDropBefore: 6000, pressureDropAfter: 6000 - removedPa, fanEfficiency: 0.7, hours: 8000 });
        expect(saved).toBeCloseTo((158_730.1587 * removedPa) / 500, 3);
      }),
    );
  });
});
