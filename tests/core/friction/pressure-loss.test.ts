import { describe, expect, it } from 'vitest';
import { colebrookRangeIssue } from '../../../src/core/friction/colebrook-range.ts';
import { resolveConditions } from '../../../src/core/friction/conditions.ts';
import { pressureLoss } from '../../../src/core/friction/pressure-loss.ts';
import { pressureLossFigures } from '../../../src/core/friction/report.ts';
import { figureText, figureValue } from '../../../src/core/report/figure.ts';
import { DUCT_MATERIALS } from '../../../src/core/friction/roughness.ts';

const CFM = 0.3048 ** 3 / 60;
const INCH = 0.0254;
const FOOT = 0.3048;

function textOf(result: ReturnType<typeof pressureLoss>, key: string, system: 'metric' | 'imperial') {
  if (result.status !== 'success') throw new Error(JSON.stringify(result.issues));
  const figure = pressureLossFigures(result.data).find((candidate) => candidate.key === key)!;
  return figureText(figure, system);
}

describe('pressure loss of a round duct at standard air (20 °C, sea level), galvanized', () => {
  it('1000 CFM in 14 in loses 0.088 inH₂O/100 ft by Colebrook', () => {
    const result = pressureLoss({ q: 1000 * CFM, d: 14 * INCH, length: 100 * FOOT });
    expect(textOf(result, 'frictionRate', 'imperial')).toEqual({ value: '0.088', unit: 'inH₂O/100 ft' });
    expect(textOf(result, 'pressureLoss', 'imperial')).toEqual({ value: '0.088', unit: 'inH₂O' });
    expect(textOf(result, 'velocity', 'imperial')).toEqual({ value: '935', unit: 'ft/min' });
  });

  it('1.2 m³/s in 0.3 m loses 9.7 Pa/m', () => {
    const result = pressureLoss({ q: 1.2, d: 0.3, length: 30 });
    expect(textOf(result, 'frictionRate', 'metric')).toEqual({ value: '9.71', unit: 'Pa/m' });
    expect(textOf(result, 'density', 'metric')).toEqual({ value: '1.204', unit: 'kg/m³' });
    expect(textOf(result, 'viscosity', 'metric')).toEqual({ value: '18.13', unit: 'μPa·s' });
  });

  // Worked by hand: Re = ρVD/μ = 1.2041 · 4.752 · 0.3556 / 1.8134e-5 = 112 200, ε/D = 2.531e-4.
  // Colebrook by fixed-point from Haaland's 7.32: 1/√f = 7.2728, f = 0.01891. Altshul–Tsal:
  // 0.11 · (2.531e-4 + 6.061e-4)^0.25 = 0.01883. ACGIH: 0.0307 · 935.4^0.533 / 1000^0.612 = 0.017166 VP/ft, × D = 1.1667 ft = 0.02003.
  it.each([
    ['colebrook', '0.0189'],
    ['altshul-tsal', '0.0188'],
    ['acgih', '0.0200'],
  ] as const)('by %s gives f = %s at 1000 CFM in 14 in', (method, expected) => {
    const result = pressureLoss({ q: 1000 * CFM, d: 14 * INCH, length: 30, method });
    expect(textOf(result, 'frictionFactor', 'imperial').value).toBe(expected);
  });

  it('loses more in a rougher duct and in denser air', () => {
    const base = { q: 1.2, d: 0.3, length: 30 };
    const rate = (input: Parameters<typeof pressureLoss>[0]) => {
      const result = pressureLoss(input);
      return result.status === 'success' ? result.data.friction.frictionRatePaPerM : Number.NaN;
    };
    expect(rate({ ...base, material: 'concrete' })).toBeGreaterThan(rate(base));
    expect(rate({ ...base, temperature: 253.15 })).toBeGreaterThan(rate(base));
    expect(rate({ ...base, altitude: 1500 })).toBeLessThan(rate(base));
    expect(rate({ ...base, roughness: DUCT_MATERIALS.galvanized.roughnessM })).toBe(rate(base));
  });

  it('names its roughness and where it comes from', () => {
    expect(textOf(pressureLoss({ q: 1.2, d: 0.3, length: 30, roughness: 0.15e-3 }), 'roughness', 'metric')).toEqual({ value: '0.150', unit: 'mm' });
  });
});

describe('pressure loss warnings', () => {
  const codes = (input: Parameters<typeof pressureLoss>[0]) => {
    const result = pressureLoss(input);
    return result.status === 'success' ? result.warnings.map(({ code }) => code) : [];
  };

  it('none at ordinary duct conditions', () => {
    expect(codes({ q: 1.2, d: 0.3, length: 30 })).toEqual([]);
  });

  it('laminar below Re 2300, with f = 64/Re', () => {
    const result = pressureLoss({ q: 1e-4, d: 0.1, length: 1 });
    expect(result.status === 'success' && result.warnings[0]!.code).toBe('laminar-flow');
    expect(result.status === 'success' && result.data.friction.frictionFactor * result.data.friction.reynoldsNumber).toBeCloseTo(64, 10);
  });

  it('transitional between 2300 and 4000', () => {
    expect(codes({ q: 0.004, d: 0.1, length: 1 })).toEqual(['transitional-flow']);
  });

  it('rough beyond the Moody diagram', () => {
    expect(codes({ q: 0.1, d: 0.05, length: 1, material: 'concrete' })).toContain('rough-beyond-moody');
  });

  it('ACGIH by material: flexible duct at 4000 ft/min in 4 in loses 0.1105 VP/ft, +56 % over galvanized, and the formula shows its coefficients', () => {
    const q = 4000 * (Math.PI / 4) * (4 / 12) ** 2 * CFM;
    const rate = (material: 'galvanized' | 'flexible') => {
      const result = pressureLoss({ q, d: 4 * INCH, length: 100 * FOOT, method: 'acgih', material });
      if (result.status !== 'success') throw new Error(JSON.stringify(result.issues));
      return { data: result.data, formula: pressureLossFigures(result.data).find(({ key }) => key === 'frictionFactor')!.formula };
    };
    const [galvanized, flexible] = [rate('galvanized'), rate('flexible')];
    expect(flexible.data.friction.frictionRatePaPerM / galvanized.data.friction.frictionRatePaPerM).toBeCloseTo(1.5585, 4);
    expect(galvanized.formula).toMatch(/^H_f = 0\.0307·V\^0\.533\/Q\^0\.612 VP per ft/);
    expect(flexible.formula).toMatch(/^H_f = 0\.0311·V\^0\.604\/Q\^0\.639 VP per ft .*flexible duct/);
  });

  it('ACGIH outside galvanized duct or standard air', () => {
    expect(codes({ q: 1.2, d: 0.3, length: 30, method: 'acgih', material: 'pvc' })).toEqual([]);
    expect(codes({ q: 1.2, d: 0.3, length: 30, method: 'acgih', material: 'concrete' })).toEqual(['acgih-no-coefficients']);
    expect(codes({ q: 1.2, d: 0.3, length: 30, method: 'acgih', temperature: 473.15 })).toEqual(['acgih-not-standard-air']);
    expect(codes({ q: 1.2, d: 0.3, length: 30, method: 'acgih' })).toEqual([]);
  });
});

describe('pressure loss input checks', () => {
  it.each([
    [{ q: 0, d: 0.3, length: 30 }, 'q', /Airflow must be from 1e-4 to 10000 m³\/s, got 0 m³\/s/],
    [{ q: 1, d: -1, length: 30 }, 'd', /Diameter must be from 0.01 to 20 m, got -1 m/],
    [{ q: 1, d: 0.3, length: Number.NaN }, 'length', /Length must be a finite number/],
    [{ q: 1, d: 0.3, length: 30, temperature: 50 }, 'temperature', /Air temperature must be from 173.1 to 1273 K, where Sutherland's law holds, got 50 K/],
    [{ q: 1, d: 0.3, length: 30, altitude: 20_000 }, 'altitude', /ISA troposphere/],
    [{ q: 1, d: 0.3, length: 30, roughness: -1e-3 }, 'roughness', /Roughness must be from 0 to 0.01 m, got -0.001 m/],
  ])('refuses %j, naming %s', (input, field, message) => {
    const result = pressureLoss(input);
    expect(result.status).toBe('error');
    if (result.status === 'error') {
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]).toMatchObject({ field, message: expect.stringMatching(message) });
    }
  });
});

describe('Colebrook beyond its root', () => {
  const at = (roughness: number, d: number, method: 'colebrook' | 'acgih' = 'colebrook', material?: 'concrete') =>
    colebrookRangeIssue(resolveConditions(material === undefined ? { roughness, method } : { material, method }), d);

  it('refuses ε/D ≥ 3.7 as a roughness error naming ε, D and the limit (10 ft in a 14 in duct gave f = 1.34)', () => {
    expect(at(10 * FOOT, 14 * INCH)).toEqual({
      field: 'roughness',
      text: '3048 mm',
      message: expect.stringMatching(/^Roughness ε 3048 mm is 8\.57 times the diameter 355\.6 mm: Colebrook has no solution from ε\/D = 3\.7 up \(the argument of its logarithm.*above 1/),
    });
  });

  it('names the material when its table roughness is the one too large', () => {
    expect(at(0, 0.5e-3, 'colebrook', 'concrete')).toMatchObject({ field: 'material', text: 'concrete' });
  });

  it('passes just below the limit, and other methods are not limited', () => {
    expect(at(0.3 * 3.69, 0.3)).toBeUndefined();
    expect(at(10, 0.3, 'acgih')).toBeUndefined();
  });

  it('cannot be reached through the checked inputs: roughness at most 10 mm, diameter at least 10 mm', () => {
    const result = pressureLoss({ q: 0.4719, d: 14 * INCH, length: 30, roughness: 10 * FOOT });
    expect(result.status === 'error' && result.issues[0]!.field).toBe('roughness');
    expect(pressureLoss({ q: 0.01, d: 0.01, length: 1, roughness: 0.01 }).status).toBe('success');
  });
});

describe('roughness table', () => {
  it('keeps each row in the unit it is defined in, and its SI value is that value exactly converted', () => {
    expect(DUCT_MATERIALS.pvc.roughness).toEqual({ value: 0.00015, unit: 'ft' });
    expect(DUCT_MATERIALS.pvc.roughnessM).toBe(0.00004572);
    expect(DUCT_MATERIALS.flexible.roughnessM).toBe(0.0009144);
    expect(DUCT_MATERIALS.galvanized.roughnessM).toBe(0.00009);
  });

  it('shows a material’s roughness from its defined value: 0.00015 ft reads 0.04572 mm', () => {
    const result = pressureLoss({ q: 1, d: 0.3, length: 30, material: 'pvc' });
    if (result.status !== 'success') throw new Error('computed');
    const roughness = pressureLossFigures(result.data).find(({ key }) => key === 'roughness')!;
    expect(figureValue(roughness, 'metric')).toEqual({ value: 0.04572, unit: 'mm' });
    expect(figureValue(roughness, 'imperial')).toEqual({ value: 0.00015, unit: 'ft' });
  });
});
