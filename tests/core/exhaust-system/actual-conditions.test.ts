// The exhaust system at actual gas conditions (issue 19 §2): the hot system
// of the issue against an ACGIH-style hand calculation, a moisture case, hot
// and cold hoods joining, and the properties that tie the actual design to
// the standard-air one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_AIR } from '../../../src/core/air/gas-conditions.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import type { SystemDesign } from '../../../src/core/exhaust-system/design.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { hotSystemArb, systemArb } from './system-arbitrary.ts';
import { CFM_M3S, IN_H2O_PA, designOf, hood, inputOf, sheetOf } from './system-sheet.ts';

/** °F to K, as the catalogue converts it. */
const kelvin = (fahrenheit: number) => (fahrenheit - 32) / 1.8 + 273.15;

/** The issue's hot system: one hood at 2000 CFM (actual), 8 in, 50 ft, two elbows (R/D 2), Fh 0.25, a 4 inH₂O collector. */
function hotSystem(conditions: SystemSheet['conditions'] = undefined): SystemSheet {
  const row = { segment: 'A', to: 'fan', flow: '2000', diameter: '8', length: '50', hood_entry_loss: '0.25', elbows: '2', other_loss: '4' };
  return sheetOf([row], conditions === undefined ? {} : { conditions });
}

const inH2O = (pa: number) => pa / IN_H2O_PA;

describe('the hot system of issue 19 against an ACGIH-style hand calculation', () => {
  // Hand calculation (ACGIH Industrial Ventilation, ch. 9 velocity-pressure
  // method sheet; ch. 5 density factor for non-standard air):
  //   A  = π/4·(8/12)²                     = 0.349066 ft²
  //   V  = 2000/0.349066                   = 5729.58 ft/min
  //   VP = (5729.58/4005)²                 = 2.046634 inH₂O at standard air
  //   H_f = 0.0307·V^0.533/Q^0.612         = 0.0295112 VP/ft; × 50 ft = 1.475562 VP
  //   Σ VP-based losses past the fan inlet's VP:
  //     hood Fh 0.25 + friction 1.475562 + 2 elbows × 0.19 (R/D 2) = 2.105562 VP → 4.309315 inH₂O
  //   FSP = SPh + friction + fittings + collector − VP_in = 4.309315 + 4 = 8.309315 inH₂O (the issue's 8.31)
  //   At 300 °F: df = T_std/T = 529.67 °R / 759.67 °R = 0.697237 (ACGIH's 530/760 = 0.70)
  //   FSP actual  = 0.697237 × 4.309315 + 4  = 7.004613 inH₂O (≈ 7.0: the collector's 4 inH₂O stays as given)
  //   FSP at standard air = 7.004613 / 0.697237 = 10.046245 inH₂O (≈ 10.0, what a catalogue is read at)
  const VP_LOSSES_IN = 4.309314634587991;
  const DF_300F = 0.697236958152882;

  it('gives FSP 8.31 inH₂O at standard air, as before', () => {
    const fan = designOf(inputOf(hotSystem())).fan;
    expect(inH2O(fan.staticPressurePa)).toBeCloseTo(8.309315, 5);
    expect(fan.standardStaticPressurePa).toBe(fan.staticPressurePa);
    expect(fan.inletGas.conditions.densityFactor.total).toBe(1);
  });

  it('at 300 °F: df 0.6972, FSP 7.005 inH₂O actual and 10.046 inH₂O at standard air; flow 2000 ACFM = 1394.5 SCFM', () => {
    const fan = designOf(inputOf(hotSystem({ temperature: '300' }))).fan;
    expect(fan.inletGas.conditions.densityFactor.total).toBeCloseTo(DF_300F, 12);
    expect(inH2O(fan.staticPressurePa)).toBeCloseTo(DF_300F * VP_LOSSES_IN + 4, 9);
    expect(inH2O(fan.staticPressurePa)).toBeCloseTo(7.004613, 5);
    expect(inH2O(fan.standardStaticPressurePa)).toBeCloseTo(10.046245, 5);
    expect(fan.flowM3s / CFM_M3S).toBeCloseTo(2000, 9);
    expect(fan.standardFlowM3s / CFM_M3S).toBeCloseTo(2000 * DF_300F, 9);
    expect(fan.inletGas.conditions.densityKgPerM3).toBeCloseTo(STANDARD_AIR.densityKgPerM3 * DF_300F, 12);
  });

  it('gives the same in metric: 148.9 °C', () => {
    const metric = sheetOf(
      [{ segment: 'A', to: 'fan', flow: '2000 CFM', diameter: '8in', length: '50ft', hood_entry_loss: '0.25', elbows: '2', other_loss: '4 inH2O' }],
      { units: 'metric', conditions: { temperature: String((300 - 32) / 1.8) } },
    );
    expect(inH2O(designOf(inputOf(metric)).fan.staticPressurePa)).toBeCloseTo(7.004613, 5);
  });

  it('with moisture: 300 °F and 10 % H₂O by volume give df 0.6709, FSP 6.891 inH₂O actual, 10.271 inH₂O at standard air', () => {
    // ω = y/(1.607·(1 − y)) = 0.1/(1.607 × 0.9) = 0.069142 kg/kg;
    // dfm = (1 + ω)/(1 + 1.607ω) = 1.069142/1.111111 = 0.962228 (ACGIH ch. 5);
    // df = 0.697237 × 0.962228 = 0.670901; FSP = 0.670901 × 4.309315 + 4 = 6.891122; / df = 10.271448.
    const fan = designOf(inputOf(hotSystem({ temperature: '300', moisture: '10' }))).fan;
    expect(fan.inletGas.conditions.densityFactor.moisture).toBeCloseTo(0.9622277535780959, 12);
    expect(fan.inletGas.conditions.densityFactor.total).toBeCloseTo(0.6709007519550725, 12);
    expect(inH2O(fan.staticPressurePa)).toBeCloseTo(6.891122, 5);
    expect(inH2O(fan.standardStaticPressurePa)).toBeCloseTo(10.271448, 5);
  });

  it('at altitude: 5000 ft by the ISA, or the same barometric pressure, give one design', () => {
    const high = designOf(inputOf(hotSystem({ altitude: '5000' }))).fan;
    const pressure = high.inletGas.conditions.pressurePa;
    const given = designOf(inputOf(hotSystem({ barometricPressure: `${pressure / 1000} kPa` }))).fan;
    // ISA: 84.31 kPa / 101.32 kPa (ACGIH's table gives 0.83 at 5000 ft).
    expect(high.inletGas.conditions.densityFactor.elevation).toBeCloseTo(0.83208, 5);
    expect(given.staticPressurePa).toBeCloseTo(high.staticPressurePa, 9);
  });
});

describe('hot and cold hoods joining', () => {
  // A hot hood (1000 CFM actual at 400 °F) and a cold one (1000 CFM at 70 °F) into a main.
  const sheet = sheetOf([
    hood('hot', 'M', 1000, 20, { diameter: '6', temperature: '400' }),
    hood('cold', 'M', 1000, 20, { diameter: '6' }),
    { segment: 'M', to: 'fan', diameter: '8', length: '30' },
  ]);
  const design = designOf(inputOf(sheet));
  const [hot, cold, main] = ['hot', 'cold', 'M'].map((id) => design.segments.find(({ segment }) => segment === id)!);

  it('carries the mixture: mass adds, the temperature is the mass-weighted mean, the actual flow is ṁ/ρ_mix', () => {
    const mass = (segment: typeof hot) => segment!.gas.conditions.densityKgPerM3 * segment!.flowM3s;
    expect(mass(main)).toBeCloseTo(mass(hot) + mass(cold), 12);
    expect(main!.gas.conditions.temperatureK * mass(main)).toBeCloseTo(hot!.gas.conditions.temperatureK * mass(hot) + cold!.gas.conditions.temperatureK * mass(cold), 9);
    // Hand: ρ_hot/ρ_std = 529.67/859.67 = 0.61613, so ṁ_hot:ṁ_cold = 0.61613:1;
    // T_mix = (0.61613 × 859.67 + 1 × 529.67)/1.61613 °R = 655.48 °R = 195.81 °F.
    expect((main!.gas.conditions.temperatureK * 9) / 5 - 459.67).toBeCloseTo(195.81, 2);
    // Ideal gases of one moisture: V ∝ ṁ·T, so the actual flows add.
    expect(main!.flowM3s).toBeCloseTo(hot!.flowM3s + cold!.flowM3s, 12);
  });

  it('judges the junction on the actual static pressures: the hot hood’s lighter gas has the lower |SP| (at standard air the two would be equal)', () => {
    expect(hot!.gas.conditions.densityFactor.total).toBeCloseTo(kelvin(70) / kelvin(400), 12);
    expect(hot!.velocityPressurePa / cold!.velocityPressurePa).toBeCloseTo(kelvin(70) / kelvin(400), 12);
    const [junction] = design.junctions;
    expect(junction!.governing).toBe('cold');
    expect(junction!.ratio).toBeCloseTo(cold!.staticPressurePa / hot!.staticPressurePa, 12);
    expect(junction!.action).toBe('redesign');
  });

  it('refuses a temperature on a main: it carries the mixture', () => {
    const read = readSystem(sheetOf([hood('A', 'M', 500, 10), hood('B', 'M', 500, 10), { segment: 'M', to: 'fan', diameter: '6', temperature: '200' }]));
    expect(read.status === 'error' && read.issues.map(({ message }) => message)).toEqual([
      "Segment M (row 4): a temperature is a hood's, and this segment is a main: it carries the mixture of the streams that reach it; leave it blank, got 200",
    ]);
  });
});

describe('conditions that cannot be used', () => {
  it('names each one, and the altitude beside a barometric pressure', () => {
    const read = readSystem(hotSystem({ temperature: '1e309', altitude: '1000', barometricPressure: '29', moisture: '95' }));
    expect(read.status === 'error' && read.issues.map(({ column, message }) => [column, message])).toEqual([
      ['temperature', 'Temperature: "1e309" is too large a number'],
      ['moisture', 'Moisture must be from 0 to 90 %, got 95'],
      ['barometricPressure', 'Give the altitude or the barometric pressure, not both (got 1000 and 29)'],
    ]);
  });

  it('refuses a hood temperature below absolute zero or out of its range, naming the segment', () => {
    const read = readSystem(sheetOf([hood('A', 'M', 500, 10, { temperature: '-500' }), hood('B', 'M', 500, 10, { temperature: '2000' }), { segment: 'M', to: 'fan', diameter: '6' }]));
    expect(read.status === 'error' && read.issues.map(({ message }) => message)).toEqual([
      'Segment A (row 2), temperature: Temperature: "-500" is below absolute zero (-459.67 °F)',
      "Segment B (row 3), temperature: Temperature must be from −148 to 1832 °F, where Sutherland's law holds, got 2000",
    ]);
  });
});

/** Every figure of a design that carries a pressure, segment by segment, then the fan's. */
function pressures(design: SystemDesign): number[] {
  return [
    ...design.segments.flatMap((segment) => [segment.velocityPressurePa, segment.hoodStaticPressurePa ?? 0, segment.frictionLossPa, segment.fittingLossPa, segment.accelerationLossPa, segment.staticPressurePa]),
    design.fan.staticPressurePa,
    design.fan.totalPressurePa,
  ];
}

/** A design without its gas (the figures a standard-air design had before issue 19). */
const withoutGas = (design: SystemDesign) => ({
  ...design,
  segments: design.segments.map(({ gas: _gas, ...rest }) => rest),
  fan: { ...design.fan, inletGas: undefined },
});

describe('properties', () => {
  it('df = 1: conditions given as standard air exactly (70 °F, 29.92 inHg, dry) design bit for bit as no conditions (ACGIH friction)', () => {
    fc.assert(
      fc.property(systemArb, fc.boolean(), (sheet, applyRedesign) => {
        const plain = designOf(inputOf(sheet), { applyRedesign });
        const input = inputOf(sheet);
        const standard = designOf({ ...input, conditions: { temperatureK: STANDARD_AIR.temperatureK, pressurePa: STANDARD_AIR.pressurePa, moisture: { humidityRatio: 0 } } }, { applyRedesign });
        expect(standard.fan.inletGas.conditions.densityFactor.total).toBe(1);
        expect(withoutGas(standard)).toEqual(withoutGas(plain));
        expect(plain.fan.standardStaticPressurePa).toBe(plain.fan.staticPressurePa);
        expect(plain.fan.standardFlowM3s).toBe(plain.fan.flowM3s);
      }),
    );
  });

  it('one temperature, no fixed loss: every flow, size and junction decision is the standard-air design’s, every pressure df × its, and the catalogue FSP (FSP/df) is the standard-air FSP', () => {
    fc.assert(
      fc.property(systemArb, fc.double({ min: -40, max: 800, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true }), (sheet, fahrenheit, moisture) => {
        const standard = designOf(inputOf(sheet));
        const hot = designOf(inputOf({ ...sheet, conditions: { temperature: String(fahrenheit), moisture: String(moisture) } }));
        const df = hot.fan.inletGas.conditions.densityFactor.total;
        expect(hot.segments.map(({ diameterM }) => diameterM)).toEqual(standard.segments.map(({ diameterM }) => diameterM));
        hot.segments.forEach(({ flowM3s }, index) => expect(flowM3s / standard.segments[index]!.flowM3s).toBeCloseTo(1, 12));
        expect(hot.junctions.map(({ action, governing }) => [action, governing])).toEqual(standard.junctions.map(({ action, governing }) => [action, governing]));
        const [actual, reference] = [pressures(hot), pressures(standard)];
        actual.forEach((value, index) => expect(value).toBeCloseTo(df * reference[index]!, 9));
        expect(hot.fan.standardStaticPressurePa / standard.fan.staticPressurePa).toBeCloseTo(1, 12);
        expect(hot.fan.standardFlowM3s / (df * standard.fan.flowM3s)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('hoods of random temperatures: mass and enthalpy are conserved at every junction, and the actual flow of a main is the sum of its streams', () => {
    fc.assert(
      fc.property(hotSystemArb, (sheet) => {
        const design = designOf(inputOf(sheet));
        const massOf = (segment: (typeof design.segments)[number]) => segment.gas.conditions.densityKgPerM3 * segment.flowM3s;
        for (const main of design.segments) {
          const streams = design.segments.filter(({ to }) => to === main.segment);
          if (streams.length === 0) continue;
          const mass = streams.reduce((sum, stream) => sum + massOf(stream), 0);
          const enthalpy = streams.reduce((sum, stream) => sum + massOf(stream) * stream.gas.conditions.temperatureK, 0);
          expect(massOf(main) / mass).toBeCloseTo(1, 12);
          expect((massOf(main) * main.gas.conditions.temperatureK) / enthalpy).toBeCloseTo(1, 12);
          expect(main.flowM3s / streams.reduce((sum, { flowM3s }) => sum + flowM3s, 0)).toBeCloseTo(1, 12);
        }
      }),
    );
  });
});
