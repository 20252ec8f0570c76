import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { parseNumberText } from '../../../src/core/duct/form-schema.ts';
import { calculatorMachine, type CalculatorEvent } from '../../../src/machines/duct-calculator/machine.ts';
import { selectDiagramLabels, selectNoticeRows, selectFieldTexts } from '../../../src/machines/duct-calculator/selectors.ts';

const startCalculator = (...events: CalculatorEvent[]) => {
  const actor = createActor(calculatorMachine).start();
  for (const event of events) actor.send(event);
  return actor;
};

const contextOf = (actor: ReturnType<typeof startCalculator>) => actor.getSnapshot().context;

const noticeOf = (actor: ReturnType<typeof startCalculator>) => {
  actor.send({ type: 'form.submit' });
  const { notice } = contextOf(actor);
  if (notice === undefined) throw new Error('no notice opened');
  return selectNoticeRows(notice).map((row) => `${row.value} ${row.unit}`);
};

/** Relative difference, for values that went through a unit conversion. */
const relativeDifference = (a: number | undefined, b: number) => Math.abs((a ?? Number.NaN) / b - 1);

describe('calculator machine: figures at the edges', () => {
  it('computes with a velocity of 1e30 m/s and shows every figure in full, never "1e+3"', () => {
    const actor = startCalculator({ type: 'field.change', field: 'velocity', text: '1e30' });

    expect(selectFieldTexts(contextOf(actor))).toEqual({ velocity: '1e30', diameter: '0.5', airflow: '1.9635e+29' });
    expect(selectDiagramLabels(contextOf(actor)).velocity.text).toBe('1e+30 m/s');
    expect(noticeOf(actor)).toEqual(['1.0000e+30 m/s', '0.50 m', '1.9635e+29 m³/s']);
  });

  it('after a unit switch shows the stored 1e30 m/s converted (1.9685e+32 ft/min), keeps computing with 1e30, and shows 1e30 as typed once back', () => {
    const actor = startCalculator(
      { type: 'field.change', field: 'velocity', text: '1e30' },
      { type: 'unit.change', unitSystem: 'imperial' },
    );

    expect(selectFieldTexts(contextOf(actor)).velocity).toBe('1.9685e+32');
    expect(contextOf(actor).inputsSi.velocityMps).toBe(1e30);

    actor.send({ type: 'unit.change', unitSystem: 'metric' });

    expect(selectFieldTexts(contextOf(actor)).velocity).toBe('1e30');
    expect(contextOf(actor).inputsSi.velocityMps).toBe(1e30);
  });

  it('reads a shown field text back to the value it shows: typing "1.9685e+32" ft/min again keeps 1e30 m/s', () => {
    const actor = startCalculator(
      { type: 'field.change', field: 'velocity', text: '1e30' },
      { type: 'unit.change', unitSystem: 'imperial' },
    );
    const shown = selectFieldTexts(contextOf(actor));

    actor.send({ type: 'field.change', field: 'velocity', text: shown.velocity });

    expect(parseNumberText(shown.velocity)).toBe(1.9685e32);
    expect(relativeDifference(contextOf(actor).inputsSi.velocityMps, 1e30)).toBeLessThan(1e-15);
    expect(selectFieldTexts(contextOf(actor))).toEqual(shown);
  });

  it('shows the airflow through a 0.0001 m duct as 1.5708e-7 m³/s, not 0, in metric and imperial', () => {
    const actor = startCalculator({ type: 'field.change', field: 'diameter', text: '0.0001' });

    expect(selectFieldTexts(contextOf(actor)).airflow).toBe('1.5708e-7');
    expect(selectDiagramLabels(contextOf(actor)).airflow.text).toBe('1.5708e-7 m³/s');
    expect(noticeOf(actor)).toEqual(['20.00 m/s', '1.0000e-4 m', '1.5708e-7 m³/s']);

    actor.send({ type: 'unit.change', unitSystem: 'imperial' });

    // 0.0001 m × 39.37 = 0.003937 in; 1.5708e-7 m³/s × 2118.88 = 0.00033283 CFM: from 0.0001 up,
    // a field's 4 decimals keep the leading digit, so fixed decimals are used.
    expect(selectFieldTexts(contextOf(actor))).toEqual({ velocity: '3937', diameter: '0.0039', airflow: '0.0003' });
    expect(contextOf(actor).inputsSi.diameterM).toBe(0.0001);
  });

  it("shows 0.5 m as 19.69 in in the notice, by the factor 39.37 (19.685, rounded half away from zero)", () => {
    const actor = startCalculator({ type: 'unit.change', unitSystem: 'imperial' });

    expect(selectFieldTexts(contextOf(actor)).diameter).toBe('19.685');
    expect(noticeOf(actor)).toEqual(['3,937.00 ft/min', '19.69 in', '8,320.82 CFM']);
  });

  it('groups thousands in the notice: 72 in at 4500 ft/min carries 127,235.27 CFM', () => {
    const actor = startCalculator(
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'field.change', field: 'velocity', text: '4500' },
      { type: 'field.change', field: 'diameter', text: '72' },
    );

    expect(selectFieldTexts(contextOf(actor)).airflow).toBe('127235.2657');
    expect(noticeOf(actor)).toEqual(['4,500.00 ft/min', '72.00 in', '127,235.27 CFM']);
  });

  it('solves 1.128e154 m from 1e308 m³/s at 1 m/s, and keeps the airflow text when CFM cannot hold it', () => {
    const actor = startCalculator(
      { type: 'mode.change', mode: 'diameter' },
      { type: 'field.change', field: 'airflow', text: '1e308' },
      { type: 'field.change', field: 'velocity', text: '1' },
    );
    expect(selectFieldTexts(contextOf(actor)).diameter).toBe('1.1284e+154');

    actor.send({ type: 'unit.change', unitSystem: 'imperial' });

    // 1e308 m³/s × 2118.88 is beyond the largest double: the typed text stays rather than an empty field.
    expect(selectFieldTexts(contextOf(actor))).toEqual({ airflow: '1e308', velocity: '196.85', diameter: '4.4424e+155' });
    expect(contextOf(actor).inputsSi.airflowM3s).toBe(1e308);
  });
});
