/**
 * How a subcommand prints a tool's figures: an aligned text table for a
 * person, or JSON leaves `{ value, unit }` at full precision for a script.
 * Both refuse a figure that cannot be shown: each tool's core refuses such a
 * result first, with the inputs named; this is the net for one that slips through.
 */
import { figureText, figureValue, type Figure, type UnitSystem } from '../../core/report/figure.ts';
import { unshowableReason } from '../../core/report/figure-check.ts';
import type { ToolWarning } from '../../core/report/warning.ts';

/**
 * Throws for the first figure that cannot be shown.
 *
 * @throws Error `Velocity V cannot be computed: the result is out of range`,
 *   which the program prints as one `error:` line with exit 2 (runProgram).
 */
function refuseUnshowable(figures: readonly Figure[]): void {
  for (const figure of figures) {
    const reason = unshowableReason(figure);
    if (reason !== undefined) throw new Error(`${figure.label} cannot be computed: ${reason}`);
  }
}

/**
 * The figures as a text table: label, value (right-aligned, the figure's
 * decimals, plain digits) and unit; then one `warning: <text>` line per warning.
 *
 * @param figures The tool's figures, in the order to print.
 * @param warnings The tool's warnings.
 * @param system The unit system to show.
 * @returns The text, ending with a newline.
 * @throws Error for a figure that cannot be shown (see refuseUnshowable), never a blank cell.
 */
export function formatFigureTable(figures: readonly Figure[], warnings: readonly ToolWarning[], system: UnitSystem): string {
  refuseUnshowable(figures);
  const rows = figures.map((figure) => ({ label: figure.label, ...figureText(figure, system, 'table') }));
  const labelWidth = Math.max(0, ...rows.map(({ label }) => label.length));
  const valueWidth = Math.max(0, ...rows.map(({ value }) => value.length));
  const lines = rows.map(({ label, value, unit }) => `${label.padEnd(labelWidth)}  ${value.padStart(valueWidth)} ${unit}`.trimEnd());
  return [...lines, ...warnings.map(({ text }) => `warning: ${text}`)].join('\n') + '\n';
}

/**
 * The figures as JSON leaves by key, to merge into a subcommand's JSON object.
 *
 * @returns `{ [figure.key]: { value, unit } }`, value at full precision in the
 *   system's unit (the double itself, see figureValue), unit its catalogue id
 *   (`inH2O`, `ft/min`) or `'1'`.
 * @throws Error for a figure that cannot be shown (see refuseUnshowable), never a JSON `null`.
 */
export function figuresJson(figures: readonly Figure[], system: UnitSystem): Record<string, { value: number; unit: string }> {
  refuseUnshowable(figures);
  return Object.fromEntries(figures.map((figure) => [figure.key, figureValue(figure, system)]));
}
