// The report: the sheet's rows per segment, the fan's duty and each
// junction's decision in words, all through core/format.
import { describe, expect, it } from 'vitest';
import { fanFigures, junctionText, segmentFigures } from '../../../src/core/exhaust-system/report.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import { designOf, hood, inputOf, sheetOf } from './system-sheet.ts';

const design = (shortLength: number) =>
  designOf(inputOf(sheetOf([hood('A', 'C', 390, 30), hood('B', 'C', 390, shortLength), { segment: 'C', to: 'fan', diameter: '6', length: '10' }])));

describe('exhaust system report', () => {
  it('gives a hood SPh and a main its acceleration loss, each figure with a formula and a source', () => {
    const { segments } = design(24);
    const keys = segments.map((segment) => segmentFigures(segment).map(({ key }) => key));
    expect(keys[0]).toEqual(['flow', 'diameter', 'velocity', 'velocityPressure', 'hoodStaticPressure', 'frictionLoss', 'fittingLoss', 'otherLoss', 'staticPressure']);
    expect(keys[2]).toEqual(['flow', 'diameter', 'velocity', 'velocityPressure', 'frictionLoss', 'fittingLoss', 'otherLoss', 'accelerationLoss', 'staticPressure']);
    for (const figure of segments.flatMap(segmentFigures)) {
      expect(figure.formula).not.toBe('');
      expect(figure.source).not.toBe('');
    }
  });

  it('shows the worked example in the units an engineer reads', () => {
    const [segment] = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 15)]))).segments;
    const shown = Object.fromEntries(segmentFigures(segment!).map((figure) => [figure.key, figureText(figure, 'imperial', 'table')]));
    expect(shown.velocity).toEqual({ value: '4469', unit: 'ft/min' });
    expect(shown.velocityPressure).toEqual({ value: '1.245', unit: 'inH₂O' });
    expect(shown.hoodStaticPressure).toEqual({ value: '2.055', unit: 'inH₂O' });
    expect(figureText(segmentFigures(segment!)[0]!, 'metric', 'table')).toEqual({ value: '663', unit: 'm³/h' });
  });

  it('shows a slot hood\'s slot velocity and slot loss before SPh, whose formula then has the slot term', () => {
    const [segment] = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 15, { slot_velocity: '2000' })]))).segments;
    const figures = segmentFigures(segment!);
    expect(figures.map(({ key }) => key).slice(4, 7)).toEqual(['slotVelocity', 'slotLoss', 'hoodStaticPressure']);
    const shown = Object.fromEntries(figures.map((figure) => [figure.key, figureText(figure, 'imperial', 'table')]));
    expect(shown.slotVelocity).toEqual({ value: '2000', unit: 'ft/min' });
    expect(shown.slotLoss).toEqual({ value: '0.444', unit: 'inH₂O' });
    expect(figures.find(({ key }) => key === 'hoodStaticPressure')!.formula).toBe('SPh = Fs·VPs + (1 + Fh)·VPd; Fh as given, else the hood type\'s');
  });

  it('names the fan figures FSP, SP_out, VP_in, VP_out and FTP, actual, with the flow and FSP at standard air and the inlet gas', () => {
    expect(fanFigures(design(24).fan).map(({ key }) => key)).toEqual([
      'flow',
      'standardFlow',
      'staticPressure',
      'standardStaticPressure',
      'outletStaticPressure',
      'inletVelocityPressure',
      'outletVelocityPressure',
      'totalPressure',
      'inletTemperature',
      'inletDensity',
      'densityFactor',
    ]);
  });

  it('words each junction decision', () => {
    expect(junctionText(design(28).junctions[0]!, 'imperial')).toMatch(/^At C: A governs, ratio 1\.0\d\d ≤ 1\.05: no correction$/);
    expect(junctionText(design(24).junctions[0]!, 'imperial')).toMatch(/^At C: A governs, ratio 1\.1\d\d ≤ 1\.20: raise B to 4\d\d CFM \(Q × √\(SP_gov\/SP\)\)$/);
    expect(junctionText(design(5).junctions[0]!, 'metric')).toMatch(/^At C: A governs, ratio \d\.\d{3} > 1\.20: redesign B \(try 76 mm\)$/);
  });
});
