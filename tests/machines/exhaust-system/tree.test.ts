import { describe, expect, it } from 'vitest';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { describeSketch, layoutSketch } from '../../../src/machines/exhaust-system/tree.ts';

const sheetOf = (pairs: readonly [string, string][]): SystemSheet => ({
  version: 1,
  units: 'imperial',
  friction: 'acgih',
  outletPressure: '',
  segments: pairs.map(([segment, to]) => ({ segment, to })),
});

describe('system sketch', () => {
  it('puts hoods furthest from the fan left, each junction between what joins it, and the fan right', () => {
    const sketch = layoutSketch(EXAMPLE_SHEET);
    const at = (id: string) => sketch.segments.find((segment) => segment.id === id)!;

    expect(sketch.junctions.map((junction) => junction.at)).toEqual(['C', 'E']);
    expect(at('A').from.column).toBeLessThan(at('C').from.column);
    expect(at('C').from.row).toBe((at('A').from.row + at('B').from.row) / 2);
    expect(at('E').to).toEqual(sketch.fan);
    expect(sketch.segments.filter((segment) => segment.hood).map((segment) => segment.id)).toEqual(['A', 'B', 'D']);
    expect(sketch.unconnected).toEqual([]);
  });

  it('describes the tree in words for a screen reader', () => {
    expect(describeSketch(layoutSketch(EXAMPLE_SHEET))).toBe('A and B join into C. C and D join into E. E flows into the fan.');
  });

  it('lists segments in a cycle, with an unknown `to` or a repeated id apart instead of drawing them', () => {
    const sketch = layoutSketch(sheetOf([['A', 'B'], ['B', 'A'], ['C', 'nowhere'], ['D', 'fan'], ['E', 'fan'], ['E', 'fan'], ['', 'fan']]));

    expect(sketch.segments.map((segment) => segment.id)).toEqual(['D']);
    expect(sketch.unconnected).toEqual(['A', 'B', 'C', 'E', 'row 8']);
    expect(describeSketch(sketch)).toBe('D flows into the fan. Not connected to the fan: A, B, C, E and row 8.');
  });

  it('draws the discharge run right of the fan, on its row, ending at the outlet, and says so', () => {
    const sketch = layoutSketch(sheetOf([['A', 'C'], ['B', 'C'], ['C', 'fan'], ['S', 'outlet'], ['D', 'S']]));
    const at = (id: string) => sketch.segments.find((segment) => segment.id === id)!;

    expect(sketch.discharge).toEqual(['D', 'S']);
    expect(at('D').from.column).toBeGreaterThan(sketch.fan!.column);
    expect(at('D').to).toEqual(at('S').from);
    expect(at('S').to).toEqual(sketch.outlet);
    expect([at('D').from.row, sketch.outlet!.row]).toEqual([sketch.fan!.row, sketch.fan!.row]);
    expect(at('D').hood).toBe(false);
    expect(sketch.unconnected).toEqual([]);
    expect(describeSketch(sketch)).toBe('A and B join into C. C flows into the fan. The fan discharges into D. D flows into S. S flows into the outlet.');
  });

  it('says when there is nothing to draw', () => {
    expect(describeSketch(layoutSketch(sheetOf([])))).toBe('No segments yet.');
  });
});
