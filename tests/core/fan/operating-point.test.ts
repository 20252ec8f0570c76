import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fanCurveModel, fanPressurePa, type FanCurvePoint } from '../../../src/core/fan/fan-curve.ts';
import { operatingPoint } from '../../../src/core/fan/operating-point.ts';
import { systemCurveThrough, systemPressurePa } from '../../../src/core/fan/system-curve.ts';
import { unitById } from '../../../src/core/units/catalogue.ts';

const CFM = unitById('CFM').siPerUnit;
const IN_H2O = unitById('inH2O').siPerUnit;

/** A backward-inclined fan in CFM and inH₂O: rising to a peak at 4000 CFM, then falling through (10 000, 10). */
const FAN: FanCurvePoint[] = [
  [0, 11],
  [4000, 12.5],
  [8000, 11.5],
  [10_000, 10],
  [12_000, 7.5],
  [14_000, 4],
].map(([cfm, inH2O]) => ({ flow: cfm! * CFM, pressure: inH2O! * IN_H2O }));

const model = fanCurveModel(FAN);

describe('operatingPoint: where the fan curve meets a system curve', () => {
  it('meets the quadratic system curve through (10 000 CFM, 10 inH₂O) there', () => {
    const system = systemCurveThrough(10_000 * CFM, { fixedPa: 0, filterPa: 0, ductsPa: 10 * IN_H2O });
    const point = operatingPoint(model, system);
    expect(point.status).toBe('meets');
    if (point.status !== 'meets') return;
    expect(point.flowM3s / CFM).toBeCloseTo(10_000, 6);
    expect(point.pressurePa / IN_H2O).toBeCloseTo(10, 8);
    expect(point.inStall).toBe(false);
    expect(point.crossings).toBe(1);
  });

  it('finds a point where both curves give the same pressure, for any split of the design pressure', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 6, max: 11, noNaN: true }), (fixedShare, filterShare, designInH2O) => {
        const total = designInH2O * IN_H2O;
        const fixedPa = total * fixedShare * 0.5;
        const filterPa = (total - fixedPa) * filterShare;
        const system = systemCurveThrough(10_000 * CFM, { fixedPa, filterPa, ductsPa: total - fixedPa - filterPa });
        const point = operatingPoint(model, system);
        if (point.status !== 'meets') return;
        expect(fanPressurePa(model, point.flowM3s)! / systemPressurePa(system, point.flowM3s)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('says the curves miss when the system needs more pressure than the fan gives anywhere', () => {
    const system = systemCurveThrough(10_000 * CFM, { fixedPa: 13 * IN_H2O, filterPa: 0, ductsPa: 7 * IN_H2O });
    expect(operatingPoint(model, system)).toEqual({ status: 'misses', fanSide: 'below' });
  });

  it('says the curves miss when the fan gives more pressure than the system needs up to its last point', () => {
    const system = systemCurveThrough(10_000 * CFM, { fixedPa: 0, filterPa: 0, ductsPa: 1 * IN_H2O });
    expect(operatingPoint(model, system)).toEqual({ status: 'misses', fanSide: 'above' });
  });

  it('flags a point left of the peak as in the stall region', () => {
    // A fixed back pressure of 11.2 inH₂O plus a small duct loss crosses the rising part below 4000 CFM, and the falling part too.
    const system = systemCurveThrough(2000 * CFM, { fixedPa: 11.2 * IN_H2O, filterPa: 0.2 * IN_H2O, ductsPa: 0 });
    const point = operatingPoint(model, system);
    expect(point).toMatchObject({ status: 'meets', inStall: false, crossings: 2 });
    // From 10.5 inH₂O at no flow to 13.5 at 4000 CFM: it crosses the rising part only.
    const steep = systemCurveThrough(4000 * CFM, { fixedPa: 10.5 * IN_H2O, filterPa: 3 * IN_H2O, ductsPa: 0 });
    const stalled = operatingPoint(model, steep);
    expect(stalled).toMatchObject({ status: 'meets', inStall: true, crossings: 1 });
    if (stalled.status === 'meets') expect(stalled.flowM3s / CFM).toBeLessThan(4000);
  });
});
