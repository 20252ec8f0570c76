// readVentDesign: the reader and designVent together, as the CLI and the
// page call them. Whatever is typed, a design with finite figures, or issues
// each naming a field (or the result) in one line; never a throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readVentDesign } from '../../../src/core/explosion/read.ts';
import { ventReport } from '../../../src/core/explosion/report.ts';
import { RESULT_FIELD } from '../../../src/core/report/figure-check.ts';

const number = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 1000) / 1000));

describe('readVentDesign', () => {
  it('sizes the REFERENCE.md slender vessel: NFPA 68 0.732 m², EN 14491 0.977 m², EN governs', () => {
    const { issues, design } = readVentDesign({ volume: '10', kst: '200', pmax: '9', pred: '0.5', pstat: '0.1', ld: '3' }, 'metric');
    expect(issues).toEqual([]);
    expect(design?.nfpa68?.areaM2).toBeCloseTo(0.732, 3);
    expect(design?.en14491?.areaM2).toBeCloseTo(0.977, 3);
    expect(design?.governing).toBe('en14491');
  });

  it('names a standard’s limit on the option typed, with the text typed', () => {
    expect(readVentDesign({ volume: '10', kst: '200', pmax: '9', pred: '0.5', ld: '8', standard: 'nfpa68' }, 'metric').issues).toEqual([
      { field: 'ld', text: '8', message: expect.stringMatching(/^L\/D 8 is above the limit of 6 of NFPA 68 \(2018\) 8\.2\.3/) },
    ]);
  });

  it('puts the limit of a value not typed (an L/D made from the length and diameter) on the result, with no option to blame', () => {
    // L/D = 6 m / 0.2 m = 30, past NFPA 68's 6.
    const { issues } = readVentDesign({ volume: '10', kst: '200', pmax: '9', pred: '0.5', length: '6', diameter: '0.2', standard: 'nfpa68' }, 'metric');
    expect(issues).toEqual([{ field: RESULT_FIELD, text: expect.any(String), message: expect.stringMatching(/^L\/D 30 is above the limit of 6/) }]);
  });

  it('never throws: a design with finite figures, or one-line issues', () => {
    fc.assert(
      fc.property(
        fc.record(
          { volume: number(0.01, 20000), kst: number(1, 1000), pmax: number(1, 15), pred: number(0.01, 3), pstat: number(0, 1), ld: number(0.5, 25), fill: number(1, 100), efficiency: number(1, 100) },
          { requiredKeys: ['volume', 'kst', 'pmax', 'pred'] },
        ),
        fc.constantFrom('both', 'nfpa68', 'en14491'),
        (texts, standard) => {
          const { issues, design } = readVentDesign({ ...texts, standard }, 'metric');
          if (design === undefined) {
            expect(issues.length).toBeGreaterThan(0);
            for (const issue of issues) expect(issue.message).not.toMatch(/\n|NaN|Infinity/);
          } else {
            for (const figure of ventReport(design)) expect(Number.isFinite(figure.valueSi)).toBe(true);
          }
        },
      ),
    );
  });
});
