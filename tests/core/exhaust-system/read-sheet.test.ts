// Reading a sheet: values in the sheet's units or their own, the tree's
// checks and every bad cell, each one line naming the segment and its row
// as a spreadsheet shows it (the header is row 1, the first segment row 2).
import { describe, expect, it } from 'vitest';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import type { SegmentRow } from '../../../src/core/exhaust-system/sheet.ts';
import { CFM_M3S, FPM_MPS, IN_H2O_PA, hood, inputOf, sheetOf } from './system-sheet.ts';

const messages = (segments: SegmentRow[], extra = {}) => {
  const read = readSystem(sheetOf(segments, extra));
  return read.status === 'error' ? read.issues.map(({ message }) => message) : [];
};

describe('readSystem', () => {
  it('reads imperial and metric bare numbers, and numbers with their own unit, into SI', () => {
    const imperial = inputOf(sheetOf([hood('A', 'fan', 390, 15, { other_loss: '2' })], { outletPressure: '0.5' }));
    expect(imperial.segments[0]).toMatchObject({ flowM3s: 390 * CFM_M3S, diameterM: 4 * 0.0254, lengthM: 15 * 0.3048, hoodEntryLoss: 0.65, otherLossPa: 2 * IN_H2O_PA });
    expect(imperial.outletPressurePa).toBeCloseTo(0.5 * IN_H2O_PA, 9);

    const metric = inputOf(sheetOf([{ segment: 'A', to: 'fan', flow: '1800', diameter: '160', length: '5', hood_type: 'plain-duct-end', other_loss: '300' }], { units: 'metric' }));
    expect(metric.segments[0]!.flowM3s).toBeCloseTo(0.5, 12);
    expect(metric.segments[0]!.diameterM).toBeCloseTo(0.16, 12);
    expect(metric.segments[0]!.otherLossPa).toBe(300);

    const suffixed = inputOf(sheetOf([{ segment: 'A', to: 'fan', flow: '1800 m3/h', diameter: '6in', length: '3m', hood_entry_loss: '0.5' }]));
    expect(suffixed.segments[0]!.flowM3s).toBeCloseTo(0.5, 12);
    expect(suffixed.segments[0]!.diameterM).toBeCloseTo(0.1524, 12);
  });

  it('reads a transport class, an entry angle and the elbow loss from R/D (default R/D 2)', () => {
    const [a, b] = inputOf(
      sheetOf([
        hood('A', 'C', 390, 10, { min_velocity: 'transport heavy-dusts', entry_loss: '30°', elbows: '2', elbow_rd: '1.5' }),
        hood('B', 'C', 390, 10, { min_velocity: 'fumes', entry_loss: '45deg', elbows: '1' }),
        { segment: 'C', to: 'fan', diameter: '6' },
      ]),
    ).segments;
    expect(a!.minVelocityMps).toBeCloseTo(4000 * FPM_MPS, 12);
    expect(b!.minVelocityMps).toBeCloseTo(2000 * FPM_MPS, 12);
    expect([a!.entryLoss, b!.entryLoss]).toEqual([0.18, 0.28]);
    expect([a!.elbows, a!.elbowLoss, b!.elbowLoss]).toEqual([2, 0.24, 0.19]);
  });

  it.each([
    ['a cycle', [hood('A', 'B', 390, 10), { segment: 'B', to: 'C', diameter: '6' }, { segment: 'C', to: 'B', diameter: '6' }, hood('D', 'fan', 100, 1)], /^Segments B → C → B form a cycle/],
    ['an unknown to', [hood('A', 'main', 390, 10)], /^Segment A \(row 2\) flows into "main", which is not a segment of the sheet \(nor fan, nor outlet\)$/],
    ['two fans', [hood('A', 'fan', 390, 10), hood('B', 'fan', 390, 10)], /^Segments A, B each flow to a fan: a sheet is one system with one fan/],
    ['a hood without a flow', [{ segment: 'A', to: 'fan', diameter: '4', hood_type: 'bell-mouth' }], /^Segment A \(row 2\): it is a hood \(nothing flows into it\) and needs its design flow$/],
    ['a main with a flow', [hood('A', 'C', 390, 10), { segment: 'C', to: 'fan', diameter: '6', flow: '500' }], /^Segment C \(row 3\): it is a main .* got 500$/],
    ['a repeated id', [hood('A', 'fan', 390, 10), hood('A', 'fan', 390, 10)], /^Segment A \(row 3\) repeats the id of row 2/],
    ['no size and no minimum velocity', [{ segment: 'A', to: 'fan', flow: '390', hood_entry_loss: '0.49' }], /^Segment A \(row 2\): give a diameter, or a min_velocity/],
    ['a blank to', [{ segment: 'A', flow: '390', diameter: '4' }], /^Segment A \(row 2\) has no to/],
    ['a row without an id', [{ to: 'fan', flow: '390', diameter: '4' }], /^Row 2 has no segment id$/],
    ['a flow on the discharge side', [hood('A', 'fan', 390, 10), { segment: 'S', to: 'outlet', diameter: '6', flow: '390' }], /^Segment S \(row 3\): it is on the fan's discharge side \(its run leads to the outlet\), so it carries the fan's flow; leave its flow blank, got 390$/],
    ['two runs to the outlet', [hood('A', 'fan', 390, 10), { segment: 'S', to: 'outlet', diameter: '6' }, { segment: 'T', to: 'outlet', diameter: '6' }], /^Segments S, T each start a run to the outlet: the fan discharges into one run/],
    ['a join on the discharge side', [hood('A', 'fan', 390, 10), { segment: 'P', to: 'S', diameter: '6' }, { segment: 'Q', to: 'S', diameter: '6' }, { segment: 'S', to: 'outlet', diameter: '6' }], /^Segments P, Q both flow into S, which leads to the outlet: the discharge side is one run/],
    ['an outlet run and no fan', [hood('A', 'outlet', 390, 10)], /^No segment flows to the fan/],
    ['a slot on a main', [hood('A', 'C', 390, 10), { segment: 'C', to: 'fan', diameter: '6', slot_velocity: '2000' }], /^Segment C \(row 3\): a slot is part of a hood, and this segment is a main; got slot_velocity 2000$/],
    ['a slot velocity and a slot area', [hood('A', 'fan', 390, 10, { slot_velocity: '2000', slot_area: '0.2' })], /^Segment A \(row 2\): give the slot velocity or the slot area, not both \(got 2000 and 0.2\)$/],
    ['an Fs without a slot', [hood('A', 'fan', 390, 10, { slot_loss: '1.78' })], /^Segment A \(row 2\): a slot loss Fs 1.78 needs the slot velocity or the slot area$/],
  ])('refuses %s with one line naming the segment', (_, rows, pattern) => {
    expect(messages(rows as SegmentRow[])).toEqual([expect.stringMatching(pattern)]);
  });

  it('names the segment, the column and the value of every unreadable cell, none lost', () => {
    expect(
      messages([
        hood('A', 'C', -3, 10, { elbows: '2x90, 1x20' }),
        hood('B', 'C', 390, 10, { diameter: 'abc', elbow_rd: '4', entry_loss: '120°' }),
        { segment: 'C', to: 'fan', min_velocity: 'transport gravel', other_loss: '2 psi?' },
      ]),
    ).toEqual([
      'Segment A (row 2), flow: Flow must be from 0.2119 to 2.119e+7 CFM, got -3',
      'Segment A (row 2), elbows: Elbows: ACGIH gives elbow losses at 30°, 45°, 60°, 90° (as a share of the 90° elbow), got 20° in "1x20"; count it as the nearest angle or give elbow_loss',
      expect.stringMatching(/^Segment B \(row 3\), diameter: Diameter: "abc"/),
      'Segment B (row 3), elbow_rd: Elbow R/D must be from 0.5 to 2.5, got 4',
      'Segment B (row 3), entry_loss: Entry loss: the ACGIH branch entry table covers 10° to 90°, got 120°; give the loss in VP instead',
      expect.stringMatching(/^Segment C \(row 4\), min_velocity: Minimum velocity: "transport gravel" names no ACGIH class/),
      expect.stringMatching(/^Segment C \(row 4\), other_loss: Other loss/),
    ]);
  });

  it('reads a slot in the sheet\'s units (ft/min or ft²; metric m/s or m²), Fs 1.78 when blank', () => {
    const [byVelocity] = inputOf(sheetOf([hood('A', 'fan', 390, 10, { slot_velocity: '2000' })])).segments;
    expect(byVelocity!.slot!.loss).toBe(1.78);
    expect(byVelocity!.slot!.areaM2).toBeCloseTo((390 * CFM_M3S) / (2000 * FPM_MPS), 12);
    const [byArea] = inputOf(sheetOf([{ segment: 'A', to: 'fan', flow: '1800', diameter: '160', hood_type: 'slot-plenum-tapered', slot_area: '0.05', slot_loss: '1' }], { units: 'metric' })).segments;
    expect(byArea!.slot).toEqual({ areaM2: 0.05, loss: 1 });
    expect(messages([hood('A', 'fan', 390, 10, { slot_area: '-1' })])).toEqual(['Segment A (row 2), slot_area: Slot area must be from 1.076e-4 to 1076 ft², got -1']);
  });

  it.each(['fan', 'Outlet', ' FAN ', 'outlet'])('refuses the reserved id %j, naming the row and the id', (id) => {
    const read = readSystem(sheetOf([hood('A', 'fan', 390, 10), { ...hood(id, 'A', 200, 5) }]));
    expect(read.status === 'error' && read.issues).toEqual([
      { row: 3, index: 1, column: 'segment', segment: id.trim(), message: `Row 3: "${id.trim()}" cannot be a segment id: fan and outlet name the ends of the system (a segment flows to fan, the last of the discharge side to outlet); give the segment another id` },
    ]);
  });

  it('lists every problem of a sheet, each once: ids, the tree and the cells together', () => {
    expect(
      messages([
        hood('A', 'C', 390, 10),
        hood('A', 'C', 390, 10),
        hood('B', 'nowhere', 'lots' as unknown as number, 10),
        { segment: 'C', to: 'fan', diameter: '6', hood_entry_loss: '1e308' },
        { to: 'C', flow: '100', diameter: '4' },
      ]),
    ).toEqual([
      'Row 6 has no segment id',
      'Segment A (row 3) repeats the id of row 2; each segment needs its own id',
      'Segment B (row 4) flows into "nowhere", which is not a segment of the sheet (nor fan, nor outlet)',
      expect.stringMatching(/^Segment B \(row 4\), flow: Flow: "lots" /),
      'Segment C (row 5), hood_entry_loss: Hood entry loss Fh must be from 0 to 100, got 1e308',
    ]);
  });

  it('names rows by the file\'s own rows when given, and tells the page each issue\'s position', () => {
    const read = readSystem(sheetOf([hood('A', 'C', 390, 10), hood('B', 'C', -1, 10), { segment: 'C', to: 'fan', diameter: '6' }]), { rows: [4, 9, 12] });
    expect(read.status === 'error' && read.issues).toEqual([{ segment: 'B', row: 9, index: 1, column: 'flow', message: 'Segment B (row 9), flow: Flow must be from 0.2119 to 2.119e+7 CFM, got -1' }]);
  });

  it('reads a chain of 20,000 mains (no walk recurses)', () => {
    const chain = [hood('H', 'M1', 390, 10), ...Array.from({ length: 20_000 }, (_, k) => ({ segment: `M${k + 1}`, to: k === 19_999 ? 'fan' : `M${k + 2}`, diameter: '6', length: '1' }))];
    const input = inputOf(sheetOf(chain));
    expect(input.segments).toHaveLength(20_001);
    const cycle = messages([...chain.slice(0, -1), { segment: 'M20000', to: 'M1', diameter: '6' }]);
    expect(cycle).toEqual([expect.stringMatching(/^Segments M1 → M2 → .* → M20000 → M1 form a cycle/)]);
  });

  it('refuses an empty sheet and a bad outlet pressure', () => {
    expect(messages([])).toEqual([expect.stringMatching(/^The sheet has no segments/)]);
    expect(messages([hood('A', 'fan', 390, 10)], { outletPressure: '-1' })).toEqual(['Outlet pressure must be from 0 to 401.5 inH₂O, got -1']);
  });
});
