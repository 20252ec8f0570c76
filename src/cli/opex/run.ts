/**
 * One `duct-calc opex` run, once commander has parsed it: the options go to
 * the core's readOpexInput, the same reader as the page's OPEX section, and
 * the comparison is written as a table, JSON or the page's link.
 */
import { formatNumber } from '../../core/format/number.ts';
import { FLOW_CONTROL_SPEC, OPEX_NUMBERS, OPEX_SPECS, readOpexInput } from '../../core/cost/input.ts';
import { OPEX_FIELD_KEYS, opexLinkPath } from '../../core/cost/link.ts';
import { compareOpex, type OpexComparison } from '../../core/cost/opex.ts';
import { opexFigures, opexRangeIssue } from '../../core/cost/report.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { inputIssuesMessage, optionTexts } from '../cost/number-options.ts';
import type { OpexCommandOptions } from './command.ts';

const perYear = (value: number) => ({ value, unit: 'USD/yr' });
const years = (value: number | null) => (value === null ? null : { value, unit: 'yr' });

/**
 * The comparison as one JSON object (the keys of the issue), at full
 * precision. A payback that never comes (no savings, or interest that eats
 * them) is `null`, explained by a warning in `warnings`: an answer, not a
 * figure out of range, which is refused before this is written.
 */
export function opexJson(comparison: OpexComparison, system: UnitSystem): Record<string, unknown> {
  const { annualSavingsUsd: savings } = comparison;
  return {
    unitSystem: system,
    flowControl: { value: comparison.flowControl, assumption: comparison.flowControlAssumption },
    fanPowerRatio: { value: comparison.fanPowerRatio, unit: '1' },
    energySaved: { value: comparison.energySavedKwhPerYear, unit: 'kWh/yr' },
    annualSavings: { energy: perYear(savings.energy), compressedAir: perYear(savings.compressedAir), bags: perYear(savings.bags), total: perYear(savings.total) },
    cumulativeSavings: comparison.cumulativeSavings.map(({ year, total, discountedTotal }) => ({ year, value: total, discountedValue: discountedTotal, unit: 'USD' })),
    simplePayback: years(comparison.simplePaybackYears),
    discountedPayback: years(comparison.discountedPaybackYears),
    warnings: comparison.warnings,
  };
}

/** The savings year by year as an aligned table. */
function formatYears(comparison: OpexComparison): string {
  const header = ['Year', 'Energy $', 'Compressed air $', 'Bags $', 'Total $', 'Present value $'];
  const rows = comparison.cumulativeSavings.map((row) =>
    [String(row.year), ...[row.energy, row.compressedAir, row.bags, row.total, row.discountedTotal].map((value) => formatNumber(value, 'table'))],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  ')).join('\n') + '\n';
}

/**
 * Runs a comparison.
 *
 * @param options The options as typed, with --imperial, --json, --link.
 * @returns The figures, the cumulative savings by year and the warnings; one
 *   JSON line (see opexJson); or the page's link to its OPEX section, each
 *   only for a comparison that stands. Or one error line naming every
 *   unusable or missing option, or the figure out of range.
 */
export function runOpex(options: OpexCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const texts = optionTexts(OPEX_FIELD_KEYS, options);
  const read = readOpexInput(texts, system);
  if (read.status === 'error') return { status: 'error', message: inputIssuesMessage(OPEX_SPECS, OPEX_NUMBERS, read.issues, [FLOW_CONTROL_SPEC]) };
  const comparison = compareOpex(read.data);
  const outOfRange = opexRangeIssue(comparison, read.data);
  if (outOfRange !== undefined) return { status: 'error', message: `error: ${outOfRange.message}` };
  if (options.link) return { status: 'success', output: `${opexLinkPath(texts, system)}\n` };
  if (options.json) return { status: 'success', output: jsonLine(opexJson(comparison, system)) };
  const table = formatFigureTable(opexFigures(comparison), comparison.warnings, system);
  return { status: 'success', output: `${table}\nAssumption: ${comparison.flowControlAssumption}\n\nCumulative savings:\n${formatYears(comparison)}` };
}
