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
    ['diameter 0.9 → 1 m', { diameter: 0.9, newDiameter: 1 }, (1 / 0.9) ** 3, (1 / 0.9) ** 2, (1 / 0.9) ** 5],
    ['density 1.2 → 0.96 kg/m³', { density: 1.2, newDensity: 0.96 }, 1, 0.8, 0.8],
    ['speed, diameter and density together', { speed: 1000, newSpeed: 1200, diameter: 0.9, newDiameter: 1, density: 1.2, newDensity: 0.96 }, 1.2 * (1 / 0.9) ** 3, 1.44 * (1 / 0.9) ** 2 * 0.8, 1.728 * (1 / 0.9) ** 5 * 0.8],
  ])('scales by %s', (_name, change, flowRatio, pressureRatio, powerRatio) => {
    const result = scaled({ flow: 1, pressure: 1, power: 1, ...change });
    expect(result.flowRatio).toBeCloseTo(flowRatio, 12);
    expect(result.pressureRatio).toBeCloseTo(pressureRatio, 12);
    expect(result.powerRatio).toBeCloseTo(powerRatio, 12);
  });

  it('returns to the start when a change is applied and then undone, in any combination', () => {
    const within = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    // Changes small enough that the scaled values stay within their ranges.
    const [speed, diameter, density] = [within(800, 1250), within(0.8, 1), within(1, 1.25)];
    fc.assert(
      fc.property(within(1, 100), within(10, 1e4), within(100, 1e6), speed, speed, diameter, diameter, density, density, (q, p, w, n1, n2, d1, d2, r1, r2) => {
        const there = scaled({ flow: q, pressure: p, power: w, speed: n1, newSpeed: n2, diameter: d1, newDiameter: d2, density: r1, newDensity: r2 });
        const back = scaled({ flow: there.flow, pressure: there.pressure, power: there.power, speed: n2, newSpeed: n1, diameter: d2, newDiameter: d1, density: r2, newDensity: r1 });
        expect(back.flow! / q).toBeCloseTo(1, 9);
        expect(back.pressure! / p).toBeCloseTo(1, 9);
        expect(back.power! / w).toBeCloseTo(1, 9);
      }),
    );
  });

  it('keeps the power equal to flow × pressure scaled (P ∝ Q·Δp) for a speed and density change', () => {
    const [speed, density] = [fc.double({ min: 100, max: 1e4, noNaN: true }), fc.double({ min: 0.1, max: 10, noNaN: true })];
    fc.assert(
      fc.property(speed, speed, density, density, (n1, n2, r1, r2) => {
        const result = scaled({ flow: 1, speed: n1, newSpeed: n2, density: r1, newDensity: r2 });
        expect(result.powerRatio / (result.flowRatio * result.pressureRatio)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('names a change given without its new value, and a value out of its range', () => {
    expect(applyFanLaws({ flow: 1, speed: 1000 })).toEqual({
      status: 'error',
      issues: [{ field: 'input', message: 'Give the speed and the new speed together' }],
    });
    expect(applyFanLaws({ flow: -1, speed: 1000, newSpeed: 1200 })).toEqual({
      status: 'error',
      issues: [{ field: 'flow', message: 'Flow must be from 1e-4 to 10000 m³/s, got -1 m³/s' }],
    });
    expect(applyFanLaws({ flow: 1, speed: 1000, newSpeed: Infinity })).toEqual({
      status: 'error',
      issues: [{ field: 'newSpeed', message: 'New speed must be from 1 to 1e+5 rpm, got Infinity' }],
    });
    expect(applyFanLaws({ flow: 1 })).toMatchObject({ status: 'error', issues: [{ message: 'Give at least one change: speed, diameter or density, each with its new value' }] });
  });
});
