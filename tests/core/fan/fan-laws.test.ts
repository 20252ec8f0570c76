import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyFanLaws, type FanLawInput } from '../../../src/core/fan/fan-laws.ts';

function scaled(input: FanLawInput) {
  const result = applyFanLaws(input);
  if (result.status === 'error') throw new Error(result.issues[0]?.message);
  return result.data;
}

describe('applyFanLaws (AMCA 201)', () => {
  it('gives 1.2× the flow, 1.44× the pressure and 1.728× the power for 1000 → 1200 rpm', () => {
    const result = scaled({ flow: 10_000, pressure: 10, power: 22.5, speed: 1000, newSpeed: 1200 });
    expect(result.flowRatio).toBeCloseTo(1.2, 12);
    expect(result.pressureRatio).toBeCloseTo(1.44, 12);
    expect(result.powerRatio).toBeCloseTo(1.728, 12);
    expect(result.flow).toBeCloseTo(12_000, 9);
    expect(result.pressure).toBeCloseTo(14.4, 12);
    expect(result.power).toBeCloseTo(38.88, 12);
  });

  it.each([
    ['diameter 36 → 40 in', { diameter: 36, newDiameter: 40 }, (40 / 36) ** 3, (40 / 36) ** 2, (40 / 36) ** 5],
    ['density 0.075 → 0.06 lb/ft³', { density: 0.075, newDensity: 0.06 }, 1, 0.8, 0.8],
    ['speed, diameter and density together', { speed: 1000, newSpeed: 1200, diameter: 36, newDiameter: 40, density: 0.075, newDensity: 0.06 }, 1.2 * (40 / 36) ** 3, 1.44 * (40 / 36) ** 2 * 0.8, 1.728 * (40 / 36) ** 5 * 0.8],
  ])('scales by %s', (_name, change, flowRatio, pressureRatio, powerRatio) => {
    const result = scaled({ flow: 1, pressure: 1, power: 1, ...change });
    expect(result.flowRatio).toBeCloseTo(flowRatio, 12);
    expect(result.pressureRatio).toBeCloseTo(pressureRatio, 12);
    expect(result.powerRatio).toBeCloseTo(powerRatio, 12);
  });

  it('returns to the start when a change is applied and then undone, in any combination', () => {
    const positive = fc.double({ min: 0.01, max: 1e4, noNaN: true });
    fc.assert(
      fc.property(positive, positive, positive, positive, positive, positive, positive, positive, positive, (q, p, w, n1, n2, d1, d2, r1, r2) => {
        const there = scaled({ flow: q, pressure: p, power: w, speed: n1, newSpeed: n2, diameter: d1, newDiameter: d2, density: r1, newDensity: r2 });
        const back = scaled({ flow: there.flow, pressure: there.pressure, power: there.power, speed: n2, newSpeed: n1, diameter: d2, newDiameter: d1, density: r2, newDensity: r1 });
        expect(back.flow! / q).toBeCloseTo(1, 9);
        expect(back.pressure! / p).toBeCloseTo(1, 9);
        expect(back.power! / w).toBeCloseTo(1, 9);
      }),
    );
  });

  it('keeps the power equal to flow × pressure scaled (P ∝ Q·Δp) for a speed and density change', () => {
    const positive = fc.double({ min: 0.1, max: 10, noNaN: true });
    fc.assert(
      fc.property(positive, positive, positive, positive, (n1, n2, r1, r2) => {
        const result = scaled({ flow: 1, speed: n1, newSpeed: n2, density: r1, newDensity: r2 });
        expect(result.powerRatio / (result.flowRatio * result.pressureRatio)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('names a change given without its new value, and a value that is not above 0', () => {
    expect(applyFanLaws({ flow: 1, speed: 1000 })).toEqual({
      status: 'error',
      issues: [{ field: 'input', message: 'Give the speed and the new speed together' }],
    });
    expect(applyFanLaws({ flow: -1, speed: 1000, newSpeed: 1200 })).toEqual({
      status: 'error',
      issues: [{ field: 'flow', message: 'Flow must be a number above 0, got -1' }],
    });
    expect(applyFanLaws({ flow: 1 })).toMatchObject({ status: 'error', issues: [{ message: 'Give at least one change: speed, diameter or density, each with its new value' }] });
  });
});
