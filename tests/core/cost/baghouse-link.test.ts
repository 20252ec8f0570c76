import { describe, expect, it } from 'vitest';
import { isSized } from '../../../src/core/baghouse/design.ts';
import { EPA_EXAMPLE_TEXTS, readBaghouse } from '../../../src/core/baghouse/texts.ts';
import { baghouseCostLinkPath, costTextsFromBaghouse } from '../../../src/core/cost/baghouse-link.ts';
import { estimateCost } from '../../../src/core/cost/estimate.ts';
import { readCostInput } from '../../../src/core/cost/input.ts';
import { readCostLink } from '../../../src/core/cost/link.ts';
import { formatNumber } from '../../../src/core/format/number.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';

/** The Baghouse Design's EPA worked example, designed. */
function epaDesign() {
  const reading = readBaghouse(EPA_EXAMPLE_TEXTS, 'imperial');
  if (reading.status !== 'success' || !isSized(reading.design)) throw new Error('the EPA example designs');
  return reading.design;
}

const inUnit = (unit: string, valueSi: number) => formatNumber(unitFromSi(unitById(unit as 'ft2'), valueSi), 'field');

describe('the Baghouse Design’s link to the cost estimate', () => {
  it('carries the EPA example’s gross cloth area, bags, flow, pressure drop and inlet loading, which give the EPA housing cost and the dust collected', () => {
    const design = epaDesign();

    const link = readCostLink(baghouseCostLinkPath(design, 'imperial').split('?')[1]!);

    expect(link.ignored).toEqual([]);
    expect(link.unitSystem).toBe('imperial');
    expect(link.texts).toEqual({
      grossClothArea: inUnit('ft2', design.grossClothAreaM2),
      bagCount: String(design.layout.bagCount),
      flow: '10000',
      pressureDrop: inUnit('inH2O', design.cake!.pressureDropPa),
      loading: '4',
    });
    const input = readCostInput(link.texts, { insulated: link.insulated }, link.unitSystem);
    if (input.status !== 'success') throw new Error(input.issues[0]!.message);
    expect(formatNumber(estimateCost(input.data).housingCost1998Usd, 'result')).toBe('17,582.45');
    // 4 gr/ft³ at 10,000 acfm for 8640 h (the EPA example's hours, given on the cost page): 4 · 10,000 · 60 · 8640 / 7000 lb = 2,962,285.7 lb/yr.
    const withHours = readCostInput({ ...link.texts, hours: '8640' }, { insulated: false }, 'imperial');
    if (withHours.status !== 'success') throw new Error(withHours.issues[0]!.message);
    expect(estimateCost(withHours.data).dustCollectedKgPerYear / 0.45359237).toBeCloseTo((4 * 10_000 * 60 * 8640) / 7000, 4);
  });

  it('gives the same design in metric units, in the metric bare units', () => {
    const design = epaDesign();
    const metric = costTextsFromBaghouse(design, 'metric');
    const input = readCostInput(metric, { insulated: false }, 'metric');
    if (input.status !== 'success') throw new Error(input.issues[0]!.message);
    expect(input.data.grossClothArea).toBeCloseTo(design.grossClothAreaM2, 4);
    expect(input.data.flow).toBeCloseTo(design.input.flow, 4);
    expect(input.data.pressureDrop).toBeCloseTo(design.cake!.pressureDropPa, 2);
  });
});
