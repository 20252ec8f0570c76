import { describe, expect, it } from 'vitest';
import { BAGHOUSE_MEASURES } from '../../../src/core/baghouse/measures.ts';
import { BAGHOUSE_FIELDS } from '../../../src/core/baghouse/texts.ts';
import { optionName } from '../../../src/core/report/measure.ts';
import { BAGHOUSE_OPTIONS } from '../../../src/cli/baghouse/options.ts';
import { measureFlags } from '../../../src/cli/shared/measure-options.ts';

describe('duct-calc baghouse options', () => {
  it('writes each measure\'s flags as measureFlags does, and its bare-number units as the core reads them', () => {
    for (const spec of BAGHOUSE_MEASURES) {
      const option = BAGHOUSE_OPTIONS.find((candidate) => candidate.flags === measureFlags(spec));
      expect(option, spec.key).toBeDefined();
      const { metric, imperial } = spec.units;
      expect(option!.description).toContain(metric === imperial ? ` ${metric},` : ` ${metric} (--imperial: ${imperial})`);
    }
  });

  it('has one option per field of the page and the link, named alike', () => {
    expect(BAGHOUSE_OPTIONS.map((option) => option.long)).toEqual(BAGHOUSE_FIELDS.map((field) => `--${optionName(field)}`));
  });
});
