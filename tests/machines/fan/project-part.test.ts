import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import type { FanPart } from '../../../src/core/project/document.ts';
import { readFanPart } from '../../../src/core/project/parts.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { fanInputsOfPart, fanPartOf } from '../../../src/machines/fan/context.ts';
import { fanMachine } from '../../../src/machines/fan/machine.ts';

const SYSTEMS: readonly UnitSystem[] = ['metric', 'imperial'];
const other = (system: UnitSystem): UnitSystem => (system === 'metric' ? 'imperial' : 'metric');
const number = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map((value) => String(Number(value.toPrecision(6))));
const system = fc.constantFrom(...SYSTEMS);

/** A fan part as a project keeps it: some texts typed in the other system than the part's, a curve or none. */
const fanPart: fc.Arbitrary<FanPart> = fc
  .record({
    units: system,
    texts: fc.record({ flow: number(100, 50_000), pressure: number(0.5, 20), efficiency: number(40, 90), temperature: number(0, 200), margin: number(0, 30) }, { requiredKeys: ['flow', 'pressure', 'efficiency'] }),
    flowIn: fc.option(system, { nil: undefined }),
    pressureIn: fc.option(system, { nil: undefined }),
    curve: fc.array(fc.record({ flow: number(0, 50_000), pressure: number(0, 20), efficiency: number(0, 90), power: fc.constant('') }), { maxLength: 4 }),
    curveIn: system,
  })
  .map(({ units, texts, flowIn, pressureIn, curve, curveIn }) => ({
    units,
    texts,
    typedIn: { ...(flowIn && { flow: flowIn }), ...(pressureIn && { pressure: pressureIn }) },
    ...(curve.length > 0 && { curve, curveTypedIn: curve.map(() => ({ flow: curveIn, pressure: curveIn })) }),
  }));

describe("the fan's part of a project on the page", () => {
  it("opened, shown in the other units and saved again, reads the same SI values (a unit switch never changes an input)", () => {
    fc.assert(
      fc.property(fanPart, (part) => {
        const actor = createActor(fanMachine, { input: { search: '', preferredSystem: 'metric' } }).start();
        actor.send({ type: 'inputs.replace', inputs: fanInputsOfPart(part), system: part.units, message: 'Opened.' });
        actor.send({ type: 'system.change', system: other(part.units) });
        const { context } = actor.getSnapshot();
        const saved = fanPartOf(context, context.system);
        expect(saved.units).toBe(other(part.units));
        expect(readFanPart(saved)).toEqual(readFanPart(part));
        expect(context.result).toEqual(readFanPart(part));
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('puts the inputs it replaced back on Undo', () => {
    const actor = createActor(fanMachine, { input: { search: '', preferredSystem: 'imperial' } }).start();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'inputs.replace', inputs: fanInputsOfPart({ units: 'metric', texts: { flow: '5000', pressure: '1500', efficiency: '70' } }), system: 'metric', message: "Opened the project's inputs." });
    expect(actor.getSnapshot().context).toMatchObject({ system: 'metric', texts: { flow: '5000' }, undo: { message: "Opened the project's inputs." } });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context).toMatchObject({ texts: before.texts, rows: before.rows, undo: undefined });
  });
});
