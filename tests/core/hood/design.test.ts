// designHood: what each type needs (issues keyed by field, naming the value), its warnings, the branch and the SPh.
import { describe, expect, it } from 'vitest';
import { STANDARD_AIR } from '../../../src/core/air/gas-conditions.ts';
import { designHood } from '../../../src/core/hood/design.ts';
import type { HoodDesign, HoodDesignInput } from '../../../src/core/hood/design-input.ts';
import { INCH_M } from '../../../src/core/units/definitions.ts';
import { CFM, FPM, OPENING, hood } from './hood-input.ts';

function designed(input: HoodDesignInput): HoodDesign {
  const result = designHood(input);
  if (result.status !== 'success') throw new Error(result.issues.map((found) => found.message).join('; '));
  return result.data;
}

function issuesOf(input: HoodDesignInput) {
  const result = designHood(input);
  if (result.status !== 'error') throw new Error('expected the design to be refused');
  return result.issues;
}

const codes = (input: HoodDesignInput) => designed(input).warnings.map((warning) => warning.code);
const vp = (velocityMps: number) => (STANDARD_AIR.densityKgPerM3 * velocityMps ** 2) / 2;

describe('designHood refuses what it cannot use, naming the field and the value', () => {
  it.each([
    ['a distance beyond the range', hood({ flowBasis: { by: 'capture', captureVelocityMps: 1, distanceM: 25 } }), 'distance', /Distance X must be .*, got 25 m/],
    ['an opening without its size', hood({ geometry: {} }), 'diameter', /A plain opening needs its Diameter, or its Width and Length/],
    ['a cold canopy given a face velocity', hood({ type: 'canopy', flowBasis: { by: 'face', faceVelocityMps: 1, distanceM: 1 } }), 'faceVelocity', /takes a capture velocity or a design flow, not a face velocity/],
    ['a cold canopy without its height', hood({ type: 'canopy', flowBasis: { by: 'flow', flowM3s: 1 } }), 'distance', /needs its height above the source/],
    ['a booth without a flow basis', hood({ type: 'booth', geometry: { widthM: 1, heightM: 2 }, flowBasis: undefined }), 'faceVelocity', /A booth needs a Face velocity or a Design flow/],
    ['an entry loss past 10', hood({ entryLoss: { by: 'entry-loss', entryLoss: 12 } }), 'entryLoss', /Hood entry loss Fh must be from 0 to 10, got 12/],
    ['a flow no plant has', hood({ flowBasis: { by: 'capture', captureVelocityMps: 50, distanceM: 20 } }), 'captureVelocity', /The design flow these inputs give, 200002 m³\/s, must be from 1e-4 to 10000 m³\/s/],
    [
      'a hot source no hotter than the room',
      hood({ type: 'hot-canopy', flowBasis: undefined, hotSource: { sourceTemperatureK: 290, ambientTemperatureK: 293.15, heightM: 1 } }),
      'sourceTemperature',
      /Source temperature must be above the Ambient temperature \(293\.15 K\), got 290 K/,
    ],
    ['a hot canopy given a capture velocity', hood({ type: 'hot-canopy', hotSource: { sourceTemperatureK: 600, ambientTemperatureK: 293.15, heightM: 1 } }), 'faceVelocity', /takes its flow from the source's heat/],
    ['a take-off that is not one', hood({ entryLoss: { by: 'take-off', takeOff: 'funnel' as never } }), 'takeOff', /Take-off must be one of .*, got funnel/],
  ])('%s', (_, input, field, message) => {
    const issues = issuesOf(input);
    expect(issues.map((found) => found.field)).toContain(field);
    expect(issues.find((found) => found.field === field)!.message).toMatch(message);
  });
});

describe('designHood warns where an equation or a guide is left', () => {
  it('an opening farther than 1.5 D, or narrower than 0.2, is outside DallaValle\'s range', () => {
    expect(codes(hood({ flowBasis: { by: 'face', faceVelocityMps: 3, distanceM: 0.4 } }))).toContain('outside-validity');
    expect(codes(OPENING)).not.toContain('outside-validity');
    expect(codes(hood({ geometry: { widthM: 0.05, lengthM: 1 } }))).toContain('outside-validity');
  });

  it('a slot wider than 0.2 of its length is an opening', () => {
    const slot = (widthM: number) => hood({ type: 'plain-slot', geometry: { widthM, lengthM: 1 }, entryLoss: { by: 'take-off', takeOff: 'slot-plenum-tapered' } });
    expect(codes(slot(0.3))).toContain('outside-validity');
    expect(codes(slot(0.05))).not.toContain('outside-validity');
  });

  it('a room cross-draft at or above the capture velocity reached at X', () => {
    const reached = designed(OPENING).captureVelocityAtDistanceMps!;
    expect(codes(hood({ crossDraftMps: reached }))).toContain('cross-draft');
    expect(codes(hood({ crossDraftMps: reached * 0.9 }))).not.toContain('cross-draft');
  });

  it('a booth\'s cross-draft is held against its face velocity', () => {
    const booth = hood({ type: 'booth', geometry: { widthM: 1, heightM: 2 }, flowBasis: { by: 'face', faceVelocityMps: 0.5 }, crossDraftMps: 0.6 });
    expect(designed(booth).warnings.find((warning) => warning.code === 'cross-draft')!.text).toMatch(/at or above the face velocity, 0\.5 m\/s \(98 ft\/min\)/);
  });

  it('air faster than 100 m/s, through the face or a given duct, where it is compressible', () => {
    const small = hood({ geometry: { diameterM: 0.01 }, flowBasis: { by: 'capture', captureVelocityMps: 2.5, distanceM: 1 } });
    expect(designed(small).warnings.find((warning) => warning.code === 'compressible-velocity')!.text).toMatch(/The face velocity, 318312(\.\d+)? m\/s .* is above 100 m\/s/);
    expect(designed(hood({ branch: { ductDiameterM: 0.01 } })).warnings.find((warning) => warning.code === 'compressible-velocity')!.text).toMatch(/The branch duct, 10 mm/);
    expect(codes(OPENING)).not.toContain('compressible-velocity');
  });

  it('a capture velocity outside ACGIH\'s 50–2000 ft/min', () => {
    expect(codes(hood({ flowBasis: { by: 'capture', captureVelocityMps: 0.1, distanceM: 0.25 } }))).toContain('capture-velocity-outside-guidance');
    expect(codes(hood({ flowBasis: { by: 'capture', captureVelocityMps: 1, distanceM: 0.25 } }))).not.toContain('capture-velocity-outside-guidance');
  });

  it('a rectangular source under a high canopy is taken as a round one of its area', () => {
    const input = hood({ type: 'hot-canopy', geometry: { widthM: 1, lengthM: 2 }, flowBasis: undefined, hotSource: { sourceTemperatureK: 700, ambientTemperatureK: 293.15, heightM: 3 } });
    expect(codes(input)).toContain('hot-canopy-equivalent-round');
  });
});

describe('the branch duct and the hood static pressure', () => {
  it('sizes the largest EN 1506 size that keeps the class\'s minimum (average industrial dust, 18 m/s): 0.5 m³/s in 180 mm at 19.65 m/s', () => {
    const branch = designed(hood({ flowBasis: { by: 'flow', flowM3s: 0.5 }, branch: { transport: 'average-industrial-dust' } })).branch!;
    expect(branch).toMatchObject({ diameterM: 0.18, sized: true, series: 'en-1506', minVelocityMps: 18 });
    expect(branch.velocityMps).toBeCloseTo(0.5 / ((Math.PI * 0.18 ** 2) / 4), 9);
  });

  it('sizes from US spiral in the table\'s ft/min column: 1000 cfm at 3500 fpm minimum in a 7 in duct at 3742 fpm', () => {
    const branch = designed(hood({ flowBasis: { by: 'flow', flowM3s: 1000 * CFM }, branch: { transport: 'average-industrial-dust', series: 'us-spiral' } })).branch!;
    expect(branch.diameterM / INCH_M).toBeCloseTo(7, 9);
    expect(branch.velocityMps / FPM).toBeCloseTo(3741.8, 1);
  });

  it('takes a given duct, and warns when it is slower than the minimum transport velocity', () => {
    const design = designed(hood({ flowBasis: { by: 'flow', flowM3s: 0.5 }, branch: { ductDiameterM: 0.25, minVelocityMps: 18 } }));
    expect(design.branch).toMatchObject({ diameterM: 0.25, sized: false });
    expect(design.warnings.map((warning) => warning.code)).toContain('branch-below-transport-velocity');
  });

  it('has no branch without a diameter or a minimum, says so for vapors, and then cannot read a measured SPh', () => {
    expect(designed(OPENING).branch).toBeUndefined();
    expect(codes(hood({ branch: { transport: 'vapors-gases-smoke' } }))).toContain('no-transport-minimum');
    const measured = designed(hood({ measuredStaticPressurePa: 200 }));
    expect(measured.measured).toBeUndefined();
    expect(measured.warnings.map((warning) => warning.code)).toContain('measured-needs-branch');
  });

  it('SPh = (1 + Fh)·VPd at the gas\'s density for a simple hood', () => {
    const branch = designed(hood({ branch: { ductDiameterM: 0.1 } })).branch!;
    expect(branch.velocityPressurePa).toBeCloseTo(vp(branch.velocityMps), 9);
    expect(branch.hoodStaticPressurePa).toBeCloseTo(1.93 * vp(branch.velocityMps), 9);
  });

  it('a slot hood adds Fs·VPs, and accelerates the air once, to the slot\'s VP where the slot is faster than the duct', () => {
    const slot = (widthM: number) =>
      designed(
        hood({
          type: 'flanged-slot',
          geometry: { widthM, lengthM: 1 },
          flowBasis: { by: 'flow', flowM3s: 0.5 },
          entryLoss: { by: 'take-off', takeOff: 'slot-plenum-tapered' },
          branch: { ductDiameterM: 0.2 },
        }),
      );
    const slow = slot(0.05); // 10 m/s in the slot, 15.9 m/s in the duct
    expect(slow.slotVelocityMps).toBeCloseTo(10, 9);
    expect(slow.branch!.hoodStaticPressurePa).toBeCloseTo(1.78 * vp(10) + 1.25 * vp(slow.branch!.velocityMps), 9);
    const fast = slot(0.02); // 25 m/s in the slot
    expect(fast.branch!.hoodStaticPressurePa).toBeCloseTo(2.78 * vp(25) + 0.25 * vp(fast.branch!.velocityMps), 9);
  });

  it('reads a slot hood\'s measured SPh with the whole hood\'s Ce = √(VPd/SPh), below its take-off\'s 1/√(1 + Fh)', () => {
    const input = hood({
      type: 'plain-slot',
      geometry: { widthM: 0.05, lengthM: 1 },
      flowBasis: { by: 'flow', flowM3s: 0.5 },
      entryLoss: { by: 'take-off', takeOff: 'slot-plenum-tapered' },
      branch: { ductDiameterM: 0.2 },
    });
    const { branch } = designed(input);
    const check = designed({ ...input, measuredStaticPressurePa: branch!.hoodStaticPressurePa / 4 });
    expect(check.measured!.coefficientOfEntry).toBeCloseTo(Math.sqrt(branch!.velocityPressurePa / branch!.hoodStaticPressurePa), 12);
    expect(check.measured!.coefficientOfEntry).toBeLessThan(check.coefficientOfEntry);
    expect(check.measured!.percentOfDesign).toBeCloseTo(50, 9);
  });

  it('gives Q at standard air as Q·df, and Fh from a Ce', () => {
    const design = designed(hood({ gas: { temperatureK: 423.15 }, entryLoss: { by: 'coefficient-of-entry', coefficientOfEntry: 0.78 } }));
    expect(design.standardFlowM3s).toBeCloseTo(design.flowM3s * (STANDARD_AIR.temperatureK / 423.15), 12);
    expect(design.entryLoss).toBeCloseTo(1 / 0.78 ** 2 - 1, 12);
    expect(design.coefficientOfEntry).toBeCloseTo(0.78, 12);
  });
});
