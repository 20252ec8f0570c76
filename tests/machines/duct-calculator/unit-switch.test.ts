import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { readDuctLink } from '../../../src/core/duct/link.ts';
import { QUANTITIES, UNIT_SYSTEMS } from '../../../src/core/duct/units.ts';
import { selectLinkPath } from '../../../src/machines/duct-calculator/link.ts';
import { calculatorMachine, type CalculatorEvent } from '../../../src/machines/duct-calculator/machine.ts';
import { selectCardDuct, selectFieldTexts } from '../../../src/machines/duct-calculator/selectors.ts';
import type { CalculatorContext } from '../../../src/machines/duct-calculator/context.ts';

const startCalculator = (events: readonly CalculatorEvent[]) => {
  const actor = createActor(calculatorMachine).start();
  for (const event of events) actor.send(event);
  return actor;
};

const openLink = (path: string) => createActor(calculatorMachine, { input: readDuctLink(path.split('?')[1] ?? '').state }).start().getSnapshot().context;

/** Everything a unit switch must leave as it was: what is stored, the SI values, the result, what the sections read. */
const stored = (context: CalculatorContext) => ({
  calculationType: context.calculationType,
  fields: context.fields,
  inputsSi: context.inputsSi,
  result: context.result,
  card: selectCardDuct(context),
});

/** Numbers people type, with fractions that no 4-decimal figure holds, and texts that are not numbers. */
const typedText = fc.oneof(
  fc.double({ min: 1e-6, max: 1e9, noNaN: true }).map(String),
  fc.integer({ min: 1, max: 100_000 }).map((value) => String(value / 7)),
  fc.constantFrom('0.123456', '17.3', '100', 'abc', '-3', '0', '1,200', ' 12 ', '1e999', '1e-320', '1e308', '4000 fpm', ''),
);

const anyEvent: fc.Arbitrary<CalculatorEvent> = fc.oneof(
  fc.record({ type: fc.constant('field.change' as const), field: fc.constantFrom(...QUANTITIES), text: typedText }),
  fc.record({ type: fc.constant('mode.change' as const), mode: fc.constantFrom(...QUANTITIES) }),
  fc.record({ type: fc.constant('unit.change' as const), unitSystem: fc.constantFrom(...UNIT_SYSTEMS) }),
);

const switches = fc.array(fc.constantFrom(...UNIT_SYSTEMS).map((unitSystem) => ({ type: 'unit.change' as const, unitSystem })), { minLength: 1, maxLength: 6 });

describe('calculator machine: unit switches never change a stored value (issue 18)', () => {
  it('any sequence of switches leaves every stored text, SI value, result and section input bit-identical, and switching back shows the texts as they were', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 8 }), switches, (edits, moves) => {
        const actor = startCalculator(edits);
        const before = actor.getSnapshot().context;

        for (const move of moves) {
          actor.send(move);
          expect(stored(actor.getSnapshot().context)).toEqual(stored(before));
        }
        actor.send({ type: 'unit.change', unitSystem: before.unitSystem });

        expect(selectFieldTexts(actor.getSnapshot().context)).toEqual(selectFieldTexts(before));
        expect(selectLinkPath(actor.getSnapshot().context)).toBe(selectLinkPath(before));
      }),
    );
  });

  it('the link written after any switches reopens the same SI values and result, bit for bit', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 8 }), switches, (edits, moves) => {
        const context = startCalculator([...edits, ...moves]).getSnapshot().context;
        // An emptied field is left out of the link, which reopens it with its default (Know-How method-ducting-calculator, Links).
        fc.pre(QUANTITIES.every((field) => field === context.calculationType || context.fields[field].kind !== 'typed' || context.fields[field].text !== ''));

        const reopened = openLink(selectLinkPath(context));

        expect(reopened.calculationType).toBe(context.calculationType);
        expect(reopened.unitSystem).toBe(context.unitSystem);
        expect(reopened.inputsSi).toEqual(context.inputsSi);
        expect(reopened.result).toEqual(context.result);
      }),
    );
  });

  it('shows 0.123456 m/s as 24.3023 ft/min, links it exactly, and shows it as typed again in metric', () => {
    const actor = startCalculator([
      { type: 'field.change', field: 'velocity', text: '0.123456' },
      { type: 'unit.change', unitSystem: 'imperial' },
    ]);

    expect(selectFieldTexts(actor.getSnapshot().context).velocity).toBe('24.3023');
    expect(selectLinkPath(actor.getSnapshot().context)).toBe('/ducting-calculator?solve=airflow&v=0.123456m%2Fs&d=0.5m&units=imperial');
    actor.send({ type: 'unit.change', unitSystem: 'metric' });
    expect(selectFieldTexts(actor.getSnapshot().context).velocity).toBe('0.123456');
  });

  it('keeps a field typed after a switch in the system it was typed in, beside one typed before', () => {
    const actor = startCalculator([
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'field.change', field: 'diameter', text: '14' },
      { type: 'unit.change', unitSystem: 'metric' },
    ]);
    const { context } = actor.getSnapshot();

    expect(selectFieldTexts(context)).toEqual({ velocity: '20', diameter: '0.3556', airflow: '1.9863' });
    expect(context.inputsSi.diameterM).toBe(14 / 39.37);
    expect(selectLinkPath(context)).toBe('/ducting-calculator?solve=airflow&v=20&d=14in&units=metric');
    // Know-How method-ducting-calculator, Links: the same page shown in imperial.
    actor.send({ type: 'unit.change', unitSystem: 'imperial' });
    expect(selectLinkPath(actor.getSnapshot().context)).toBe('/ducting-calculator?solve=airflow&v=20m%2Fs&d=14&units=imperial');
    expect(selectCardDuct(context)).toEqual({ airflow: { value: context.inputsSi.airflowM3s! * 2118.88, system: 'imperial' }, diameter: { value: 14, system: 'imperial' } });
  });
});
