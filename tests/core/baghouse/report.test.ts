import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { designBaghouse, type BaghouseDesign } from '../../../src/core/baghouse/design.ts';
import type { BaghouseInput } from '../../../src/core/baghouse/input.ts';
import { baghouseFigures, baghouseMissing, baghouseWarnings } from '../../../src/core/baghouse/report.ts';
import { figureText, figureValue } from '../../../src/core/report/figure.ts';
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

  it('shows the velocities at 6.25 in: 434 ft/min between the bags beside the 295 ft/min limit (2.20 and 1.50 m/s), 218 ft/min gross', () => {
    const data = design({ ...EPA_EXAMPLE, bagPitch: si('6.25 in') });
    expect(shown(data, 'imperial')).toMatchObject({ interstitialVelocity: '434 ft/min', canVelocityLimit: '295 ft/min', sectionVelocity: '218 ft/min' });
    expect(shown(data, 'metric')).toMatchObject({ interstitialVelocity: '2.20 m/s', canVelocityLimit: '1.50 m/s', sectionVelocity: '1.11 m/s' });
    const keys = baghouseFigures(data).map((figure) => figure.key);
    expect(keys.indexOf('canVelocityLimit')).toBe(keys.indexOf('interstitialVelocity') + 1);
  });

  it("shows the chosen fabric's limits exactly as the table defines them: 275 °F (135.0 °C) and 325 °F", () => {
    const data = design({ ...EPA_EXAMPLE, fabric: 'polyester' });
    expect(shown(data, 'imperial')).toMatchObject({ fabricContinuousTemperature: '275.0 °F', fabricSurgeTemperature: '325.0 °F' });
    expect(shown(data, 'metric')).toMatchObject({ fabricContinuousTemperature: '135.0 °C', fabricSurgeTemperature: '162.8 °C' });
    expect(figureValue(baghouseFigures(data).find((figure) => figure.key === 'fabricContinuousTemperature')!, 'imperial').value).toBe(275);
  });

  it('gives every figure a formula and a source', () => {
    const data = design({ ...EPA_EXAMPLE, compartments: 3, bagPitch: si('8 in'), maxPressureDrop: si('5 inH2O'), pulseSpacing: 10, fabric: 'aramid' });
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
    ['can-velocity-high', { ...EPA_EXAMPLE, bagPitch: si('6.25 in') }, 'Can velocity between the bags 434 ft/min is 47 % above the 295 ft/min re-entrainment limit for pulse-jet cleaning', 'Can velocity between the bags 2.20 m/s is 47 % above the 1.50 m/s re-entrainment limit for pulse-jet cleaning'],
    [
      'fabric-temperature-high',
      { ...EPA_EXAMPLE, temperature: si('300 degF'), fabric: 'polyester' },
      'Gas temperature 300.0 °F is above the maximum continuous temperature of polyester (Dacron), 275.0 °F (EPA APTI SI:412A Lesson 4, Table 4-1; cross-checked with Wang et al. (2004), ch. 2, Table 3). Fabrics that take it continuously: PPS (Ryton), Aramid (Nomex), PTFE (Teflon), Polyimide (P84) and Fibreglass.',
      'Gas temperature 148.9 °C is above the maximum continuous temperature of polyester (Dacron), 135.0 °C',
    ],
    [
      'temperature-above-every-fabric',
      { ...EPA_EXAMPLE, temperature: si('1800 degF') },
      "Gas temperature 1,800.0 °F is above every filter fabric's maximum continuous temperature (the hottest: Fibreglass, 500.0 °F;",
      "Gas temperature 982.2 °C is above every filter fabric's maximum continuous temperature (the hottest: Fibreglass, 260.0 °C;",
    ],
    [
      'compartment-too-large',
      { ...EPA_EXAMPLE, flow: si('1e6 CFM') },
      'One compartment holds 15,895 bags, more than the 1,000 a compartment is usually built for (our judgement: a compartment goes off line as one to clean or re-bag): give at least 16 compartments.',
      'One compartment holds 15,895 bags',
    ],
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

describe('baghouseMissing: what each input left out would add', () => {
  it('says what the loading would add to a design sized from a given A/C ratio', () => {
    const data = design({ ...EPA_EXAMPLE, loading: undefined, materialFactor: undefined, airToCloth: si('4 ft/min') });
    expect(baghouseMissing(data)[0]).toEqual({
      code: 'loading',
      fields: ['loading'],
      text: 'Give the inlet dust loading to get the cake, the pressure drop, the cleaning interval and the dust collected.',
    });
    expect(Object.keys(shown(data, 'imperial'))).toEqual(expect.arrayContaining(['airToCloth', 'netClothArea', 'bagCount', 'grossAirToCloth']));
  });

  it.each([
    [{ materialFactor: undefined, applicationFactor: undefined, temperature: undefined, loading: undefined, mmd: undefined }, "Give an air-to-cloth ratio, a dust of EPA Table 1.1, or the EPA factor method's inputs (material factor A, application factor B, gas temperature, inlet dust loading and mass median diameter) to get the design A/C ratio and what rests on it: the cloth area, the bags and the pressure drop."],
    [{ mmd: undefined }, "Give the EPA factor method's mass median diameter (or an air-to-cloth ratio, or a dust of EPA Table 1.1) to get the design A/C ratio and what rests on it: the cloth area, the bags and the pressure drop."],
    [{ cleaning: 'reverse-air' as const }, 'Give an air-to-cloth ratio or a dust of EPA Table 1.1 (the EPA factor method is for pulse-jet only) to get the design A/C ratio and what rests on it: the cloth area, the bags and the pressure drop.'],
  ])('words the missing A/C method (%o)', (change, text) => {
    const data = design({ ...EPA_EXAMPLE, ...change });
    expect(baghouseMissing(data)[0]?.text).toBe(text);
  });

  it('words the bag size, K₁ and the refinements', () => {
    const data = design({ cleaning: 'shaker', flow: si('10000 CFM'), dust: 'cement', loading: si('4 gr/ft3'), bagLength: si('10 ft') });
    expect(baghouseMissing(data).map(({ text }) => text)).toEqual([
      'Give the bag diameter to get the cloth per bag, the bags and their layout.',
      'Give K₁ to get the pressure drop of shaker cleaning (ΔP = K₁·V + K₂·W·V; the EPA pulse-jet equation does not apply).',
      'Give the bag pitch to get the can velocity between the bags, checked against the re-entrainment limit, the gross section velocity, and the dirty-side volume and L/D for explosion venting.',
      'Give the maximum pressure drop to get the cleaning interval that reaches it.',
    ]);
  });
});

describe('a design with any inputs left out', () => {
  const fields = Object.keys(EPA_EXAMPLE).filter((key) => key !== 'cleaning') as (keyof BaghouseInput)[];

  it('designs what it can: every figure finite in both systems, every missing input worded, never a throw', () => {
    fc.assert(
      fc.property(fc.subarray(fields), fc.constantFrom('pulse-jet', 'shaker', 'reverse-air'), fc.integer({ min: 1, max: 5 }), (dropped, cleaning, compartments) => {
        const input: BaghouseInput = { ...EPA_EXAMPLE, cleaning, compartments, bagPitch: si('8 in'), maxPressureDrop: si('5 inH2O'), pulseSpacing: 10 };
        for (const field of dropped) delete input[field];
        const data = design(input);
        for (const figure of baghouseFigures(data)) expect(Number.isFinite(figure.valueSi), figure.key).toBe(true);
        for (const system of ['metric', 'imperial'] as const) {
          for (const line of [...baghouseWarnings(data, system), ...baghouseMissing(data)]) expect(line.text).not.toMatch(/NaN|Infinity|undefined| {2}/);
        }
      }),
    );
  });
});
