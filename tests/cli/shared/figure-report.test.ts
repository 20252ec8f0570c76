import { describe, expect, it } from 'vitest';
import { formatFigureTable, figuresJson } from '../../../src/cli/shared/figure-report.ts';
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
  it('gives {value, unit} by key at full precision, 15 significant digits', () => {
    expect(figuresJson(figures, 'imperial')).toEqual({
      velocity: { value: 925.196850393701, unit: 'ft/min' },
      frictionFactor: { value: 0.0185139, unit: '1' },
    });
  });
});
