/**
 * What the Unit Convertor page shows, read from the machine's context: the
 * result rows, each field's hint, the conditions and factors applied, and
 * the link. Pure functions, so the page stays free of conversions and formats.
 */
import { formatNumber } from '../../core/format/number.ts';
import { formatSignificant } from '../../core/format/significant.ts';
import { unitWithBasis } from '../../core/units/basis.ts';
import type { UnitId } from '../../core/units/catalogue.ts';
import { convert } from '../../core/units/convert.ts';
import type { ConversionField, ConvertedValue } from '../../core/units/conversion.ts';
import { conversionLinkPath } from '../../core/units/link.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import type { ConvertorContext } from './context.ts';

/** One row of the results table. */
export interface ResultRow {
  /** The unit with its basis, as lookupUnit reads it: `Pa`, `SCFM`. */
  key: string;
  /** As an engineer writes it: `inH₂O`, `SCFM`, `mg/Nm³`. */
  symbol: string;
  /** The figure in the `result` style: 2 decimals, grouped ("5,818.71"). */
  value: string;
  /** The figure to 8 significant digits, plain digits, as `duct-calc convert` prints it: what the copy button copies ("996.35564"). */
  preciseValue: string;
  /** `dry basis` when the result is on a dry basis and its symbol does not say so (gr/dscf does), else `undefined`. */
  note: string | undefined;
  /** The unit's name in words: `inch of water, conventional`. */
  name: string;
  /** Where its factor comes from (NIST SP 811 App. B.8 …). */
  source: string;
}

function resultRow(converted: ConvertedValue): ResultRow {
  const { unit, basis, value } = converted;
  return {
    key: unitWithBasis(unit, basis, 'id'),
    symbol: unitWithBasis(unit, basis, 'symbol'),
    value: formatNumber(value, 'result'),
    preciseValue: formatSignificant(value),
    note: basis?.dry && unit.id !== 'gr/ft3' ? 'dry basis' : undefined,
    name: unit.name,
    source: unit.source,
  };
}

/**
 * The results table: the value in each unit asked for (one, or every unit of
 * the quantity), or none while the input cannot be converted.
 */
export function selectResultRows(context: ConvertorContext): ResultRow[] {
  return context.result.status === 'success' ? context.result.data.results.map(resultRow) : [];
}

/**
 * The input as read, for the table's caption: `4 inH₂O`, or `undefined`
 * while the input cannot be converted (the value to 8 significant digits).
 */
export function selectInputText(context: ConvertorContext): string | undefined {
  if (context.result.status !== 'success') return undefined;
  const { input } = context.result.data;
  return `${formatSignificant(input.value)} ${unitWithBasis(input.unit, input.basis, 'symbol')}`;
}

/**
 * Why a field cannot be used, as core words it (naming the field and the
 * value), or `undefined` when it is fine.
 */
export function selectFieldIssue(context: ConvertorContext, field: ConversionField): string | undefined {
  if (context.result.status !== 'error') return undefined;
  return context.result.issues.find((issue) => issue.field === field)?.message;
}

/** Condition fields that were typed but that the conversion does not use, for a note. */
export function selectUnusedFields(context: ConvertorContext): readonly ConversionField[] {
  return context.result.status === 'success' ? context.result.data.unusedFields : [];
}

/** The quantities whose conversions can need gas conditions, and which panel they show. */
export type ConditionsKind = 'flow' | 'concentration';

/** The conditions panel the picked quantity offers, or `undefined` for quantities without one. */
export function selectConditionsKind(quantity: QuantityId): ConditionsKind | undefined {
  if (quantity === 'airflow') return 'flow';
  if (quantity === 'concentration') return 'concentration';
  return undefined;
}

/** Significant digits of a correction factor: 1.549149, 0.6972371. */
const FACTOR_DIGITS = 7;

/** One factor applied to a conditioned conversion, as the page lists it. */
export interface FactorRow {
  name: string;
  /** The multiplier to 7 significant digits ("0.6972371"). */
  factor: string;
  formula: string;
  source: string;
  /** The Know-How entry of the conversion (`standard-flow`, `normal-concentration`). */
  entry: string;
}

/** The reference a conditioned conversion was quoted at, as the page names it. */
export interface ReferenceShown {
  /** `ACGIH standard air`. */
  label: string;
  /** `70 °F and 29.92 inHg`. */
  statedAs: string;
  source: string;
  /** True when a moisture was applied, so the standard or normal side is dry. */
  dryBasis: boolean;
}

/**
 * The conditions a conditioned conversion applied: the reference and each
 * factor in order; `undefined` for a plain unit conversion or an error.
 */
export function selectAppliedConditions(
  context: ConvertorContext,
): { reference: ReferenceShown; factors: FactorRow[] } | undefined {
  if (context.result.status !== 'success' || context.result.data.conditions === undefined) return undefined;
  const { conditions, factors } = context.result.data;
  const { label, statedAs, source } = conditions.reference;
  return {
    reference: { label, statedAs, source, dryBasis: conditions.dryBasis },
    factors: factors.map((applied) => ({
      name: applied.name,
      factor: formatSignificant(applied.factor, FACTOR_DIGITS),
      formula: applied.formula,
      source: applied.source,
      entry: applied.entry,
    })),
  };
}

/** One gas condition a conditioned conversion used, e.g. `{ name: 'Absolute pressure', value: '84.556 kPa, from 1500 m by the ISA' }`. */
export interface ConditionLine {
  name: string;
  value: string;
}

/** A value in SI (`siUnit`) shown in `unit`, in the `field` style (up to 4 decimals), e.g. `148.8889 °C`. */
function shownIn(valueSi: number, siUnit: UnitId, unit: UnitId): string {
  const converted = convert(valueSi, siUnit, unit);
  return converted.status === 'success' ? `${formatNumber(converted.data.value, 'field')} ${converted.data.unit.symbol}` : '';
}

const percent = (value: number) => `${formatNumber(value, 'field')} %`;

/**
 * The gas conditions a conditioned conversion used, as read from what was
 * typed: the temperature in °C and K, the absolute pressure in kPa (and the
 * altitude it came from), the moisture and the O₂ values; empty otherwise.
 */
export function selectConditionLines(context: ConvertorContext): ConditionLine[] {
  if (context.result.status !== 'success' || context.result.data.conditions === undefined) return [];
  const { temperatureK, pressurePa, altitudeM, moisturePercent, o2Percent, o2RefPercent } = context.result.data.conditions;
  const lines: ConditionLine[] = [];
  if (temperatureK !== undefined) {
    lines.push({ name: 'Gas temperature', value: `${shownIn(temperatureK, 'K', 'degC')} (${shownIn(temperatureK, 'K', 'K')})` });
  }
  if (pressurePa !== undefined) {
    const from = altitudeM === undefined ? '' : `, from the altitude ${shownIn(altitudeM, 'm', 'm')} by the ISA`;
    lines.push({ name: 'Absolute pressure', value: `${shownIn(pressurePa, 'Pa', 'kPa')}${from}` });
  }
  if (moisturePercent !== undefined) lines.push({ name: 'Moisture (H₂O)', value: percent(moisturePercent) });
  if (o2Percent !== undefined) lines.push({ name: 'Measured O₂ (dry)', value: percent(o2Percent) });
  if (o2RefPercent !== undefined) lines.push({ name: 'Reference O₂', value: percent(o2RefPercent) });
  return lines;
}

/** The page's link for the current inputs: `/pressure-drop?value=4&from=inH2O`. */
export function selectLinkPath(context: ConvertorContext): string {
  return conversionLinkPath(context.texts);
}

