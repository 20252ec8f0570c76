/**
 * The ducting calculator's context and the pure updates the machine's
 * actions call. The maths lives in core (`solveDuct`); this module only keeps
 * what the user typed, the values in SI, and the outcome in step.
 */
import { DUCT_FORM_DEFAULTS, parseNumberText } from '../../core/duct/form-schema.ts';
import { SI_KEYS, siValueOf, solveDuct, type DuctInputsSi, type DuctResult, type DuctSolution } from '../../core/duct/solve.ts';
import { formatNumber } from '../../core/format/number.ts';
import { QUANTITIES, toDisplayUnits, toSiUnits, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import { LINK_PARAMS, type CalculatorLink } from './link.ts';

/** A snapshot of a solution for the 'Calculation Result' notice. */
export interface CalculationNotice {
  /** Grows with every submit, so a repeated submit shows a fresh notice. */
  id: number;
  solution: DuctSolution;
  /** The unit system shown when the form was submitted. */
  unitSystem: UnitSystem;
}

export interface CalculatorContext {
  /** The quantity being solved for (spec §3 calculationType). */
  calculationType: Quantity;
  unitSystem: UnitSystem;
  /**
   * Each field's text as shown: what the user typed for an input, the
   * formatted result for the computed one. Kept apart from the numbers, so a
   * half-typed or unusable entry is never lost.
   */
  fieldText: Record<Quantity, string>;
  /** The parsed values in SI (m/s, m, m³/s); `undefined` when empty or not a number (spec §3: held in metric). */
  inputsSi: DuctInputsSi;
  /** The outcome of the last calculation; `undefined` when the calculation threw. */
  result: DuctResult | undefined;
  /** What the last calculation threw, if it did; logged as 'Calculation error'. */
  calculationError: unknown;
  /** The open 'Calculation Result' notice, if any. */
  notice: CalculationNotice | undefined;
  /** How many notices have been opened, for their ids. */
  noticeCount: number;
}

type Update = Partial<CalculatorContext>;

const withSiValue = (inputs: DuctInputsSi, quantity: Quantity, valueSi: number | undefined): DuctInputsSi => ({
  ...inputs,
  [SI_KEYS[quantity]]: valueSi,
});

/**
 * A field's text for an SI value: converted, in the `field` style (up to 4
 * decimals, scientific when fixed decimals can't show it), so it reads back
 * through `parseNumberText` to the value shown; "" when empty.
 */
function displayText(quantity: Quantity, valueSi: number | undefined, unitSystem: UnitSystem): string {
  return valueSi === undefined ? '' : formatNumber(toDisplayUnits(quantity, valueSi, unitSystem), 'field');
}

/**
 * Solves the current mode with core's `solveDuct` and writes the result into
 * the computed field, or empties that field when the inputs cannot give one:
 * never a stale result, never NaN or Infinity. A throw is caught and kept in
 * `calculationError`, so nothing breaks.
 *
 * @param context The context after the event's own change.
 * @returns The fields to update.
 */
export function recompute(context: CalculatorContext): Update {
  const solve = context.calculationType;
  let result: DuctResult | undefined;
  let calculationError: unknown;
  try {
    result = solveDuct(solve, context.inputsSi);
  } catch (error) {
    calculationError = error;
  }
  const solvedSi = result?.status === 'success' ? siValueOf(result.data, solve) : undefined;
  return {
    result,
    calculationError,
    inputsSi: withSiValue(context.inputsSi, solve, solvedSi),
    fieldText: { ...context.fieldText, [solve]: displayText(solve, solvedSi, context.unitSystem) },
  };
}

/**
 * Stores what the user typed in a field, and its value in SI. Empty or
 * non-numeric text sets the value to `undefined` (spec §4 and §5).
 *
 * @param context The current context.
 * @param field The field that changed.
 * @param text The field's text exactly as typed, in the shown unit system.
 * @returns The fields to update.
 */
export function applyFieldText(context: CalculatorContext, field: Quantity, text: string): Update {
  const shownValue = parseNumberText(text);
  const valueSi = shownValue === undefined ? undefined : toSiUnits(field, shownValue, context.unitSystem);
  return {
    fieldText: { ...context.fieldText, [field]: text },
    inputsSi: withSiValue(context.inputsSi, field, valueSi),
  };
}

/**
 * Re-displays the stored SI values in another unit system; the stored
 * values do not change (spec §4). A field whose value cannot be shown in the
 * new units (none typed, not finite, or too large there, as 1e308 m³/s is in
 * CFM) keeps the user's text, so it is never lost; its hint says why.
 *
 * @param context The current context.
 * @param unitSystem The unit system to show.
 * @returns The fields to update.
 */
export function changeUnitSystem(context: CalculatorContext, unitSystem: UnitSystem): Update {
  const fieldText = { ...context.fieldText };
  for (const quantity of QUANTITIES) {
    const shown = displayText(quantity, siValueOf(context.inputsSi, quantity), unitSystem);
    if (shown !== '') fieldText[quantity] = shown;
  }
  return { unitSystem, fieldText };
}

/**
 * Opens the notice with the current solution.
 *
 * @param context The current context; its result must be a success.
 * @returns The fields to update; nothing when there is no solution.
 */
export function openNotice(context: CalculatorContext): Update {
  if (context.result?.status !== 'success') return {};
  const noticeCount = context.noticeCount + 1;
  return {
    noticeCount,
    notice: { id: noticeCount, solution: context.result.data, unitSystem: context.unitSystem },
  };
}

/**
 * The context the page opens with: the spec's defaults (airflow mode,
 * velocity 20 m/s, diameter 0.5 m, airflow empty, metric), then what the
 * page's link gives, then solved. With no link, Airflow (Q) shows 3.927.
 *
 * @param link The link's mode, unit system and field texts (`readDuctLink`'s
 *   state). The defaults are shown in the link's unit system, as if the user
 *   had switched to it; each text it gives replaces a default as if typed,
 *   so a bad text shows the field's usual hint.
 * @returns The solved context.
 */
export function createInitialContext(link: CalculatorLink = {}): CalculatorContext {
  const { calculationType, unitSystem, velocity, diameter, airflow } = DUCT_FORM_DEFAULTS;
  const inputsSi: DuctInputsSi = { velocityMps: velocity, diameterM: diameter, airflowM3s: airflow };
  const fieldText = {
    velocity: displayText('velocity', velocity, unitSystem),
    diameter: displayText('diameter', diameter, unitSystem),
    airflow: displayText('airflow', airflow, unitSystem),
  };
  let context: CalculatorContext = {
    calculationType: link.solve ?? calculationType,
    unitSystem,
    fieldText,
    inputsSi,
    result: undefined,
    calculationError: undefined,
    notice: undefined,
    noticeCount: 0,
  };
  if (link.unitSystem !== undefined) context = { ...context, ...changeUnitSystem(context, link.unitSystem) };
  for (const quantity of QUANTITIES) {
    const text = link[LINK_PARAMS[quantity]];
    if (text !== undefined) context = { ...context, ...applyFieldText(context, quantity, text) };
  }
  return { ...context, ...recompute(context) };
}
