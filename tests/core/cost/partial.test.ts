// Partial results (issue 18 §3): the estimate and the comparison as far as the inputs allow, and
// what each missing or unusable input would add.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COST_EXAMPLE, OPEX_EXAMPLE, type CostTexts } from '../../../src/core/cost/input.ts';
import { compareWhatCan, estimateWhatCan } from '../../../src/core/cost/partial.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';

const typedIn = (texts: CostTexts, system: UnitSystem) => Object.fromEntries(Object.keys(texts).map((key) => [key, system]));
const estimate = (texts: CostTexts) => estimateWhatCan(texts, COST_EXAMPLE, 'imperial', typedIn(texts, 'imperial'));
const compare = (texts: CostTexts) => compareWhatCan(texts, 'metric', typedIn(texts, 'metric'));

describe('estimateWhatCan', () => {
  it('estimates the whole worked example, with nothing held back', () => {
    const results = estimate(COST_EXAMPLE.texts);
    expect(results).toMatchObject({ complete: true, needs: [], issues: [] });
    expect(results.lines).toHaveLength(results.estimate.lines.length);
  });

  it('without the gross cloth area: the running costs that do not need it, and what the area would give', () => {
    const { grossClothArea, ...texts } = COST_EXAMPLE.texts;
    expect(grossClothArea).toBe('2132.5498');
    const results = estimate(texts);
    expect(results.complete).toBe(false);
    expect(results.lines.map(({ key }) => key)).toEqual([
      'cages',
      'auxiliaries',
      'site-preparation',
      'buildings',
      'electricity',
      'compressed-air',
      'operating-labour',
      'supervisory-labour',
      'maintenance-labour',
      'maintenance-materials',
      'waste-disposal',
      'overhead',
    ]);
    expect(results.figures.map(({ key }) => key)).toEqual(['escalationFactor', 'quotedPriceEscalation', 'capitalRecoveryFactor', 'electricityUse', 'dustCollected', 'wasteDisposal']);
    expect(results.needs).toEqual([
      {
        field: 'grossClothArea',
        label: 'Gross cloth area',
        reason: 'required',
        gives: [
          'Baghouse housing',
          'Insulation add-on',
          'Equipment cost A',
          'Purchased equipment cost B',
          'Total capital investment',
          'Total annual cost',
          'Bag replacement',
          'Administrative charges',
          'Property tax',
          'Insurance',
          'Capital recovery',
        ],
      },
    ]);
  });

  it('with an unusable price: every capital figure, and the lines the price holds back named', () => {
    const results = estimate({ ...COST_EXAMPLE.texts, electricityPrice: '1e308' });
    expect(results.issues.map(({ message }) => message)).toEqual(['Electricity price must be from 0 to 10 $/kWh, got 1e308']);
    expect(results.figures.map(({ key }) => key)).not.toContain('totalAnnualCost');
    expect(results.figures.map(({ key }) => key)).toContain('totalCapitalInvestment');
    expect(results.needs).toEqual([{ field: 'electricityPrice', label: 'Electricity price', reason: 'unusable', gives: ['Total annual cost', 'Electricity (fan)'] }]);
  });

  it('shows the same numbers as the whole estimate, and names each figure it holds back, whichever field cannot be used', () => {
    const whole = estimate(COST_EXAMPLE.texts);
    const keys = Object.keys(COST_EXAMPLE.texts);
    fc.assert(
      fc.property(fc.subarray(keys, { minLength: 1, maxLength: 3 }), fc.constantFrom('abc', '1e308', '-1', '1,5'), (broken, text) => {
        const results = estimate({ ...COST_EXAMPLE.texts, ...Object.fromEntries(broken.map((key) => [key, text])) });
        for (const figure of results.figures) expect(figure.valueSi).toBe(whole.figures.find(({ key }) => key === figure.key)!.valueSi);
        for (const line of results.lines) expect(line.valueUsd).toBe(whole.lines.find(({ key }) => key === line.key)!.valueUsd);
        const named = new Set(results.needs.flatMap(({ gives }) => gives));
        const heldBack = whole.figures.filter(({ key }) => !results.figures.some((figure) => figure.key === key));
        for (const figure of heldBack) expect(named.has(figure.label.replace(/\s*\([^)]*\)$/, ''))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('compareWhatCan', () => {
  it('compares the whole worked example', () => {
    expect(compare(OPEX_EXAMPLE.texts)).toMatchObject({ complete: true, needs: [], issues: [] });
  });

  it('without the electricity price: the energy saved, and what the price would give', () => {
    const { electricityPrice, ...texts } = OPEX_EXAMPLE.texts;
    expect(electricityPrice).toBe('0.10');
    const results = compare(texts);
    expect(results.figures.map(({ key }) => key)).toEqual(['fanPowerRatio', 'energySaved', 'compressedAirSavings', 'bagSavings']);
    expect(Math.round(results.figures[1]!.valueSi)).toBe(158_730);
    expect(results.needs).toEqual([
      {
        field: 'electricityPrice',
        label: 'Electricity price',
        reason: 'required',
        gives: ['Energy savings', 'Total savings', 'Simple payback', 'Discounted payback'],
      },
    ]);
    expect(results.complete).toBe(false);
  });

  it('with the years shown unusable: every figure, but not the savings year by year', () => {
    const results = compare({ ...OPEX_EXAMPLE.texts, years: '1e308' });
    expect(results.figures).toHaveLength(compare(OPEX_EXAMPLE.texts).figures.length);
    expect(results.needs).toEqual([{ field: 'years', label: 'Years to show', reason: 'unusable', gives: ['Savings year by year'] }]);
    expect(results.complete).toBe(false);
  });
});
