import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import type { ConversionField, ConversionTexts } from '../../../src/core/units/conversion.ts';
import { convertorMachine, type ConvertorEvent } from '../../../src/machines/unit-convertor/machine.ts';
import { selectLinkPath } from '../../../src/machines/unit-convertor/selectors.ts';
import { unitChoicesOf } from '../../../src/machines/unit-convertor/unit-choices.ts';

// The Unit Convertor has no unit system to switch: its units are the From
// and To lists, and the gas conditions. The invariance that applies (issue
// 18 §2): picking units and conditions never changes the value as typed,
// the To unit never changes the value read, and nothing is held but the
// texts, so putting the units back gives the same result bit for bit.

const start = (search: string, events: readonly ConvertorEvent[] = []) => {
  const actor = createActor(convertorMachine, { input: { search } }).start();
  for (const event of events) actor.send(event);
  return actor;
};

const change = (field: ConversionField, text: string): ConvertorEvent => ({ type: 'field.change', field, text });

/** Openings of each kind: a plain conversion, a value with its unit, actual to standard flow, a normalised concentration. */
const OPENINGS = [
  '?value=4&from=inH2O',
  '?value=1.2345678%20m3%2Fs&to=CFM',
  '?value=10000&from=ACFM&to=SCFM&temperature=300F&altitude=1500m',
  '?value=50&from=mg%2Fm3&to=mg%2FNm3&temperature=150C&pressure=98kPa&moisture=8&o2=11&o2-ref=6',
] as const;

const unitOf = (quantity: 'pressure' | 'airflow' | 'concentration') => fc.constantFrom('', 'furlong', ...unitChoicesOf(quantity).map(({ value }) => value));
const conditionText = fc.constantFrom('', '20C', '300F', '98kPa', '1500m', '5', '11', '6', '-400C', 'abc', 'std', 'epa', 'normal');

const unitAndConditionEdit: fc.Arbitrary<ConvertorEvent> = fc.oneof(
  fc.tuple(fc.constantFrom<ConversionField>('from', 'to'), fc.oneof(unitOf('pressure'), unitOf('airflow'), unitOf('concentration'))).map(([field, text]) => change(field, text)),
  fc.tuple(fc.constantFrom<ConversionField>('temperature', 'pressure', 'altitude', 'moisture', 'o2', 'o2-ref', 'standard'), conditionText).map(([field, text]) => change(field, text)),
);

/** The events that put every unit and condition back as they were. */
const restore = (texts: ConversionTexts): ConvertorEvent[] =>
  (['from', 'to', 'temperature', 'pressure', 'altitude', 'moisture', 'o2', 'o2-ref', 'standard'] as const).map((field) => change(field, texts[field] ?? ''));

describe('unit convertor machine: picking units never changes the value (issue 18)', () => {
  it('any sequence of From, To and condition changes keeps the value as typed, and putting them back gives the same result bit for bit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPENINGS), fc.array(unitAndConditionEdit, { minLength: 1, maxLength: 10 }), (opening, edits) => {
        const actor = start(opening);
        const before = actor.getSnapshot().context;

        for (const edit of edits) {
          actor.send(edit);
          expect(actor.getSnapshot().context.texts.value).toBe(before.texts.value);
        }
        for (const edit of restore(before.texts)) actor.send(edit);

        expect(actor.getSnapshot().context.texts).toEqual(before.texts);
        expect(actor.getSnapshot().context.result).toEqual(before.result);
        expect(selectLinkPath(actor.getSnapshot().context)).toBe(selectLinkPath(before));
      }),
    );
  });

  it('a To unit never changes the value read in the From unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPENINGS), fc.array(fc.oneof(unitOf('pressure'), unitOf('airflow'), unitOf('concentration')), { minLength: 1, maxLength: 6 }), (opening, targets) => {
        const actor = start(opening);
        const before = actor.getSnapshot().context.result;
        fc.pre(before.status === 'success');

        for (const target of targets) {
          actor.send(change('to', target));
          const after = actor.getSnapshot().context.result;
          if (after.status === 'success' && before.status === 'success') expect(after.data.input).toEqual(before.data.input);
        }
      }),
    );
  });
});

describe('unit convertor machine: picking another quantity can be undone', () => {
  it('says what was cleared, and Undo puts the quantity, units and conditions back', () => {
    const actor = start(OPENINGS[2]);
    const before = actor.getSnapshot().context;

    actor.send({ type: 'quantity.change', quantity: 'pressure' });
    expect(actor.getSnapshot().context.undo?.message).toBe('Now converting pressure: the airflow units and gas conditions were cleared.');
    actor.send({ type: 'undo' });

    const after = actor.getSnapshot().context;
    expect([after.quantity, after.texts, after.result, after.undo]).toEqual([before.quantity, before.texts, before.result, undefined]);
  });

  it('keeps the new quantity once it is edited or the notice is dismissed', () => {
    const edited = start(OPENINGS[0], [{ type: 'quantity.change', quantity: 'length' }, change('to', 'mm')]);
    expect(edited.getSnapshot().context.undo).toBeUndefined();

    const dismissed = start(OPENINGS[0], [{ type: 'quantity.change', quantity: 'length' }, { type: 'undo.dismiss' }, { type: 'undo' }]);
    expect(dismissed.getSnapshot().context.quantity).toBe('length');
  });
});
