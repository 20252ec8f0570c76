/**
 * The Unit Convertor's request and result, shared by `duct-calc convert`, the
 * /pressure-drop page and its link: a value with its unit, an optional target
 * unit, and the gas conditions a conversion between actual and standard or
 * normal volumes needs.
 */
import type { AppliedFactor } from '../air/applied-factor.ts';
import type { AirIssue } from '../air/issue.ts';
import { normaliseConcentration } from '../air/normal-concentration.ts';
import {
  defaultReferenceFor,
  type ReferenceCondition,
  type ReferenceConditionId,
} from '../air/reference-conditions.ts';
import { actualToStandardFlow, standardToActualFlow } from '../air/standard-flow.ts';
import { unitWithBasis, type VolumeBasis, type VolumeReference } from './basis.ts';
import { unitsOf, type Unit } from './catalogue.ts';
import { CONDITION_FIELDS, readConditions, type ReadConditions } from './conversion-conditions.ts';
import { convert } from './convert.ts';
import { quoteText } from './issue.ts';
import { lookupUnit } from './lookup.ts';
import { DECIMAL_NUMBER_TEXT } from './number-text.ts';
import { parseQuantity } from './parse-quantity.ts';
import { QUANTITY_INFO, type QuantityId } from './quantity.ts';
import { unitFromSi, unitToSi } from './unit.ts';

/** The request's fields: the CLI's positional and option names, and the link's parameter names. */
export const CONVERSION_FIELDS = ['value', 'from', 'to', ...CONDITION_FIELDS] as const;
/** One field of a conversion request. */
export type ConversionField = (typeof CONVERSION_FIELDS)[number];
/** A conversion as typed: each field's text, any field may be absent. */
export type ConversionTexts = Partial<Record<ConversionField, string>>;

/** A field that cannot be used, with one line naming the value. */
export interface ConversionIssue {
  readonly field: ConversionField;
  readonly message: string;
}

/** A value in a unit, on the basis its unit states (`SCFM`, `mg/Nm³`) or none. */
export interface ConvertedValue {
  readonly value: number;
  readonly unit: Unit;
  readonly basis?: VolumeBasis;
}

/** The conditions a conditioned conversion used: the reference it is quoted at and the gas state. */
export interface ConversionConditions {
  readonly reference: ReferenceCondition;
  /** True when a moisture was applied, so the standard or normal side is on a dry basis. */
  readonly dryBasis: boolean;
  readonly temperatureK?: number;
  readonly pressurePa?: number;
  readonly altitudeM?: number;
  readonly moisturePercent?: number;
  readonly o2Percent?: number;
  readonly o2RefPercent?: number;
}

/** A conversion done. */
export interface Conversion {
  readonly quantity: QuantityId;
  readonly input: ConvertedValue;
  /** One result when a target unit was given, else one per unit of the quantity, in catalogue order. */
  readonly results: readonly ConvertedValue[];
  /** Only for a conversion between actual and standard or normal conditions. */
  readonly conditions?: ConversionConditions;
  /** The condition factors applied, in order (temperature, pressure, moisture, O₂); empty for a unit conversion. */
  readonly factors: readonly AppliedFactor[];
  /** Condition fields that were given but that this conversion does not use (a caller may refuse them). */
  readonly unusedFields: readonly ConversionField[];
}

/** Done, or every field that cannot be used. */
export type ConversionResult =
  | { readonly status: 'success'; readonly data: Conversion }
  | { readonly status: 'error'; readonly issues: readonly ConversionIssue[] };

/** The basis of a unit written without one (`cfm`, `mg/m3`) when the other side states one: as it flows. */
const referenceOf = (basis: VolumeBasis | undefined): VolumeReference => basis?.reference ?? 'actual';

function given(texts: ConversionTexts, field: ConversionField): string | undefined {
  const text = texts[field];
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** Reads `value` and `from` into the input value, or the issues naming them. */
function readInput(texts: ConversionTexts): ConvertedValue | ConversionIssue[] {
  const valueText = given(texts, 'value');
  if (valueText === undefined) return [{ field: 'value', message: 'No value given' }];
  const fromText = given(texts, 'from');
  const from = fromText === undefined ? undefined : lookupUnit(fromText);
  if (from?.status === 'error') return [{ field: 'from', message: from.issues[0]!.message }];
  const fromUnit = from?.data;
  const parsed = parseQuantity(valueText, fromUnit ? { defaultUnit: fromUnit.unit.id } : {});
  if (parsed.status === 'error') return [{ field: 'value', message: parsed.issues[0]!.message }];
  const typedUnit = !DECIMAL_NUMBER_TEXT.test(valueText);
  if (fromUnit && typedUnit) {
    const sameUnit = parsed.data.unit === fromUnit.unit && referenceOf(parsed.data.basis) === referenceOf(fromUnit.basis);
    if (!sameUnit) {
      return [{ field: 'value', message: `${quoteText(valueText)} has a unit of its own; give the unit once, in the value or as the unit to convert from` }];
    }
  }
  const basis = typedUnit ? parsed.data.basis : fromUnit?.basis;
  return { value: parsed.data.value, unit: parsed.data.unit, ...(basis && { basis }) };
}

/** A unit to convert to, with the basis its spelling states. */
interface Target {
  readonly unit: Unit;
  readonly basis?: VolumeBasis;
}

/** Reads `to` for the input's quantity. */
function readTarget(texts: ConversionTexts, input: ConvertedValue): Target | ConversionIssue | undefined {
  const toText = given(texts, 'to');
  if (toText === undefined) return undefined;
  const quantity = input.unit.quantity;
  const reading = lookupUnit(toText);
  if (reading.status === 'error') {
    // Unknown: list the units the input could go to.
    const forQuantity = lookupUnit(toText, { quantity });
    const issue = forQuantity.status === 'error' ? forQuantity.issues[0]! : reading.issues[0]!;
    return { field: 'to', message: issue.message };
  }
  const { unit, basis } = reading.data;
  if (unit.quantity !== quantity) {
    const from = `${unitWithBasis(input.unit, input.basis, 'symbol')} (${QUANTITY_INFO[quantity].label})`;
    const to = `${unitWithBasis(unit, basis, 'symbol')} (${QUANTITY_INFO[unit.quantity].label})`;
    return { field: 'to', message: `Cannot convert ${from} to ${to}: they measure different quantities` };
  }
  return { unit, ...(basis && { basis }) };
}

/** Converts to each unit by the units' factors alone; the basis is carried along. */
function unitConversion(input: ConvertedValue, units: readonly Unit[], basis: VolumeBasis | undefined): ConvertedValue[] | ConversionIssue {
  const results: ConvertedValue[] = [];
  for (const unit of units) {
    const converted = convert(input.value, input.unit.id, unit.id);
    if (converted.status === 'error') return { field: 'value', message: converted.issues[0]!.message };
    results.push({ value: converted.data.value, unit, ...(basis && { basis }) });
  }
  return results;
}

/** The air function's input names → the request's fields. */
const AIR_FIELDS: Readonly<Record<string, ConversionField>> = {
  flowM3s: 'value',
  concentrationKgPerM3: 'value',
  actualTemperatureK: 'temperature',
  actualPressurePa: 'pressure',
  moisturePercent: 'moisture',
  measuredOxygenPercent: 'o2',
  referenceOxygenPercent: 'o2-ref',
  reference: 'standard',
};

function fromAirIssues(issues: readonly AirIssue[], conditions: ReadConditions): ConversionIssue[] {
  return issues.map((issue) => {
    const field = AIR_FIELDS[issue.field] ?? 'value';
    return { field: field === 'pressure' && conditions.altitudeM !== undefined ? 'altitude' : field, message: issue.message };
  });
}

/** What a conditioned conversion needs, by kind. */
interface ConditionedRequest {
  readonly input: ConvertedValue;
  readonly target: Target;
  readonly conditions: ReadConditions;
}

/** A side of a conditioned conversion for a message, its basis named: `ACFM`, `SCFM`, `mg/Nm³`. */
const sideLabel = (side: Target) => unitWithBasis(side.unit, { reference: referenceOf(side.basis), dry: side.basis?.dry ?? false }, 'symbol');

function missingConditions(request: ConditionedRequest): ConversionIssue[] {
  const what = `to convert ${sideLabel(request.input)} to ${sideLabel(request.target)}`;
  const issues: ConversionIssue[] = [];
  if (request.conditions.temperatureK === undefined) {
    issues.push({ field: 'temperature', message: `The actual gas temperature is needed ${what}, e.g. 300F or 150C` });
  }
  if (request.conditions.pressurePa === undefined) {
    issues.push({ field: 'pressure', message: `The actual absolute pressure (e.g. 98kPa) or the altitude (e.g. 1500m) is needed ${what}` });
  }
  return issues;
}

function conditionsUsed(conditions: ReadConditions, reference: ReferenceCondition, dryBasis: boolean, withOxygen: boolean): ConversionConditions {
  const { temperatureK, pressurePa, altitudeM, moisturePercent, o2Percent, o2RefPercent } = conditions;
  return {
    reference,
    dryBasis,
    ...(temperatureK !== undefined && { temperatureK }),
    ...(pressurePa !== undefined && { pressurePa }),
    ...(altitudeM !== undefined && { altitudeM }),
    ...(moisturePercent !== undefined && { moisturePercent }),
    ...(withOxygen && o2Percent !== undefined && { o2Percent }),
    ...(withOxygen && o2RefPercent !== undefined && { o2RefPercent }),
  };
}

/** Actual ↔ standard or normal flow (ACFM ↔ SCFM, Am³/h ↔ Nm³/h), by core/air. */
function flowConversion(request: ConditionedRequest, toStandard: boolean, reference: ReferenceConditionId) {
  const { input, target, conditions } = request;
  const flow = (toStandard ? actualToStandardFlow : standardToActualFlow)({
    flowM3s: unitToSi(input.unit, input.value),
    actualTemperatureK: conditions.temperatureK!,
    actualPressurePa: conditions.pressurePa!,
    ...(conditions.moisturePercent !== undefined && { moisturePercent: conditions.moisturePercent }),
    reference,
  });
  if (flow.status === 'error') return fromAirIssues(flow.issues, conditions);
  const { flowM3s, dryBasis, factors } = flow.data;
  const basis: VolumeBasis = { reference: referenceOf(target.basis), dry: toStandard && dryBasis };
  return {
    result: { value: unitFromSi(target.unit, flowM3s), unit: target.unit, basis },
    conditions: conditionsUsed(conditions, flow.data.reference, dryBasis, false),
    factors,
  };
}

/** Actual → normal (or standard) concentration, dry and at a reference O₂ when given, by core/air. */
function concentrationConversion(request: ConditionedRequest, reference: ReferenceConditionId) {
  const { input, target, conditions } = request;
  const normalised = normaliseConcentration({
    concentrationKgPerM3: unitToSi(input.unit, input.value),
    actualTemperatureK: conditions.temperatureK!,
    actualPressurePa: conditions.pressurePa!,
    ...(conditions.moisturePercent !== undefined && { moisturePercent: conditions.moisturePercent }),
    ...(conditions.o2Percent !== undefined && { measuredOxygenPercent: conditions.o2Percent }),
    ...(conditions.o2RefPercent !== undefined && { referenceOxygenPercent: conditions.o2RefPercent }),
    reference,
  });
  if (normalised.status === 'error') return fromAirIssues(normalised.issues, conditions);
  const { concentrationKgPerM3, dryBasis, factors } = normalised.data;
  return {
    result: { value: unitFromSi(target.unit, concentrationKgPerM3), unit: target.unit, basis: { reference: referenceOf(target.basis), dry: dryBasis } },
    conditions: conditionsUsed(conditions, normalised.data.reference, dryBasis, true),
    factors,
  };
}

/**
 * The fields a conversion uses besides value, from and to: all conditions for
 * a concentration, all but O₂ for a flow, only `standard` between two
 * references, none for a unit conversion.
 */
function usedConditionFields(kind: 'units' | 'flow' | 'concentration'): readonly ConversionField[] {
  if (kind === 'units') return [];
  if (kind === 'flow') return ['temperature', 'pressure', 'altitude', 'moisture', 'standard'];
  return CONDITION_FIELDS;
}

/**
 * Reads and does a conversion.
 *
 * @param texts The request as typed (see {@link CONVERSION_FIELDS}):
 *   - `value`: a number, or a number with its unit (`4 inH2O`) when `from` is absent;
 *   - `from`, `to`: units as lookupUnit reads them (`inH2O`, `in wg`, `ACFM`,
 *     `mg/Nm3`); without `to`, the value is given in every unit of its quantity;
 *   - `temperature`, `pressure` (absolute) or `altitude`, `moisture`, `o2`,
 *     `o2-ref`, `standard`: the gas conditions (see readConditions: bare
 *     numbers are °C, kPa, m and %).
 * @returns `success` with the quantity, the input, the results (one when `to`
 *   is given, else one per unit in catalogue order), and for a conditioned
 *   conversion the conditions and reference used and each factor applied;
 *   or `error` with an issue per unusable field: no value, an unknown unit
 *   (the message lists the closest quantities' units), units of two
 *   quantities (`4 inH2O` to `cfm`), a missing temperature or pressure for a
 *   conditioned conversion, a condition out of range. Never throws.
 *
 * A conversion is conditioned when `from` and `to` state different bases;
 * a unit written without a basis (`cfm`, `m3/h`, `mg/m3`) is at actual
 * conditions. Conditioned conversions supported: flow actual → standard or
 * normal and back (Q_std = Q_act · T_ref/T_act · p_act/p_ref, dry with a
 * moisture), and concentration actual → normal or standard (C_ref = C_act ·
 * T_act/T_ref · p_ref/p_act · 1/(1 − H₂O) · (21 − O₂,ref)/(21 − O₂,meas)).
 * The reference is `standard` if given, else the one the standard or normal
 * unit implies (SCFM: ACGIH, Nm³: normal, dscf: EPA).
 *
 * Source: factors, NIST SP 811 App. B.8 (each unit's `source`); conditions,
 * core/air (ACGIH Industrial Ventilation, US EPA Method 2, EU Industrial
 * Emissions Directive 2010/75/EU Annex VI).
 *
 * @example readConversion({ value: '4', from: 'inH2O', to: 'Pa' }) // results [{ value: 996.35564, unit: Pa }]
 */
export function readConversion(texts: ConversionTexts): ConversionResult {
  const { conditions, issues: conditionIssues } = readConditions(texts);
  const input = readInput(texts);
  if (Array.isArray(input)) return { status: 'error', issues: [...input, ...conditionIssues] };
  const target = readTarget(texts, input);
  if (target && 'message' in target) return { status: 'error', issues: [target, ...conditionIssues] };
  if (conditionIssues.length > 0) return { status: 'error', issues: conditionIssues };

  const quantity = input.unit.quantity;
  const unused = (kind: 'units' | 'flow' | 'concentration') =>
    CONDITION_FIELDS.filter((field) => given(texts, field) !== undefined && !usedConditionFields(kind).includes(field));

  const fromReference = referenceOf(input.basis);
  const toReference = referenceOf(target?.basis);
  if (!target || fromReference === toReference) {
    const results = unitConversion(input, target ? [target.unit] : unitsOf(quantity), target?.basis ?? input.basis);
    if (!Array.isArray(results)) return { status: 'error', issues: [results] };
    return { status: 'success', data: { quantity, input, results, factors: [], unusedFields: unused('units') } };
  }

  const kind = quantity === 'airflow' ? 'flow' : 'concentration';
  const names = `${sideLabel(input)} to ${sideLabel(target)}`;
  if (fromReference !== 'actual' && toReference !== 'actual') {
    return { status: 'error', issues: [{ field: 'to', message: `Converting ${names} goes between two reference conditions; convert to the actual flow first` }] };
  }
  if (kind === 'concentration' && fromReference !== 'actual') {
    return { status: 'error', issues: [{ field: 'to', message: `Converting ${names} is not supported: a concentration is normalised from actual conditions only` }] };
  }
  const referenceBasis = (fromReference === 'actual' ? target.basis : input.basis)!;
  const request: ConditionedRequest = { input, target, conditions };
  const missing = missingConditions(request);
  if (missing.length > 0) return { status: 'error', issues: missing };
  const reference = conditions.standard ?? defaultReferenceFor(referenceBasis)!;
  const done = kind === 'flow' ? flowConversion(request, fromReference === 'actual', reference) : concentrationConversion(request, reference);
  if (Array.isArray(done)) return { status: 'error', issues: done };
  return {
    status: 'success',
    data: { quantity, input, results: [done.result], conditions: done.conditions, factors: done.factors, unusedFields: unused(kind) },
  };
}
