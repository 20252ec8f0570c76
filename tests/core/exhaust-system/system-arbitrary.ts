/**
 * Random shop systems for the exhaust-system properties: hoods of every
 * kind merged 2 or 3 at a time into mains until one main flows to the fan.
 */
import fc from 'fast-check';
import type { SegmentRow } from '../../../src/core/exhaust-system/sheet.ts';
import { sheetOf } from './system-sheet.ts';

const hoodArb = fc.record({
  flow: fc.integer({ min: 200, max: 1500 }),
  length: fc.integer({ min: 1, max: 80 }),
  fh: fc.constantFrom('0.04', '0.25', '0.49', '0.65', '0.93', '1.78'),
  minVelocity: fc.constantFrom('3000', '3500', '4000', '4500'),
  elbows: fc.integer({ min: 0, max: 3 }),
  entry: fc.constantFrom('30°', '45°'),
  diameter: fc.option(fc.constantFrom('3', '4', '5', '6', '8'), { freq: 3 }),
});

/** A system: hoods merged 2 or 3 at a time into mains until one main flows to the fan. */
export const systemArb = fc
  .record({
    hoods: fc.array(hoodArb, { minLength: 2, maxLength: 12 }),
    merges: fc.array(fc.tuple(fc.nat(), fc.constantFrom(2, 3), fc.integer({ min: 3, max: 30 })), { minLength: 12, maxLength: 12 }),
  })
  .map(({ hoods, merges }) => {
    const rows: SegmentRow[] = hoods.map((hood, index) => ({
      segment: `H${index + 1}`,
      flow: String(hood.flow),
      length: String(hood.length),
      hood_entry_loss: hood.fh,
      min_velocity: hood.minVelocity,
      elbows: String(hood.elbows),
      entry_loss: hood.entry,
      ...(hood.diameter === null ? {} : { diameter: hood.diameter }),
    }));
    let open = rows.map((row) => row.segment!);
    const to = new Map<string, string>();
    for (let step = 0; open.length > 1; step += 1) {
      const [start, count, length] = merges[step % merges.length]!;
      // Start no later than the last but one, so that every merge takes 2 or more
      // (a merge that took one alone could repeat for ever: the generator hung).
      const taken = open.splice(start % (open.length - 1), Math.min(count, open.length));
      const main = `M${step + 1}`;
      for (const id of taken) to.set(id, main);
      rows.push({ segment: main, min_velocity: '3500', length: String(length), elbows: '1' });
      open = [...open, main];
    }
    to.set(open[0]!, 'fan');
    return sheetOf(rows.map((row) => ({ ...row, to: to.get(row.segment!)! })));
  });

/**
 * A system of {@link systemArb} whose hoods may each have their own gas
 * temperature (−40 to 1500 °F), so that mains carry mixtures (issue 19).
 */
export const hotSystemArb = fc
  .tuple(systemArb, fc.array(fc.option(fc.integer({ min: -40, max: 1500 }), { freq: 2 }), { minLength: 12, maxLength: 12 }))
  .map(([sheet, temperatures]) => ({
    ...sheet,
    segments: sheet.segments.map((row, index) => {
      const temperature = temperatures[index % temperatures.length];
      return row.flow === undefined || temperature === null || temperature === undefined ? row : { ...row, temperature: String(temperature) };
    }),
  }));
