import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { calculatorMachine, type CalculatorEvent } from '../../../src/machines/duct-calculator/machine.ts';
import { selectFieldHint, selectFieldTexts } from '../../../src/machines/duct-calculator/selectors.ts';

const startCalculator = (...events: CalculatorEvent[]) => {
  const actor = createActor(calculatorMachine).start();
  for (const event of events) actor.send(event);
  return actor;
};

const textsOf = (actor: ReturnType<typeof startCalculator>) => selectFieldTexts(actor.getSnapshot().context);

describe('calculator machine: first load', () => {
  it('starts with the spec defaults and shows the computed airflow 3.927 m³/s', () => {
    const [snapshot] = initialTransition(calculatorMachine);

    expect(snapshot.context.calculationType).toBe('airflow');
    expect(snapshot.context.unitSystem).toBe('metric');
    expect(selectFieldTexts(snapshot.context)).toEqual({ velocity: '20', diameter: '0.5', airflow: '3.927' });
    expect(snapshot.context.inputsSi.airflowM3s).toBeCloseTo((Math.PI * 0.25 * 20) / 4, 12);
  });
});

describe('calculator machine: recomputes on every change', () => {
  it('recomputes airflow when the velocity changes', () => {
    const actor = startCalculator({ type: 'field.change', field: 'velocity', text: '10' });

    expect(textsOf(actor).airflow).toBe('1.9635');
  });

  it.each([
    ['velocity', '20'],
    ['diameter', '0.5'],
  ] as const)('switching to %s mode solves it back from the computed airflow', (mode, expected) => {
    const actor = startCalculator({ type: 'mode.change', mode });

    expect(textsOf(actor)[mode]).toBe(expected);
    expect(textsOf(actor).airflow).toBe('3.927');
  });

  it('solves diameter 9.853 in from 2118 CFM at 4000 ft/min, the same core as the CLI', () => {
    const actor = startCalculator(
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'mode.change', mode: 'diameter' },
      { type: 'field.change', field: 'airflow', text: '2118' },
      { type: 'field.change', field: 'velocity', text: '4000' },
    );

    expect(textsOf(actor).diameter).toBe('9.853');
    const { diameterM } = actor.getSnapshot().context.inputsSi;
    expect((diameterM ?? 0) * 39.37).toBeCloseTo(9.853, 3);
  });

  it('ignores typing into the computed field', () => {
    const [initial] = initialTransition(calculatorMachine);

    const [next] = transition(calculatorMachine, initial, { type: 'field.change', field: 'airflow', text: '99' });

    expect(selectFieldTexts(next.context).airflow).toBe('3.927');
  });
});

describe('calculator machine: never a stale or invalid result', () => {
  it.each([
    ['empty', ''],
    ['non-numeric', 'abc'],
    ['zero', '0'],
    ['negative', '-3'],
    ['too large for a number', '1e999'],
  ])('empties the computed field when an input is %s', (_case, text) => {
    const actor = startCalculator({ type: 'field.change', field: 'diameter', text });

    expect(textsOf(actor).airflow).toBe('');
    expect(actor.getSnapshot().context.inputsSi.airflowM3s).toBeUndefined();
  });

  it('keeps the raw text the user typed, apart from the parsed value', () => {
    const actor = startCalculator({ type: 'field.change', field: 'velocity', text: '12abc' });

    expect(textsOf(actor).velocity).toBe('12abc');
    expect(actor.getSnapshot().context.inputsSi.velocityMps).toBeUndefined();
  });

  it('keeps a half-typed number as typed while computing with its value', () => {
    const actor = startCalculator({ type: 'field.change', field: 'velocity', text: '20.' });

    expect(textsOf(actor).velocity).toBe('20.');
    expect(textsOf(actor).airflow).toBe('3.927');
  });

  it('computes again once the input is usable', () => {
    const actor = startCalculator(
      { type: 'field.change', field: 'diameter', text: '' },
      { type: 'field.change', field: 'diameter', text: '0.25' },
    );

    expect(textsOf(actor).airflow).toBe('0.9817');
  });

  it.each([
    ['-3', 'Diameter (D) must be greater than zero, got -3'],
    ['0', 'Diameter (D) must be greater than zero, got 0'],
    ['1e999', 'Diameter (D) must be a finite number, got 1e999'],
    ['abc', 'Diameter (D) must be a number, got abc'],
    ['', 'Diameter (D) is required'],
  ])('explains why %j cannot be used, naming the field and the text', (text, hint) => {
    const actor = startCalculator({ type: 'field.change', field: 'diameter', text });

    expect(selectFieldHint(actor.getSnapshot().context, 'diameter')).toBe(hint);
    expect(selectFieldHint(actor.getSnapshot().context, 'velocity')).toBeUndefined();
  });
});

describe('calculator machine: unit system', () => {
  it('re-displays the stored values converted, leaving the SI values unchanged', () => {
    const [metric] = initialTransition(calculatorMachine);

    const [imperial] = transition(calculatorMachine, metric, { type: 'unit.change', unitSystem: 'imperial' });

    expect(selectFieldTexts(imperial.context)).toEqual({ velocity: '3937', diameter: '19.685', airflow: '8320.8223' });
    expect(imperial.context.inputsSi).toEqual(metric.context.inputsSi);
  });

  it('reads new input in the shown unit system and stores it in SI', () => {
    const actor = startCalculator(
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'field.change', field: 'velocity', text: '196.85' },
    );

    expect(actor.getSnapshot().context.inputsSi.velocityMps).toBeCloseTo(1, 12);
  });

  it('round-trips metric → imperial → metric without drift', () => {
    const actor = startCalculator(
      { type: 'field.change', field: 'velocity', text: '17.3' },
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'unit.change', unitSystem: 'metric' },
    );

    expect(textsOf(actor).velocity).toBe('17.3');
    expect(actor.getSnapshot().context.inputsSi.velocityMps).toBe(17.3);
  });

  it('keeps unusable text as typed when the unit system changes', () => {
    const actor = startCalculator(
      { type: 'field.change', field: 'velocity', text: 'fast' },
      { type: 'unit.change', unitSystem: 'imperial' },
    );

    expect(textsOf(actor).velocity).toBe('fast');
  });
});

describe('calculator machine: result notice', () => {
  it('opens a notice with the current solution and unit system on submit', () => {
    const actor = startCalculator({ type: 'form.submit' });

    const { notice } = actor.getSnapshot().context;
    expect(notice?.unitSystem).toBe('metric');
    expect(notice?.solution).toMatchObject({ solved: 'airflow', velocityMps: 20, diameterM: 0.5 });
  });

  it('gives every submit a new notice id, and dismisses it', () => {
    const actor = startCalculator({ type: 'form.submit' }, { type: 'form.submit' });
    expect(actor.getSnapshot().context.notice?.id).toBe(2);

    actor.send({ type: 'notice.dismiss' });

    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });

  it('cannot submit while there is no result', () => {
    const actor = startCalculator({ type: 'field.change', field: 'velocity', text: '' });

    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });
});
