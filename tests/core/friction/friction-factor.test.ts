import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acgihFrictionVpPerFoot } from '../../../src/core/friction/acgih.ts';
import { altshulTsalFrictionFactor } from '../../../src/core/friction/altshul-tsal.ts';
import { colebrookFrictionFactor, colebrookResidual } from '../../../src/core/friction/colebrook.ts';
import { frictionFactor } from '../../../src/core/friction/method.ts';
import { flowRegime } from '../../../src/core/friction/reynolds.ts';

describe('Colebrook friction factor', () => {
  it.each([
    // [Re, ε/D, f]: CalebBell/fluids test suite (Colebrook, exact Lambert W solution)
    [1e5, 1e-4, 0.018513866077],
    // Moody's smooth-pipe line (Prandtl–Kármán) at ε/D = 0 agrees with Colebrook to 1 %: 0.0180 at 1e5
    [1e5, 0, 0.018],
  ])('at Re %s and ε/D %s is %s', (re, relativeRoughness, expected) => {
    const digits = relativeRoughness === 0 ? 3 : 11;
    expect(colebrookFrictionFactor(re, relativeRoughness)).toBeCloseTo(expected, digits);
  });

  it('solves the equation to machine precision: residual below 1e-12 over Re 4000–1e8 and ε/D 0–0.05', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Math.log10(4000), max: 8, noNaN: true }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        (logRe, relativeRoughness) => {
          const re = 10 ** logRe;
          const f = colebrookFrictionFactor(re, relativeRoughness);
          expect(Math.abs(colebrookResidual(f, re, relativeRoughness))).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('has no root from ε/D = 3.7 up, and gives NaN there rather than a wrong root', () => {
    fc.assert(
      fc.property(fc.double({ min: 3.7, max: 1e6, noNaN: true }), fc.double({ min: 4000, max: 1e8, noNaN: true }), (relativeRoughness, re) =>
        Number.isNaN(colebrookFrictionFactor(re, relativeRoughness)),
      ),
    );
    // Just below the limit the root exists, and it is a large f.
    const f = colebrookFrictionFactor(1e5, 3.6);
    expect(Math.abs(colebrookResidual(f, 1e5, 3.6))).toBeLessThan(1e-9);
    expect(f).toBeGreaterThan(100);
  });

  it('falls as Re rises and rises with roughness', () => {
    expect(colebrookFrictionFactor(1e6, 1e-4)).toBeLessThan(colebrookFrictionFactor(1e5, 1e-4));
    expect(colebrookFrictionFactor(1e5, 1e-3)).toBeGreaterThan(colebrookFrictionFactor(1e5, 1e-4));
  });
});

describe('Altshul–Tsal friction factor', () => {
  it.each([
    // CalebBell/fluids test suite
    [1e5, 1e-4, 0.018382998],
    [1e8, 1e-4, 0.012165855],
  ])('at Re %s and ε/D %s is %s', (re, relativeRoughness, expected) => {
    expect(altshulTsalFrictionFactor(re, relativeRoughness)).toBeCloseTo(expected, 9);
  });
});

describe('ACGIH friction equation', () => {
  it('gives 0.0709 VP per ft at 4000 ft/min in a 4 in duct, as the ACGIH sheet', () => {
    const airflowCfm = (4000 * Math.PI * (4 / 12) ** 2) / 4;
    expect(acgihFrictionVpPerFoot(4000, airflowCfm)).toBeCloseTo(0.0709, 4);
  });
});

describe('friction factor by regime', () => {
  const flow = { relativeRoughness: 1e-4, velocityMps: 1, airflowM3s: 0.1, diameterM: 0.3 };

  it('is 64/Re for laminar flow whatever the method', () => {
    for (const method of ['colebrook', 'altshul-tsal', 'acgih'] as const) {
      expect(frictionFactor(method, { ...flow, re: 2000 })).toEqual({ frictionFactor: 0.032, regime: 'laminar' });
    }
  });

  it('names 2300 to 4000 transitional and keeps the method’s figure', () => {
    expect(flowRegime(2299.9)).toBe('laminar');
    expect(flowRegime(2300)).toBe('transitional');
    expect(flowRegime(4000)).toBe('turbulent');
    expect(frictionFactor('colebrook', { ...flow, re: 3000 })).toEqual({
      frictionFactor: colebrookFrictionFactor(3000, 1e-4),
      regime: 'transitional',
    });
  });
});
