/** How `duct-calc` prints a solved duct: an aligned table, or one JSON line. */
import { siValueOf, type DuctSolution } from '../../core/duct/solve.ts';
import { formatNumber } from '../../core/format/number.ts';
import { QUANTITIES, QUANTITY_LABELS, toDisplayUnits, UNIT_SYMBOLS, type UnitSystem } from '../../core/duct/units.ts';
import type { SolveReport } from './solve-options.ts';

/**
 * Formats a solution with the same figures as the web page's 'Calculation
 * Result' notice: velocity, diameter and airflow converted from SI, in the
 * `table` style (2 decimals, or 5 significant digits in scientific notation
 * when fixed decimals can't show the value) with plain digits for scripts,
 * their units beside them, the solved one marked. Converting all three from SI, given ones
 * included, keeps every figure equal to the page's, even at a rounding edge.
 *
 * @param solution The solved duct in SI (m/s, m, m³/s).
 * @param unitSystem The unit system to show.
 * @returns Three lines, each ending in a newline, for example
 *   `Diameter (D)      9.85 in       (solved)`.
 */
export function formatSolutionTable(solution: DuctSolution, unitSystem: UnitSystem): string {
  const rows = QUANTITIES.map((quantity) => ({
    label: QUANTITY_LABELS[quantity],
    value: formatNumber(toDisplayUnits(quantity, siValueOf(solution, quantity)!, unitSystem), 'table'),
    unit: UNIT_SYMBOLS[unitSystem][quantity],
    note: quantity === solution.solved ? '(solved)' : '',
  }));
  const width = (key: 'label' | 'value' | 'unit') => Math.max(...rows.map((row) => row[key].length));
  const [labelWidth, valueWidth, unitWidth] = [width('label'), width('value'), width('unit')];
  return rows
    .map((row) =>
      `${row.label.padEnd(labelWidth)}   ${row.value.padStart(valueWidth)} ${row.unit.padEnd(unitWidth)}   ${row.note}`.trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/**
 * Formats the report for scripts, at full precision in the chosen units.
 *
 * @param report A solved duct in display units.
 * @returns One line of JSON: `{"solve", "unitSystem", "velocity": {"value", "unit"}, "diameter", "airflow"}`.
 */
export function formatReportJson(report: SolveReport): string {
  const { solve, unitSystem, velocity, diameter, airflow } = report;
  return `${JSON.stringify({ solve, unitSystem, velocity, diameter, airflow })}\n`;
}
