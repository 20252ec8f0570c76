import { describe, expect, it } from 'vitest';
import { designBaghouse, type BaghouseDesign } from '../../../src/core/baghouse/design.ts';
import type { BaghouseInput } from '../../../src/core/baghouse/input.ts';
import { baghouseFigures, baghouseWarnings } from '../../../src/core/baghouse/report.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import { EPA_EXAMPLE, si } from './golden.ts';

function design(input: BaghouseInput): BaghouseDesign {
  const result = designBaghouse(input);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data;
}

/** Every figure as `key: value unit` in a unit system. */
function shown(data: BaghouseDesign, system: 'metric' | 'imperial'): Record<string, string> {
  return Object.fromEntries(baghouseFigures(data).map((figure) => {
    const { value, unit } = figureText(figure, system);
    return [figure.key, `${value} ${unit}`.trim()];
  }));
}

describe('baghouseFigures: the EPA worked example as a person reads it', () => {
  it('shows 4.69 ft/min, 2,132.55 ft², 13.417 ft², 159 bags, 0.0268 lb/ft², 3.31 inH₂O', () => {
    expect(shown(design(EPA_EXAMPLE), 'imperial')).toMatchObject({
      airToCloth: '4.69 ft/min',
      netClothArea: '2,132.55 ft²',
      grossClothArea: '2,132.55 ft²',
      clothAreaPerBag: '13.417 ft²',
      bagCount: '159',
      cakeAreaDensity: '0.0268 lb/ft²',
      pressureDrop: '3.31 inH₂O',
      dustPerHour: '342.9 lb/h',
    });
  });

  it('shows the same design in metric units', () => {
    // 4.68922 × 0.3048 = 1.4293 m/min; 2132.55 × 0.09290304 = 198.12 m²; 0.026796 lb/ft² × 4882.43 = 130.8 g/m²
    expect(shown(design(EPA_EXAMPLE), 'metric')).toMatchObject({
      airToCloth: '1.43 m/min',
      netClothArea: '198.12 m²',
      bagCount: '159',
      cakeAreaDensity: '130.8 g/m²',
      pressureDrop: '825 Pa',
    });
  });

  it('gives every figure a formula and a source', () => {
    const data = design({ ...EPA_EXAMPLE, compartments: 3, bagPitch: si('8 in'), maxPressureDrop: si('5 inH2O'), pulseSpacing: 10 });
    for (const figure of baghouseFigures(data)) {
      expect(figure.formula, figure.key).not.toBe('');
      expect(figure.source, figure.key).not.toBe('');
    }
  });

  it('shows net and net-net A/C and the gross/net factor only where they exist', () => {
    const keys = (input: BaghouseInput) => baghouseFigures(design(input)).map((figure) => figure.key);
    expect(keys(EPA_EXAMPLE)).not.toContain('netAirToCloth');
    expect(keys({ ...EPA_EXAMPLE, compartments: 3 })).toEqual(expect.arrayContaining(['netAirToCloth', 'netNetAirToCloth', 'bagsAdded']));
    expect(keys({ ...EPA_EXAMPLE, cleaning: 'shaker', dust: 'cement', k1: 100, compartments: 3 })).toContain('grossNetFactor');
  });
});

describe('baghouseWarnings: each note in words', () => {
  const cases: [string, BaghouseInput, string, string][] = [
    ['temperature-clamped', { ...EPA_EXAMPLE, temperature: si('300 degF') }, 'Gas temperature 300.0 °F is outside the EPA factor method\'s 50.0 °F to 275.0 °F; the A/C ratio is computed at 275.0 °F.', 'Gas temperature 148.9 °C is outside the EPA factor method\'s 10.0 °C to 135.0 °C; the A/C ratio is computed at 135.0 °C.'],
    ['mmd-below-range', { ...EPA_EXAMPLE, mmd: si('1 um') }, 'Mass median diameter 1.0 µm is below the EPA factor method\'s 3 µm; its size term is taken as 0.8.', 'Mass median diameter 1.0 µm is below the EPA factor method\'s 3 µm; its size term is taken as 0.8.'],
    ['can-velocity-high', { ...EPA_EXAMPLE, bagPitch: si('5.25 in') }, 'Can velocity 309 ft/min is above the 295 ft/min guidance', 'Can velocity 1.57 m/s is above the 1.50 m/s guidance'],
  ];

  it.each(cases)('%s', (code, input, imperial, metric) => {
    const data = design(input);
    expect(baghouseWarnings(data, 'imperial').find((warning) => warning.code === code)?.text).toContain(imperial);
    expect(baghouseWarnings(data, 'metric').find((warning) => warning.code === code)?.text).toContain(metric);
  });

  it('never shows NaN, Infinity or an empty value in a warning', () => {
    const data = design({ ...EPA_EXAMPLE, cleaning: 'shaker', dust: 'sugar', k1: 100, loading: si('150 gr/ft3'), maxPressureDrop: si('0.1 inH2O'), bagPitch: si('5.2 in') });
    for (const system of ['metric', 'imperial'] as const) {
      for (const warning of baghouseWarnings(data, system)) expect(warning.text).not.toMatch(/NaN|Infinity| {2}| \./);
    }
  });
});
