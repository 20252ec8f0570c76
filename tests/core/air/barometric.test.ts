import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barometricPressurePa, ISA_ALTITUDE_RANGE_M } from '../../../src/core/air/barometric.ts';

function pressureAt(altitudeM: number): number {
  const result = barometricPressurePa({ altitudeM });
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data.pressurePa;
}

describe('barometricPressurePa: ISA troposphere', () => {
  // ICAO/ISO 2533 standard atmosphere table, Pa.
  it.each([
    [0, 101_325],
    [500, 95_461],
    [1000, 89_875],
    [1500, 84_556],
    [2000, 79_495],
    [5000, 54_020],
    [11_000, 22_632],
    [-500, 107_478],
  ])('gives %s m as %s Pa, as the ISA table does (to 0.01 %)', (altitudeM, tablePa) => {
    expect(Math.abs(pressureAt(altitudeM) - tablePa) / tablePa).toBeLessThan(1e-4);
  });

  it('falls as the altitude rises', () => {
    fc.assert(
      fc.property(
        fc.double({ min: ISA_ALTITUDE_RANGE_M.min, max: ISA_ALTITUDE_RANGE_M.max - 1, noNaN: true }),
        fc.double({ min: 0.5, max: 1000, noNaN: true }),
        (h, rise) => {
          expect(pressureAt(Math.min(h + rise, ISA_ALTITUDE_RANGE_M.max))).toBeLessThan(pressureAt(h));
        },
      ),
    );
  });

  it.each([-1001, 11_001, Number.POSITIVE_INFINITY])('refuses %s m, outside the ISA troposphere', (altitudeM) => {
    expect(barometricPressurePa({ altitudeM })).toEqual({
      status: 'error',
      issues: [
        {
          field: 'altitudeM',
          value: altitudeM,
          message: expect.stringMatching(/^Altitude must (be between -1000 m and 11000 m \(ISA troposphere\)|be a finite number), got /),
        },
      ],
    });
  });
});
