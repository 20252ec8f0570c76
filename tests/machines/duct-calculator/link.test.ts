import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { readDuctLink } from '../../../src/core/duct/link.ts';
import { QUANTITIES, UNIT_SYSTEMS } from '../../../src/core/duct/units.ts';
import { calculatorMachine, type CalculatorEvent } from '../../../src/machines/duct-calculator/machine.ts';
import { selectLinkPath } from '../../../src/machines/duct-calculator/link.ts';
import { selectFieldHint, selectFieldTexts } from '../../../src/machines/duct-calculator/selectors.ts';

/** Opens the calculator as the page does for a URL query: the link read by core, as the machine's input. */
const openLink = (search: string) => createActor(calculatorMachine, { input: readDuctLink(search).state }).start();

const startCalculator = (...events: CalculatorEvent[]) => {
  const actor = createActor(calculatorMachine).start();
  for (const event of events) actor.send(event);
  return actor;
};

const contextOf = (actor: ReturnType<typeof openLink>) => actor.getSnapshot().context;

describe('calculator machine: opening a link', () => {
  it('reproduces the CLI example: 2118 CFM at 4000 ft/min gives a 9.853 in diameter', () => {
    const context = contextOf(openLink('?solve=diameter&q=2118&v=4000&units=imperial'));

    expect(context.calculationType).toBe('diameter');
    expect(context.unitSystem).toBe('imperial');
    expect(selectFieldTexts(context)).toEqual({ velocity: '4000', diameter: '9.853', airflow: '2118' });
  });

  it('opens with the spec defaults when there is no query', () => {
    expect(contextOf(openLink(''))).toEqual(contextOf(startCalculator()));
  });

  it('shows the defaults in the link unit system, as a unit switch would', () => {
    expect(contextOf(openLink('?units=imperial'))).toEqual(
      contextOf(startCalculator({ type: 'unit.change', unitSystem: 'imperial' })),
    );
  });

  it('keeps a bad value from the link as typed and explains it like a typed one', () => {
    const context = contextOf(openLink('?solve=airflow&v=abc&d=0.5'));

    expect(selectFieldTexts(context)).toEqual({ velocity: 'abc', diameter: '0.5', airflow: '' });
    expect(selectFieldHint(context, 'velocity')).toBe('Velocity (V) must be a number, got abc');
  });
});

describe('calculator machine: the link of what the page shows', () => {
  it('lists the mode, the two given texts as typed and the unit system, in the CLI order', () => {
    const actor = startCalculator(
      { type: 'unit.change', unitSystem: 'imperial' },
      { type: 'mode.change', mode: 'diameter' },
      { type: 'field.change', field: 'airflow', text: '2118' },
      { type: 'field.change', field: 'velocity', text: '4000' },
    );

    expect(selectLinkPath(contextOf(actor))).toBe('/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial');
  });

  it('gives the defaults a full link', () => {
    expect(selectLinkPath(contextOf(startCalculator()))).toBe('/ducting-calculator?solve=airflow&v=20&d=0.5&units=metric');
  });

  const typedText = fc.oneof(
    fc.double({ min: 1e-6, max: 1e9, noNaN: true }).map(String),
    fc.constantFrom('abc', '-3', '0', '1,200', ' 12 ', '1e999', '4000 fpm', '½'),
  );

  it('opening the link of any page reproduces its mode, units and every field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNIT_SYSTEMS),
        fc.constantFrom(...QUANTITIES),
        fc.record({ velocity: typedText, diameter: typedText, airflow: typedText }),
        (unitSystem, mode, texts) => {
          const events: CalculatorEvent[] = [
            { type: 'unit.change', unitSystem },
            { type: 'mode.change', mode },
            ...QUANTITIES.map((field) => ({ type: 'field.change', field, text: texts[field] }) as const),
          ];
          const page = contextOf(startCalculator(...events));

          const reopened = contextOf(openLink(selectLinkPath(page).split('?')[1] ?? ''));

          expect(reopened.calculationType).toBe(page.calculationType);
          expect(reopened.unitSystem).toBe(page.unitSystem);
          expect(selectFieldTexts(reopened)).toEqual(selectFieldTexts(page));
        },
      ),
    );
  });
});
