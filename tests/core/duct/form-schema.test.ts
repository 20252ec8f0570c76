import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DUCT_FORM_DEFAULTS, DuctFormSchema, parseNumberText } from '../../../src/core/duct/form-schema.ts';

describe('DuctFormSchema', () => {
  it('defaults to airflow mode, 20 m/s, 0.5 m, no airflow, metric (spec §3)', () => {
    expect(DUCT_FORM_DEFAULTS).toEqual({
      calculationType: 'airflow',
      velocity: 20,
      diameter: 0.5,
      airflow: undefined,
      unitSystem: 'metric',
    });
  });

  it.each([
    [{ calculationType: 'pressure' }, 'calculationType'],
    [{ unitSystem: 'cgs' }, 'unitSystem'],
    [{ velocity: '20' }, 'velocity'],
  ])('rejects %o, naming %s', (input, key) => {
    const result = v.safeParse(DuctFormSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe(key);
  });
});

describe('parseNumberText', () => {
  it.each([
    ['20', 20],
    [' 0.5 ', 0.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['-3', -3],
    ['', undefined],
    ['   ', undefined],
    ['abc', undefined],
    ['12abc', undefined],
    ['0x10', undefined],
    ['Infinity', undefined],
    ['1,5', undefined],
    ['1e999', Infinity],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });
});
