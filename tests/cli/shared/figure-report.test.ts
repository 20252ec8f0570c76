import { describe, expect, it } from 'vitest';
import { formatFigureTable, figuresJson } from '../../../src/cli/shared/figure-report.ts';
import { jsonLine } from '../../../src/cli/shared/json-line.ts';
import type { Figure } from '../../../src/core/report/figure.ts';

const figures: Figure[] = [
  {
    key: 'velocity',
    label: 'Velocity V',
    valueSi: 4.7,
    units: { metric: { unit: 'm/s', decimals: 2 }, imperial: { unit: 'ft/min', decimals: 0 } },
    formula: 'V = Q/A',
    source: 'continuity',
  },
  { key: 'frictionFactor', label: 'Friction factor f', valueSi: 0.0185139, units: null, decimals: 4, formula: 'Colebrook', source: 'Colebrook (1939)' },
];

describe('formatFigureTable', () => {
  it('aligns labels and values, keeps plain digits, and ends with the warnings', () => {
    expect(formatFigureTable(figures, [{ code: 'transitional-flow', text: 'Re 3000 is transitional' }], 'imperial')).toBe(
      ['Velocity V            925 ft/min', 'Friction factor f  0.0185', 'warning: Re 3000 is transitional', ''].join('\n'),
    );
  });
});

describe('figuresJson', () => {
  it('gives {value, unit} by key at full precision: the double itself, no digit cut', () => {
    expect(figuresJson(figures, 'imperial')).toEqual({
      velocity: { value: 925.1968503937007, unit: 'ft/min' },
      frictionFactor: { value: 0.0185139, unit: '1' },
    });
  });
});

describe('the output path refuses a figure that cannot be shown', () => {
  it.each([
    ['not finite', { ...figures[0]!, valueSi: Number.POSITIVE_INFINITY }, 'Velocity V cannot be computed: the result is out of range'],
    ['beyond ft/min', { ...figures[0]!, valueSi: 1e308 }, 'Velocity V cannot be computed: the result is out of range in imperial units'],
    ['NaN of dimension one', { ...figures[1]!, valueSi: Number.NaN }, 'Friction factor f cannot be computed: the result is out of range'],
  ])('%s: throws one line rather than a blank cell or a JSON null', (_case, figure, message) => {
    expect(() => formatFigureTable([figure], [], 'metric')).toThrow(message);
    expect(() => figuresJson([figure], 'metric')).toThrow(message);
  });
});

describe('jsonLine', () => {
  it('writes one line, numbers in their shortest round-trip form, a deliberate null kept', () => {
    expect(jsonLine({ a: { value: 0.1 + 0.2, unit: '1' }, payback: null })).toBe('{"a":{"value":0.30000000000000004,"unit":"1"},"payback":null}\n');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s anywhere, naming its path', (value) => {
    expect(() => jsonLine({ annualSavings: { energy: { value, unit: 'USD/yr' } } })).toThrow('annualSavings.energy.value cannot be computed: the result is out of range for these inputs');
    expect(() => jsonLine([1, value])).toThrow('1 cannot be computed');
  });
});
