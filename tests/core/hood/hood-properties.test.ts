// Properties of the hood equations over their input ranges (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTURE_TYPE_IDS, captureFlowM3s, captureVelocityAtMps } from '../../../src/core/hood/capture-flow.ts';
import { designHood } from '../../../src/core/hood/design.ts';
import type { HoodDesignInput } from '../../../src/core/hood/design-input.ts';
import { HOOD_DESIGN_TYPE_IDS, HOOD_FIELDS, HOOD_LENGTH_RANGE } from '../../../src/core/hood/fields.ts';
import type { PlanSize } from '../../../src/core/hood/hood-size.ts';
import { HOOD_TYPE_IDS } from '../../../src/core/hood/hood-types.ts';
import { TRANSPORT_CLASS_IDS } from '../../../src/core/duct/transport-velocity.ts';
import { hood } from './hood-input.ts';

const length = (min = 0.01, max = 5) => fc.double({ min, max, noNaN: true });
const velocity = fc.double({ min: 0.05, max: 50, noNaN: true });
const planSize: fc.Arbitrary<PlanSize> = fc.oneof(
  length().map((diameterM) => ({ shape: 'round' as const, diameterM })),
  fc.tuple(length(), length()).map(([widthM, lengthM]) => ({ shape: 'rectangular' as const, widthM, lengthM })),
);
/** Two values a < b, apart by more than rounding. */
const ordered = (arbitrary: fc.Arbitrary<number>): fc.Arbitrary<readonly [number, number]> =>
  fc.tuple(arbitrary, arbitrary).filter(([a, b]) => Math.abs(a - b) > 1e-9 * Math.max(a, b)).map(([a, b]) => (a < b ? [a, b] : [b, a]));

/** Every number in a value, however deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(numbersIn);
}

describe('hood equation properties', () => {
  it('Q rises with the capture velocity and with the distance X', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAPTURE_TYPE_IDS), planSize, ordered(velocity), ordered(length(0.001, 20)), (type, size, [v1, v2], [x1, x2]) => {
        expect(captureFlowM3s(type, size, v2, x1)).toBeGreaterThan(captureFlowM3s(type, size, v1, x1));
        expect(captureFlowM3s(type, size, v1, x2)).toBeGreaterThan(captureFlowM3s(type, size, v1, x1));
      }),
    );
  });

  it('a flanged opening needs 0.75 of the plain opening\'s flow', () => {
    fc.assert(
      fc.property(planSize, velocity, length(0.001, 20), (size, v, x) => {
        expect(captureFlowM3s('flanged-opening', size, v, x)).toBeCloseTo(0.75 * captureFlowM3s('plain-opening', size, v, x), 9);
        expect(captureFlowM3s('flanged-opening', size, v, x) / captureFlowM3s('plain-opening', size, v, x)).toBeCloseTo(0.75, 12);
      }),
    );
  });

  it('the capture velocity reached at X by the design flow is the capture velocity designed for', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAPTURE_TYPE_IDS), planSize, velocity, length(0.001, 20), (type, size, v, x) => {
        expect(captureVelocityAtMps(type, size, captureFlowM3s(type, size, v, x), x) / v).toBeCloseTo(1, 12);
      }),
    );
  });

  it('the hood equation gives back the design flow at the design\'s own SPh (100 % of design)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<HoodDesignInput['type']>('plain-opening', 'flanged-slot', 'booth', 'custom'),
        fc.double({ min: 0.01, max: 2, noNaN: true }),
        fc.double({ min: 5, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (type, flowM3s, ductVelocityMps, entryLoss) => {
          // A duct at a real branch velocity, so the design's SPh is a pressure a gauge reads (1 Pa or more).
          const ductDiameterM = Math.sqrt((4 * flowM3s) / (Math.PI * ductVelocityMps));
          const input = hood({
            type,
            geometry: { widthM: 0.05, lengthM: 1, heightM: 1, openAreaM2: 0.5 },
            flowBasis: { by: 'flow', flowM3s },
            entryLoss: { by: 'entry-loss', entryLoss },
            branch: { ductDiameterM },
          });
          const first = designHood(input);
          if (first.status !== 'success') throw new Error('design refused');
          const again = designHood({ ...input, measuredStaticPressurePa: first.data.branch!.hoodStaticPressurePa });
          if (again.status !== 'success') throw new Error('check refused');
          expect(again.data.measured!.flowM3s / flowM3s).toBeCloseTo(1, 9);
          expect(again.data.measured!.percentOfDesign).toBeCloseTo(100, 7);
        },
      ),
    );
  });

  it('never gives NaN or Infinity over the input ranges: a design of finite numbers, or issues naming a field', () => {
    const x = fc.double({ min: HOOD_LENGTH_RANGE.min, max: HOOD_LENGTH_RANGE.max, noNaN: true });
    const basis = fc.oneof(
      fc.record({ by: fc.constant('capture' as const), captureVelocityMps: velocity, distanceM: x }),
      fc.record({ by: fc.constant('face' as const), faceVelocityMps: velocity, distanceM: x }),
      fc.record({ by: fc.constant('flow' as const), flowM3s: fc.double({ min: 1e-4, max: 1e4, noNaN: true }) }),
    );
    const input = fc.record({
      type: fc.constantFrom(...HOOD_DESIGN_TYPE_IDS),
      geometry: fc.record({ diameterM: x, widthM: x, lengthM: x, heightM: x, openAreaM2: fc.double({ min: 1e-5, max: 100, noNaN: true }) }, { requiredKeys: [] }),
      flowBasis: fc.option(basis, { nil: undefined }),
      hotSource: fc.record({ sourceTemperatureK: fc.double({ min: 173.15, max: 1273.15, noNaN: true }), ambientTemperatureK: fc.constant(293.15), heightM: x }),
      entryLoss: fc.oneof(
        fc.record({ by: fc.constant('take-off' as const), takeOff: fc.constantFrom(...HOOD_TYPE_IDS) }),
        fc.record({ by: fc.constant('entry-loss' as const), entryLoss: fc.double({ min: 0, max: 10, noNaN: true }) }),
      ),
      crossDraftMps: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: undefined }),
      branch: fc.record(
        { ductDiameterM: fc.double({ min: 0.01, max: 20, noNaN: true }), transport: fc.constantFrom(...TRANSPORT_CLASS_IDS), series: fc.constantFrom('en-1506' as const, 'us-spiral' as const) },
        { requiredKeys: [] },
      ),
      gas: fc.record({ temperatureK: fc.double({ min: 173.15, max: 1273.15, noNaN: true }), pressurePa: fc.double({ min: 20e3, max: 120e3, noNaN: true }) }, { requiredKeys: [] }),
      measuredStaticPressurePa: fc.option(fc.double({ min: 1, max: 1e5, noNaN: true }), { nil: undefined }),
    });
    fc.assert(
      fc.property(input, (candidate) => {
        const result = designHood(candidate as HoodDesignInput);
        if (result.status === 'success') {
          expect(numbersIn(result.data).every(Number.isFinite)).toBe(true);
          expect(result.data.flowM3s).toBeGreaterThan(0);
        } else {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const found of result.issues) {
            expect(HOOD_FIELDS).toContain(found.field);
            expect(found.message).not.toMatch(/NaN|Infinity|undefined/);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
