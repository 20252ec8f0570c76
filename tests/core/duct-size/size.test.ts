import { describe, expect, it } from 'vitest';
import { sizeDuct, transportMinimumVelocity } from '../../../src/core/duct-size/size.ts';
import { sizeFigures } from '../../../src/core/duct-size/report.ts';
import { STANDARD_SERIES, nextSizeDown, nextSizeUp } from '../../../src/core/duct-size/standard-sizes.ts';
import { pressureLoss } from '../../../src/core/friction/pressure-loss.ts';
import { figureText } from '../../../src/core/report/figure.ts';

const CFM = 0.3048 ** 3 / 60;
const INCH = 0.0254;
const IN_H2O_PER_100_FT = 249.08891 / 30.48;
const FPM = 0.00508;

describe('standard series', () => {
  it('US spiral runs 3–20 in by 1 in, then 22–60 in by 2 in', () => {
    const inches = STANDARD_SERIES['us-spiral'].diametersM.map((size) => Math.round(size / INCH));
    expect(inches.slice(0, 19)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22]);
    expect(inches.at(-1)).toBe(60);
    expect(inches).toHaveLength(18 + 20);
  });

  it('EN 1506 runs 63 to 1250 mm in 24 sizes', () => {
    const mm = STANDARD_SERIES['en-1506'].diametersM.map((size) => Math.round(size * 1000));
    expect(mm).toEqual([63, 80, 100, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900, 1000, 1120, 1250]);
  });

  it('picks the size itself when the diameter is a standard size, up to rounding', () => {
    const series = STANDARD_SERIES['us-spiral'];
    expect(nextSizeUp(series, 14 * INCH * (1 + 1e-12))).toBe(14 * INCH);
    expect(nextSizeDown(series, 14 * INCH * (1 - 1e-12))).toBe(14 * INCH);
    expect(nextSizeUp(series, 61 * INCH)).toBeUndefined();
    expect(nextSizeDown(series, 2 * INCH)).toBeUndefined();
  });
});

describe('equal friction sizing at 0.1 inH₂O/100 ft, galvanized, 20 °C, sea level (mepcalcs test vector)', () => {
  it.each([
    [1000, 14],
    [2000, 18],
  ])('sizes %s CFM to %s in', (airflowCfm, inches) => {
    const result = sizeDuct({ q: airflowCfm * CFM, frictionRate: 0.1 * IN_H2O_PER_100_FT, series: 'us-spiral' });
    expect(result.status === 'success' && result.data.standardDiameterM).toBe(inches * INCH);
  });

  it('finds the exact diameter where the friction rate is the target', () => {
    const result = sizeDuct({ q: 1000 * CFM, frictionRate: 0.1 * IN_H2O_PER_100_FT, series: 'us-spiral' });
    if (result.status !== 'success') throw new Error('sized');
    const check = pressureLoss({ q: 1000 * CFM, d: result.data.exactDiameterM, length: 1 });
    expect(check.status === 'success' && check.data.friction.frictionRatePaPerM / IN_H2O_PER_100_FT).toBeCloseTo(0.1, 12);
    const figures = sizeFigures(result.data);
    expect(figures.map(({ key }) => key)).toEqual(['exactDiameter', 'standardDiameter', 'velocity', 'velocityPressure', 'reynoldsNumber', 'frictionFactor', 'frictionRate']);
    // Between 13 in (0.127) and 14 in (0.0885 inH₂O/100 ft) the rate goes as D^-4.906, so D = 13 · (0.1273/0.1)^(1/4.906) = 13.65 in.
    expect(figureText(figures[0]!, 'imperial')).toEqual({ value: '13.65', unit: 'in' });
    expect(figureText(figures.at(-1)!, 'imperial')).toEqual({ value: '0.088', unit: 'inH₂O/100 ft' });
  });

  it('says when the airflow needs more than the largest size', () => {
    const result = sizeDuct({ q: 100_000 * CFM, frictionRate: 0.1 * IN_H2O_PER_100_FT, series: 'us-spiral' });
    expect(result.status === 'error' && result.issues[0]!.message).toMatch(/No size of the US round spiral duct.*series is large enough: the airflow needs \d+\.\d in, the largest is 60\.0 in/);
  });
});

describe('transport velocity sizing', () => {
  it('takes the largest size that keeps 4000 ft/min: 1000 CFM → 6 in', () => {
    // √(4 · 1000 / (π · 4000)) ft = 6.77 in; 7 in would run at 3742 ft/min.
    const result = sizeDuct({ q: 1000 * CFM, minVelocity: 4000 * FPM, series: 'us-spiral' });
    expect(result.status === 'success' && Math.round(result.data.standardDiameterM / INCH)).toBe(6);
    expect(result.status === 'success' && result.data.friction.velocityMps / FPM).toBeGreaterThanOrEqual(4000);
  });

  it('reads a transport class from the ACGIH table in the unit system’s column', () => {
    expect(transportMinimumVelocity('heavy-dusts', 'imperial')).toMatchObject({ status: 'success', velocityMps: 4000 * FPM });
    expect(transportMinimumVelocity('heavy-dusts', 'metric')).toMatchObject({ status: 'success', velocityMps: 20 });
    expect(transportMinimumVelocity('vapors-gases-smoke', 'metric')).toMatchObject({ status: 'error' });
  });

  it('says when even the smallest size is too slow', () => {
    const result = sizeDuct({ q: 0.001, minVelocity: 20, series: 'en-1506' });
    expect(result.status === 'error' && result.issues[0]!.message).toMatch(/Even the smallest size .* 63 mm, is slower than the minimum/);
  });

  it('asks for exactly one target', () => {
    const both = sizeDuct({ q: 1, frictionRate: 1, minVelocity: 10, series: 'en-1506' });
    const neither = sizeDuct({ q: 1, series: 'en-1506' });
    for (const result of [both, neither]) {
      expect(result.status === 'error' && result.issues[0]!.message).toMatch(/either a friction rate .* or a minimum velocity/);
    }
  });
});
