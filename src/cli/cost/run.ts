/**
 * One `duct-calc cost` run, once commander has parsed it: the options go to
 * the core's readCostInput, the same reader as the page's, and the estimate
 * is written as a table, JSON or the page's link. Loaded by the action with
 * a dynamic import.
 */
import { formatNumber } from '../../core/format/number.ts';
import { ANNUAL_COST_KEYS, estimateCost, type CostEstimate, type CostLine } from '../../core/cost/estimate.ts';
import { COST_NUMBERS, COST_SPECS, readCostInput } from '../../core/cost/input.ts';
import { COST_FIELD_KEYS, costLinkPath } from '../../core/cost/link.ts';
import { costFigures, costRangeIssue } from '../../core/cost/report.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import type { CostCommandOptions } from './command.ts';
import { inputIssuesMessage, optionTexts } from './number-options.ts';

/** A JSON leaf in dollars. */
const dollars = (value: number, unit = 'USD') => ({ value, unit });

/** The itemised lines as an aligned table: item, factor, dollars, basis. */
export function formatLines(lines: readonly CostLine[]): string {
  const rows = lines.map((line) => ({
    item: line.item,
    factor: line.factor === null ? '' : formatNumber(line.factor, 'field', { decimals: 6 }),
    value: formatNumber(line.valueUsd, 'table'),
    basis: line.basis,
  }));
  const width = (column: 'item' | 'factor' | 'value') => Math.max(0, ...rows.map((row) => row[column].length));
  const [itemWidth, factorWidth, valueWidth] = [width('item'), width('factor'), width('value')];
  return rows.map((row) => `${row.item.padEnd(itemWidth)}  ${row.factor.padStart(factorWidth)}  ${row.value.padStart(valueWidth)}  ${row.basis}`).join('\n') + '\n';
}

/** The estimate as one JSON object (the keys of the issue), at full precision. */
export function costJson(estimate: CostEstimate, system: UnitSystem): Record<string, unknown> {
  return {
    unitSystem: system,
    housingCost: dollars(estimate.housingCost1998Usd, 'USD (1998)'),
    insulationCost: dollars(estimate.insulationCost1998Usd, 'USD (1998)'),
    escalationFactor: { value: estimate.escalationFactor, unit: '1' },
    quotedPriceEscalation: { value: estimate.quotedPriceEscalation, unit: '1' },
    equipmentCost: dollars(estimate.equipmentCostUsd),
    purchasedEquipmentCost: dollars(estimate.purchasedEquipmentCostUsd),
    totalCapitalInvestment: dollars(estimate.totalCapitalInvestmentUsd),
    capitalRecoveryFactor: { value: estimate.capitalRecoveryFactor, unit: '1' },
    electricityUse: { value: estimate.electricityKwhPerYear, unit: 'kWh/yr' },
    dustCollected: { value: estimate.dustCollectedKgPerYear, unit: 'kg/yr' },
    annualCost: Object.fromEntries(ANNUAL_COST_KEYS.map((key) => [key, dollars(estimate.annualCostUsd[key], 'USD/yr')])),
    lines: estimate.lines.map(({ key, group, item, factor, basis, valueUsd, source }) => ({ key, group, item, factor, basis, value: valueUsd, source })),
    warnings: estimate.warnings,
  };
}

/**
 * Runs an estimate.
 *
 * @param options The options as typed, with --insulated, --imperial, --json, --link.
 * @returns The headline figures, the itemised lines and the warnings; one
 *   JSON line (see costJson); or the page's link, each only for an estimate
 *   that stands. Or one error line naming every unusable option and its
 *   value, or the figure out of range.
 */
export function runCost(options: CostCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const texts = optionTexts(COST_FIELD_KEYS, options);
  const insulated = options.insulated === true;
  const read = readCostInput(texts, { insulated }, system);
  if (read.status === 'error') return { status: 'error', message: inputIssuesMessage(COST_SPECS, COST_NUMBERS, read.issues) };
  const estimate = estimateCost(read.data);
  const outOfRange = costRangeIssue(estimate, read.data);
  if (outOfRange !== undefined) return { status: 'error', message: `error: ${outOfRange.message}` };
  if (options.link) return { status: 'success', output: `${costLinkPath({ texts, opexTexts: {}, insulated, unitSystem: system })}\n` };
  if (options.json) return { status: 'success', output: jsonLine(costJson(estimate, system)) };
  const warnings = estimate.warnings.map(({ text }) => `warning: ${text}\n`).join('');
  const heading = "Itemised (today's $ unless the item says 1998; annual lines in $/yr):\n";
  return { status: 'success', output: `${formatFigureTable(costFigures(estimate), [], system)}\n${heading}${formatLines(estimate.lines)}${warnings}` };
}
