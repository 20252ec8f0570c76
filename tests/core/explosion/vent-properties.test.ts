// Properties of the vent area over the standards' ranges (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nfpa68ElongationFactor } from '../../../src/core/explosion/nfpa68.ts';
import { designVent } from '../../../src/core/explosion/vent-design.ts';
import type { VentInput, VentStandardId } from '../../../src/core/explosion/vent-input.ts';
import { BAR } from './vent-input.ts';

/** An enclosure inside both standards' limits: Pstat 0.1 bar, Pred 0.2 to 1.5 bar, L/D 1 to 6. */
const enclosure: fc.Arbitrary<VentInput> = fc.record({
  volumeM3: fc.double({ min: 0.1, max: 10_000, noNaN: true }),
  kstPaMps: fc.double({ min: 10 * BAR, max: 800 * BAR, noNaN: true }),
  pmaxPa: fc.double({ min: 5 * BAR, max: 12 * BAR, noNaN: true }),
  predPa: fc.double({ min: 0.2 * BAR, max: 1.5 * BAR, noNaN: true }),
  pstatPa: fc.constant(0.1 * BAR),
  lengthToDiameter: fc.double({ min: 1, max: 6, noNaN: true }),
});
const standard = fc.constantFrom<VentStandardId>('nfpa68', 'en14491');

/** The standard's area, m²; the property fails on an error result. */
function area(input: VentInput, id: VentStandardId): number {
  const result = designVent(input, id);
  if (result.status === 'error') throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.data.areaM2;
}

/** A factor above 1 by more than rounding. */
const grow = fc.double({ min: 1.01, max: 3, noNaN: true });

describe('vent area properties', () => {
  it('falls as Pred rises', () => {
    fc.assert(
      fc.property(enclosure, standard, grow, (input, id, factor) => {
        const higher = Math.min(input.predPa * factor, 2 * BAR);
        fc.pre(higher > input.predPa * 1.001);
        expect(area({ ...input, predPa: higher }, id)).toBeLessThan(area(input, id));
      }),
    );
  });

  it('rises with KSt and with the volume', () => {
    fc.assert(
      fc.property(enclosure, standard, grow, (input, id, factor) => {
        const base = area(input, id);
        fc.pre(input.kstPaMps * factor <= 800 * BAR && input.volumeM3 * factor <= 10_000);
        expect(area({ ...input, kstPaMps: input.kstPaMps * factor }, id)).toBeGreaterThan(base);
        expect(area({ ...input, volumeM3: input.volumeM3 * factor }, id)).toBeGreaterThan(base);
      }),
    );
  });

  it('NFPA 68\'s L/D correction is 1 at L/D ≤ 2 and above 1 beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 2, noNaN: true }), fc.double({ min: 2.01, max: 6, noNaN: true }), fc.double({ min: 0.05 * BAR, max: 2 * BAR, noNaN: true }), (compact, slender, predPa) => {
        expect(nfpa68ElongationFactor(compact, predPa)).toBe(1);
        expect(nfpa68ElongationFactor(slender, predPa)).toBeGreaterThan(1);
      }),
    );
  });

  it('Ef < 1 enlarges the area by 1/Ef', () => {
    fc.assert(
      fc.property(enclosure, standard, fc.double({ min: 0.05, max: 1, noNaN: true }), (input, id, efficiency) => {
        expect(area({ ...input, ventEfficiency: efficiency }, id)).toBeCloseTo(area(input, id) / efficiency, 9);
      }),
    );
  });

  it('NFPA 68\'s vent duct enlarges the area, the more the longer the duct (eq. 8.6.2)', () => {
    fc.assert(
      fc.property(enclosure, fc.double({ min: 0.1, max: 10, noNaN: true }), grow, (input, ductM, factor) => {
        const short = area({ ...input, ventDuctLengthM: ductM }, 'nfpa68');
        expect(short).toBeGreaterThan(area(input, 'nfpa68'));
        expect(area({ ...input, ventDuctLengthM: ductM * factor }, 'nfpa68')).toBeGreaterThan(short);
      }),
    );
  });

  it('never gives a figure that is not finite and positive', () => {
    fc.assert(
      fc.property(enclosure, (input) => {
        const result = designVent(input, 'both');
        expect(result.status).toBe('success');
        if (result.status !== 'success') return;
        const figures = [result.data.areaM2, result.data.nfpa68?.areaM2, result.data.en14491?.areaM2, result.data.hazard?.fireballLengthM, result.data.hazard?.externalPressurePa];
        for (const figure of figures) expect(Number.isFinite(figure) && (figure ?? 0) > 0).toBe(true);
      }),
    );
  });
});
