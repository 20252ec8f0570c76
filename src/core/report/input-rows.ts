/**
 * A form tool's inputs as a reader checks them: every field in the tool's
 * order and groups, a typed one with the unit of its bare number, a blank
 * one with what it stands for (its default, or "not given"). One shape for
 * the tool's printed report (app) and the project's calculation package
 * (core/project), so both say the same of a blank field.
 */
import type { UnitSystem } from './figure.ts';
import { isBareNumber } from './typed-text.ts';

/** One input: `Motor efficiency`, `92`, `%`, `default: 90 %`. */
export interface InputRow {
  readonly label: string;
  /** The text as typed (a choice by the name its list shows); '' when blank. */
  readonly value: string;
  /** The unit of a bare number; '' when the value carries its own unit, has none, or is blank. */
  readonly unit: string;
  /** What a blank value stands for: `default: 90 %`, `not given: no clean-filter curve`, or NOT_GIVEN. */
  readonly empty: string;
}

/** The inputs under one heading of the tool's form (`Motor and drive`); a short list has none. */
export interface InputGroup {
  readonly legend?: string;
  readonly rows: readonly InputRow[];
}

/** What a blank field with no default stands for. */
export const NOT_GIVEN = 'not given';

/** The unit system a field's bare number reads in: the one it was typed in, or the part's. */
export type SystemOf = (field: string) => UnitSystem;

/**
 * One input's row.
 *
 * @param label The field's label.
 * @param text The field's text (trimmed here), a choice already by its name.
 * @param unit The unit of a bare number in the field, or undefined for none.
 * @param empty What a blank field stands for (NOT_GIVEN when undefined).
 * @returns The row; the unit only beside a bare number.
 */
export function inputRow(label: string, text: string, unit: string | undefined, empty: string | undefined): InputRow {
  const value = text.trim();
  return { label, value, unit: isBareNumber(value) ? (unit ?? '') : '', empty: empty ?? NOT_GIVEN };
}

/** A blank field's default, as the tool takes it: `default: 90 %`. */
export const defaultText = (value: string) => `default: ${value}`;
