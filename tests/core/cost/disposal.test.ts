// The dust disposal line against a published reverse-air example where disposal is most of the annual cost:
// L. K. Wang, C. Williford and W.-Y. Chen, "Fabric Filtration", in L. K. Wang, N. C. Pereira and Y.-T. Hung (eds.),
// Air Pollution Control Engineering (Humana Press, 2004), ch. 2, Examples 9 and 10 (pp. 90–91): 110,000 acfm,
// 3.2 gr/ft³ collected, 6000 h/yr, $200 per short ton; 10 inH₂O at $0.059/kWh; 3 h/shift at $12.96/h of operating
// labour, 1 h/shift at $14.26/h of maintenance. The book: 1.81·10⁷ lb/yr, disposal $1,810,000/yr of a total annual
// cost of $2,200,000/yr (its capital is a reverse-air structure of Example 8, which this tool does not price).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dustCollectedKgPerYear, estimateCost, type CostEstimate } from '../../../src/core/cost/estimate.ts';
import { DISPOSAL_EXAMPLE_TEXTS, readCostInput, SHORT_TON_KG, type CostTexts } from '../../../src/core/cost/input.ts';
import { POUND_KG } from '../../../src/core/units/definitions.ts';

/** Example 10's inputs, as the Know-How example example-cost-dust-disposal runs them. */
const WANG_EXAMPLE_10: CostTexts = DISPOSAL_EXAMPLE_TEXTS;

function estimate(texts: CostTexts, system: 'metric' | 'imperial' = 'imperial'): CostEstimate {
  const read = readCostInput(texts, { insulated: false }, system);
  if (read.status === 'error') throw new Error(read.issues.map(({ message }) => message).join('; '));
  return estimateCost(read.data);
}

const usd = (value: number, significant: number) => Number(value.toPrecision(significant));

describe('dust disposal: Wang et al. (2004), Examples 9 and 10, a reverse-air baghouse', () => {
  const result = estimate(WANG_EXAMPLE_10);

  it('collects 1.81·10⁷ lb/yr (3.2 gr/ft³ · 110,000 ft³/min · 60 min/h · 6000 h/yr ÷ 7000 gr/lb) and pays $1,810,000/yr to dispose of it', () => {
    expect(result.dustCollectedKgPerYear / POUND_KG).toBeCloseTo((3.2 * 110_000 * 60 * 6000) / 7000, 3); // 18,102,857 lb
    expect(usd(result.dustCollectedKgPerYear / POUND_KG, 3)).toBe(1.81e7);
    expect(result.annualCostUsd.wasteDisposal).toBeCloseTo(((3.2 * 110_000 * 60 * 6000) / 7000 / 2000) * 200, 4); // $1,810,285.71
    expect(usd(result.annualCostUsd.wasteDisposal, 3)).toBe(1_810_000);
  });

  it('gives the book’s other direct annual lines and its overhead, to its rounding', () => {
    const { annualCostUsd: cost } = result;
    expect(usd(cost.electricity, 3)).toBe(70_400); // the book's 1.81·10⁻⁴ (η = 0.65 rounded) gives $70,200
    expect(usd(cost.operatingLabour, 3)).toBe(29_200);
    expect(usd(cost.supervisoryLabour, 3)).toBe(4_370);
    expect(usd(cost.maintenanceLabour, 3)).toBe(10_700);
    expect(usd(cost.maintenanceMaterials, 3)).toBe(10_700);
    expect(usd(cost.overhead, 3)).toBe(33_000);
  });

  it('makes disposal most of the annual cost, as in the book (82 %)', () => {
    expect(result.annualCostUsd.wasteDisposal / result.annualCostUsd.total).toBeGreaterThan(0.8);
    const line = result.lines.find(({ key }) => key === 'waste-disposal')!;
    expect(line).toMatchObject({ group: 'annual-direct', item: 'Dust disposal', valueUsd: result.annualCostUsd.wasteDisposal });
    expect(line.basis).toBe('C · Q · hours = 8,211.3 t/yr (9,051.4 short tons/yr) × disposal price');
  });

  it('gives the same line in metric units: g/m³, m³/h and $ per metric tonne', () => {
    const tonnePrice = (200 / SHORT_TON_KG) * 1000; // $200 per short ton is $220.46 per tonne
    const metric = estimate(
      { ...WANG_EXAMPLE_10, flow: '110000 CFM', pressureDrop: '10 inH2O', loading: '3.2 gr/ft3', grossClothArea: '49500 ft2', disposalPrice: String(tonnePrice) },
      'metric',
    );
    expect(metric.annualCostUsd.wasteDisposal).toBeCloseTo(result.annualCostUsd.wasteDisposal, 6);
  });

  it('takes the dust collected per year as given, instead of the loading', () => {
    const given = estimate({ ...WANG_EXAMPLE_10, loading: undefined, dustCollected: '9051.4' });
    expect(given.dustCollectedKgPerYear).toBeCloseTo(9051.4 * SHORT_TON_KG, 6);
    expect(given.annualCostUsd.wasteDisposal).toBeCloseTo(9051.4 * 200, 6);
    expect(given.lines.find(({ key }) => key === 'waste-disposal')!.basis).toBe('8,211.3 t/yr (9,051.4 short tons/yr) as given × disposal price');
  });

  it('warns when the dust or its price is missing, and counts $0', () => {
    const noPrice = estimate({ ...WANG_EXAMPLE_10, disposalPrice: undefined });
    expect(noPrice.annualCostUsd.wasteDisposal).toBe(0);
    expect(noPrice.warnings.find(({ code }) => code === 'prices-not-given')!.text).toContain('disposal price (8,211.3 t/yr (9,051.4 short tons/yr))');
    const noDust = estimate({ ...WANG_EXAMPLE_10, loading: undefined });
    expect(noDust.annualCostUsd.wasteDisposal).toBe(0);
    expect(noDust.warnings.map(({ code }) => code)).toContain('dust-not-given');
  });
});

describe('dustCollectedKgPerYear', () => {
  it('is C · Q · hours, linear in each, and 0 without a loading', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 2, noNaN: true }), fc.double({ min: 1e-4, max: 1e4, noNaN: true }), fc.double({ min: 1, max: 8784, noNaN: true }), (loading, flow, hours) => {
        const once = dustCollectedKgPerYear({ loading, flow, hours });
        // Doubling a double is exact, so twice the loading gives exactly twice the dust.
        expect(dustCollectedKgPerYear({ loading: 2 * loading, flow, hours })).toBe(2 * once);
        expect(once).toBe(loading * flow * hours * 3600);
        expect(dustCollectedKgPerYear({ flow, hours })).toBe(0);
      }),
    );
  });
});
