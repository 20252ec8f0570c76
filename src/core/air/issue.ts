/**
 * What the gas-condition functions say when an input cannot be used.
 */
import type * as v from 'valibot';

/** One unusable input: the field (the input's property name), the value given, one line for a person. */
export interface AirIssue {
  readonly field: string;
  readonly value: number | undefined;
  /** Names the field and the value, e.g. `Moisture (H₂O) must be at least 0 % and below 100 %, got 100 %`. */
  readonly message: string;
}

/** The result of every function of core/air: never throws, never NaN. */
export type AirResult<T> =
  | { readonly status: 'success'; readonly data: T }
  | { readonly status: 'error'; readonly issues: readonly AirIssue[] };

/** Parse options for the input schemas: one issue per field, every field checked. */
export const AIR_PARSE_CONFIG = { abortPipeEarly: true } as const;

/**
 * Turns valibot's issues for an input object into AirIssues.
 *
 * @param issues The issues of a failed `v.safeParse` of one of this folder's input schemas.
 * @returns One AirIssue per issue, naming the input's property and the value given.
 */
export function toAirIssues(issues: readonly v.BaseIssue<unknown>[]): AirIssue[] {
  return issues.map((issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    return {
      field: typeof key === 'string' ? key : 'input',
      value: typeof issue.input === 'number' ? issue.input : undefined,
      message: issue.message,
    };
  });
}
