// Docs as tests: every worked example runs against the core and must meet its published answer.
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import type { KnowledgeQuantity } from '../../../src/core/knowledge/entry.ts';
import { convert } from '../../../src/core/units/convert.ts';

const examples = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'example');

/** A quantity in another unit of the catalogue (a plain number stays as it is). */
function inUnit(quantity: KnowledgeQuantity, unit: KnowledgeQuantity['unit']): number {
  if (quantity.unit === '1' || unit === '1') return unit === quantity.unit ? quantity.value : Number.NaN;
  const converted = convert(quantity.value, quantity.unit, unit);
  return converted.status === 'success' ? converted.data.value : Number.NaN;
}

describe('worked examples', () => {
  it('has one for each tool of the friction, duct, hood and explosion entries', () => {
    const tools = new Set(examples.map((example) => example.tool));
    for (const tool of ['solve', 'friction', 'size', 'equivalent', 'hood', 'vent']) expect(tools, tool).toContain(tool);
  });

  it.each(examples.map((example) => [example.id, example]))('%s: the tool meets the published answer within its tolerance', (_id, example) => {
    const { answer } = example;
    const got = inUnit(example.run(), answer.unit);
    expect(Number.isFinite(got)).toBe(true);
    expect(Math.abs(got - answer.value)).toBeLessThanOrEqual(answer.tolerance + 1e-12 * Math.abs(answer.value));
  });
});
