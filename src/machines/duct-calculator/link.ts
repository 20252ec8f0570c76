/**
 * The calculator's state as a shareable link, and back: which field each
 * link parameter fills (the CLI's option names), and the link of a context.
 * The link format itself is core's (`core/duct/link.ts`).
 */
import { ductLinkPath, type DuctLinkState } from '../../core/duct/link.ts';
import { linkedValueText } from '../../core/duct/linked-value.ts';
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
 * A field's stored value as the link writes it, reading back to the same SI
 * value bit for bit: a text typed in the link's unit system as typed; one
 * typed in the other system with that system's unit (`20m/s`); a value the
 * calculator computed (a mode change made it an input) as its SI value at
 * full precision, with `m3/s` (or `m`, `m/s`) when the link is imperial.
 */
function linkedText(context: CalculatorContext, quantity: Quantity): string {
  const entry = context.fields[quantity];
  return entry.kind === 'typed'
    ? linkedValueText(quantity, entry.text, entry.system, context.unitSystem)
    : linkedValueText(quantity, String(entry.valueSi), 'metric', context.unitSystem);
}

/**
 * The link that reproduces what the page holds: the mode, the unit system
 * and the two given fields' stored values (the computed field is left out,
 * and so is an empty one). Written from the stored values, never from the
 * figures shown, so it does not drift after unit switches.
 *
 * @param context The calculator's context.
 * @returns For example `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`.
 */
export function selectLinkPath(context: CalculatorContext): string {
  const { calculationType, unitSystem } = context;
  return ductLinkPath({
    solve: calculationType,
    unitSystem,
    v: linkedText(context, 'velocity'),
    d: linkedText(context, 'diameter'),
    q: linkedText(context, 'airflow'),
  });
}
