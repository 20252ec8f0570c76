import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crossSectionAreaM2, solveDuct, type DuctSolution } from '../../../src/core/duct/solve.ts';
import { toDisplayUnits, toSiUnits, type Quantity } from '../../../src/core/duct/units.ts';

const siOf = (s: DuctSolution) => ({
  velocityMps: s.velocityMps,
  diameterM: s.diameterM,
  airflowM3s: s.airflowM3s,
});

describe('crossSectionAreaM2', () => {
  it.each([
    [1, Math.PI / 4],
    [0.5, 0.19634954084936207],
    [0.2, 0.031415926535897934],
  ])('gives π D²/4 for D = %s m', (diameterM, areaM2) => {
    expect(crossSectionAreaM2(diameterM)).toBeCloseTo(areaM2, 12);
  });
});

describe('solveDuct', () => {
  it.each<[Quantity, Parameters<typeof solveDuct>[1], keyof DuctSolution, number]>([
    ['airflow', { velocityMps: 20, diameterM: 0.5 }, 'airflowM3s', 3.9269908169872414],
    ['velocity', { airflowM3s: 1, diameterM: 0.25 }, 'velocityMps', 20.371832715762604],
    ['diameter', { airflowM3s: 1, velocityMps: 20 }, 'diameterM', 0.252313252202016],
  ])('solves %s from the other two (%o)', (solve, inputs, key, expected) => {
    const result = solveDuct(solve, inputs);

    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.data.solved).toBe(solve);
    expect(result.data[key]).toBeCloseTo(expected, 12);
  });

  it('sizes 2118 CFM at 4000 ft/min to a 9.85 in duct (the worked example example-solve-2118-cfm)', () => {
    const result = solveDuct('diameter', {
      airflowM3s: toSiUnits('airflow', 2118, 'imperial'),
      velocityMps: toSiUnits('velocity', 4000, 'imperial'),
    });

    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(toDisplayUnits('diameter', result.data.diameterM, 'imperial').toFixed(2)).toBe('9.85');
  });

  it('ignores a stale value of the quantity being solved', () => {
    const result = solveDuct('airflow', { velocityMps: 20, diameterM: 0.5, airflowM3s: 99 });

    expect(result.status === 'success' && result.data.airflowM3s).toBeCloseTo(3.92699, 5);
  });

  it.each<[string, Parameters<typeof solveDuct>[1], object[]]>([
    ['a missing input', { velocityMps: 20 }, [{ field: 'diameter', reason: 'missing' }]],
    ['a zero input', { velocityMps: 0, diameterM: 0.5 }, [{ field: 'velocity', reason: 'zero', value: 0 }]],
    ['a negative input', { velocityMps: 20, diameterM: -1 }, [{ field: 'diameter', reason: 'negative', value: -1 }]],
    ['NaN', { velocityMps: Number.NaN, diameterM: 0.5 }, [{ field: 'velocity', reason: 'not-finite', value: Number.NaN }]],
    ['Infinity', { velocityMps: 20, diameterM: Infinity }, [{ field: 'diameter', reason: 'not-finite', value: Infinity }]],
    // Subnormal: below 2.2e-308 a double keeps fewer than 53 bits ("1e-320" reads as 9.99988671826831e-321).
    ['a subnormal input', { velocityMps: 1e-320, diameterM: 0.5 }, [{ field: 'velocity', reason: 'too-small', value: 1e-320 }]],
    [
      'two bad inputs',
      {},
      [
        { field: 'velocity', reason: 'missing' },
        { field: 'diameter', reason: 'missing' },
      ],
    ],
  ])('names the field for %s', (_, inputs, issues) => {
    expect(solveDuct('airflow', inputs)).toEqual({ status: 'error', issues });
  });

  it.each<[Quantity, Parameters<typeof solveDuct>[1]]>([
    ['diameter', { airflowM3s: 1e308, velocityMps: 1e-306 }], // 1.1e307 m, 4.4e308 in
    ['airflow', { velocityMps: 1e300, diameterM: 1e300 }], // 7.9e899 m³/s
    ['airflow', { velocityMps: 1e-300, diameterM: 1e-300 }], // 7.9e-901 m³/s
    ['velocity', { airflowM3s: 1e-300, diameterM: 1e10 }], // 1.3e-320 m/s: subnormal, only a few bits
    ['velocity', { airflowM3s: 1e307, diameterM: 1 }], // 1.3e307 m/s, but 2.5e309 ft/min
  ])('reports a %s result that is not a normal double (%o) instead of returning it', (solve, inputs) => {
    expect(solveDuct(solve, inputs)).toEqual({
      status: 'error',
      issues: [{ field: solve, reason: 'result-out-of-range' }],
    });
  });
});

describe('solveDuct properties', () => {
  const positive = fc.double({ min: 1e-3, max: 1e4, noNaN: true });

  it('solving airflow, then velocity or diameter from it, returns the inputs', () => {
    fc.assert(
      fc.property(positive, positive, (velocityMps, diameterM) => {
        const airflow = solveDuct('airflow', { velocityMps, diameterM });
        if (airflow.status !== 'success') return false;
        const back = solveDuct('velocity', siOf(airflow.data));
        const again = solveDuct('diameter', siOf(airflow.data));
        return (
          back.status === 'success' &&
          again.status === 'success' &&
          Math.abs(back.data.velocityMps / velocityMps - 1) < 1e-12 &&
          Math.abs(again.data.diameterM / diameterM - 1) < 1e-12
        );
      }),
    );
  });

  it('never returns NaN, Infinity or a non-positive value, whatever the inputs', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(undefined));
    const mode = fc.constantFrom<Quantity>('velocity', 'diameter', 'airflow');
    fc.assert(
      fc.property(mode, anyNumber, anyNumber, anyNumber, (solve, velocityMps, diameterM, airflowM3s) => {
        const result = solveDuct(solve, { velocityMps, diameterM, airflowM3s });
        if (result.status === 'error') return result.issues.length > 0;
        const { velocityMps: v, diameterM: d, airflowM3s: q } = result.data;
        return [v, d, q].every((x) => Number.isFinite(x) && x > 0);
      }),
    );
  });
});
