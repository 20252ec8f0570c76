/**
 * The last check of a tool's result before anyone reads it: every figure
 * must be a finite number that its display unit can show, in both unit
 * systems (a unit switch must never blank a figure). A figure that is not is
 * an error naming the figure and the inputs it came from, never a blank cell,
 * `NaN`, `Infinity` or a JSON `null`. Each tool's core runs it on its figure
 * list, so the page and `duct-calc` refuse the same results; the CLI's output
 * path runs it again on whatever it prints.
 */
import { formatNumber } from '../format/number.ts';
import { QUANTITY_INFO } from '../units/quantity.ts';
import { figureValue, type Figure, type UnitSystem } from './figure.ts';
import type { MeasureIssue, MeasureSpec } from './measure.ts';

/** The field of a result's issue: it belongs to no input, so a page shows it with the results. */
export const RESULT_FIELD = 'result';

const SYSTEMS: readonly UnitSystem[] = ['metric', 'imperial'];

/**
 * Why a figure cannot be shown, if it cannot.
 *
 * @param figure The figure.
 * @returns `undefined` when its value is finite and, in each unit system,
 *   converts to a finite display value that is not zero unless the value is
 *   (an SI value of 1e-320 W is 0 hp in doubles); else a short reason.
 */
export function unshowableReason(figure: Figure): string | undefined {
  if (!Number.isFinite(figure.valueSi)) return 'the result is out of range';
  for (const system of SYSTEMS) {
    const { value } = figureValue(figure, system);
    if (!Number.isFinite(value) || (value === 0 && figure.valueSi !== 0)) return `the result is out of range in ${system} units`;
  }
  return undefined;
}

/**
 * The inputs a result came from, as an issue names them.
 *
 * @param specs The tool's numeric inputs.
 * @param values Their SI values by key; absent ones are left out.
 * @returns One text per given input, in SI: `Airflow 1 m³/s`, `Diameter 1e-160 m`.
 */
export function measureInputTexts(specs: readonly MeasureSpec[], values: Readonly<Record<string, number | undefined>>): string[] {
  return specs.flatMap(({ key, label, quantity }) => {
    const value = values[key];
    return value === undefined ? [] : [`${label} ${formatNumber(value, 'field')} ${QUANTITY_INFO[quantity].siSymbol}`];
  });
}

/**
 * Refuses a result with a figure that cannot be shown.
 *
 * @param figures The tool's figures.
 * @param inputs The inputs they came from, named (see measureInputTexts).
 * @returns `undefined` when every figure can be shown; else one issue for the
 *   first that cannot, field {@link RESULT_FIELD}:
 *   `Velocity V cannot be computed: the result is out of range for these inputs (Airflow 1 m³/s, Diameter 1e-160 m)`.
 */
export function figureRangeIssue(figures: readonly Figure[], inputs: readonly string[]): MeasureIssue | undefined {
  for (const figure of figures) {
    const reason = unshowableReason(figure);
    if (reason === undefined) continue;
    const given = inputs.length === 0 ? '' : ` (${inputs.join(', ')})`;
    return { field: RESULT_FIELD, text: '', message: `${figure.label} cannot be computed: ${reason} for these inputs${given}` };
  }
  return undefined;
}
