/** Sentences about a check run, shared by the report formats. */
import type { SizingCheckOptions, SizingSummary } from '../../core/sizing-check/types.ts';
import { formatVelocityRange, TRANSPORT_CLASSES, TRANSPORT_TABLE_SOURCE } from '../../core/duct/transport-velocity.ts';
import { UNIT_SYMBOLS } from '../../core/duct/units.ts';
import { formatNumber } from '../../core/format/number.ts';

/**
 * Describes the settings a sheet was checked with, naming the transport table.
 *
 * @param options The check's options.
 * @returns For example `imperial units (CFM, ft/min, in); tolerance 1 %;
 *   transport class average-industrial-dust, 3500–4000 ft/min (ACGIH …)`.
 */
export function describeCheckOptions(options: SizingCheckOptions): string {
  const units = UNIT_SYMBOLS[options.unitSystem];
  const parts = [
    `${options.unitSystem} units (${units.airflow}, ${units.velocity}, ${units.diameter})`,
    `tolerance ${options.tolerancePercent} %`,
  ];
  const { minimum, maximum, transport } = options.window;
  if (minimum !== undefined) parts.push(`minimum velocity ${formatNumber(minimum, 'field')} ${units.velocity}`);
  if (maximum !== undefined) parts.push(`maximum velocity ${formatNumber(maximum, 'field')} ${units.velocity}`);
  if (transport !== undefined) {
    const klass = TRANSPORT_CLASSES[transport];
    const range = klass.minimum
      ? formatVelocityRange(klass.minimum[options.unitSystem], units.velocity)
      : `any velocity (economic ${formatVelocityRange(klass.economic![options.unitSystem], units.velocity)})`;
    parts.push(`transport class ${transport}: ${range}, from ${TRANSPORT_TABLE_SOURCE}`);
  }
  return parts.join('; ');
}

/**
 * The one-line verdict on a sheet.
 *
 * @param summary The counts.
 * @param sheetName The file as the user named it, or `stdin`.
 * @returns For example `examples/sheet.csv: 24 rows checked: 23 passed, 1 failed, 2 with warnings`
 *   (a row with warnings has passed or failed as well).
 */
export function describeSummary(summary: SizingSummary, sheetName: string): string {
  const rows = `${summary.rows} ${summary.rows === 1 ? 'row' : 'rows'}`;
  return `${sheetName}: ${rows} checked: ${summary.passed} passed, ${summary.failed} failed, ${summary.warnings} with warnings`;
}
