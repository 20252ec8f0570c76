import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalentSection, rectangularEquivalentDiameterM } from '../../../src/core/equivalent-duct/section.ts';
import { readSectionText } from '../../../src/core/equivalent-duct/section-text.ts';

const INCH = 0.0254;

describe('equivalent round diameter', () => {
  it.each([
    // ASHRAE Fundamentals ch. 21, table of equivalent diameters (Huebscher)
    [12, 12, 13.12],
    [24, 12, 18.28],
  ])('of a %s × %s in rectangle is %s in', (a, b, expected) => {
    expect(rectangularEquivalentDiameterM(a * INCH, b * INCH) / INCH).toBeCloseTo(expected, 2);
  });

  it('of a flat oval with equal axes is the round duct itself', () => {
    const result = equivalentSection({ shape: 'oval', widthM: 0.3, heightM: 0.3 });
    // 1.55 · (π/4)^0.625 / π^0.25 = 1.0011: the fit is within 0.11 % of exact here.
    expect(result.status === 'success' && result.data.equivalentDiameterM / 0.3).toBeCloseTo(1.0011, 4);
    expect(result.status === 'success' && result.data.hydraulicDiameterM).toBeCloseTo(0.3, 12);
  });

  it('lies between the hydraulic diameter and the square’s side for rectangles, and is symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 3, noNaN: true }), fc.double({ min: 0.05, max: 3, noNaN: true }), (a, b) => {
        const result = equivalentSection({ shape: 'rect', widthM: a, heightM: b });
        if (result.status !== 'success') return false;
        expect(rectangularEquivalentDiameterM(b, a)).toBeCloseTo(result.data.equivalentDiameterM, 12);
        expect(result.data.equivalentDiameterM).toBeGreaterThanOrEqual(result.data.hydraulicDiameterM * 0.999);
        return true;
      }),
    );
  });

  it('gives the velocity in the real section when an airflow is given', () => {
    const result = equivalentSection({ shape: 'rect', widthM: 0.6, heightM: 0.3, airflowM3s: 0.9 });
    expect(result.status === 'success' && result.data.velocityMps).toBeCloseTo(5, 12);
  });

  it('refuses a section whose figures are out of range, naming the figure and the section', () => {
    const result = equivalentSection({ shape: 'rect', widthM: 1e200, heightM: 1e200 });
    expect(result.status === 'error' && result.issues).toEqual([
      { field: 'result', text: '', message: 'Equivalent diameter De cannot be computed: the result is out of range for these inputs (Sides 1e+200 m × 1e+200 m)' },
    ]);
  });

  it('refuses a flat oval whose minor axis exceeds its major', () => {
    const result = equivalentSection({ shape: 'oval', widthM: 0.1, heightM: 0.2 });
    expect(result.status === 'error' && result.issues[0]!.message).toMatch(/major axis \(first\) must be at least the minor/);
  });
});

describe('reading a section as typed', () => {
  it.each([
    ['12x24', 'imperial', 12 * INCH, 24 * INCH],
    ['600 x 300', 'metric', 0.6, 0.3],
    ['300x500', 'metric', 0.3, 0.5],
    ['600x300mm', 'metric', 0.6, 0.3],
    ['0.3mx0.5m', 'metric', 0.3, 0.5],
    ['0.3x0.5m', 'imperial', 0.3, 0.5],
    ['12inx24in', 'metric', 12 * INCH, 24 * INCH],
    ['20in × 10in', 'metric', 20 * INCH, 10 * INCH],
  ] as const)('reads %s (%s)', (text, system, width, height) => {
    const read = readSectionText('rect', text, system);
    expect(read.status).toBe('success');
    if (read.status === 'success') {
      expect(read.widthM).toBeCloseTo(width, 12);
      expect(read.heightM).toBeCloseTo(height, 12);
    }
  });

  it.each([
    ['12', /two dimensions joined by x/],
    ['12x', /two dimensions joined by x/],
    ['12xab', /does not start with a number/],
    ['12x0', /greater than zero/],
    ['12x3m3/s', /is a unit of airflow, not length/],
  ])('refuses %s with a line naming the field', (text, message) => {
    const read = readSectionText('rect', text, 'imperial');
    expect(read.status === 'error' && read.issue.message).toMatch(/^Rectangular duct /);
    expect(read.status === 'error' && read.issue.message).toMatch(message);
  });
});

describe('plausibility of a section', () => {
  const codes = (widthM: number, heightM: number, shape: 'rect' | 'oval' = 'rect') => {
    const result = equivalentSection({ shape, widthM, heightM });
    return result.status === 'success' ? result.warnings.map(({ code }) => code) : [];
  };

  it('has nothing to say about ducts that are built', () => {
    expect(codes(0.6, 0.3)).toEqual([]);
    expect(codes(24 * INCH, 12 * INCH)).toEqual([]);
    expect(codes(0.025, 0.025)).toEqual([]);
    expect(codes(5, 2)).toEqual([]);
    expect(codes(0.4, 0.1)).toEqual([]);
  });

  it('flags a side below 25 mm or above 5 m, saying how a bare number is read', () => {
    const result = equivalentSection({ shape: 'rect', widthM: 0.0006, heightM: 0.0003 });
    expect(result.status === 'success' && result.warnings).toEqual([
      {
        code: 'section-size-implausible',
        text: 'Rectangular duct 0.6 × 0.3 mm (0.0236 × 0.0118 in) has a side below 25 mm (about 1 in), not a duct that is built: check its unit (a bare number is in millimetres in metric, inches in imperial; write 0.6mx0.3m for metres)',
      },
    ]);
    expect(codes(300, 500)).toEqual(['section-size-implausible']);
    expect(codes(6, 0.02, 'oval')).toEqual(['section-size-implausible', 'section-aspect-ratio']);
  });

  it('flags an aspect ratio beyond 4:1', () => {
    expect(codes(1, 0.2)).toEqual(['section-aspect-ratio']);
    expect(codes(0.2, 1)).toEqual(['section-aspect-ratio']);
  });

  it('reads a bare metric section in millimetres, so 300x500 is a 420 mm duct, not 420 m', () => {
    const read = readSectionText('rect', '300x500', 'metric');
    if (read.status !== 'success') throw new Error('read');
    const result = equivalentSection({ shape: 'rect', widthM: read.widthM, heightM: read.heightM });
    expect(result.status === 'success' && result.data.equivalentDiameterM).toBeCloseTo(0.41998, 5);
    expect(result.status === 'success' && result.warnings).toEqual([]);
  });
});
