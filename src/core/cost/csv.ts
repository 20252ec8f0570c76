/**
 * The cost estimate's lines as a CSV file, for a spreadsheet or a purchase
 * file: one row per line with its group, item, factor, basis, value in US
 * dollars and source, exactly as the page's itemised table shows them.
 * Quoting (RFC 4180) is papaparse's.
 */
import * as Papa from 'papaparse';
import { formatNumber } from '../format/number.ts';
import type { CostLine } from './estimate.ts';

/** The header row, in column order. */
export const COST_CSV_COLUMNS = ['Group', 'Item', 'Factor', 'Basis', 'Value (USD)', 'Source'] as const;

/** What each group of lines is called in the table and the file. */
export const COST_LINE_GROUP_NAMES: Readonly<Record<CostLine['group'], string>> = {
  equipment: 'Equipment cost',
  purchased: 'Purchased equipment cost',
  direct: 'Direct installation costs',
  indirect: 'Indirect installation costs',
  total: 'Total capital investment',
  'annual-direct': 'Direct annual costs',
  'annual-indirect': 'Indirect annual costs',
  'annual-total': 'Total annual cost',
};

/**
 * Writes the lines as CSV.
 *
 * @param lines The estimate's lines, in the order shown.
 * @returns CSV text: the header {@link COST_CSV_COLUMNS}, then one row per
 *   line. The factor is written as a field shows it (up to 4 decimals, e.g.
 *   `0.1`; empty when the line is not a factor of another); the value in
 *   dollars with 2 decimals and plain digits (`17582.45`), which every
 *   spreadsheet reads as a number. Ends with a line break.
 */
export function formatCostCsv(lines: readonly CostLine[]): string {
  const data = lines.map((line) => [
    COST_LINE_GROUP_NAMES[line.group],
    line.item,
    line.factor === null ? '' : formatNumber(line.factor, 'field'),
    line.basis,
    formatNumber(line.valueUsd, 'table'),
    line.source,
  ]);
  return `${Papa.unparse({ fields: [...COST_CSV_COLUMNS], data }, { newline: '\n' })}\n`;
}
