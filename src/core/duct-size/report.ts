/**
 * A sized duct as the figures a page and `duct-calc size` show.
 */
import type { Figure } from '../report/figure.ts';
import { frictionFigures } from '../friction/report.ts';
import type { DuctSize } from './size.ts';
import { nominalSize } from './standard-sizes.ts';

const DIAMETER_UNITS = { metric: { unit: 'mm', decimals: 0 }, imperial: { unit: 'in', decimals: 2 } } as const;

/**
 * The figures of a sized duct.
 *
 * @param size The result of sizeDuct.
 * @returns Keys `exactDiameter`, `standardDiameter` (defined in the series'
 *   unit, so its JSON value is the size as ordered), then the friction in the
 *   standard size: `velocity`, `velocityPressure`, `reynoldsNumber`,
 *   `frictionFactor`, `frictionRate`.
 */
export function sizeFigures(size: DuctSize): Figure[] {
  const equalFriction = size.mode === 'equal-friction';
  const nominal = nominalSize(size.series, size.standardDiameterM);
  return [
    {
      key: 'exactDiameter',
      label: 'Exact diameter',
      valueSi: size.exactDiameterM,
      units: DIAMETER_UNITS,
      formula: equalFriction ? 'D such that (f/D)·ρV²/2 = the friction rate (solved by bisection)' : 'D = √(4Q/(π·V_min))',
      source: equalFriction
        ? 'Equal friction method, ASHRAE Handbook—Fundamentals (2021), ch. 21, duct design'
        : 'Continuity; ACGIH Industrial Ventilation ch. 5, minimum transport velocity',
        entry: equalFriction ? 'method-duct-sizing' : 'continuity',
    },
    {
      key: 'standardDiameter',
      label: 'Standard size',
      valueSi: size.standardDiameterM,
      units: DIAMETER_UNITS,
      formula: equalFriction
        ? 'The smallest size of the series at or above the exact diameter'
        : 'The largest size of the series at or below it, so V stays at or above the minimum',
      source: size.series.source,
      entry: 'standard-duct-sizes',
      // Shown from the size as the series defines it: 6 in reads 6 and 152.4 mm.
      ...(nominal === undefined ? {} : { defined: nominal }),
    },
    ...frictionFigures(size.conditions, size.friction),
  ];
}
