import { describe, expect, it } from 'vitest';
import { vesselDrawing } from '../../../src/app/explosion/vessel-layout.ts';

describe('vesselDrawing', () => {
  it('draws a cylinder of the volume at its L/D (1 when not given): V = π/4·D²·L', () => {
    const compact = vesselDrawing({ volumeM3: 10 })!;
    expect(compact.lengthM).toBeCloseTo(compact.diameterM, 12);
    expect((Math.PI / 4) * compact.diameterM ** 2 * compact.lengthM).toBeCloseTo(10, 10);
    const slender = vesselDrawing({ volumeM3: 10, lengthToDiameter: 3 })!;
    expect(slender.lengthM / slender.diameterM).toBeCloseTo(3, 12);
    expect((Math.PI / 4) * slender.diameterM ** 2 * slender.lengthM).toBeCloseTo(10, 10);
  });

  it('takes the effective length with the volume, or the length and diameter as typed', () => {
    const fromLength = vesselDrawing({ volumeM3: 10, lengthM: 5 })!;
    expect(fromLength.lengthM).toBe(5);
    expect((Math.PI / 4) * fromLength.diameterM ** 2 * 5).toBeCloseTo(10, 10);
    expect(vesselDrawing({ lengthM: 4, diameterM: 1.5 })).toEqual({ lengthM: 4, diameterM: 1.5 });
    expect(vesselDrawing({ lengthToDiameter: 3 })).toBeUndefined();
  });

  it('draws the vent as a square of the governing area, never taller than the vessel, and the hazard zone as given', () => {
    expect(vesselDrawing({ lengthM: 4, diameterM: 1.5, ventAreaM2: 0.25, fireballLengthM: 13, externalPressureDistanceM: 3.25 })).toEqual({
      lengthM: 4,
      diameterM: 1.5,
      ventSideM: 0.5,
      fireballLengthM: 13,
      externalPressureDistanceM: 3.25,
    });
    expect(vesselDrawing({ lengthM: 1, diameterM: 1, ventAreaM2: 4 })!.ventSideM).toBe(1);
  });
});
