import * as Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COST_CSV_COLUMNS, COST_LINE_GROUP_NAMES, formatCostCsv } from '../../../src/core/cost/csv.ts';
import { estimateCost, type CostLine } from '../../../src/core/cost/estimate.ts';
import { COST_EXAMPLE, readCostInput } from '../../../src/core/cost/input.ts';

function epaExampleLines(): readonly CostLine[] {
  const input = readCostInput(COST_EXAMPLE.texts, COST_EXAMPLE, 'imperial');
  if (input.status !== 'success') throw new Error(input.issues[0]!.message);
  return estimateCost(input.data).lines;
}

const parse = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe('the cost lines as CSV', () => {
  it('parses back to every line of the EPA example: group, item, factor, basis, value and source', () => {
    const lines = epaExampleLines();

    const parsed = parse(formatCostCsv(lines));

    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...COST_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(lines.length);
    parsed.data.forEach((row, index) => {
      const line = lines[index]!;
      expect(row.Group).toBe(COST_LINE_GROUP_NAMES[line.group]);
      expect(row.Item).toBe(line.item);
      expect(row.Basis).toBe(line.basis);
      expect(row.Source).toBe(line.source);
      expect(row.Factor === '' ? null : Number(row.Factor)).toBe(line.factor === null ? null : Number(line.factor.toFixed(4)));
      expect(Number(row['Value (USD)'])).toBeCloseTo(line.valueUsd, 2);
    });
    expect(parsed.data.find((row) => row.Item?.startsWith('Baghouse, pulse-jet'))!['Value (USD)']).toBe('17582.45');
  });

  it('keeps any text whole: commas, quotes and line breaks in an item or a source survive the round trip', () => {
    const text = fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value !== '');
    fc.assert(
      fc.property(text, text, fc.double({ min: -1e9, max: 1e9, noNaN: true }), (item, source, valueUsd) => {
        const line: CostLine = { key: 'k', group: 'direct', item, factor: 0.5, basis: '× purchased equipment cost B', valueUsd, source };
        const [row] = parse(formatCostCsv([line])).data;
        expect(row!.Item).toBe(item);
        expect(row!.Source).toBe(source);
        expect(Number(row!['Value (USD)'])).toBeCloseTo(valueUsd, 2);
      }),
    );
  });

  it('writes the header alone when there is no line', () => {
    const parsed = parse(formatCostCsv([]));
    expect(parsed.meta.fields).toEqual([...COST_CSV_COLUMNS]);
    expect(parsed.data).toEqual([]);
  });
});
