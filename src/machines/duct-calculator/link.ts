/**
 * The calculator's state as a shareable link, and back: which field each
 * link parameter fills (the CLI's option names), and the link of a context.
 * The link format itself is core's (`core/duct/link.ts`).
 */
import { ductLinkPath, type DuctLinkState } from '../../core/duct/link.ts';
import type { Quantity } from '../../core/duct/units.ts';
import type { CalculatorContext } from './context.ts';

/** What a link may give the calculator when it opens: `readDuctLink`'s state. */
export type CalculatorLink = Partial<DuctLinkState>;

/** The link parameter of each field: `--v`, `--d`, `--q` without `--`. */
export const LINK_PARAMS = {
  velocity: 'v',
  diameter: 'd',
  airflow: 'q',
} as const satisfies Record<Quantity, keyof DuctLinkState>;

/**
 * The link that reproduces what the page shows: the mode, the unit system and
 * the two given fields' texts exactly as typed (the computed field is left
 * out, and so is an empty one).
 *
 * @param context The calculator's context.
 * @returns For example `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`.
 */
export function selectLinkPath(context: CalculatorContext): string {
  const { calculationType, unitSystem, fieldText } = context;
  return ductLinkPath({
    solve: calculationType,
    unitSystem,
    v: fieldText.velocity,
    d: fieldText.diameter,
    q: fieldText.airflow,
  });
}
