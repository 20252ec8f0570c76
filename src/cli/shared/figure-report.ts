/**
 * How a subcommand prints a tool's figures: an aligned text table for a
 * person, or JSON leaves `{ value, unit }` at full precision for a script.
 */
import { figureText, figureValue, type Figure, type UnitSystem } from '../../core/report/figure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';

/**
 * The figures as a text table: label, value (right-aligned, the figure's
 * decimals, plain digits) and unit; then one `warning: <text>` line per warning.
 *
 * @param figures The tool's figures, in the order to print.
 * @param warnings The tool's warnings.
 * @param system The unit system to show.
 * @returns The text, ending with a newline.
 */
export function formatFigureTable(figures: readonly Figure[], warnings: readonly ToolWarning[], system: UnitSystem): string {
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
 *   system's unit, unit its catalogue id (`inH2O`, `ft/min`) or `'1'`.
 */
export function figuresJson(figures: readonly Figure[], system: UnitSystem): Record<string, { value: number; unit: string }> {
  return Object.fromEntries(figures.map((figure) => [figure.key, figureValue(figure, system)]));
}
