/**
 * Switching the Cost Estimation's unit system keeps what the user typed
 * meaning the same: a bare number of a measure is converted to the new
 * system's unit, and a price typed per the system's unit ($/ft² ↔ $/m²,
 * $/1000 ft³ ↔ $/m³) to the other; a number typed with its own unit, a
 * dollar amount, a percentage and a text that cannot be read stay as typed.
 */
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasure, type MeasureSpec } from '../report/measure.ts';
import { unitById } from '../units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import { unitFromSi } from '../units/unit.ts';
import type { CostTexts } from './input.ts';
import type { NumberSpec } from './number-field.ts';

/** A measure's bare number in the new system's unit. */
function convertMeasure(spec: MeasureSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  if (!DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  const read = readMeasure({ ...spec, check: undefined }, text, from);
  return read.status === 'success' ? formatNumber(unitFromSi(unitById(spec.units[to]), read.valueSi), 'field') : text;
}

/** A plain number whose scale differs between the systems (a price per area or volume), rescaled. */
function convertNumber(spec: NumberSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  const fromScale = spec.scale?.[from] ?? 1;
  const toScale = spec.scale?.[to] ?? 1;
  // A price may be typed after a dollar sign, as the field reads it.
  const typed = text.trim().replace(/^\$\s*/, '');
  if (fromScale === toScale || !DECIMAL_NUMBER_TEXT.test(typed)) return text;
  return formatNumber((Number(typed) * fromScale) / toScale, 'field');
}

/**
 * The texts of one form in another unit system.
 *
 * @param specs The form's measures (e.g. COST_SPECS).
 * @param numbers The form's plain numbers (e.g. COST_NUMBERS).
 * @param texts The fields as typed.
 * @param from The system their bare numbers are in.
 * @param to The new system.
 * @returns The same fields, each bare number of a measure or of a price per
 *   area or volume in the new system's unit to at most 4 decimals
 *   (2132.55 ft² → 198.1216 m²; 1.69 $/ft² → 18.1910 $/m²); everything else unchanged.
 */
export function convertCostTexts(
  specs: readonly MeasureSpec[],
  numbers: readonly NumberSpec[],
  texts: CostTexts,
  from: UnitSystem,
  to: UnitSystem,
): CostTexts {
  if (from === to) return texts;
  const converted: Record<string, string | undefined> = { ...texts };
  for (const spec of specs) {
    const text = texts[spec.key];
    if (text !== undefined) converted[spec.key] = convertMeasure(spec, text, from, to);
  }
  for (const spec of numbers) {
    const text = texts[spec.key];
    if (text !== undefined) converted[spec.key] = convertNumber(spec, text, from, to);
  }
  return converted;
}
