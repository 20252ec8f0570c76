// The vent design as figures: each standard's base area, its corrections and
// its area, the governing area, the hazard zone; every figure with its
// formula and source, in m²/ft², m/ft and bar/psi.
import { describe, expect, it } from 'vitest';
import { ventReport } from '../../../src/core/explosion/report.ts';
import type { VentDesign } from '../../../src/core/explosion/vent-input.ts';
import { figureText } from '../../../src/core/report/figure.ts';

/** A design as designVent returns it, with round figures to read back. */
const DESIGN: VentDesign = {
  input: { volumeM3: 10, kstPaMps: 2e7, pmaxPa: 9e5, predPa: 5e4, pstatPa: 1e4, lengthToDiameter: 3, fillFraction: 1, ventEfficiency: 1, ventDuctLengthM: 0 },
  nfpa68: {
    standard: 'nfpa68',
    baseAreaM2: 0.5,
    corrections: [{ code: 'elongated-vessel', factor: 1.5, source: 'NFPA 68 (2018) eq. 8.2.3' }],
    areaM2: 0.75,
    source: 'NFPA 68 (2018) eq. 8.2.2',
  },
  en14491: { standard: 'en14491', baseAreaM2: 0.5, corrections: [{ code: 'elongated-vessel', factor: 2, source: 'EN 14491:2012 eq. 3' }], areaM2: 1, source: 'EN 14491:2012 eq. 2' },
  governing: 'en14491',
  areaM2: 1,
  stClass: 'St 1',
  hazard: { fireballLengthM: 15, externalPressurePa: 2e4, externalPressureDistanceM: 3.75, source: 'NFPA 68 (2018) 8.8' },
  warnings: [],
};

describe('ventReport', () => {
  it('lists the effective L/D, each standard’s base area, corrections and area, the governing area, then the hazard zone', () => {
    expect(ventReport(DESIGN).map(({ key, valueSi }) => [key, valueSi])).toEqual([
      ['lengthToDiameter', 3],
      ['nfpa68BaseArea', 0.5],
      ['nfpa68ElongatedVessel', 1.5],
      ['nfpa68Area', 0.75],
      ['en14491BaseArea', 0.5],
      ['en14491ElongatedVessel', 2],
      ['en14491Area', 1],
      ['ventArea', 1],
      ['fireballLength', 15],
      ['externalPressure', 2e4],
      ['externalPressureDistance', 3.75],
    ]);
  });

  it('names the governing standard and gives every figure its formula and source', () => {
    const figures = ventReport(DESIGN);
    expect(figures.find(({ key }) => key === 'ventArea')?.label).toBe('Vent area required (EN 14491 governs)');
    for (const figure of figures) {
      expect(figure.formula).not.toBe('');
      expect(figure.source).not.toBe('');
    }
    expect(figures.find(({ key }) => key === 'en14491Area')?.source).toBe('EN 14491:2012 eq. 2');
  });

  it('shows areas in m² or ft², lengths in m or ft, pressures in bar or psi', () => {
    const shown = (key: string, system: 'metric' | 'imperial') => figureText(ventReport(DESIGN).find((figure) => figure.key === key)!, system);
    expect(shown('ventArea', 'metric')).toEqual({ value: '1.000', unit: 'm²' });
    expect(shown('ventArea', 'imperial')).toEqual({ value: '10.76', unit: 'ft²' });
    expect(shown('fireballLength', 'imperial')).toEqual({ value: '49.2', unit: 'ft' });
    expect(shown('externalPressure', 'metric')).toEqual({ value: '0.200', unit: 'bar' });
    expect(shown('externalPressure', 'imperial')).toEqual({ value: '2.90', unit: 'psi' });
  });

  it('leaves out a standard not asked and a hazard zone not known', () => {
    const { input, en14491, governing, areaM2, stClass, warnings } = DESIGN;
    const enOnly: VentDesign = { input, en14491, governing, areaM2, stClass, warnings };
    expect(ventReport(enOnly).map(({ key }) => key)).toEqual(['lengthToDiameter', 'en14491BaseArea', 'en14491ElongatedVessel', 'en14491Area', 'ventArea']);
  });

  it('says how the effective L/D was found: given, Heff/D, or Heff over the hydraulic diameter', () => {
    const formula = (input: Partial<VentDesign['input']>) => ventReport({ ...DESIGN, input: { ...DESIGN.input, ...input } })[0]!.formula;
    expect(formula({})).toBe('L/D as given (1, a compact vessel, when none is given)');
    expect(formula({ lengthM: 6, diameterM: 2 })).toBe('Heff/D');
    expect(formula({ lengthM: 6 })).toBe('Heff/Dhe, Dhe = 2·√(V/(π·Heff))');
  });
});
