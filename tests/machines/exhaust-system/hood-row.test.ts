// A designed hood added to the system kept on the device (issue 20): the row
// it becomes, where it joins, and an open system page taking it.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { hoodDesignCells, readHoodCell } from '../../../src/core/exhaust-system/hood-link.ts';
import type { HoodDesignCells } from '../../../src/core/exhaust-system/input.ts';
import { designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { hoodRow, withHoodRow } from '../../../src/machines/exhaust-system/hood-row.ts';
import { systemMachine } from '../../../src/machines/exhaust-system/machine.ts';

const LINK = '/hood-design?type=flanged-opening&capture-velocity=1&distance=150&diameter=150&min-velocity=20&temperature=60&units=metric';

function cellsOf(link: string): HoodDesignCells {
  const read = readHoodCell(link, 'metric');
  if (read.status === 'error') throw new Error(read.message);
  return read.data;
}

describe('hoodRow', () => {
  it("writes the design's flow, temperature, minimum velocity and take-off in the sheet's units, with its link", () => {
    const cells = cellsOf(LINK);
    const row = hoodRow(cells, 'hood-1', 'E', 'imperial');

    expect(row).toMatchObject({ segment: 'hood-1', to: 'E', hood: LINK, temperature: '140', min_velocity: '3937.0079' });
    expect(Number(row.flow)).toBeCloseTo(cells.flowM3s / 4.719474432e-4, 3);
    expect(row.hood_type).toBe(cells.hoodType);
    expect(row.hood_entry_loss).toBeUndefined();
  });

  it('writes an Fh given in the design as the entry loss, and a slot hood its slot', () => {
    const slot: HoodDesignCells = { path: '/hood-design?type=plain-slot', flowM3s: 0.5, entryLoss: 0.25, slot: { velocityMps: 10, loss: 1.78 }, gas: {}, warnings: [] };

    expect(hoodRow(slot, 'hood-2', '', 'metric')).toEqual({ segment: 'hood-2', hood: '/hood-design?type=plain-slot', flow: '1800', hood_entry_loss: '0.25', slot_velocity: '10', slot_loss: '1.78' });
  });

  it("reads back as the design's own figures: the hood row's link fills nothing and warns of nothing", () => {
    const { sheet } = withHoodRow(undefined, cellsOf(LINK), 'metric');
    const read = readSystem(sheet);

    expect(read.status).toBe('success');
    if (read.status !== 'success') return;
    expect(read.data.segments[0]!.flowM3s).toBeCloseTo(cellsOf(LINK).flowM3s, 6);
    expect(read.data.segments[0]!.hoodDesign?.overrides).toEqual([]);
  });
});

describe('withHoodRow', () => {
  it("starts a system in the design's units with the hood into the fan when none is kept", () => {
    const added = withHoodRow(undefined, cellsOf(LINK), 'metric');

    expect(added).toMatchObject({ segment: 'hood-1', to: 'fan', sheet: { version: 1, units: 'metric', friction: 'acgih', outletPressure: '' } });
    expect(added.sheet.segments).toHaveLength(1);
  });

  it("starts a system at the design's barometric pressure and moisture, so its hood warns of no other gas", () => {
    const added = withHoodRow(undefined, cellsOf(`${LINK}&altitude=1500&moisture=4`), 'metric');
    const read = readSystem(added.sheet);

    expect(added.sheet.conditions).toEqual({ barometricPressure: '84.556', moisture: '4' });
    expect(read.status === 'success' && designSystem(read.data)).toMatchObject({ status: 'success', data: { warnings: [] } });
  });

  it('joins the main into the fan, with the first free hood id, keeping every row as it was', () => {
    const kept: SystemSheet = { ...EXAMPLE_SHEET, segments: [...EXAMPLE_SHEET.segments, { segment: 'HOOD-1', to: 'C', flow: '100', diameter: '4', hood_entry_loss: '0.5' }] };
    const added = withHoodRow(kept, cellsOf(LINK), 'metric');

    expect(added).toMatchObject({ segment: 'hood-2', to: 'E' });
    expect(added.sheet.units).toBe('imperial');
    expect(added.sheet.segments.slice(0, -1)).toEqual(kept.segments);
    expect(readSystem(added.sheet).status).toBe('success');
  });

  it('leaves the join to the user when the only segment into the fan is a hood', () => {
    const kept: SystemSheet = { ...EXAMPLE_SHEET, segments: [{ segment: 'A', to: 'fan', flow: '390', diameter: '4', hood_entry_loss: '0.65' }] };

    expect(withHoodRow(kept, cellsOf(LINK), 'metric').to).toBe('');
  });
});

describe('an open system page', () => {
  const start = () => createActor(systemMachine, { input: { stored: { status: 'found', sheet: EXAMPLE_SHEET }, preferredSystem: 'imperial' } }).start();

  it('takes the system another page saved, undoably, and designs it', () => {
    const actor = start();
    const { sheet } = withHoodRow(EXAMPLE_SHEET, cellsOf(LINK), 'metric');

    actor.send({ type: 'store.change', sheet });

    const { context } = actor.getSnapshot();
    expect(context.sheet.segments.map(({ segment }) => segment)).toEqual(['A', 'B', 'C', 'D', 'E', 'hood-1']);
    expect(context.undo?.message).toBe('The system kept on this device was changed on another page (1 segment added); showing it.');
    expect(context.outcome.status).toBe('success');
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.sheet).toEqual(EXAMPLE_SHEET);
  });

  it('ignores the sheet it shows, read back', () => {
    const actor = start();
    const before = actor.getSnapshot().context;

    actor.send({ type: 'store.change', sheet: JSON.parse(JSON.stringify(EXAMPLE_SHEET)) as SystemSheet });

    expect(actor.getSnapshot().context.sheet).toBe(before.sheet);
    expect(actor.getSnapshot().context.undo).toBeUndefined();
  });

  it('takes nothing while the kept record failed its check', () => {
    const actor = createActor(systemMachine, { input: { stored: { status: 'corrupt', message: 'bad', raw: '{' }, preferredSystem: 'imperial' } }).start();
    const before = actor.getSnapshot().context.sheet;

    actor.send({ type: 'store.change', sheet: withHoodRow(undefined, cellsOf(LINK), 'metric').sheet });

    expect(actor.getSnapshot().context.sheet).toBe(before);
  });
});

describe('hoodDesignCells', () => {
  it('gives what the sheet reads from the same link', () => {
    const reading = readHoodDesign({ type: 'flanged-opening', diameter: '150', captureVelocity: '1', distance: '150', minVelocity: '20', temperature: '60' }, 'metric');

    expect(hoodDesignCells(reading.design!, LINK, reading.warnings)).toEqual(cellsOf(LINK));
  });
});
