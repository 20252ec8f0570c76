/**
 * A warning beside a result: the figure is computed, but an input lies
 * outside a method's validity or a result outside the usual guidance, and
 * the engineer must know before signing it off.
 */

/** One warning. */
export interface ToolWarning {
  /** Stable kebab-case code for scripts and tests: `temperature-clamped`, `transitional-flow`. */
  readonly code: string;
  /** One sentence naming the input or result, its value and the limit, with units. */
  readonly text: string;
}
