// The ACGIH velocity-pressure method: the published single-hood example,
// the junction bands, the redesign loop, mains and the fan.
import { describe, expect, it } from 'vitest';
import { usShortcutVelocityPressurePa } from '../../../src/core/air/velocity-pressure.ts';
import { STANDARD_SERIES } from '../../../src/core/duct-size/standard-sizes.ts';
import { VELOCITY_CEILING_MPS, designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import type { SystemInput } from '../../../src/core/exhaust-system/input.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { junctionText } from '../../../src/core/exhaust-system/report.ts';
import type { SystemDesign } from '../../../src/core/exhaust-system/design.ts';
import { acgihFrictionVpPerFoot } from '../../../src/core/friction/acgih.ts';
import type { SegmentRow } from '../../../src/core/exhaust-system/sheet.ts';
import { CFM_M3S, FPM_MPS, IN_H2O_PA, designOf, hood, inputOf, sheetOf } from './system-sheet.ts';

const byId = (design: SystemDesign, id: string) => design.segments.find(({ segment }) => segment === id)!;

/** |SP| of a hood designed alone: its stream's SP before any junction touches it. */
const aloneSp = (row: ReturnType<typeof hood>) => designOf(inputOf(sheetOf([{ ...row, to: 'fan' }]))).segments[0]!.staticPressurePa;

describe('a single hood (ACGIH worked example: 390 CFM, 4 in, Fh 0.65, 15 ft)', () => {
  const design = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 15)])));
  const [segment] = design.segments;

  it('gives V 4469.1 ft/min, VP 1.2452 and SPh ≈ 2.05 inH₂O with the exact area', () => {
    expect(segment!.velocityMps / FPM_MPS).toBeCloseTo(4469.1, 1);
    expect(segment!.velocityPressurePa / IN_H2O_PA).toBeCloseTo(1.2452, 4);
    expect(segment!.hoodStaticPressurePa! / IN_H2O_PA).toBeCloseTo(2.0545, 4);
    expect(segment!.hoodStaticPressurePa! / IN_H2O_PA).toBeCloseTo(2.05, 2);
  });

  it('adds the ACGIH friction H_f·L·VP to reach the segment SP', () => {
    const hf = acgihFrictionVpPerFoot(segment!.velocityMps / FPM_MPS, 390);
    expect(segment!.frictionLossPa).toBeCloseTo(hf * 15 * segment!.velocityPressurePa, 9);
    expect(segment!.staticPressurePa).toBeCloseTo(segment!.hoodStaticPressurePa! + segment!.frictionLossPa, 9);
  });

  it("reproduces the sheet's 2.057 and 3.382 from its rounded velocity 4471 ft/min and H_f 0.0709", () => {
    expect(acgihFrictionVpPerFoot(4000, 349)).toBeCloseTo(0.0709, 4);
    const vp = usShortcutVelocityPressurePa(4471 * FPM_MPS) / IN_H2O_PA;
    expect(vp).toBeCloseTo(1.246, 3);
    expect(1.65 * vp).toBeCloseTo(2.057, 2);
    expect(1.65 * vp + 0.0709 * 15 * vp).toBeCloseTo(3.382, 2);
  });

  it('has no junction and is balanced; the fan follows FSP = SP_out − SP_in − VP_in', () => {
    expect(design.junctions).toEqual([]);
    expect(design.balanced).toBe(true);
    expect(design.fan.flowM3s).toBeCloseTo(390 * CFM_M3S, 12);
    expect(design.fan.staticPressurePa).toBeCloseTo(0 - -segment!.staticPressurePa - segment!.velocityPressurePa, 9);
    expect(design.fan.totalPressurePa).toBeCloseTo(design.fan.staticPressurePa + segment!.velocityPressurePa, 9);
  });
});

describe('a two-hood junction (ACGIH balance by design)', () => {
  const longer = hood('A', 'C', 390, 30);
  const twoHoods = (shortLength: number) => {
    const shorter = hood('B', 'C', 390, shortLength);
    const sheet = sheetOf([longer, shorter, { segment: 'C', to: 'fan', diameter: '6', length: '10' }]);
    return { design: designOf(inputOf(sheet)), ratio: aloneSp(longer) / aloneSp(shorter) };
  };

  it('ratio ≤ 1.05: no correction, the main carries the sum of the design flows', () => {
    const { design, ratio } = twoHoods(28);
    expect(ratio).toBeLessThanOrEqual(1.05);
    const [junction] = design.junctions;
    expect(junction).toMatchObject({ at: 'C', governing: 'A', action: 'none', corrected: [] });
    expect(junction!.ratio).toBeCloseTo(ratio, 12);
    expect(byId(design, 'C').flowM3s).toBeCloseTo(780 * CFM_M3S, 12);
    expect(design.balanced).toBe(true);
  });

  it('1.05 < ratio ≤ 1.20: the lower branch rises by √ratio and the main carries the sum', () => {
    const { design, ratio } = twoHoods(24);
    expect(ratio).toBeGreaterThan(1.05);
    expect(ratio).toBeLessThanOrEqual(1.2);
    const [junction] = design.junctions;
    expect(junction).toMatchObject({ governing: 'A', action: 'increase-flow' });
    expect(junction!.ratio).toBeCloseTo(ratio, 12);
    const raised = 390 * CFM_M3S * Math.sqrt(ratio);
    expect(junction!.corrected).toEqual([{ segment: 'B', flowM3s: expect.closeTo(raised, 12) }]);
    expect(byId(design, 'B').flowM3s).toBeCloseTo(raised, 12);
    expect(byId(design, 'C').flowM3s).toBeCloseTo(390 * CFM_M3S + raised, 12);
    expect(design.balanced).toBe(true);
  });

  it('ratio > 1.20: redesign the lower branch, suggesting the next smaller standard size, and not balanced', () => {
    const { design, ratio } = twoHoods(5);
    expect(ratio).toBeGreaterThan(1.2);
    const [junction] = design.junctions;
    expect(junction).toMatchObject({ governing: 'A', action: 'redesign', corrected: [], redesign: { segment: 'B' } });
    expect(junction!.redesign!.suggestedDiameterM).toBeCloseTo(3 * 0.0254, 12);
    expect(byId(design, 'C').flowM3s).toBeCloseTo(780 * CFM_M3S, 12);
    expect(design.balanced).toBe(false);
  });
});

describe('the redesign loop', () => {
  it('takes the next smaller size until the junction holds', () => {
    const sheet = sheetOf([hood('A', 'C', 390, 30), hood('B', 'C', 300, 5, { diameter: '5' }), { segment: 'C', to: 'fan', diameter: '6', length: '10' }]);
    const before = designOf(inputOf(sheet));
    const after = designOf(inputOf(sheet), { applyRedesign: true });

    expect(before.junctions[0]!.action).toBe('redesign');
    expect(after.balanced).toBe(true);
    expect(after.junctions[0]!.action).not.toBe('redesign');
    const diameterIn = byId(after, 'B').diameterM / 0.0254;
    expect(diameterIn).toBeLessThan(5);
    expect(STANDARD_SERIES['us-spiral'].diametersM).toContainEqual(expect.closeTo(byId(after, 'B').diameterM, 12));
    expect(after.redesign).toEqual({
      changes: [{ segment: 'B', row: 3, junction: 'C', fromDiameterM: expect.closeTo(5 * 0.0254, 12), toDiameterM: byId(after, 'B').diameterM }],
      stops: [],
    });
    expect(before.redesign).toBeUndefined();
  });

  it('stops when no smaller size is left and says so', () => {
    const sheet = sheetOf([hood('A', 'C', 390, 60), hood('B', 'C', 100, 1, { diameter: '3', hood_entry_loss: '0.04' }), { segment: 'C', to: 'fan', diameter: '6', length: '10' }]);
    const design = designOf(inputOf(sheet), { applyRedesign: true });

    expect(design.balanced).toBe(false);
    expect(design.junctions[0]!.redesign).toEqual({ segment: 'B', suggestedDiameterM: undefined });
    expect(design.redesign).toEqual({ changes: [], stops: [{ junction: 'C', segment: 'B', row: 3, reason: 'smallest-size', diameterM: expect.closeTo(3 * 0.0254, 12) }] });
    expect(design.warnings.map(({ code }) => code)).not.toContain('redesign-no-smaller-size');
    expect(designOf(inputOf(sheet)).warnings.map(({ code }) => code)).toContain('redesign-no-smaller-size');
  });
});

describe('the redesign loop when the next size overshoots', () => {
  // B at 4 in is too easy (ratio > 1.20), but at 3 in it governs A by more than 1.20 the other way.
  const sheet = sheetOf([hood('A', 'C', 390, 10), hood('B', 'C', 300, 3), { segment: 'C', to: 'fan', diameter: '8', length: '10' }]);
  const design = designOf(inputOf(sheet), { applyRedesign: true });
  const [junction] = design.junctions;

  it('goes back to the last size, says no standard size balances the junction, and does not suggest the size it ruled out', () => {
    expect(byId(design, 'B').diameterM).toBeCloseTo(4 * 0.0254, 12);
    expect(junction!.action).toBe('redesign');
    expect(junction!.redesign).toEqual({ segment: 'B', overshootDiameterM: expect.closeTo(3 * 0.0254, 12) });
    expect(junctionText(junction!, 'imperial')).toMatch(/redesign B \(no standard size balances it: 3\.0 in turns the junction the other way; add resistance another way\)$/);
    expect(junctionText(junction!, 'imperial')).not.toMatch(/try/);
    expect(design.redesign).toEqual({ changes: [], stops: [{ junction: 'C', segment: 'B', row: 3, reason: 'overshoot', diameterM: expect.closeTo(3 * 0.0254, 12) }] });
    expect(design.warnings).toEqual([]);
    expect(design.balanced).toBe(false);
  });

  it('still suggests the next size without the loop (it has not been tried)', () => {
    expect(designOf(inputOf(sheet)).junctions[0]!.redesign).toEqual({ segment: 'B', suggestedDiameterM: expect.closeTo(3 * 0.0254, 12) });
  });
});

describe('mains and sizing', () => {
  const sheet = sheetOf([
    hood('A', 'C', 390, 25),
    hood('B', 'C', 390, 24),
    { segment: 'C', to: 'fan', min_velocity: '3500', length: '20' },
  ], { outletPressure: '0.5' });
  const design = designOf(inputOf(sheet));
  const [a, b, c] = ['A', 'B', 'C'].map((id) => byId(design, id));

  it('sizes a main to the largest standard size at or above its minimum velocity', () => {
    expect(c!.autoSized).toBe(true);
    expect(c!.velocityMps / FPM_MPS).toBeGreaterThanOrEqual(3500);
    const nextUp = STANDARD_SERIES['us-spiral'].diametersM.find((size) => size > c!.diameterM * 1.000001)!;
    expect((c!.flowM3s / ((Math.PI / 4) * nextUp ** 2)) / FPM_MPS).toBeLessThan(3500);
  });

  it('adds VP − VPr as acceleration loss when the main is faster than the merging streams', () => {
    const resultant = (a!.flowM3s / c!.flowM3s) * a!.velocityPressurePa + (b!.flowM3s / c!.flowM3s) * b!.velocityPressurePa;
    expect(c!.accelerationLossPa).toBeCloseTo(Math.max(0, c!.velocityPressurePa - resultant), 9);
    expect(c!.staticPressurePa).toBeCloseTo(Math.max(a!.staticPressurePa, b!.staticPressurePa) + c!.accelerationLossPa + c!.frictionLossPa + c!.fittingLossPa, 9);
  });

  it('gives the fan FSP = SP_out − SP_in − VP_in with SP_in = −|SP| of the fan inlet', () => {
    expect(design.fan.staticPressurePa).toBeCloseTo(0.5 * IN_H2O_PA - -c!.staticPressurePa - c!.velocityPressurePa, 9);
    expect(design.fan.flowM3s).toBe(c!.flowM3s);
  });

  it('warns when a given diameter is slower than the minimum transport velocity, naming the segment', () => {
    const slow = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 10, { diameter: '6', min_velocity: 'transport heavy-dusts' })])));
    expect(slow.warnings).toEqual([
      { code: 'velocity-below-transport', text: expect.stringMatching(/^Segment A: velocity 1986 ft\/min is below its minimum transport velocity 4000 ft\/min/) },
    ]);
  });

  it('warns above the velocity ceiling of 6000 ft/min, naming the segment, the velocity and why', () => {
    const fast = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 10, { diameter: '3' })])));
    expect(VELOCITY_CEILING_MPS / FPM_MPS).toBeCloseTo(6000, 9);
    expect(fast.warnings).toEqual([
      { code: 'velocity-above-ceiling', text: expect.stringMatching(/^Segment A: velocity 7945 ft\/min is above 6000 ft\/min, where a duct gets noisy and wears fast/) },
    ]);
    expect(design.warnings.map(({ code }) => code)).not.toContain('velocity-above-ceiling');
  });

  it('uses Colebrook when asked, with a friction loss close to the ACGIH equation', () => {
    const single = sheetOf([hood('A', 'fan', 390, 15)]);
    const acgih = designOf(inputOf(single)).segments[0]!.frictionLossPa;
    const colebrook = designOf(inputOf({ ...single, friction: 'colebrook' })).segments[0]!.frictionLossPa;
    expect(colebrook).not.toBe(acgih);
    expect(Math.abs(colebrook / acgih - 1)).toBeLessThan(0.15);
  });
});

describe('a slot hood (ACGIH sheet: SPh = Fs·VPs + (1 + Fh)·VPd)', () => {
  const slotted = (extra: SegmentRow) => designOf(inputOf(sheetOf([hood('A', 'fan', 390, 15, { hood_entry_loss: '0.25', ...extra })]))).segments[0]!;

  it('adds Fs·VPs at the given slot velocity, Fs 1.78 when blank', () => {
    const segment = slotted({ slot_velocity: '2000' });
    const vps = usShortcutVelocityPressurePa(2000 * FPM_MPS);
    expect(segment.slot!.velocityMps / FPM_MPS).toBeCloseTo(2000, 9);
    expect(segment.slot!.lossPa).toBeCloseTo(1.78 * vps, 9);
    expect(segment.hoodStaticPressurePa).toBeCloseTo(1.78 * vps + 1.25 * segment.velocityPressurePa, 9);
    // (2000/4005)² = 0.2494 inH₂O, × 1.78 = 0.4439 inH₂O of slot loss.
    expect(segment.slot!.lossPa / IN_H2O_PA).toBeCloseTo(0.4439, 4);
  });

  it('takes the slot velocity from the slot area, and a given Fs', () => {
    const segment = slotted({ slot_area: '0.195', slot_loss: '1' });
    expect(segment.slot!.velocityMps / FPM_MPS).toBeCloseTo(390 / 0.195, 9);
    expect(segment.hoodStaticPressurePa).toBeCloseTo(usShortcutVelocityPressurePa(2000 * FPM_MPS) + 1.25 * segment.velocityPressurePa, 9);
  });

  it('keeps a hood without a slot as a simple hood', () => {
    const segment = slotted({});
    expect(segment.slot).toBeUndefined();
    expect(segment.hoodStaticPressurePa).toBeCloseTo(1.25 * segment.velocityPressurePa, 12);
  });

  it('raises the slot velocity with the flow when a junction raises the hood', () => {
    const sheet = sheetOf([hood('A', 'C', 390, 30), hood('B', 'C', 390, 24, { slot_velocity: '2000', slot_loss: '0' }), { segment: 'C', to: 'fan', diameter: '6', length: '10' }]);
    const design = designOf(inputOf(sheet));
    const b = byId(design, 'B');
    expect(design.junctions[0]!.action).toBe('increase-flow');
    expect(b.slot!.velocityMps / FPM_MPS).toBeCloseTo((2000 * b.flowM3s) / (390 * CFM_M3S), 6);
  });
});

describe('the discharge side (segments from the fan to the outlet)', () => {
  const suction = [hood('A', 'C', 390, 25), hood('B', 'C', 390, 24), { segment: 'C', to: 'fan', diameter: '6', length: '20' }];
  const withStack = sheetOf([...suction, { segment: 'D', to: 'S', diameter: '6', length: '5', elbows: '1' }, { segment: 'S', to: 'outlet', diameter: '7', length: '30', other_loss: '0.2' }], { outletPressure: '0.1' });
  const design = designOf(inputOf(withStack));
  const [c, d, s] = ['C', 'D', 'S'].map((id) => byId(design, id));

  it('designs each discharge segment at the fan flow, after the suction side, with no junction', () => {
    expect(design.segments.map(({ segment, side }) => `${segment}:${side}`)).toEqual(['A:suction', 'B:suction', 'C:suction', 'D:discharge', 'S:discharge']);
    expect(d!.flowM3s).toBe(c!.flowM3s);
    expect(s!.flowM3s).toBe(c!.flowM3s);
    expect(design.junctions.map(({ at }) => at)).toEqual(['C']);
    expect(d!.hoodStaticPressurePa).toBeUndefined();
    expect(d!.frictionLossPa).toBeCloseTo(acgihFrictionVpPerFoot(d!.velocityMps / FPM_MPS, d!.flowM3s / CFM_M3S) * 5 * d!.velocityPressurePa, 9);
  });

  it('gives SP_out = outlet pressure + the discharge losses, FSP = SP_out − SP_in − VP_in and FTP = FSP + VP_out', () => {
    const sLosses = s!.frictionLossPa + s!.fittingLossPa + s!.otherLossPa;
    const dLosses = d!.frictionLossPa + d!.fittingLossPa + d!.otherLossPa;
    expect(s!.staticPressurePa).toBeCloseTo(0.1 * IN_H2O_PA + sLosses, 9);
    expect(d!.staticPressurePa).toBeCloseTo(0.1 * IN_H2O_PA + sLosses + dLosses, 9);
    expect(design.fan.outletStaticPressurePa).toBeCloseTo(d!.staticPressurePa, 12);
    expect(design.fan.staticPressurePa).toBeCloseTo(design.fan.outletStaticPressurePa - -c!.staticPressurePa - c!.velocityPressurePa, 9);
    expect(design.fan.outletVelocityPressurePa).toBe(d!.velocityPressurePa);
    expect(design.fan.totalPressurePa).toBeCloseTo(design.fan.staticPressurePa + d!.velocityPressurePa, 9);
  });

  it('leaves the suction side as it was without discharge segments', () => {
    const without = designOf(inputOf(sheetOf(suction, { outletPressure: '0.1' })));
    expect(without.segments).toEqual(design.segments.filter(({ side }) => side === 'suction'));
    expect(without.fan.outletStaticPressurePa).toBeCloseTo(0.1 * IN_H2O_PA, 12);
    expect(without.fan.totalPressurePa).toBeCloseTo(without.fan.staticPressurePa + without.fan.inletVelocityPressurePa, 9);
  });

  it('sizes a discharge segment from its minimum velocity at the fan flow, warning below it like any segment', () => {
    const sized = designOf(inputOf(sheetOf([...suction, { segment: 'S', to: 'outlet', min_velocity: '3000', length: '30' }])));
    const stack = byId(sized, 'S');
    expect(stack.autoSized).toBe(true);
    expect(stack.velocityMps / FPM_MPS).toBeGreaterThanOrEqual(3000);
  });
});

describe('systems of any shape and size', () => {
  it('designs a chain of 20,000 mains, with and without the redesign (no walk recurses)', () => {
    const chain = [
      hood('H', 'M1', 390, 10),
      ...Array.from({ length: 20_000 }, (_, k) => ({ segment: `M${k + 1}`, to: k === 19_999 ? 'fan' : `M${k + 2}`, diameter: '6', length: '1' })),
    ];
    const input = inputOf(sheetOf(chain));
    for (const applyRedesign of [false, true]) {
      const design = designOf(input, { applyRedesign });
      expect(design.segments).toHaveLength(20_001);
      expect(design.fan.flowM3s).toBeCloseTo(390 * CFM_M3S, 12);
      expect(design.fan.staticPressurePa).toBeGreaterThan(design.segments[1]!.staticPressurePa);
    }
  });

  it('designs 100,000 hoods joining one main (the most a sheet holds), and refuses one more', () => {
    const hoods = Array.from({ length: 99_999 }, (_, k) => hood(`H${k}`, 'M', 100, 10 + (k % 7)));
    const main = { segment: 'M', to: 'fan', min_velocity: '3500', length: '10' };
    const design = designOf(inputOf(sheetOf([...hoods, main])));
    expect(design.junctions).toHaveLength(1);
    expect(design.junctions[0]!.corrected.length).toBeGreaterThan(0);
    const tooMany = readSystem(sheetOf([...hoods, hood('X', 'M', 100, 10), main]));
    expect(tooMany.status === 'error' && tooMany.issues).toEqual([{ message: 'The sheet has 100,001 segments; a sheet holds at most 100,000 (split the plant into its systems, one fan each)' }]);
  });
});

describe('figures beyond what a double holds', () => {
  /** A system in SI as a script may give it, without readSystem's ranges. */
  const twoHoods = (flowM3s: number): SystemInput => {
    const input = inputOf(sheetOf([hood('A', 'C', 390, 10), hood('B', 'C', 390, 10), { segment: 'C', to: 'fan', diameter: '6', length: '10' }]));
    return { ...input, segments: input.segments.map((segment) => (segment.segment === 'B' ? { ...segment, flowM3s } : segment)) };
  };

  it.each([
    [1e200, /^Segment B \(row 3\), flow: a flow of 2\.1\d{3}e\+203 CFM in a 4\.0 in duct gives a velocity of .+ ft\/min, outside what the method can compute; give the flow and diameter of a real duct$/],
    [1e-200, /^Segment B \(row 3\), flow: a flow of .+e-197 CFM in a 4\.0 in duct gives a velocity of .+e-196 ft\/min, outside what the method can compute/],
  ])('a flow of %j m³/s at a junction is an input error naming the row and the column, never a crash', (flowM3s, message) => {
    expect(designSystem(twoHoods(flowM3s))).toEqual({ status: 'error', issues: [{ segment: 'B', row: 3, index: 1, column: 'flow', message: expect.stringMatching(message) }] });
  });

  it('names the length when the friction loss overflows, and the other loss when the static pressure does', () => {
    const input = inputOf(sheetOf([hood('A', 'fan', 390, 10)]));
    const long = designSystem({ ...input, segments: [{ ...input.segments[0]!, lengthM: 1e308 }] });
    expect(long.status === 'error' && long.issues.map(({ column, row }) => [column, row])).toEqual([['length', 2]]);
    const loss = designSystem({ ...input, segments: [{ ...input.segments[0]!, otherLossPa: Number.MAX_VALUE }], outletPressurePa: Number.MAX_VALUE });
    expect(loss.status === 'error' && loss.issues.map(({ column }) => column)).toEqual(['other_loss']);
  });

  it('a page or a script typing 1e200 into a flow gets the flow\'s range from readSystem', () => {
    const read = readSystem(sheetOf([hood('A', 'C', 390, 10), hood('B', 'C', 1e200, 10), { segment: 'C', to: 'fan', diameter: '6' }]));
    expect(read.status === 'error' && read.issues.map(({ message }) => message)).toEqual([expect.stringMatching(/^Segment B \(row 3\), flow: Flow must be from .* got 1e\+200$/)]);
  });
});
