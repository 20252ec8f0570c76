import { describe, expect, it } from 'vitest';
import { hoodInputGroups } from '../../../src/core/hood/field-labels.ts';
import type { HoodTexts } from '../../../src/core/hood/fields.ts';

/** What a blank take-off stands for, for a hood's texts. */
function takeOffBlank(texts: HoodTexts): string | undefined {
  const rows = hoodInputGroups(undefined, texts, () => 'imperial').flatMap(({ rows: each }) => each);
  return rows.find(({ label }) => label === 'Take-off (gives Fh)')?.empty;
}

describe('a blank take-off in the printed inputs', () => {
  it("stands for the hood type's entry loss while neither Fh nor Ce is given", () => {
    expect(takeOffBlank({ type: 'flanged-opening', diameter: '6' })).toBe("default: the hood type's entry loss");
  });

  it('stands for nothing beside a given Fh or Ce: the hood of your own, a custom entry', () => {
    expect(takeOffBlank({ type: 'custom', flow: '390', entryLoss: '0.65' })).toBe('not given');
    expect(takeOffBlank({ type: 'flanged-opening', coefficientOfEntry: '0.82' })).toBe('not given');
  });
});
