// The hood design as figures: every one with its formula and source, each
// flow and pressure saying whether it is actual or at standard air, the
// hood equation written as the source writes it in each unit system.
import { describe, expect, it } from 'vitest';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { hoodReport } from '../../../src/core/hood/report.ts';
import type { HoodTexts } from '../../../src/core/hood/fields.ts';
import { figureValue } from '../../../src/core/report/figure.ts';

/** The grinder hood of the issue: SPh 1.69 inH₂O on a 6 in duct, Ce 0.78, df 0.95 (530/(T + 460) = 0.95 at 97.89 °F). */
const GRINDER: HoodTexts = {
  type: 'custom',
  openArea: '0.5',
  flow: '800',
  coefficientOfEntry: '0.78',
  ductDiameter: '6',
  temperature: '97.89',
  measuredStaticPressure: '1.69',
};

function designOf(texts: HoodTexts, system: 'metric' | 'imperial') {
  const { design, issues } = readHoodDesign(texts, system);
  expect(issues).toEqual([]);
  return design!;
}

describe('hoodReport', () => {
  it('gives every figure a formula and a source, and says of every flow, velocity and pressure whether it is actual or at standard air', () => {
    const design = designOf({ ...GRINDER, type: 'flanged-opening', flow: undefined, openArea: undefined, diameter: '6', captureVelocity: '100', distance: '6' }, 'imperial');
    const { figures, measured } = hoodReport(design, 'imperial');

    for (const figure of [...figures, ...measured]) {
      expect(figure.formula, figure.key).not.toBe('');
      expect(figure.source, figure.key).not.toBe('');
    }
    const flowsAndPressures = [...figures, ...measured].filter((figure) => figure.units && ['CFM', 'inH2O'].includes(figure.units.imperial.unit) && figure.key !== 'measuredStaticPressure');
    expect(flowsAndPressures.length).toBeGreaterThan(4);
    for (const { label } of flowsAndPressures) expect(label).toMatch(/\(actual\)|at standard air/);
    expect(figures.map((figure) => figure.key)).toEqual(expect.arrayContaining(['flow', 'standardFlow', 'faceVelocity', 'captureVelocityAtDistance', 'entryLoss', 'coefficientOfEntry', 'hoodStaticPressure', 'densityFactor']));
  });

  it("writes the hood equation as ACGIH does in imperial units (4005), and in its SI form in metric", () => {
    const design = designOf(GRINDER, 'imperial');
    const formula = (system: 'metric' | 'imperial') => hoodReport(design, system).measured.find((figure) => figure.key === 'measuredFlow')!.formula;

    expect(formula('imperial')).toMatch(/^Q = 4005·A·Ce·√\(SPh\/df\)/);
    expect(formula('metric')).toMatch(/^Q = Ce·A·√\(2·SPh\/ρ\)/);
  });

  it('names the take-off whose Fh the hood uses, with its source', () => {
    const design = designOf({ type: 'plain-opening', diameter: '250', faceVelocity: '3', takeOff: 'bell-mouth' }, 'metric');
    const entry = hoodReport(design, 'metric').figures.find((figure) => figure.key === 'entryLoss')!;

    expect(entry.valueSi).toBe(0.04);
    expect(entry.formula).toContain('Bell-mouth (well-rounded) entry (bell-mouth, ◐)');
    expect(entry.source).toMatch(/^ACGIH Industrial Ventilation, 24th ed\. \(2001\), Fig\. 3-16/);
  });

  it('gives a branch of a standard size as the series defines it: 6 in is 6, and 152.4 mm', () => {
    const design = designOf(GRINDER, 'imperial');
    const diameter = hoodReport(design, 'imperial').figures.find((figure) => figure.key === 'ductDiameter')!;

    expect(figureValue(diameter, 'imperial')).toEqual({ value: 6, unit: 'in' });
    expect(figureValue(diameter, 'metric')).toEqual({ value: 152.4, unit: 'mm' });
  });

  it('leaves the commissioning check empty without a measured SPh', () => {
    const design = designOf({ ...GRINDER, measuredStaticPressure: undefined }, 'imperial');

    expect(hoodReport(design, 'imperial').measured).toEqual([]);
  });
});
