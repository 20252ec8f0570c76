// The figures the page's figure lists and the CLI's tables show: dollars with 2 decimals, each with its formula and source.
import { describe, expect, it } from 'vitest';
import { figureText } from '../../../src/core/report/figure.ts';
import { estimateCost } from '../../../src/core/cost/estimate.ts';
import { compareOpex } from '../../../src/core/cost/opex.ts';
import { costFigures, opexFigures } from '../../../src/core/cost/report.ts';
import { COST_EXAMPLE, OPEX_EXAMPLE, readCostInput, readOpexInput } from '../../../src/core/cost/input.ts';

function example() {
  const read = readCostInput(COST_EXAMPLE.texts, COST_EXAMPLE, 'imperial');
  if (read.status === 'error') throw new Error('example unreadable');
  return estimateCost(read.data);
}

function opexExample() {
  const read = readOpexInput(OPEX_EXAMPLE.texts, 'metric');
  if (read.status === 'error') throw new Error('example unreadable');
  return read.data;
}

describe('costFigures', () => {
  it('shows the EPA example’s housing and insulation to the cent, grouped on the page', () => {
    const figures = costFigures(example());
    const text = (key: string) => figureText(figures.find((figure) => figure.key === key)!, 'imperial').value;
    expect(figures.map(({ key }) => key)).toEqual([
      'housingCost',
      'insulationCost',
      'escalationFactor',
      'quotedPriceEscalation',
      'equipmentCost',
      'purchasedEquipmentCost',
      'totalCapitalInvestment',
      'capitalRecoveryFactor',
      'electricityUse',
      'dustCollected',
      'wasteDisposal',
      'totalAnnualCost',
    ]);
    expect(text('housingCost')).toBe('17,582.45');
    expect(text('insulationCost')).toBe('5,796.59');
    expect(text('capitalRecoveryFactor')).toBe('0.094393');
  });

  it('names the dollars in every money label, and gives every figure a formula and a source', () => {
    for (const figure of costFigures(example())) {
      expect(figure.units).toBeNull();
      expect(figure.formula).not.toBe('');
      expect(figure.source).toMatch(/EPA Air Pollution Control Cost Manual|^Mass balance/);
      if (figure.decimals === 2) expect(figure.label).toMatch(/\$/);
    }
  });
});

describe('opexFigures', () => {
  it('shows 158,730 kWh/yr and $15,873.02/yr for the worked example', () => {
    const figures = opexFigures(compareOpex(opexExample()));
    const text = (key: string) => figureText(figures.find((figure) => figure.key === key)!, 'metric').value;
    expect(text('energySaved')).toBe('158,730');
    expect(text('annualSavings')).toBe('15,873.02');
    expect(text('simplePayback')).toBe('1.26');
  });

  it('leaves out a payback that never comes (the warning says so)', () => {
    const comparison = compareOpex({ ...opexExample(), pressureDropAfter: 2000 });
    expect(opexFigures(comparison).map(({ key }) => key)).not.toContain('simplePayback');
    expect(comparison.warnings[0]!.code).toBe('no-savings');
  });
});
