import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, setup } from 'xstate';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { readMeasures, type MeasureSpec } from '../../../src/core/report/measure.ts';
import { openForm, typedInOf, type FormContext, type FormInputs, type FormMachineInput, type FormSpec } from '../../../src/machines/shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../../../src/machines/shared/form-machine.ts';

// A small form of two measures and a choice, read by core's readMeasures, as a tool's would be.
const MEASURES = [
  { key: 'length', label: 'Length L', quantity: 'length', units: { metric: 'm', imperial: 'ft' }, range: { min: 0, max: 1000, minExclusive: true } },
  { key: 'pressure', label: 'Pressure P', quantity: 'pressure', units: { metric: 'bar', imperial: 'psi' }, range: { min: 0, max: 1e7 } },
] as const satisfies readonly MeasureSpec[];
type Field = 'length' | 'pressure' | 'kind';
type Inputs = FormInputs<Field>;
type Reading = ReturnType<typeof readMeasures>;
type Context = FormContext<Inputs, Reading>;
type Event = FormEvent<Field>;

const EXAMPLE: Inputs['texts'] = { kind: 'round', length: '10', pressure: '2' };

/** The spec under test; `readsInSystemShown` and the clear vary by case. */
function specOf(options: { readsInSystemShown: boolean; clear: boolean }): FormSpec<Inputs, Reading> {
  return {
    read: (inputs, system) => readMeasures(MEASURES, inputs.texts, system, inputs.typedIn),
    readsInSystemShown: options.readsInSystemShown,
    inputsOf: ({ texts, typedIn }) => ({ texts, typedIn }),
    example: { inputs: () => ({ texts: { ...EXAMPLE }, typedIn: typedInOf(EXAMPLE, 'metric') }), message: 'Loaded the example.' },
    ...(options.clear && {
      clear: {
        inputs: ({ texts: { kind } }, system) => (kind === undefined ? { texts: {}, typedIn: {} } : { texts: { kind }, typedIn: typedInOf({ kind }, system) }),
        hasInputs: (inputs) => Object.keys(inputs.texts).some((field) => field !== 'kind'),
        message: 'Cleared the inputs.',
      },
    }),
  };
}

function machineOf(spec: FormSpec<Inputs, Reading>) {
  return setup({
    types: { context: {} as Context, events: {} as Event, input: {} as FormMachineInput },
    actions: formActions<Context, Event>(spec),
    guards: formGuards<Context>(spec),
  }).createMachine({
    id: 'form',
    context: ({ input }) => {
      const linked = new URLSearchParams(input.search);
      const texts = Object.fromEntries([...linked].filter(([name]) => name !== 'units')) as Inputs['texts'];
      const inputs = Object.keys(texts).length > 0 ? (system: UnitSystem) => ({ texts, typedIn: typedInOf(texts, system) }) : undefined;
      return openForm(spec, { system: (linked.get('units') as UnitSystem | null) ?? undefined, notes: [], inputs }, input.preferredSystem);
    },
    initial: 'editing',
    states: { editing: { on: FORM_TRANSITIONS } },
  });
}

const start = (spec: FormSpec<Inputs, Reading>, search = '', preferredSystem: UnitSystem = 'metric') =>
  createActor(machineOf(spec), { input: { search, preferredSystem } }).start();
type Actor = ReturnType<typeof start>;
const contextOf = (actor: Actor) => actor.getSnapshot().context;
const siOf = (context: Context) => (context.result.status === 'success' ? context.result.data : context.result.issues);
const plain = specOf({ readsInSystemShown: false, clear: true });

describe('form machine: opening', () => {
  it('opens on the example, typed in its own system and shown in the preference, already read', () => {
    const context = contextOf(start(plain, '', 'imperial'));
    expect(context.system).toBe('imperial');
    expect(context.texts).toEqual(EXAMPLE);
    expect(context.typedIn).toEqual({ kind: 'metric', length: 'metric', pressure: 'metric' });
    expect(siOf(context)).toEqual({ length: 10, pressure: 200_000 });
    expect(context.undo).toBeUndefined();
  });

  it('opens a link’s inputs typed in the link’s units, metric when it names none', () => {
    expect(contextOf(start(plain, '?length=3&units=imperial')).typedIn).toEqual({ length: 'imperial' });
    expect(siOf(contextOf(start(plain, '?length=3&units=imperial')))).toEqual({ length: 3 * 0.3048 });
    expect(contextOf(start(plain, '?length=3', 'imperial')).system).toBe('metric');
  });
});

describe('form machine: editing', () => {
  it('stores a field’s text as typed with the system shown, reads again, and an empty text removes the field', () => {
    const actor = start(plain);
    actor.send({ type: 'system.change', system: 'imperial' });
    actor.send({ type: 'field.change', field: 'length', text: '10' });
    expect(contextOf(actor).texts.length).toBe('10');
    expect(contextOf(actor).typedIn.length).toBe('imperial');
    expect(siOf(contextOf(actor))).toEqual({ length: 3.048, pressure: 200_000 });
    actor.send({ type: 'field.change', field: 'length', text: ' ' });
    expect('length' in contextOf(actor).texts).toBe(false);
    expect('length' in contextOf(actor).typedIn).toBe(false);
  });

  it('names an unusable field with its text, in the reading, never a number', () => {
    const actor = start(plain);
    actor.send({ type: 'field.change', field: 'pressure', text: 'abc' });
    expect(contextOf(actor).result).toMatchObject({ status: 'error', issues: [{ field: 'pressure', text: 'abc' }] });
  });
});

describe('form machine: example, clear and undo', () => {
  it('loads the example in place of the inputs, and the undo puts them back as they were', () => {
    const actor = start(plain, '?length=3&units=imperial');
    const before = contextOf(actor);
    actor.send({ type: 'example.load' });
    expect(contextOf(actor).texts).toEqual(EXAMPLE);
    expect(contextOf(actor).system).toBe('imperial');
    expect(contextOf(actor).undo?.message).toBe('Loaded the example.');
    actor.send({ type: 'undo' });
    expect(contextOf(actor).texts).toEqual(before.texts);
    expect(contextOf(actor).typedIn).toEqual(before.typedIn);
    expect(contextOf(actor).result).toEqual(before.result);
    expect(contextOf(actor).undo).toBeUndefined();
  });

  it('clears what the tool’s clear empties, with an undo; nothing to clear, no clear', () => {
    const actor = start(plain);
    actor.send({ type: 'inputs.clear' });
    expect(contextOf(actor).texts).toEqual({ kind: 'round' });
    expect(contextOf(actor).undo?.message).toBe('Cleared the inputs.');
    expect(actor.getSnapshot().can({ type: 'inputs.clear' })).toBe(false);
    actor.send({ type: 'undo' });
    expect(contextOf(actor).texts).toEqual(EXAMPLE);
  });

  it('has no clear for a tool without one', () => {
    const actor = start(specOf({ readsInSystemShown: false, clear: false }));
    expect(actor.getSnapshot().can({ type: 'inputs.clear' })).toBe(false);
    actor.send({ type: 'inputs.clear' });
    expect(contextOf(actor).texts).toEqual(EXAMPLE);
  });

  it('ends the undo at the next edit, or when dismissed', () => {
    const actor = start(plain);
    actor.send({ type: 'example.load' });
    actor.send({ type: 'field.change', field: 'length', text: '4' });
    expect(contextOf(actor).undo).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
    actor.send({ type: 'inputs.clear' });
    actor.send({ type: 'undo.dismiss' });
    expect(contextOf(actor).undo).toBeUndefined();
  });

  it('drops the link’s notes when dismissed', () => {
    const actor = start(plain);
    actor.send({ type: 'notes.dismiss' });
    expect(contextOf(actor).linkNotes).toEqual([]);
  });
});

describe('form machine: a unit switch never changes what was typed (issue 18)', () => {
  const systems = fc.constantFrom<UnitSystem>('metric', 'imperial');
  const texts = fc.constantFrom('10', '3.048', '0.1', '14.5038', '1e308', '-1', 'abc', '10ft', '2bar', '', ' ');
  const edits = fc.array(fc.record({ field: fc.constantFrom<Field>('length', 'pressure'), text: texts, system: systems }), { maxLength: 6 });
  const switches = fc.array(systems, { minLength: 1, maxLength: 8 });

  for (const readsInSystemShown of [false, true]) {
    it(`keeps every text, typedIn and SI value; the same reading${readsInSystemShown ? ', read again' : ' object'} (readsInSystemShown ${readsInSystemShown})`, () => {
      const spec = specOf({ readsInSystemShown, clear: true });
      fc.assert(
        fc.property(systems, edits, switches, (opening, typed, switched) => {
          const actor = start(spec, '', opening);
          for (const { field, text, system } of typed) {
            actor.send({ type: 'system.change', system });
            actor.send({ type: 'field.change', field, text });
          }
          const before = contextOf(actor);
          for (const system of switched) actor.send({ type: 'system.change', system });
          const after = contextOf(actor);
          expect(after.texts).toBe(before.texts);
          expect(after.typedIn).toBe(before.typedIn);
          expect(after.undo).toBe(before.undo);
          // Bit for bit: the same SI values and issues in either system shown.
          expect(siOf(after)).toEqual(siOf(before));
          if (!readsInSystemShown) expect(after.result).toBe(before.result);
        }),
        { numRuns: 80 },
      );
    });
  }
});
