/**
 * The Baghouse Design's "Estimate cost" link: the Cost Estimation page with
 * the design's results as its inputs, so the estimate starts from the
 * baghouse just designed.
 */
import type { SizedBaghouseDesign } from '../baghouse/design.ts';
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { COST_SPECS, type CostTexts } from './input.ts';
import { costLinkPath } from './link.ts';

/** A measure of the cost form as a bare number in the unit system's unit, as a field shows it. */
function measureText(key: string, valueSi: number, system: UnitSystem): string {
  const spec = COST_SPECS.find((each) => each.key === key)!;
  return formatNumber(unitFromSi(unitById(spec.units[system]), valueSi), 'field');
}

/**
 * The cost page's inputs from a baghouse design.
 *
 * @param design A design from the Baghouse Design (core/baghouse) with its cloth and bags (isSized).
 * @param system The unit system of the numbers.
 * @returns The gross cloth area, the bags built (one cage each), the actual
 *   gas flow and, when the design has them, its pressure drop (the filter's;
 *   the fan also overcomes the ducts') and the inlet dust loading (for the
 *   dust disposal; the design has no operating hours, which the estimate
 *   asks for), each as typed text.
 */
export function costTextsFromBaghouse(design: SizedBaghouseDesign, system: UnitSystem): CostTexts {
  return {
    grossClothArea: measureText('grossClothArea', design.grossClothAreaM2, system),
    bagCount: String(design.layout.bagCount),
    flow: measureText('flow', design.input.flow, system),
    ...(design.cake !== undefined && { pressureDrop: measureText('pressureDrop', design.cake.pressureDropPa, system) }),
    ...(design.input.loading !== undefined && { loading: measureText('loading', design.input.loading, system) }),
  };
}

/**
 * The link from the Baghouse Design to the Cost Estimation.
 *
 * @param design The design, with its cloth and bags (isSized).
 * @param system The Baghouse Design's unit system, kept on the cost page.
 * @returns `/cost-estimation?gross-cloth-area=2132.5498&bag-count=…&flow=…&pressure-drop=…&loading=…&units=imperial`.
 */
export function baghouseCostLinkPath(design: SizedBaghouseDesign, system: UnitSystem): string {
  return costLinkPath({ texts: costTextsFromBaghouse(design, system), opexTexts: {}, insulated: false, unitSystem: system });
}
