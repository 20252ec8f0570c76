/**
 * The ducting calculator's context and the pure updates the machine's
 * actions call. The maths lives in core (`solveDuct`); this module only keeps
 * what the user typed, the values in SI, and the outcome in step.
 *
 * A unit switch changes nothing stored (spec §4, issue 18): each field keeps
 * its text and the unit system it was typed in, is read in that system, and
 * is shown converted in the other (selectors.ts). So the SI values, the
 * result and the link are bit-identical after any sequence of switches.
 */
import { DUCT_FORM_DEFAULTS, parseNumberText } from '../../core/duct/form-schema.ts';
import { readLinkedValue } from '../../core/duct/linked-value.ts';
import { SI_KEYS, siValueOf, solveDuct, type DuctInputsSi, type DuctResult, type DuctSolution } from '../../core/duct/solve.ts';
import { QUANTITIES, toSiUnits, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import { LINK_PARAMS, type CalculatorLink } from './link.ts';

/** A snapshot of a solution for the 'Calculation Result' notice. */
export interface CalculationNotice {
  /** Grows with every submit, so a repeated submit shows a fresh notice. */
  id: number;
  solution: DuctSolution;
  /** The unit system shown when the form was submitted. */
  unitSystem: UnitSystem;
}

/**
 * What a field holds: the text the user typed and the unit system it was
 * typed in; or a value the calculator computed, which a mode change turned
 * into an input (its SI value, shown to 4 decimals like the computed field,
 * and kept unrounded so the other two quantities stay consistent with it).
 */
export type FieldEntry =
  | { readonly kind: 'typed'; readonly text: string; readonly system: UnitSystem }
  | { readonly kind: 'computed'; readonly valueSi: number };

export interface CalculatorContext {
  /** The quantity being solved for (spec §3 calculationType). */
  calculationType: Quantity;
  /** The unit system the page shows; a switch changes only this. */
  unitSystem: UnitSystem;
  /**
   * Each field's stored value, kept apart from the numbers, so a half-typed
   * or unusable entry is never lost. The computed field's entry is not used
   * while it is computed: the field shows the result.
   */
  fields: Record<Quantity, FieldEntry>;
  /** The values in SI (m/s, m, m³/s), the computed one included; `undefined` when empty or not a number (spec §3: held in metric). */
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
 * A field's value in SI: a typed text read in the system it was typed in
 * (spec §9 factors), empty or non-numeric text as `undefined` (spec §4, §5).
 */
function entrySi(quantity: Quantity, entry: FieldEntry): number | undefined {
  if (entry.kind === 'computed') return entry.valueSi;
  const value = parseNumberText(entry.text);
  return value === undefined ? undefined : toSiUnits(quantity, value, entry.system);
}

/**
 * Solves the current mode with core's `solveDuct` and stores the result as
 * the computed quantity's SI value (`undefined` when the inputs cannot give
 * one: never a stale result, never NaN or Infinity). A throw is caught and
 * kept in `calculationError`, so nothing breaks.
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
  return { result, calculationError, inputsSi: withSiValue(context.inputsSi, solve, solvedSi) };
}

/**
 * Stores what the user typed in a field, in the unit system shown, and its
 * value in SI. Empty or non-numeric text sets the value to `undefined`
 * (spec §4 and §5).
 *
 * @param context The current context.
 * @param field The field that changed.
 * @param text The field's text exactly as typed, in the shown unit system.
 * @returns The fields to update.
 */
export function applyFieldText(context: CalculatorContext, field: Quantity, text: string): Update {
  const entry: FieldEntry = { kind: 'typed', text, system: context.unitSystem };
  return {
    fields: { ...context.fields, [field]: entry },
    inputsSi: withSiValue(context.inputsSi, field, entrySi(field, entry)),
  };
}

/**
 * Solves another quantity. The one computed until now becomes an input
 * holding its computed value, unrounded, so the new result stays consistent
 * with it; empty when there was none.
 *
 * @param context The current context.
 * @param mode The quantity to solve for.
 * @returns The fields to update; nothing when it is already the mode.
 */
export function changeMode(context: CalculatorContext, mode: Quantity): Update {
  const previous = context.calculationType;
  if (mode === previous) return {};
  const valueSi = siValueOf(context.inputsSi, previous);
  const entry: FieldEntry =
    valueSi === undefined ? { kind: 'typed', text: '', system: context.unitSystem } : { kind: 'computed', valueSi };
  return { calculationType: mode, fields: { ...context.fields, [previous]: entry } };
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
 *   state). The defaults stay metric values shown in the link's unit
 *   system, as if the user had switched to it; each text the link gives
 *   replaces a default as if typed in the link's system, or in the other
 *   one when it carries that system's unit (`20m/s`, see linked-value.ts),
 *   so a bad text shows the field's usual hint.
 * @returns The solved context.
 */
export function createInitialContext(link: CalculatorLink = {}): CalculatorContext {
  const { calculationType, unitSystem, velocity, diameter, airflow } = DUCT_FORM_DEFAULTS;
  const typedDefault = (value: number | undefined): FieldEntry => ({ kind: 'typed', text: value === undefined ? '' : String(value), system: unitSystem });
  const fields = { velocity: typedDefault(velocity), diameter: typedDefault(diameter), airflow: typedDefault(airflow) };
  const shownSystem = link.unitSystem ?? unitSystem;
  for (const quantity of QUANTITIES) {
    const text = link[LINK_PARAMS[quantity]];
    if (text === undefined) continue;
    const read = readLinkedValue(quantity, text, shownSystem);
    fields[quantity] = { kind: 'typed', text: read.text, system: read.system };
  }
  const inputsSi: DuctInputsSi = {};
  for (const quantity of QUANTITIES) inputsSi[SI_KEYS[quantity]] = entrySi(quantity, fields[quantity]);
  const context: CalculatorContext = {
    calculationType: link.solve ?? calculationType,
    unitSystem: shownSystem,
    fields,
    inputsSi,
    result: undefined,
    calculationError: undefined,
    notice: undefined,
    noticeCount: 0,
  };
  return { ...context, ...recompute(context) };
}
