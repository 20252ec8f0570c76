/** How `duct-calc` prints a solved duct: an aligned table, or one JSON line. */
import { formatNoticeValue } from '../core/format.ts';
import { QUANTITIES, QUANTITY_LABELS } from '../core/units.ts';
import type { SolveReport } from './solve-report.ts';

/**
 * Formats the report as the web page's notice does: velocity, diameter and
 * airflow to 2 decimals with their units, the solved one marked.
 *
 * @param report A solved duct in display units.
 * @returns Three lines, each ending in a newline, for example
 *   `Diameter (D)     9.85 in      (solved)`.
 */
export function formatReportTable(report: SolveReport): string {
  const rows = QUANTITIES.map((quantity) => ({
    label: QUANTITY_LABELS[quantity],
    value: formatNoticeValue(report[quantity].value),
    unit: report[quantity].unit,
    note: quantity === report.solve ? '(solved)' : '',
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
