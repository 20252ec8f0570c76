/**
 * What every form page reads of its fields (form-context.ts), by the tool's
 * measures: a field's text in the system shown, one measure's SI value as
 * typed, and a field's issue. Pure functions; the tool's selectors pass
 * their own measures.
 */
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureIssue, type MeasureSpec } from '../../core/report/measure.ts';
import { shownMeasureText } from '../../core/report/typed-text.ts';
import type { FormInputs } from './form-context.ts';

/** A tool's measures by field, for the lookups below. */
export function measuresByField<S extends MeasureSpec>(specs: readonly S[]): ReadonlyMap<string, S> {
  return new Map(specs.map((spec) => [spec.key, spec]));
}

type Typed<F extends string> = FormInputs<F> & { system: UnitSystem };

/**
 * A field's text in the system shown.
 *
 * @returns As typed in its own system; a measure's bare number converted in
 *   the other (core's shownMeasureText); any other field as typed; '' when empty.
 */
export function shownText<F extends string>(measures: ReadonlyMap<string, MeasureSpec>, context: Typed<F>, field: F): string {
  const text = context.texts[field] ?? '';
  const spec = measures.get(field);
  return spec === undefined ? text : shownMeasureText(spec, text, context.typedIn[field] ?? context.system, context.system);
}

/**
 * One measure's SI value as typed, read on its own (core's readMeasure, in
 * the system it was typed in), so a sketch follows every keystroke while
 * another input is still missing.
 *
 * @returns The SI value, or `undefined` when the field is not given, not a measure, or not usable.
 */
export function typedMeasureSi<F extends string>(measures: ReadonlyMap<string, MeasureSpec>, context: Typed<F>, field: F): number | undefined {
  const text = context.texts[field];
  const spec = measures.get(field);
  if (text === undefined || spec === undefined) return undefined;
  const read = readMeasure(spec, text, context.typedIn[field] ?? context.system);
  return read.status === 'success' ? read.valueSi : undefined;
}

/** Why a field cannot be used, naming it and its text, or `undefined`: the first of the reading's issues on it. */
export function fieldIssue(issues: readonly Pick<MeasureIssue, 'field' | 'message'>[], field: string): string | undefined {
  return issues.find((issue) => issue.field === field)?.message;
}
