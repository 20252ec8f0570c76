import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { designBaghouse, isSized, type BaghouseDesign, type BaghouseResult, type SizedBaghouseDesign } from '../../../src/core/baghouse/design.ts';
import type { BaghouseInput } from '../../../src/core/baghouse/input.ts';
import { COMPARTMENT_BAG_LIMIT } from '../../../src/core/baghouse/layout.ts';
import { unitById, type UnitId } from '../../../src/core/units/catalogue.ts';
import { unitFromSi } from '../../../src/core/units/unit.ts';
import { EPA_EXAMPLE, si } from './golden.ts';

/** A design as far as the input goes. */
function partial(input: BaghouseInput): BaghouseDesign {
  const result: BaghouseResult = designBaghouse(input);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data;
}

/** A design with its cloth and bags. */
function design(input: BaghouseInput): SizedBaghouseDesign {
  const data = partial(input);
  if (!isSized(data)) throw new Error('the design has no bags');
  return data;
}

function inUnit(valueSi: number, unit: UnitId): number {
  return unitFromSi(unitById(unit), valueSi);
}

function codes(data: BaghouseDesign): string[] {
  return data.notes.map((note) => note.code);
}

describe('designBaghouse: the EPA worked example', () => {
  const data = design(EPA_EXAMPLE);

  it('gives the A/C ratio 4.69 ft/min by the factor method', () => {
    // 2.878 × 9 × 0.8 × 275^−0.2335 × 4^−0.06021 × (0.7471 + 0.0853 ln 7)
    // = 20.7216 × 0.269424 × 0.919921 × 0.913087 = 4.6892 ft/min
    expect(inUnit(data.airToClothMps, 'ft/min')).toBeCloseTo(4.6892, 4);
    expect(data.airToClothSource).toEqual({ method: 'factor' });
  });

  it('gives 2132.55 ft² of net cloth, gross = net on line, 13.417 ft² per bag and 159 bags', () => {
    expect(inUnit(data.netClothAreaM2, 'ft2')).toBeCloseTo(2132.55, 2);
    expect(data.grossClothAreaM2).toBe(data.netClothAreaM2);
    expect(inUnit(data.clothAreaPerBagM2, 'ft2')).toBeCloseTo(13.417, 3);
    expect(data.layout).toMatchObject({ bagsNeeded: 159, bagCount: 159, bagsAdded: 0, rows: 13, columns: 13, derived: true });
  });

  it('gives W = 0.0268 lb/ft² and ΔP = 3.31 inH₂O at 100 psig, K₂ = 15 and 10 min', () => {
    expect(inUnit(data.cake!.cakeKgM2, 'lb/ft2')).toBeCloseTo(0.0268, 4);
    expect(inUnit(data.cake!.pressureDropPa, 'inH2O')).toBeCloseTo(3.31, 2);
    expect(data.cake!.model).toBe('pulse-jet');
  });

  it('reports no warning, all inputs being inside the method', () => {
    expect(data.notes).toEqual([]);
  });

  it('collects C·Q = 4 gr/ft³ × 10,000 ft³/min = 342.86 lb/h of dust', () => {
    expect(inUnit(data.dustKgS!, 'lb/h')).toBeCloseTo((4 * 10_000 * 60) / 7000, 6);
  });
});

describe('designBaghouse: A/C ratio methods', () => {
  it.each([
    ['shaker', 'fly-ash', 2.5],
    ['reverse-air', 'sugar', 2],
    ['pulse-jet', 'sugar', 13],
  ] as const)('reads EPA Table 1.1 for %s and %s: %f ft/min', (cleaning, dust, ftMin) => {
    const data = design({ ...EPA_EXAMPLE, cleaning, dust, materialFactor: undefined, k1: 100 });
    expect(inUnit(data.airToClothMps, 'ft/min')).toBeCloseTo(ftMin, 12);
    expect(data.airToClothSource).toEqual({ method: 'table', dust });
  });

  it('takes a given A/C ratio over the factor method', () => {
    const data = design({ ...EPA_EXAMPLE, airToCloth: si('4 ft/min') });
    expect(inUnit(data.netClothAreaM2, 'ft2')).toBeCloseTo(2500, 9);
    expect(data.airToClothSource).toEqual({ method: 'given' });
  });

  it.each([
    ['300 degF', 'temperature-clamped', '275 degF'],
    ['40 degF', 'temperature-clamped', '50 degF'],
  ])('clamps the temperature %s and warns %s', (temperature, code, used) => {
    const data = design({ ...EPA_EXAMPLE, temperature: si(temperature) });
    expect(data.notes[0]).toMatchObject({ code, givenSi: si(temperature) });
    expect((data.notes[0] as { usedSi: number }).usedSi).toBeCloseTo(si(used), 9);
  });

  it.each([
    ['0.01 gr/ft3', '0.05 gr/ft3'],
    ['150 gr/ft3', '100 gr/ft3'],
  ])('clamps the loading %s to %s and warns', (loading, used) => {
    const data = design({ ...EPA_EXAMPLE, loading: si(loading) });
    const note = data.notes.find((item) => item.code === 'loading-clamped') as { usedSi: number };
    expect(note.usedSi).toBeCloseTo(si(used), 12);
  });

  it.each([
    ['2 um', 'mmd-below-range', 0.8],
    ['150 um', 'mmd-above-range', 1.2],
  ])('uses the size term rule for an MMD of %s (%s, %f)', (mmd, code, sizeTerm) => {
    const data = design({ ...EPA_EXAMPLE, mmd: si(mmd) });
    expect(data.notes).toContainEqual({ code, givenSi: si(mmd), sizeTerm });
    // V scales with the size term: 4.6892 × sizeTerm / 0.913087
    expect(inUnit(data.airToClothMps, 'ft/min')).toBeCloseTo((4.689222 * sizeTerm) / 0.9130867, 4);
  });

  it('warns for A and B factors not on the EPA lists', () => {
    const data = design({ ...EPA_EXAMPLE, materialFactor: 8, applicationFactor: 0.85 });
    expect(codes(data)).toEqual(['material-factor-unlisted', 'application-factor-unlisted']);
  });

  it('warns for an A/C ratio outside the typical range of the cleaning type', () => {
    const data = design({ ...EPA_EXAMPLE, airToCloth: si('10 ft/min') });
    expect(codes(data)).toContain('air-to-cloth-outside-typical');
  });

});

describe('designBaghouse: what the inputs allow, and what each missing one would add', () => {
  const missingCodes = (data: BaghouseDesign) => data.missing.map((item) => item.code);

  it('lists the refinements the EPA worked example leaves out, and nothing else', () => {
    expect(missingCodes(design(EPA_EXAMPLE))).toEqual(['fabric', 'bag-pitch', 'max-pressure-drop', 'pulse-spacing']);
  });

  it('sizes the cloth and bags from a given A/C ratio without the loading, and names the loading for the rest', () => {
    const data = partial({ ...EPA_EXAMPLE, loading: undefined, materialFactor: undefined, airToCloth: si('4 ft/min') });
    expect(inUnit(data.netClothAreaM2!, 'ft2')).toBeCloseTo(2500, 9);
    expect(data.layout).toMatchObject({ bagCount: 187, rows: 14, columns: 14 });
    expect(data.asBuilt?.grossMps).toBeDefined();
    expect(data.cake).toBeUndefined();
    expect(data.dustKgS).toBeUndefined();
    expect(data.missing[0]).toEqual({ code: 'loading', fields: ['loading'] });
    // Nothing was assumed for a pressure drop that is not computed.
    expect(data.notes).toEqual([]);
  });

  it('gives the can velocity from a given A/C ratio and pitch without the loading', () => {
    const data = partial({ ...EPA_EXAMPLE, loading: undefined, materialFactor: undefined, airToCloth: si('4 ft/min'), bagPitch: si('8 in') });
    expect(data.housing?.interstitialVelocityMps).toBeGreaterThan(0);
  });

  it('gives the A/C ratio, cake and pressure drop without the flow, and names the flow for the cloth and bags', () => {
    const data = partial({ ...EPA_EXAMPLE, flow: undefined });
    expect(inUnit(data.airToClothMps!, 'ft/min')).toBeCloseTo(4.6892, 4);
    expect(inUnit(data.cake!.pressureDropPa, 'inH2O')).toBeCloseTo(3.31, 2);
    expect(data.netClothAreaM2).toBeUndefined();
    expect(data.layout).toBeUndefined();
    expect(data.dustKgS).toBeUndefined();
    expect(missingCodes(data)[0]).toBe('flow');
  });

  it('gives the cloth area without the bag size, and names the diameter and length for the bags', () => {
    const data = partial({ ...EPA_EXAMPLE, bagDiameter: undefined, bagLength: undefined });
    expect(inUnit(data.grossClothAreaM2!, 'ft2')).toBeCloseTo(2132.55, 2);
    expect(data.layout).toBeUndefined();
    expect(data.missing).toContainEqual({ code: 'bag-size', fields: ['bagDiameter', 'bagLength'] });
  });

  it.each([
    [{ materialFactor: undefined }, ['airToCloth', 'dust', 'materialFactor']],
    [{ applicationFactor: undefined, mmd: undefined }, ['airToCloth', 'dust', 'applicationFactor', 'mmd']],
    [{ temperature: undefined }, ['airToCloth', 'dust', 'temperature']],
    [{ loading: undefined }, ['airToCloth', 'dust', 'loading']],
    [{ cleaning: 'shaker' as const }, ['airToCloth', 'dust']],
  ])('without an A/C method (%o) designs nothing that rests on it and names %j', (change, fields) => {
    const data = partial({ ...EPA_EXAMPLE, ...change });
    expect(data.airToClothMps).toBeUndefined();
    expect(data.netClothAreaM2).toBeUndefined();
    expect(data.cake).toBeUndefined();
    expect(data.missing[0]).toMatchObject({ code: 'air-to-cloth', fields });
    // The bag's own cloth needs no A/C ratio.
    expect(data.clothAreaPerBagM2).toBeGreaterThan(0);
  });

  it('designs nothing from nothing, and names every input', () => {
    expect(missingCodes(partial({ cleaning: 'pulse-jet' }))).toEqual([
      'air-to-cloth', 'flow', 'bag-size', 'loading', 'bag-pitch', 'max-pressure-drop', 'pulse-spacing',
    ]);
  });
});

describe('designBaghouse: a compartment with more bags than practice allows', () => {
  it('warns at 1e6 ACFM in one compartment (15,895 bags) and suggests 16 compartments', () => {
    const data = design({ ...EPA_EXAMPLE, flow: si('1e6 CFM') });
    expect(data.layout.bagCount).toBe(15_895);
    expect(data.notes).toContainEqual({ code: 'compartment-too-large', bagsPerCompartment: 15_895, limit: COMPARTMENT_BAG_LIMIT, compartmentsSuggested: 16 });
  });

  it('does not warn once the compartments hold the limit or fewer', () => {
    expect(design({ ...EPA_EXAMPLE, flow: si('1e6 CFM'), compartments: 16 }).notes.map((note) => note.code)).not.toContain('compartment-too-large');
    expect(design(EPA_EXAMPLE).notes).toEqual([]);
  });
});

describe('designBaghouse: plain numbers hold to their physical range', () => {
  it.each([
    [{ compartments: 101 }, 'compartments', 'Compartments must be from 1 to 100.'],
    [{ compartments: 0 }, 'compartments', 'Compartments must be from 1 to 100.'],
    [{ rows: 1001, columns: 1 }, 'rows', 'Rows must be from 1 to 1000.'],
    [{ materialFactor: 0.5 }, 'materialFactor', 'Material factor A must be from 1 to 20.'],
    [{ applicationFactor: 2 }, 'applicationFactor', 'Application factor B must be from 0.5 to 1.2.'],
    [{ k1: -1 }, 'k1', 'K₁ must be from 0 to 6e+6 Pa·s/m.'],
    [{ k2: 0 }, 'k2', 'K₂ must be greater than 0 and at most 6e+7 s⁻¹.'],
    [{ compartments: Infinity }, 'compartments', 'Compartments must be a finite number.'],
  ])('%o', (change, field, message) => {
    expect(designBaghouse({ ...EPA_EXAMPLE, ...change })).toEqual({ status: 'error', issues: [{ field, message }] });
  });
});

describe('designBaghouse: refuses unusable input with one sentence naming the field', () => {
  it.each([
    [{ flow: 0 }, 'flow', 'Gas flow must be greater than zero.'],
    [{ flow: undefined, rows: 3 }, 'columns', 'Give both rows and columns, or neither to have the grid worked out.'],
    [{ bagLength: -3 }, 'bagLength', 'Bag length must be greater than zero.'],
    [{ loading: Number.NaN }, 'loading', 'Dust loading must be a finite number.'],
    [{ compartments: 2.5 }, 'compartments', 'Compartments must be a whole number.'],
    [{ rows: 3 }, 'columns', 'Give both rows and columns, or neither to have the grid worked out.'],
    [{ rows: 10, columns: 10 }, 'rows', '10 rows × 10 columns hold 100 bags, but each compartment needs 159.'],
    [{ bagPitch: si('5 in') }, 'bagPitch', 'Bag pitch must be larger than the bag diameter.'],
  ])('%o', (change, field, message) => {
    expect(designBaghouse({ ...EPA_EXAMPLE, ...change })).toEqual({ status: 'error', issues: [{ field, message }] });
  });
});

describe('designBaghouse: off-line compartments, layout and velocities', () => {
  const shaker = { ...EPA_EXAMPLE, cleaning: 'shaker', dust: 'fly-ash', materialFactor: undefined, k1: 100 } as const;

  it('applies the EPA gross/net factor for off-line cleaning: 4000 ft² net → 2.0, gross 8000 ft²', () => {
    const data = design({ ...shaker, compartments: 4 });
    expect(inUnit(data.netClothAreaM2, 'ft2')).toBeCloseTo(4000, 9);
    expect(data.grossNetFactor).toBe(2);
    expect(inUnit(data.grossClothAreaM2, 'ft2')).toBeCloseTo(8000, 9);
  });

  it('spreads bags evenly and shows the bags the split adds: 159 over 4 compartments is 4 × 40 = 160', () => {
    const data = design({ ...EPA_EXAMPLE, compartments: 4 });
    expect(data.layout).toMatchObject({ bagsNeeded: 159, bagsPerCompartment: 40, bagCount: 160, bagsAdded: 1, columns: 7, rows: 6 });
  });

  it('gives gross, net and net-net A/C as built', () => {
    const data = design({ ...EPA_EXAMPLE, compartments: 4 });
    const perCompartmentFt2 = 40 * 13.417218624706408;
    expect(inUnit(data.asBuilt.grossMps, 'ft/min')).toBeCloseTo(10_000 / (4 * perCompartmentFt2), 9);
    expect(inUnit(data.asBuilt.netMps!, 'ft/min')).toBeCloseTo(10_000 / (3 * perCompartmentFt2), 9);
    expect(inUnit(data.asBuilt.netNetMps!, 'ft/min')).toBeCloseTo(10_000 / (2 * perCompartmentFt2), 9);
    expect(design(EPA_EXAMPLE).asBuilt.netMps).toBeUndefined();
  });

  it('warns that one compartment cannot be cleaned off line', () => {
    expect(codes(design(shaker))).toContain('single-compartment-off-line');
  });

  it('gives the gross section velocity and the can velocity between the bags from the pitch and grid: 13 × 13 at 8 in', () => {
    const data = design({ ...EPA_EXAMPLE, bagPitch: si('8 in') });
    // housing 13 × 8 in = 104 in = 8.6667 ft square → 75.111 ft²; 10,000 / 75.111 = 133.14 ft/min
    expect(inUnit(data.housing!.sectionVelocityMps, 'ft/min')).toBeCloseTo(10_000 / (104 / 12) ** 2, 9);
    const footprintFt2 = (159 * Math.PI * (5.125 / 12) ** 2) / 4;
    expect(inUnit(data.housing!.interstitialVelocityMps, 'ft/min')).toBeCloseTo(10_000 / ((104 / 12) ** 2 - footprintFt2), 9);
    // 193 ft/min between the bags is under the 1.5 m/s (295.3 ft/min) limit.
    expect(data.housing!.canVelocityLimitMps).toBe(1.5);
    expect(codes(data)).not.toContain('can-velocity-high');
  });

  it('checks the re-entrainment limit between the bags: the EPA example at 6.25 in is 218 ft/min gross, 434 ft/min between the bags, 47 % over 1.5 m/s', () => {
    // Issue 19: 13 × 6.25 in = 81.25 in square → 45.84 ft²; 10,000 / 45.84 = 218.1 ft/min over the whole section.
    // 159 bags × π·(5.125 in)²/4 = 22.78 ft² of bags; 10,000 / (45.84 − 22.78) = 433.5 ft/min between them.
    const data = design({ ...EPA_EXAMPLE, bagPitch: si('6.25 in') });
    const sectionFt2 = (81.25 / 12) ** 2;
    const bagsFt2 = (159 * Math.PI * (5.125 / 12) ** 2) / 4;
    expect(inUnit(data.housing!.sectionVelocityMps, 'ft/min')).toBeCloseTo(10_000 / sectionFt2, 9);
    expect(Math.round(inUnit(data.housing!.sectionVelocityMps, 'ft/min'))).toBe(218);
    expect(inUnit(data.housing!.interstitialVelocityMps, 'ft/min')).toBeCloseTo(10_000 / (sectionFt2 - bagsFt2), 9);
    expect(Math.round(inUnit(data.housing!.interstitialVelocityMps, 'ft/min'))).toBe(434);
    // The gross 218 ft/min (1.11 m/s) is under the limit; the 434 ft/min (2.20 m/s) between the bags is 47 % over it.
    expect(data.housing!.sectionVelocityMps).toBeLessThan(1.5);
    expect(data.notes).toContainEqual({ code: 'can-velocity-high', valueMps: data.housing!.interstitialVelocityMps, limitMps: 1.5, cleaning: 'pulse-jet' });
    expect(Math.round((data.housing!.interstitialVelocityMps / 1.5 - 1) * 100)).toBe(47);
  });

  it('checks reverse-air against 1.0 m/s between the bags, and shaker against no limit', () => {
    const reverseAir = design({ ...EPA_EXAMPLE, cleaning: 'reverse-air', airToCloth: si('2 ft/min'), k1: 100, compartments: 4, bagPitch: si('8 in') });
    expect(reverseAir.housing!.canVelocityLimitMps).toBe(1);
    expect(codes(reverseAir).includes('can-velocity-high')).toBe(reverseAir.housing!.interstitialVelocityMps > 1);
    const shaker = design({ ...EPA_EXAMPLE, cleaning: 'shaker', airToCloth: si('2 ft/min'), k1: 100, compartments: 4, bagPitch: si('5.5 in') });
    expect(shaker.housing!.canVelocityLimitMps).toBeUndefined();
    expect(codes(shaker)).not.toContain('can-velocity-high');
  });

  it('the can velocity between the bags is always above the gross section velocity, and the warning follows it alone', () => {
    fc.assert(
      fc.property(fc.double({ min: 5.2, max: 20, noNaN: true }), fc.double({ min: 1000, max: 100_000, noNaN: true }), (pitchIn, flowCfm) => {
        const data = design({ ...EPA_EXAMPLE, flow: si(`${flowCfm} CFM`), bagPitch: si(`${pitchIn} in`) });
        const { sectionVelocityMps, interstitialVelocityMps } = data.housing!;
        expect(interstitialVelocityMps).toBeGreaterThan(sectionVelocityMps);
        expect(codes(data).includes('can-velocity-high')).toBe(interstitialVelocityMps > 1.5);
      }),
    );
  });
});

describe('designBaghouse: the fabric against the gas temperature', () => {
  it('takes the EPA example at 275 °F on polyester, at its continuous limit, with no warning', () => {
    const data = design({ ...EPA_EXAMPLE, fabric: 'polyester' });
    expect(data.notes).toEqual([]);
    expect(data.missing.map((item) => item.code)).not.toContain('fabric');
  });

  it('warns at 300 °F on polyester, naming the fabrics that take it', () => {
    const data = design({ ...EPA_EXAMPLE, temperature: si('300 degF'), fabric: 'polyester' });
    expect(data.notes).toContainEqual(expect.objectContaining({ code: 'fabric-temperature-high', fabric: 'polyester', aboveSurge: false, takers: ['pps', 'aramid', 'ptfe', 'p84', 'glass'] }));
  });

  it('warns at 1,800 °F on PTFE: above its continuous and surge limits, and no fabric takes it', () => {
    const data = design({ ...EPA_EXAMPLE, temperature: si('1800 degF'), fabric: 'ptfe' });
    expect(data.notes).toContainEqual(expect.objectContaining({ code: 'fabric-temperature-high', fabric: 'ptfe', aboveSurge: true, takers: [] }));
    // The factor method's clamp is still true, and still said: the A/C ratio is worked out at 275 °F.
    expect(codes(data)).toContain('temperature-clamped');
  });

  it('with no fabric chosen, warns only when no fabric of the table takes the gas, and asks for the fabric', () => {
    expect(codes(design({ ...EPA_EXAMPLE, temperature: si('450 degF') }))).not.toContain('temperature-above-every-fabric');
    const hot = design({ ...EPA_EXAMPLE, temperature: si('1800 degF') });
    expect(hot.notes).toContainEqual({ code: 'temperature-above-every-fabric', temperatureK: si('1800 degF') });
    expect(hot.missing).toContainEqual({ code: 'fabric', fields: ['fabric'], takers: [] });
  });

  it('asks for the gas temperature when a fabric is chosen without it', () => {
    const data = design({ ...EPA_EXAMPLE, airToCloth: si('4 ft/min'), temperature: undefined, fabric: 'aramid' });
    expect(data.missing).toContainEqual({ code: 'fabric-temperature', fields: ['temperature'] });
  });
});

describe('designBaghouse: cake, pressure drop and cleaning', () => {
  it('solves the interval to a maximum ΔP, and the ΔP there is that maximum', () => {
    const data = design({ ...EPA_EXAMPLE, maxPressureDrop: si('5 inH2O') });
    const back = design({ ...EPA_EXAMPLE, cleaningInterval: data.cake!.cleaningIntervalS! });
    expect(inUnit(back.cake!.pressureDropPa, 'inH2O')).toBeCloseTo(5, 9);
    // residual 6.08 × 4.68922 × 100^−0.65 = 1.42893 inH₂O;
    // (5 − 1.42893) / (15 × (4/7000) × 4.68922²) = 3.57107 / 0.188476 = 18.947 min
    expect(inUnit(data.cake!.cleaningIntervalS!, 'min')).toBeCloseTo(18.947, 3);
  });

  it('warns when the clean cloth alone already reaches the maximum ΔP', () => {
    const data = design({ ...EPA_EXAMPLE, maxPressureDrop: si('1 inH2O') });
    expect(data.cake!.cleaningIntervalS).toBeUndefined();
    expect(codes(data)).toContain('max-pressure-drop-unreachable');
  });

  it('uses the filter-drag model when K₁ is given: ΔP = K₁V + K₂WV', () => {
    const data = design({ ...EPA_EXAMPLE, k1: 1000 });
    const v = data.airToClothMps;
    expect(data.cake!.model).toBe('filter-drag');
    expect(data.cake!.pressureDropPa).toBeCloseTo(1000 * v + EPA_EXAMPLE.k2! * data.cake!.cakeKgM2 * v, 9);
  });

  it('reports the pulse pressure, K₂ and interval it assumed', () => {
    const data = design({ ...EPA_EXAMPLE, pulsePressure: undefined, k2: undefined, cleaningInterval: undefined });
    expect(codes(data)).toEqual(['k2-assumed', 'cleaning-interval-assumed', 'pulse-pressure-assumed']);
    expect(inUnit(data.cake!.pressureDropPa, 'inH2O')).toBeCloseTo(3.31, 2);
  });

  it('names K₁ as what woven bags need for a pressure drop', () => {
    const data = design({ ...EPA_EXAMPLE, cleaning: 'reverse-air', dust: 'cement', compartments: 3 });
    expect(data.cake).toBeUndefined();
    expect(data.missing).toContainEqual({ code: 'k1', fields: ['k1'], cleaning: 'reverse-air' });
  });

  it('warns when the interval is shorter than one pulse of every row: 13 rows × 60 s > 10 min', () => {
    const data = design({ ...EPA_EXAMPLE, pulseSpacing: 60 });
    expect(data.notes).toContainEqual({ code: 'cleaning-faster-than-pulses', intervalS: 600, cycleS: 780, valves: 13 });
    expect(codes(design({ ...EPA_EXAMPLE, pulseSpacing: 30 }))).not.toContain('cleaning-faster-than-pulses');
  });

  it('warns for a pressure drop outside the typical 1–6 inH₂O', () => {
    expect(codes(design({ ...EPA_EXAMPLE, cleaningInterval: si('60 min') }))).toContain('pressure-drop-outside-typical');
  });
});

describe('designBaghouse: properties', () => {
  const interval = fc.double({ min: 1, max: 86_400, noNaN: true });

  it('ΔP grows monotonically with the filtration interval', () => {
    fc.assert(
      fc.property(interval, interval, fc.double({ min: 0.1, max: 50, noNaN: true }), (a, b, k2Imperial) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const k2 = k2Imperial * 10_000;
        const dropShort = design({ ...EPA_EXAMPLE, k2, cleaningInterval: short }).cake!.pressureDropPa;
        const dropLong = design({ ...EPA_EXAMPLE, k2, cleaningInterval: long }).cake!.pressureDropPa;
        expect(dropLong).toBeGreaterThanOrEqual(dropShort);
      }),
    );
  });

  it('the bags built always hold at least the cloth the design needs, and one bag fewer per compartment would not', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('pulse-jet', 'shaker', 'reverse-air'),
        (flowM3s, compartments, cleaning) => {
          const data = design({ ...EPA_EXAMPLE, flow: flowM3s, compartments, cleaning, dust: 'cement', k1: 100 });
          const { layout } = data;
          expect(layout.bagCount * data.clothAreaPerBagM2).toBeGreaterThanOrEqual(data.grossClothAreaM2 * (1 - 1e-12));
          expect((layout.bagsNeeded - 1) * data.clothAreaPerBagM2).toBeLessThan(data.grossClothAreaM2);
          expect(layout.bagCount % compartments).toBe(0);
          expect(layout.bagsAdded).toBeLessThan(compartments);
          expect(layout.rows * layout.columns).toBeGreaterThanOrEqual(layout.bagsPerCompartment);
        },
      ),
    );
  });
});
