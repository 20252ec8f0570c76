/**
 * What a designed exhaust system gives Fan Selection: the fan's duty and the
 * gas it moves, as Fan Selection's fields are typed. One derivation, for the
 * exhaust system page's "Open in Fan Selection" link and a project's
 * system → fan link (core/project/links.ts).
 */
import type { FanTexts } from '../fan/fields.ts';
import { formatNumber } from '../format/number.ts';
import { figureValue, type Figure, type UnitSystem } from '../report/figure.ts';
import { readMeasure } from '../report/measure.ts';
import { readPlainNumber } from '../report/plain-number.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { CONDITION_MEASURES, MOISTURE_SPEC, type ConditionKey, type ConditionSystems, type ConditionTexts } from './conditions.ts';
import type { FanDuty } from './design.ts';
import { fanFigures } from './report.ts';

/** The system's gas conditions as typed: the texts, the sheet's unit system, and where a text was typed in the other one. */
export interface TypedConditions {
  readonly texts: ConditionTexts;
  readonly units: UnitSystem;
  readonly typedIn?: ConditionSystems;
}

/**
 * A gas condition as Fan Selection's field takes it: a plain number in the
 * system's units (m or ft, kPa or inHg, %), up to 4 decimals; `undefined`
 * when not given or not usable.
 */
function conditionText(conditions: TypedConditions, key: ConditionKey, system: UnitSystem): string | undefined {
  const text = conditions.texts[key]?.trim() ?? '';
  if (text === '') return undefined;
  if (key === MOISTURE_SPEC.key) {
    const percent = readPlainNumber(MOISTURE_SPEC, text);
    return typeof percent === 'number' ? formatNumber(percent, 'field') : undefined;
  }
  const spec = CONDITION_MEASURES.find((measure) => measure.key === key)!;
  const read = readMeasure(spec, text, conditions.typedIn?.[key] ?? conditions.units);
  return read.status === 'success' ? formatNumber(unitFromSi(unitById(spec.units[system]), read.valueSi), 'field') : undefined;
}

/** The fan duty's figures a tool downstream takes as its input. */
export type FanFigureKey = 'flow' | 'staticPressure' | 'inletTemperature';

/**
 * A figure of the fan's duty as a field takes it.
 *
 * @param fan The fan's duty from designSystem.
 * @param key `flow` (actual, CFM or m³/h), `staticPressure` (FSP, actual,
 *   inH₂O or Pa) or `inletTemperature` (the mixture of every stream, °F or
 *   °C; standard air's 70 °F when no condition is given).
 * @param system The unit system of the text.
 * @returns A plain number in the system's unit, up to 4 decimals (fanFigures' units).
 */
export function fanFigureText(fan: FanDuty, key: FanFigureKey, system: UnitSystem): string {
  const figure: Figure = fanFigures(fan).find((each) => each.key === key)!;
  return formatNumber(figureValue(figure, system).value, 'field');
}

/**
 * Fan Selection's fields for a system's fan.
 *
 * @param fan The fan's duty from designSystem.
 * @param conditions The system's gas conditions as typed.
 * @param system The unit system of the texts written.
 * @returns The fan's actual flow (`flow`, CFM or m³/h) and actual static
 *   pressure (`pressure`, inH₂O or Pa), up to 4 decimals, for Fan
 *   Selection's default basis, the operating density; when the fan inlet's
 *   gas is not standard air, also its temperature (the mixture of every
 *   stream, °F or °C), the altitude or the barometric pressure as given and
 *   the moisture (% H₂O by volume), so that Fan Selection works at the same
 *   density. Fields not given are absent.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9 (FSP = SP_out − SP_in − VP_in), via designSystem.
 */
export function fanTextsFromSystem(fan: FanDuty, conditions: TypedConditions, system: UnitSystem): FanTexts {
  const texts: Record<string, string | undefined> = { flow: fanFigureText(fan, 'flow', system), pressure: fanFigureText(fan, 'staticPressure', system) };
  if (!fan.inletGas.standard) {
    texts.temperature = fanFigureText(fan, 'inletTemperature', system);
    texts.altitude = conditionText(conditions, 'altitude', system);
    texts.barometricPressure = conditionText(conditions, 'barometricPressure', system);
    texts.moisture = conditionText(conditions, 'moisture', system);
  }
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined)) as FanTexts;
}
