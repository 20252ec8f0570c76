import { describe, expect, it } from 'vitest';
import { sizeDuct, transportMinimumVelocity } from '../../../src/core/duct-size/size.ts';
import { sizeFigures } from '../../../src/core/duct-size/report.ts';
import { STANDARD_SERIES, nextSizeDown, nextSizeUp } from '../../../src/core/duct-size/standard-sizes.ts';
import { pressureLoss } from '../../../src/core/friction/pressure-loss.ts';
import { figureText, figureValue } from '../../../src/core/report/figure.ts';

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

  it('refuses an airflow no size carries: 100 m³/s at 20 m/s needs 2523 mm, and 1250 mm would run at 81 m/s', () => {
    const result = sizeDuct({ q: 100, minVelocity: 20, series: 'en-1506' });
    expect(result.status === 'error' && result.issues[0]).toMatchObject({
      field: 'minVelocity',
      message:
        'No size of the EN 1506 / EN 12237 round duct, 63–1250 mm series carries this airflow at the minimum velocity of 20.00 m/s: it needs 2523 mm, and the largest, 1250 mm, would run at 81.49 m/s',
    });
    const imperial = sizeDuct({ q: 100_000 * CFM, minVelocity: 4000 * FPM, series: 'us-spiral' });
    expect(imperial.status === 'error' && imperial.issues[0]!.message).toMatch(/needs 67\.7 in, and the largest, 60\.0 in, would run at 5093 ft\/min$/);
  });

  it('takes the largest size for an airflow within one series step beyond it (1250 × 1250/1120 mm), and no further', () => {
    const step = 1.25 * (1250 / 1120);
    const within = sizeDuct({ q: 20 * (Math.PI / 4) * (step * 0.999) ** 2, minVelocity: 20, series: 'en-1506' });
    expect(within.status === 'success' && within.data.standardDiameterM).toBe(1.25);
    const beyond = sizeDuct({ q: 20 * (Math.PI / 4) * (step * 1.001) ** 2, minVelocity: 20, series: 'en-1506' });
    expect(beyond.status).toBe('error');
  });

  it('says when even the smallest size is too slow', () => {
    const result = sizeDuct({ q: 0.001, minVelocity: 20, series: 'en-1506' });
    expect(result.status === 'error' && result.issues[0]!.message).toMatch(/Even the smallest size .* 63 mm, is slower than the minimum/);
  });

  it('reports the standard size as the series defines it: 6 in, not 5.999999999999999', () => {
    const result = sizeDuct({ q: 1000 * CFM, minVelocity: 4000 * FPM, series: 'us-spiral' });
    if (result.status !== 'success') throw new Error('sized');
    const standard = sizeFigures(result.data)[1]!;
    expect(figureValue(standard, 'imperial')).toEqual({ value: 6, unit: 'in' });
    expect(figureValue(standard, 'metric')).toEqual({ value: 152.4, unit: 'mm' });
  });

  it('asks for exactly one target', () => {
    const both = sizeDuct({ q: 1, frictionRate: 1, minVelocity: 10, series: 'en-1506' });
    const neither = sizeDuct({ q: 1, series: 'en-1506' });
    for (const result of [both, neither]) {
      expect(result.status === 'error' && result.issues[0]!.message).toMatch(/either a friction rate .* or a minimum velocity/);
    }
  });
});

describe('equal friction and transport velocity', () => {
  const codes = (result: ReturnType<typeof sizeDuct>) => (result.status === 'success' ? result.warnings.map(({ code }) => code) : []);

  it('warns when the size is below the declared class’s minimum (1000 CFM at 0.1 inH₂O/100 ft runs at 935 ft/min)', () => {
    const result = sizeDuct({ q: 1000 * CFM, frictionRate: 0.1 * IN_H2O_PER_100_FT, series: 'us-spiral', transport: 'heavy-dusts' });
    expect(result.status === 'success' && result.warnings).toEqual([
      {
        code: 'below-transport-velocity',
        text: 'Velocity 935 ft/min in the standard size is below the 4000 ft/min minimum transport velocity of heavy dusts (ACGIH "Range of minimum duct design velocities"): the dust may settle and plug the duct; size by transport velocity instead',
      },
    ]);
  });

  it('without a class, names the dust classes the size would not carry, in the series’ unit system', () => {
    const slow = sizeDuct({ q: 1, frictionRate: 0.8, series: 'en-1506' });
    expect(slow.status === 'success' && slow.warnings[0]!.text).toMatch(/^Velocity 5\.09 m\/s .* of every dust class, even fumes \(e\.g\. welding\) at 10 m\/s;/);
    // 1 m³/s at 10 Pa/m: 280 mm, 16.24 m/s, fast enough for fumes, very fine light dust and dry dusts only.
    const middling = sizeDuct({ q: 1, frictionRate: 10, series: 'en-1506' });
    expect(middling.status === 'success' && middling.warnings[0]!.text).toMatch(
      /of average industrial dust \(18 m\/s\), heavy dusts \(20 m\/s\), heavy or moist dust \(23 m\/s\); if the air carries such dust/,
    );
  });

  it('says nothing when the size carries the class, or every class', () => {
    expect(codes(sizeDuct({ q: 1, frictionRate: 40, series: 'en-1506' }))).toEqual([]);
    expect(codes(sizeDuct({ q: 1, frictionRate: 10, series: 'en-1506', transport: 'fumes' }))).toEqual([]);
    expect(codes(sizeDuct({ q: 1, frictionRate: 0.8, series: 'en-1506', transport: 'vapors-gases-smoke' }))).toEqual([]);
  });

  it('reads the table column of the unit system asked for', () => {
    // 4000 ft/min is 20.32 m/s: a duct at 20.1 m/s carries heavy dusts by the m/s column, not by the ft/min one.
    const q = 20.1 * (Math.PI / 4) * 0.25 ** 2;
    const metric = sizeDuct({ q, frictionRate: 20, series: 'en-1506', transport: 'heavy-dusts', unitSystem: 'metric' });
    const imperial = sizeDuct({ q, frictionRate: 20, series: 'en-1506', transport: 'heavy-dusts', unitSystem: 'imperial' });
    expect(metric.status === 'success' && metric.data.standardDiameterM).toBe(0.25);
    expect(codes(metric)).toEqual([]);
    expect(codes(imperial)).toEqual(['below-transport-velocity']);
  });
});
