// Issue 19 §2: a hood needs its entry loss (a hood type or Fh), the duct's
// material sets its friction, elbows go by angle, and named fittings add their loss.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readElbows } from '../../../src/core/exhaust-system/fittings.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { sheetFromCsv, sheetFromJson, sheetToCsv, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SegmentRow } from '../../../src/core/exhaust-system/sheet.ts';
import { acgihFrictionVpPerFoot, ACGIH_FRICTION_COEFFICIENTS } from '../../../src/core/friction/acgih.ts';
import { designOf, hood, inputOf, sheetOf } from './system-sheet.ts';

const messages = (segments: SegmentRow[], extra = {}) => {
  const read = readSystem(sheetOf(segments, extra));
  return read.status === 'error' ? read.issues.map(({ column, message }) => ({ column, message })) : [];
};
/** One hood straight to the fan, without the helper's Fh. */
const bare = (extra: SegmentRow): SegmentRow => ({ segment: 'A', to: 'fan', flow: '390', diameter: '4', length: '15', ...extra });

describe('a hood needs its entry loss', () => {
  it('refuses a hood with neither hood_type nor hood_entry_loss, in one line naming the segment, at the hood_type cell', () => {
    expect(messages([bare({})])).toEqual([
      {
        column: 'hood_type',
        message: 'Segment A (row 2): it is a hood and needs its entry loss: give hood_type (e.g. flanged-duct-end, Fh 0.49) or hood_entry_loss (Fh in VP); a blank Fh is not taken as 0',
      },
    ]);
  });

  it('takes Fh from the hood type; a given hood_entry_loss wins over it', () => {
    const [typed, both] = inputOf(sheetOf([bare({ hood_type: 'Plain-Duct-End', to: 'C' }), bare({ segment: 'B', to: 'C', hood_type: 'plain-duct-end', hood_entry_loss: '0.5' }), { segment: 'C', to: 'fan', diameter: '6' }])).segments;
    expect([typed!.hoodEntryLoss, typed!.hoodType]).toEqual([0.93, 'plain-duct-end']);
    expect([both!.hoodEntryLoss, both!.hoodType]).toEqual([0.5, 'plain-duct-end']);
  });

  it('says so when a given Fh wins over a different hood type\'s, in a warning naming both', () => {
    const design = designOf(inputOf(sheetOf([bare({ hood_type: 'plain-duct-end', hood_entry_loss: '0.5' })])));
    expect(design.warnings).toContainEqual({ code: 'hood-entry-loss-over-type', text: 'Segment A: the given hood entry loss Fh 0.5 is used, not the 0.93 of its hood type plain-duct-end' });
    expect(designOf(inputOf(sheetOf([bare({ hood_type: 'plain-duct-end', hood_entry_loss: '0.93' })]))).warnings).toEqual([]);
  });

  it('designs a plain duct end 33 % above a loss-free hood: SPh = 1.93 VP (ACGIH simple hood)', () => {
    const [segment] = designOf(inputOf(sheetOf([bare({ hood_type: 'plain-duct-end' })]))).segments;
    expect(segment!.hoodStaticPressurePa).toBeCloseTo(1.93 * segment!.velocityPressurePa, 9);
  });

  it('asks a slot hood type for its slot', () => {
    expect(messages([bare({ hood_type: 'slot-plenum-tapered' })])).toEqual([
      { column: 'slot_velocity', message: 'Segment A (row 2): hood type slot-plenum-tapered is a slot hood: give its slot velocity or slot area (for the slot loss Fs·VPs)' },
    ]);
  });

  it('refuses an unknown hood type, and a hood type on a main', () => {
    expect(messages([bare({ hood_type: 'funnel' })])).toEqual([{ column: 'hood_type', message: expect.stringMatching(/^Segment A \(row 2\), hood_type: Hood type: "funnel" is not a hood type of the ACGIH table; types: plain-duct-end, /) }]);
    expect(messages([hood('A', 'C', 390, 10), { segment: 'C', to: 'fan', diameter: '6', hood_type: 'bell-mouth' }])).toEqual([
      { column: 'hood_type', message: 'Segment C (row 3): a hood type is for hoods, and this segment is a main; got bell-mouth' },
    ]);
  });
});

describe('the duct material', () => {
  it('is galvanized when blank, and takes the material\'s ACGIH coefficients: flexible duct +56 % at 4000 ft/min in 4 in', () => {
    const q = String(4000 * (Math.PI / 4) * (4 / 12) ** 2);
    const design = designOf(inputOf(sheetOf([hood('G', 'C', Number(q), 100), hood('F', 'C', Number(q), 100, { material: 'flexible' }), hood('P', 'C', Number(q), 100, { material: 'pvc' }), { segment: 'C', to: 'fan', diameter: '8' }])));
    const [galvanized, flexible, pvc] = design.segments.filter(({ segment }) => segment !== 'C');
    expect(galvanized!.frictionLossPa / galvanized!.velocityPressurePa).toBeCloseTo(100 * 0.0709, 2);
    expect(flexible!.frictionLossPa / galvanized!.frictionLossPa).toBeCloseTo(1.5585, 4);
    expect(pvc!.frictionLossPa / galvanized!.frictionLossPa).toBeCloseTo(acgihFrictionVpPerFoot(4000, Number(q), ACGIH_FRICTION_COEFFICIENTS.smooth) / 0.0709213582738674, 9);
  });

  it('takes the material\'s roughness under Colebrook, and refuses a material ACGIH gives no coefficients for under its equation', () => {
    const design = designOf(inputOf(sheetOf([hood('G', 'C', 390, 50), hood('K', 'C', 390, 50, { material: 'concrete' }), { segment: 'C', to: 'fan', diameter: '6' }], { friction: 'colebrook' })));
    expect(design.segments[1]!.frictionLossPa).toBeGreaterThan(design.segments[0]!.frictionLossPa);
    expect(messages([hood('A', 'fan', 390, 10, { material: 'concrete' })])).toEqual([
      { column: 'material', message: 'Segment A (row 2), material: Material: the ACGIH friction equation gives no coefficients for concrete; use friction colebrook (its roughness) or another material' },
    ]);
    expect(messages([hood('A', 'fan', 390, 10, { material: 'wood' })])[0]!.message).toMatch(/^Segment A \(row 2\), material: Material: "wood" is not a duct material of the table; materials: galvanized, /);
  });
});

describe('elbows by angle', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['2x90, 1x45', 2.5],
    ['1x60', 2 / 3],
    ['3 x 30°', 1],
    ['1x90 + 2x45deg', 2],
  ])('reads %j as %s elbows of 90°', (text, value) => {
    expect(readElbows(text)).toEqual({ value });
  });

  it.each([
    ['1x20', /ACGIH gives elbow losses at 30°, 45°, 60°, 90°/],
    ['1.5x90', /"1.5x90" is not a number of 90° elbows/],
    ['many', /"many" is not/],
    ['1001', /at most 1000/],
  ])('refuses %j in one line', (text, pattern) => {
    const read = readElbows(text);
    expect('message' in read && read.message).toMatch(pattern);
  });

  it('n elbows of an angle cost n × its share of one 90° elbow: 1/3, 1/2, 2/3, 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.constantFrom([30, 1 / 3], [45, 1 / 2], [60, 2 / 3], [90, 1]), (count, [angle, share]) => {
        const read = readElbows(`${count}x${angle}`);
        expect('value' in read && read.value).toBeCloseTo(count * share, 12);
      }),
    );
  });

  it('costs a segment its 90° equivalents × the elbow loss by R/D', () => {
    const [segment] = designOf(inputOf(sheetOf([hood('A', 'fan', 390, 15, { elbows: '2x90, 1x45', elbow_rd: '1.5' })]))).segments;
    expect(segment!.fittingLossPa).toBeCloseTo(2.5 * 0.24 * segment!.velocityPressurePa, 9);
  });
});

describe('named fittings', () => {
  it('adds a weather cap\'s 1.0 VP and a no-loss stackhead\'s 0 on the discharge side; refuses an unknown fitting', () => {
    const sheet = (fittings: string) => sheetOf([hood('A', 'fan', 390, 15), { segment: 'S', to: 'outlet', diameter: '6', length: '10', fittings }]);
    const [, capped] = designOf(inputOf(sheet('weather-cap'))).segments;
    const [, open] = designOf(inputOf(sheet('stackhead'))).segments;
    expect(capped!.fittingLossPa).toBeCloseTo(capped!.velocityPressurePa, 12);
    expect(open!.fittingLossPa).toBe(0);
    expect(messages([hood('A', 'fan', 390, 15, { fittings: 'damper' })])).toEqual([
      { column: 'fittings', message: 'Segment A (row 2), fittings: Fittings: "damper" is not a fitting of the list (weather-cap, stackhead; a count may lead, 2x weather-cap)' },
    ]);
  });
});

describe('the new columns in files', () => {
  it('round-trip through CSV (a list with commas quoted) and JSON, texts as typed', () => {
    const sheet = sheetOf([hood('A', 'C', 390, 15, { material: 'flexible', hood_type: 'flanged-duct-end', elbows: '2x90, 1x45' }), { segment: 'C', to: 'fan', diameter: '6', material: 'pvc', fittings: '2x weather-cap' }]);
    const csv = sheetToCsv(sheet);
    expect(csv).toContain(',flexible,flanged-duct-end,0.65,,,,"2x90, 1x45",');
    expect(sheetFromCsv(csv, 'imperial')).toMatchObject({ status: 'success', data: { segments: sheet.segments } });
    expect(sheetFromJson(sheetToJson(sheet))).toEqual({ status: 'success', data: sheet });
  });
});
