/**
 * Switching the unit system keeps what the user typed meaning the same: a
 * bare number of a measure or of a price per area or volume is converted to
 * the new system's unit; a number typed with its own unit, a factor, a
 * price per kWh and a text that cannot be read stay as they are.
 */
import { formatNumber } from '../format/number.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasure, type MeasureSpec } from '../report/measure.ts';
import { unitById } from '../units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../units/number-text.ts';
import { unitFromSi } from '../units/unit.ts';
import type { NumberSpec } from './number-field.ts';
import { COST_NUMBERS, COST_SPECS, OPEX_NUMBERS, OPEX_SPECS, type CostTexts } from './input.ts';

function convertMeasure(spec: MeasureSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  if (!DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  const read = readMeasure({ ...spec, check: undefined }, text, from);
  return read.status === 'success' ? formatNumber(unitFromSi(unitById(spec.units[to]), read.valueSi), 'field') : text;
}

function convertNumber(spec: NumberSpec, text: string, from: UnitSystem, to: UnitSystem): string {
  const divisorFrom = spec.divisor?.[from] ?? 1;
  const divisorTo = spec.divisor?.[to] ?? 1;
  if (divisorFrom === divisorTo || !DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  return formatNumber((Number(text.trim()) / divisorFrom) * divisorTo, 'field');
}

function convertTexts(measures: readonly MeasureSpec[], numbers: readonly NumberSpec[], texts: CostTexts, from: UnitSystem, to: UnitSystem): CostTexts {
  if (from === to) return texts;
  const converted: Record<string, string | undefined> = { ...texts };
  for (const spec of measures) {
    const text = texts[spec.key];
    if (text !== undefined) converted[spec.key] = convertMeasure(spec, text, from, to);
  }
  for (const spec of numbers) {
    const text = texts[spec.key];
    if (text !== undefined) converted[spec.key] = convertNumber(spec, text, from, to);
  }
  return converted;
}

/**
 * The cost section's texts in another unit system.
 *
 * @returns Each bare number of an area, a flow, a pressure, a price per ft² or m²
 *   and a compressed-air price in the new system's unit, to at most 4 decimals
 *   (1.69 $/ft² → 18.191 $/m²); everything else unchanged.
 */
export function convertCostTexts(texts: CostTexts, from: UnitSystem, to: UnitSystem): CostTexts {
  return convertTexts(COST_SPECS, COST_NUMBERS, texts, from, to);
}

/** The OPEX section's texts in another unit system, as {@link convertCostTexts}. */
export function convertOpexTexts(texts: CostTexts, from: UnitSystem, to: UnitSystem): CostTexts {
  return convertTexts(OPEX_SPECS, OPEX_NUMBERS, texts, from, to);
}
