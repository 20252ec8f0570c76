import { describe, expect, it } from 'vitest';
import { sketchDrawing } from '../../../src/app/hood/sketch-layout.ts';

/** The width of the face line, m. */
const faceWidth = (face: readonly (readonly [number, number])[]) => Math.hypot(face[1]![0] - face[0]![0], face[1]![1] - face[0]![1]);

describe('the hood sketch, to scale', () => {
  it('draws an opening’s face at its diameter and the capture point X out on its axis; a flange as wide as the opening', () => {
    const drawing = sketchDrawing('flanged-opening', { diameterM: 0.15, distanceM: 0.15 })!;

    expect(faceWidth(drawing.face)).toBeCloseTo(0.15, 12);
    expect(drawing.capturePoint).toEqual([0.15, 0]);
    for (const flange of drawing.flanges) expect(faceWidth(flange)).toBeCloseTo(0.15, 12);
    expect(drawing.flanges).toHaveLength(2);
    expect(drawing.dimensions.map(({ symbol, sizeM }) => [symbol, sizeM])).toEqual([
      ['D', 0.15],
      ['X', 0.15],
    ]);
  });

  it('gives a cold canopy the 0.4·D overhang, from its design’s face area when there is one', () => {
    // A 1 × 1.5 m source 0.6 m below: (W + 0.8D)(L + 0.8D) = 1.48 × 1.98 m².
    const fromArea = sketchDrawing('canopy', { widthM: 1, lengthM: 1.5, distanceM: 0.6, faceAreaM2: 1.48 * 1.98 })!;
    const before = sketchDrawing('canopy', { widthM: 1, lengthM: 1.5, distanceM: 0.6 })!;

    expect(faceWidth(fromArea.face)).toBeCloseTo(1.48, 12);
    expect(faceWidth(before.face)).toBeCloseTo(1.48, 12);
    expect(fromArea.face[0]![1]).toBeCloseTo(0.6, 12);
  });

  it('draws a hot canopy from its method’s hood, with no capture point, and its height as Y', () => {
    const drawing = sketchDrawing('hot-canopy', { diameterM: 1, distanceM: 0.8, faceAreaM2: (Math.PI / 4) * 1.3048 ** 2 })!;

    expect(faceWidth(drawing.face)).toBeCloseTo(1.3048, 12);
    expect(drawing.capturePoint).toBeUndefined();
    expect(drawing.dimensions.map(({ symbol }) => symbol)).toEqual(['Ds', 'Y']);
  });

  it('draws only X in proportion, marked schematic, until the hood’s size is known; nothing without X or a size', () => {
    expect(sketchDrawing('plain-opening', { distanceM: 0.2 })!.schematic).toBe(true);
    expect(sketchDrawing('plain-opening', { diameterM: 0.2 })!.schematic).toBeUndefined();
    expect(sketchDrawing('booth', {})).toBeUndefined();
  });
});
