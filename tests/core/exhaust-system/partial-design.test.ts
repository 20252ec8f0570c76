// The partial design (issue 18, partial results): with cells that cannot be
// used, every segment whose cells and whole upstream can be is designed as
// the full design designs it, each junction whose streams are all designed is
// balanced, the rest waits and says for which cell, and each problem says
// what solving it would design.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCREASE_FLOW_RATIO } from '../../../src/core/exhaust-system/design-system.ts';
import type { PartialDesign, SystemDesign } from '../../../src/core/exhaust-system/design.ts';
import { designSystemPartly } from '../../../src/core/exhaust-system/partial-design.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import type { SegmentRow, SheetColumn, SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { systemArb } from './system-arbitrary.ts';
import { designOf, hood, inputOf, sheetOf } from './system-sheet.ts';

/**
 * A small shop: A and B join into C (A's flow raised there), C and the far
 * hood D into E, through a 3 inH₂O collector to the fan, then a stack S.
 */
const SHOP: SegmentRow[] = [
  { segment: 'A', to: 'C', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65', elbows: '1', entry_loss: '0.18' },
  { segment: 'B', to: 'C', flow: '450', min_velocity: '4000', length: '10', hood_entry_loss: '0.49', elbows: '2', entry_loss: '0.18' },
  { segment: 'C', to: 'E', min_velocity: '3500', length: '20', entry_loss: '0.28' },
  { segment: 'D', to: 'E', flow: '800', min_velocity: '4000', length: '90', hood_entry_loss: '0.25', elbows: '1', entry_loss: '0.28' },
  { segment: 'E', to: 'fan', min_velocity: '3500', length: '15', other_loss: '3' },
  { segment: 'S', to: 'T', diameter: '10', length: '12' },
  { segment: 'T', to: 'outlet', diameter: '10', length: '20', elbows: '1' },
];

/** The shop with some cells changed. */
const shopWith = (changes: Record<string, SegmentRow>, extra: Partial<SystemSheet> = {}) =>
  sheetOf(SHOP.map((row) => ({ ...row, ...changes[row.segment!] })), { outletPressure: '0.5', ...extra });

/** The partial design of a sheet that must have cells that cannot be used, and a tree that holds. */
function partialOf(sheet: SystemSheet): PartialDesign {
  const read = readSystem(sheet);
  if (read.status !== 'error' || read.partial === undefined) throw new Error('expected cells that cannot be used, and a tree that holds');
  const design = designSystemPartly(read.partial);
  if (design.status === 'error') throw new Error(design.issues[0]!.message);
  return design.data;
}

const byId = (design: SystemDesign | PartialDesign, id: string) => design.segments.find(({ segment }) => segment === id);
const ids = (design: SystemDesign | PartialDesign) => design.segments.map(({ segment }) => segment);

const FULL = designOf(inputOf(shopWith({})));

describe('designSystemPartly', () => {
  it('with one bad hood, designs the other branches exactly as the full design does, and balances no junction that waits for it', () => {
    const partial = partialOf(shopWith({ A: { flow: 'abc' } }));

    expect(ids(partial)).toEqual(['B', 'D']);
    expect(byId(partial, 'B')).toEqual(byId(FULL, 'B'));
    expect(byId(partial, 'D')).toEqual(byId(FULL, 'D'));
    expect(partial.junctions).toEqual([]);
    expect(partial.withheldJunctions).toEqual([
      { at: 'C', waitsFor: 'waits for the flow of hood A (row 2)' },
      { at: 'E', waitsFor: 'waits for the flow of hood A (row 2)' },
    ]);
    expect(partial.withheldSegments.map(({ segment, side }) => [segment, side])).toEqual([
      ['A', 'suction'],
      ['C', 'suction'],
      ['E', 'suction'],
      ['S', 'discharge'],
      ['T', 'discharge'],
    ]);
    expect(partial.withheldSegments.every(({ waitsFor }) => waitsFor === 'waits for the flow of hood A (row 2)')).toBe(true);
    expect(partial.fanWaitsFor).toBe('waits for the flow of hood A (row 2)');
    // B and D are designed from their own inputs; the junctions they flow into may still raise them.
    expect(partial.provisional).toEqual([
      { segment: 'B', junction: 'C' },
      { segment: 'D', junction: 'E' },
    ]);
    expect(partial.provisionalNotes[0]).toBe(
      'The junction at C waits for the flow of hood A (row 2): balancing it may still raise the flow of B by up to 9.5\u00a0% (Q·√(SP_gov/SP), ratio ≤ 1.20), and every figure with it.',
    );
    expect(partial.holdBack).toEqual(['Correct the flow of hood A (row 2) to design A, C, E, S and T, the junctions at C and E, and the fan duty.']);
  });

  it('with a bad cell on a main, balances the junction at it, and withholds the main, everything downstream and the fan duty', () => {
    const partial = partialOf(shopWith({ C: { length: '20 parsecs' } }));

    expect(ids(partial)).toEqual(['A', 'B', 'D']);
    for (const id of ['A', 'B', 'D']) expect(byId(partial, id)).toEqual(byId(FULL, id));
    // The junction at C compares A and B only: its main's own cells do not enter it.
    expect(partial.junctions).toEqual([FULL.junctions.find(({ at }) => at === 'C')]);
    expect(partial.junctions[0]!.action).toBe('increase-flow');
    expect(partial.withheldSegments.map(({ segment }) => segment)).toEqual(['C', 'E', 'S', 'T']);
    expect(partial.withheldJunctions).toEqual([{ at: 'E', waitsFor: 'waits for the length of main C (row 4)' }]);
    expect(partial.provisional).toEqual([
      { segment: 'A', junction: 'E' },
      { segment: 'B', junction: 'E' },
      { segment: 'D', junction: 'E' },
    ]);
    expect(partial.holdBack).toEqual(['Correct the length of main C (row 4) to design C, E, S and T, the junction at E, and the fan duty.']);
  });

  it('with the suction side whole, designs all of it as final and the discharge run from the outlet back to the bad cell', () => {
    const stack = partialOf(shopWith({ S: { length: '' , elbows: 'many' } }));
    expect(ids(stack)).toEqual(['A', 'B', 'C', 'D', 'E', 'T']);
    for (const id of ids(stack)) expect(byId(stack, id)).toEqual(byId(FULL, id));
    expect(stack.junctions).toEqual(FULL.junctions);
    expect(stack.provisional).toEqual([]);
    expect(stack.withheldSegments).toEqual([{ segment: 'S', row: 7, side: 'discharge', waitsFor: 'waits for the elbows of discharge segment S (row 7)' }]);
    expect(stack.holdBack).toEqual(['Correct the elbows of discharge segment S (row 7) to design S and the fan duty.']);

    const outlet = partialOf(shopWith({}, { outletPressure: '-1' }));
    expect(ids(outlet)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(outlet.withheldSegments.map(({ segment }) => segment)).toEqual(['S', 'T']);
    expect(outlet.fanWaitsFor).toBe('waits for the outlet pressure');
    expect(outlet.holdBack).toEqual(['Correct the outlet pressure to design S and T and the fan duty.']);
  });

  it('says what each of several problems holds back alone, and what only with the others solved too', () => {
    const two = partialOf(shopWith({ A: { flow: '' }, C: { length: 'abc' } }));
    expect(two.holdBack).toEqual([
      'Give the flow of hood A (row 2) to design A and the junction at C; with the length of main C (row 4) too, also C, E, S and T, the junction at E, and the fan duty.',
      'Correct the length of main C (row 4), with the flow of hood A (row 2) too, to design C, E, S and T, the junction at E, and the fan duty.',
    ]);
    expect(two.fanWaitsFor).toBe('waits for the flow of hood A (row 2) and 1 other problem');

    const sameRow = partialOf(shopWith({ D: { diameter: '', min_velocity: '', length: 'x' } }));
    expect(sameRow.holdBack).toEqual([
      'Correct the length of hood D (row 5), with the diameter or minimum velocity of hood D (row 5) too, to design D, E, S and T, the junction at E, and the fan duty.',
      'Give the diameter or minimum velocity of hood D (row 5), with the length of hood D (row 5) too, to design D, E, S and T, the junction at E, and the fan duty.',
    ]);
    const three = partialOf(shopWith({ A: { flow: '' }, B: { flow: '' }, D: { flow: '' } }));
    expect(three.holdBack[0]).toBe('Give the flow of hood A (row 2) to design A; with the other 2 problems solved too, also C, E, S and T, the junctions at C and E, and the fan duty.');
    expect(three.withheldSegments.find(({ segment }) => segment === 'E')!.waitsFor).toBe('waits for the flow of hood A (row 2) and 2 other problems');
  });

  it('lists at most 50 problems and counts the rest', () => {
    const rows: SegmentRow[] = [...Array.from({ length: 60 }, (_, index) => hood(`H${index}`, 'M', 100, 1, { flow: 'x' })), { segment: 'M', to: 'fan', diameter: '20' }];
    const partial = partialOf(sheetOf(rows));
    expect(partial.holdBack).toHaveLength(51);
    expect(partial.holdBack.at(-1)).toBe('… and 10 more problems');
    expect(partial.withheldJunctions).toEqual([{ at: 'M', waitsFor: 'waits for the flow of hood H0 (row 2) and 59 other problems' }]);
  });

  it('designs in part the largest sheet, 100,000 hoods into one main beside a bad one (no step grows with the square)', () => {
    const hoods = Array.from({ length: 99_997 }, (_, index) => hood(`H${index}`, 'M1', 300, 3));
    const partial = partialOf(sheetOf([...hoods, hood('X', 'M2', 300, 3, { flow: 'bad' }), { segment: 'M1', to: 'M2', diameter: '60' }, { segment: 'M2', to: 'fan', diameter: '60' }]));
    expect(partial.segments).toHaveLength(99_998);
    expect(partial.provisional).toHaveLength(99_998);
    expect(partial.provisionalNotes).toEqual([expect.stringMatching(/^The junction at M2 waits for the flow of hood X \(row 99999\): balancing it may still raise the flows of H0, H1, H2, H3, H4, H5 and 99,992 more by/)]);
  });

  it('gives no partial design when the tree does not hold: every problem is listed, nothing is designed', () => {
    for (const segments of [
      [hood('A', 'B', 390, 10, { flow: 'x' }), hood('B', 'A', 390, 10)],
      [hood('A', 'fan', 390, 10, { flow: 'x' }), hood('A', 'fan', 390, 10)],
      [hood('fan', 'fan', 390, 10)],
      [hood('A', 'M', 390, 10, { length: 'x' })],
    ]) {
      const read = readSystem(sheetOf(segments));
      expect(read.status === 'error' && read.partial).toBeUndefined();
    }
  });

  it('gives the issue naming the row, not a partial design, for a figure beyond the numbers a double holds', () => {
    const read = readSystem(shopWith({ A: { flow: 'x' } }));
    if (read.status !== 'error' || read.partial === undefined) throw new Error('expected a partial reading');
    // As a script may give it, without readSystem's ranges.
    const segments = read.partial.input.segments.map((segment) => (segment.segment === 'D' ? { ...segment, flowM3s: 1e200 } : segment));
    const design = designSystemPartly({ ...read.partial, input: { ...read.partial.input, segments } });
    expect(design).toEqual({ status: 'error', issues: [expect.objectContaining({ segment: 'D', row: 5, column: 'flow' })] });
  });

  it('property: every segment and junction designed from a sheet with one bad cell equals the full design\'s; a provisional one differs at most by a flow raised at a waiting junction', () => {
    const bad = fc.record({ row: fc.nat(), column: fc.constantFrom<SheetColumn>('flow', 'length', 'elbows', 'diameter'), text: fc.constantFrom('abc', '', '-1') });
    fc.assert(
      fc.property(systemArb, bad, (sheet, { row, column, text }) => {
        const index = row % sheet.segments.length;
        const broken = { ...sheet, segments: sheet.segments.map((cells, at) => (at === index ? { ...cells, [column]: text, ...(column === 'diameter' ? { min_velocity: '' } : {}) } : cells)) };
        const read = readSystem(broken);
        fc.pre(read.status === 'error');
        const full = designOf(inputOf(sheet));
        const partial = partialOf(broken);
        const raises = partial.withheldJunctions.length;
        const provisional = new Set(partial.provisional.map(({ segment }) => segment));
        for (const segment of partial.segments) {
          const whole = byId(full, segment.segment)!;
          if (!provisional.has(segment.segment) || whole.flowM3s === segment.flowM3s) {
            expect(segment).toEqual(whole);
          } else {
            expect(segment.diameterM).toBe(whole.diameterM);
            const factor = whole.flowM3s / segment.flowM3s;
            expect(factor).toBeGreaterThan(1);
            expect(factor).toBeLessThanOrEqual(Math.sqrt(INCREASE_FLOW_RATIO) ** raises * (1 + 1e-12));
          }
        }
        for (const junction of partial.junctions) expect(junction).toEqual(full.junctions.find(({ at }) => at === junction.at));
        // Nothing is both designed and withheld, and every segment is one or the other.
        expect(partial.segments.length + partial.withheldSegments.length).toBe(sheet.segments.length);
        expect(partial.withheldSegments.map(({ segment }) => segment)).toContain(sheet.segments[index]!.segment);
      }),
      { numRuns: 80 },
    );
  });
});
