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

  it('refuses a flat oval whose minor axis exceeds its major', () => {
    const result = equivalentSection({ shape: 'oval', widthM: 0.1, heightM: 0.2 });
    expect(result.status === 'error' && result.issues[0]!.message).toMatch(/major axis \(first\) must be at least the minor/);
  });
});

describe('reading a section as typed', () => {
  it.each([
    ['12x24', 'imperial', 12 * INCH, 24 * INCH],
    ['0.6 x 0.3', 'metric', 0.6, 0.3],
    ['600x300mm', 'metric', 0.6, 0.3],
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
