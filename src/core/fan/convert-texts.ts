/**
 * Switching the unit system keeps what the user typed meaning the same: a
 * bare number is converted to the new system's unit; a number typed with
 * its own unit, a % and a text that cannot be read stay as they are.
 */
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasure, type MeasureSpec } from '../report/measure.ts';
import { unitById } from '../units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import { unitFromSi } from '../units/unit.ts';
import { FAN_MEASURES, type CurveRow, type FanTexts } from './fields.ts';
import { CURVE_SPECS } from './read.ts';

function convertText(spec: MeasureSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  if (!DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  const read = readMeasure({ ...spec, check: undefined }, text, from);
  return read.status === 'success' ? formatNumber(unitFromSi(unitById(spec.units[to]), read.valueSi), 'field') : text;
}

/**
 * The fields and curve rows in another unit system.
 *
 * @param texts The fields as typed.
 * @param rows The curve rows as typed.
 * @param from The system their bare numbers are in.
 * @param to The new system.
 * @returns The same inputs, each bare number in the new system's unit to at
 *   most 4 decimals (10 inH₂O → 2490.8891 Pa); everything else unchanged.
 */
export function convertFanTexts(texts: FanTexts, rows: readonly CurveRow[], from: UnitSystem, to: UnitSystem): { texts: FanTexts; rows: CurveRow[] } {
  const converted: FanTexts = { ...texts };
  for (const spec of FAN_MEASURES) {
    const text = texts[spec.key];
    if (text !== undefined) converted[spec.key] = convertText(spec, text, from, to);
  }
  return {
    texts: converted,
    rows: rows.map((row) => ({
      ...row,
      flow: convertText(CURVE_SPECS.flow, row.flow, from, to),
      pressure: convertText(CURVE_SPECS.pressure, row.pressure, from, to),
      power: convertText(CURVE_SPECS.power, row.power, from, to),
    })),
  };
}
