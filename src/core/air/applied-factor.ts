/**
 * A correction applied to a flow or a concentration, kept so a page can show
 * each step with its formula and source.
 */

/** One applied correction: the value is multiplied by `factor`. */
export interface AppliedFactor {
  /** What it corrects for: `Temperature`, `Pressure`, `Moisture`, `Oxygen reference`. */
  readonly name: string;
  /** The dimensionless multiplier. */
  readonly factor: number;
  /** The factor in symbols: `T_ref / T_act`. */
  readonly formula: string;
  readonly source: string;
  /** The Know-How entry of the conversion it belongs to (`standard-flow`, `normal-concentration`). */
  readonly entry: string;
}

/**
 * Applies the factors in turn.
 *
 * @param value The value to correct, in any unit.
 * @param factors The corrections.
 * @returns value × the product of the factors.
 */
export function applyFactors(value: number, factors: readonly AppliedFactor[]): number {
  return factors.reduce((corrected, { factor }) => corrected * factor, value);
}
