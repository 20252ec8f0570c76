import { describe, expect, it } from 'vitest';
import { FAN_LAW_MEASURES, FAN_MEASURES, FAN_PERCENTS } from '../../../src/core/fan/fields.ts';
import { optionName } from '../../../src/core/report/measure.ts';
import { fanMeasureFlags, kebabCase } from '../../../src/cli/fan/options.ts';
import { measureFlags } from '../../../src/cli/shared/measure-options.ts';

describe('the fan options, defined without the units catalogue', () => {
  it('have the flags every tool gets from measureFlags', () => {
    for (const spec of [...FAN_MEASURES, ...FAN_LAW_MEASURES]) expect(fanMeasureFlags(spec)).toBe(measureFlags(spec));
  });

  it('name each key in kebab-case as optionName does', () => {
    for (const { key } of [...FAN_MEASURES, ...FAN_PERCENTS]) expect(kebabCase(key)).toBe(optionName(key));
  });
});
