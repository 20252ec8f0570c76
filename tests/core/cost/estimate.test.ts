// The EPA cost method end to end: the worked example's capital lines, Table 1.9's factors,
// the annual costs, the warnings, and properties of the totals.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { annualCostVsPressureDrop, estimateCost, type CostEstimate } from '../../../src/core/cost/estimate.ts';
import { COST_EXAMPLE, readCostInput, type CostInput, type CostTexts } from '../../../src/core/cost/input.ts';
import { COST_FACTORS, DIRECT_FACTORS, INDIRECT_FACTORS, PURCHASED_FACTORS } from '../../../src/core/cost/factors.ts';
import { capitalRecoveryFactor } from '../../../src/core/cost/crf.ts';

const cents = (usd: number) => Math.round(usd * 100) / 100;

function input(texts: CostTexts = COST_EXAMPLE.texts, insulated: boolean = COST_EXAMPLE.insulated): CostInput {
  const read = readCostInput(texts, { insulated }, 'imperial');
  if (read.status === 'error') throw new Error(read.issues.map(({ message }) => message).join('; '));
  return read.data;
}

const line = (estimate: CostEstimate, key: string) => {
  const found = estimate.lines.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no line ${key}`);
  return found;
};

describe('the EPA worked example (Sec. 6 Ch. 1): 2132.55 ft², insulated, 159 bags, 1998 $', () => {
  const estimate = estimateCost(input());

  it('prices the housing, the insulation, the bags and the cages as the manual does', () => {
    expect(cents(line(estimate, 'housing').valueUsd)).toBe(17_582.45);
    expect(cents(line(estimate, 'insulation').valueUsd)).toBe(5_796.59);
    expect(cents(line(estimate, 'housing-escalated').valueUsd)).toBe(23_379.04);
    expect(cents(line(estimate, 'bags').valueUsd)).toBe(3_604.01); // $1.69/ft² (Table 1.8)
    expect(cents(line(estimate, 'cages').valueUsd)).toBe(1_914.36); // 159 × $12.04
    expect(line(estimate, 'auxiliaries').valueUsd).toBe(89_500);
  });

  it('adds up Table 1.9: B = 1.18 A, direct installation 0.74 B, indirect 0.45 B, TCI = 2.19 B', () => {
    const a = estimate.equipmentCostUsd;
    const b = estimate.purchasedEquipmentCostUsd;
    expect(a).toBeCloseTo(17_582.45 + 5_796.59 + 3_604.01 + 1_914.36 + 89_500, 1);
    expect(b).toBeCloseTo(1.18 * a, 6);
    expect(line(estimate, 'direct-installation-cost').valueUsd).toBeCloseTo(0.74 * b, 6);
    expect(line(estimate, 'indirect-cost').valueUsd).toBeCloseTo(0.45 * b, 6);
    expect(estimate.totalCapitalInvestmentUsd).toBeCloseTo(2.19 * b, 6);
    expect(line(estimate, 'erection').factor).toBe(0.5);
    expect(line(estimate, 'purchased-equipment-cost').factor).toBeCloseTo(1.18, 12);
  });

  it('shows every line with its factor (or none), its basis and an EPA source', () => {
    for (const { item, basis, source, valueUsd, factor } of estimate.lines) {
      expect(item).not.toBe('');
      expect(basis).not.toBe('');
      expect(source).toMatch(/^EPA Air Pollution Control Cost Manual/);
      expect(Number.isFinite(valueUsd)).toBe(true);
      expect(factor === null || Number.isFinite(factor)).toBe(true);
    }
    expect(new Set(estimate.lines.map(({ key }) => key)).size).toBe(estimate.lines.length);
  });

  it('uses the EPA fan-power rule 0.000181 · Q[acfm] · ΔP[inH₂O] · hours at the default efficiency of 65 %', () => {
    // 10 000 acfm, 10 inH₂O, 8640 h: the rule gives 156 384 kWh/yr; its 0.000181 is 0.746/(6356·0.65) rounded.
    expect(estimate.electricityKwhPerYear / (0.000181 * 10_000 * 10 * 8640)).toBeCloseTo(1, 2);
    expect(estimate.annualCostUsd.electricity).toBeCloseTo(estimate.electricityKwhPerYear * 0.06, 6);
  });

  it('works out the labour per 8-hour shift, and supervision, materials and overhead as its shares', () => {
    const { annualCostUsd: annual } = estimate;
    expect(annual.operatingLabour).toBeCloseTo((2 / 8) * 8640 * 12.96, 6);
    expect(annual.supervisoryLabour).toBeCloseTo(0.15 * annual.operatingLabour, 6);
    expect(annual.maintenanceLabour).toBeCloseTo((1 / 8) * 8640 * 14.26, 6);
    expect(annual.maintenanceMaterials).toBeCloseTo(annual.maintenanceLabour, 6);
    expect(annual.overhead).toBeCloseTo(0.6 * (annual.operatingLabour + annual.supervisoryLabour + annual.maintenanceLabour + annual.maintenanceMaterials), 6);
  });

  it('recovers the bags over their life and the rest of the capital over the equipment life', () => {
    const bagsFitted = 3_604.01 * 1.08 + 159 * (10 / 60) * 14.26;
    expect(estimate.annualCostUsd.bagReplacement).toBeCloseTo(bagsFitted * capitalRecoveryFactor(0.07, 2), 1);
    expect(estimate.capitalRecoveryFactor).toBeCloseTo(0.094393, 6);
    expect(estimate.annualCostUsd.capitalRecovery).toBeCloseTo(0.094393 * (estimate.totalCapitalInvestmentUsd - bagsFitted), 0);
    for (const key of ['administration', 'propertyTax', 'insurance'] as const) {
      expect(estimate.annualCostUsd[key]).toBeCloseTo({ administration: 0.02, propertyTax: 0.01, insurance: 0.01 }[key] * estimate.totalCapitalInvestmentUsd, 6);
    }
  });

  it('says the costs are in 1998 dollars while the CEPCI is the 1998 index', () => {
    expect(estimate.warnings.map(({ code }) => code)).toEqual(['costs-in-1998-dollars']);
  });
});

describe('escalation and missing inputs', () => {
  it('escalates the EPA housing by CEPCI today / 389.5, and only it when the quoted prices’ year is not given: they are today’s', () => {
    const today = estimateCost(input({ ...COST_EXAMPLE.texts, cepci: '779', baseIndex: undefined }));
    expect(today.escalationFactor).toBe(2);
    expect(today.quotedPriceEscalation).toBe(1);
    expect(line(today, 'housing-escalated').valueUsd).toBeCloseTo(2 * (17_582.45 + 5_796.59), 1);
    expect(cents(line(today, 'bags').valueUsd)).toBe(3_604.01);
    expect(today.warnings).toEqual([]);
  });

  it('escalates prices quoted in any year by C₂ = C₁ · I₂/I₁: the example’s 1998 prices (its index 389.5) to an index of 779 double', () => {
    const today = estimateCost(input({ ...COST_EXAMPLE.texts, cepci: '779' }));
    expect(today.quotedPriceEscalation).toBe(2);
    expect(cents(line(today, 'bags').valueUsd)).toBe(7_208.02);
    expect(cents(line(today, 'cages').valueUsd)).toBe(3_828.72);
    expect(line(today, 'auxiliaries').valueUsd).toBe(179_000);
    expect(line(today, 'auxiliaries').basis).toBe('as quoted × CEPCI 779 / 389.5');
    // $89,500 quoted when the index stood at 567.5, brought to 800: 89,500 · 800 / 567.5 = $126,167.40 (by hand).
    const quoted2017 = estimateCost(input({ ...COST_EXAMPLE.texts, cepci: '800', baseIndex: '567.5' }));
    expect(cents(line(quoted2017, 'auxiliaries').valueUsd)).toBe(126_167.4);
    // The housing's base stays 1998's, whatever the quoted prices' year.
    expect(quoted2017.escalationFactor).toBe(800 / 389.5);
  });

  it('leaves the insulation out when the housing is not insulated', () => {
    const bare = estimateCost(input(COST_EXAMPLE.texts, false));
    expect(bare.insulationCost1998Usd).toBe(0);
    expect(bare.lines.some(({ key }) => key === 'insulation')).toBe(false);
  });

  it('counts a price or an operating figure not given as $0 and says which', () => {
    const estimate = estimateCost(input({ grossClothArea: '2132.55' }));
    const codes = estimate.warnings.map(({ code }) => code);
    expect(codes).toEqual(['costs-in-1998-dollars', 'operation-not-given', 'prices-not-given', 'no-bag-count']);
    expect(estimate.warnings[2]!.text).toContain('electricity price');
    expect(estimate.annualCostUsd.electricity).toBe(0);
    expect(estimate.totalCapitalInvestmentUsd).toBeCloseTo(2.19 * 1.18 * (17_582.46 + 5_796.59), 1);
  });

  it('says on each annual line without a price what the price would price', () => {
    const { electricityPrice, operatorWage, ...unpriced } = COST_EXAMPLE.texts;
    expect([electricityPrice, operatorWage]).toEqual(['0.06', '12.96']);
    const estimate = estimateCost(input(unpriced));
    expect(line(estimate, 'electricity')).toMatchObject({ basis: '156,260 kWh/yr × price (not given)', valueUsd: 0 });
    expect(line(estimate, 'operating-labour')).toMatchObject({ basis: '2,160 h/yr × operator wage (not given)', valueUsd: 0 });
    expect(estimate.warnings.find(({ code }) => code === 'prices-not-given')!.text).toBe(
      'Not given, so counted as $0: electricity price (156,260 kWh/yr), operator wage (2,160 h/yr of operating labour, its supervision and overhead).',
    );
  });

  it('gives the same estimate, bit for bit, when the example is read on a metric page', () => {
    const typedIn = Object.fromEntries(Object.keys(COST_EXAMPLE.texts).map((key) => [key, 'imperial' as const]));
    const read = readCostInput(COST_EXAMPLE.texts, COST_EXAMPLE, 'metric', typedIn);
    if (read.status === 'error') throw new Error('example unreadable');
    expect(estimateCost(read.data)).toEqual(estimateCost(input()));
  });
});

describe('properties of the totals', () => {
  const factor = fc.double({ min: 0, max: 2, noNaN: true });
  const money = fc.double({ min: 0, max: 1e7, noNaN: true });

  it('TCI = B · (1 + Σ direct + Σ indirect factors) + site preparation + buildings, for any factors', () => {
    fc.assert(
      fc.property(fc.array(factor, { minLength: COST_FACTORS.length, maxLength: COST_FACTORS.length }), money, money, (factors, site, buildings) => {
        const changed = { ...input(), sitePreparation: site, buildings } as Record<string, unknown>;
        COST_FACTORS.forEach(({ key }, index) => (changed[key] = factors[index]));
        const estimate = estimateCost(changed as unknown as CostInput);
        const sum = (list: readonly { key: string }[]) => list.reduce((total, { key }) => total + (changed[key] as number), 0);
        const b = estimate.equipmentCostUsd * (1 + sum(PURCHASED_FACTORS));
        expect(estimate.purchasedEquipmentCostUsd).toBeCloseTo(b, 4);
        expect(estimate.totalCapitalInvestmentUsd).toBeCloseTo(b * (1 + sum(DIRECT_FACTORS) + sum(INDIRECT_FACTORS)) + site + buildings, 3);
      }),
    );
  });

  it('makes the total annual cost the sum of its categories, and the lines’ values the categories', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1, noNaN: true }), fc.double({ min: 100, max: 8760, noNaN: true }), (price, hours) => {
        const estimate = estimateCost({ ...input(), electricityPrice: price, hours });
        const { total, ...categories } = estimate.annualCostUsd;
        expect(Object.values(categories).reduce((sum, value) => sum + value, 0)).toBeCloseTo(total, 6);
        expect(line(estimate, 'total-annual-cost').valueUsd).toBe(total);
        expect(line(estimate, 'electricity').valueUsd).toBe(estimate.annualCostUsd.electricity);
      }),
    );
  });

  it('costs more a year the higher the filter’s pressure drop, by the electricity alone', () => {
    const base = input();
    const pressureDrops = [500, 1000, 2000, 3000];
    const points = annualCostVsPressureDrop(base, pressureDrops);
    expect(points.map(({ pressureDropPa }) => pressureDropPa)).toEqual(pressureDrops);
    for (let index = 1; index < points.length; index += 1) {
      const extraKwh = (base.flow! * (pressureDrops[index]! - pressureDrops[index - 1]!) * base.hours!) / base.fanEfficiency / 1000; // W·h → kWh
      expect(points[index]!.totalAnnualCostUsd - points[index - 1]!.totalAnnualCostUsd).toBeCloseTo(extraKwh * base.electricityPrice!, 6);
    }
    const inchOfWater = unitById('inH2O').siPerUnit;
    expect(annualCostVsPressureDrop(base, [10 * inchOfWater])[0]!.totalAnnualCostUsd).toBeCloseTo(estimateCost(base).annualCostUsd.total, 6);
  });
});
