import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CostPart } from '../../../src/core/project/document.ts';
import { costMachine } from '../../../src/machines/cost/machine.ts';
import { costInputsOf, costPartOf } from '../../../src/machines/cost/project-part.ts';

const start = () => createActor(costMachine, { input: { search: '', preferredSystem: 'imperial' } }).start();

const PART: CostPart = {
  units: 'imperial',
  insulated: true,
  texts: { grossClothArea: '463.0565', flow: '2800', bagPrice: '' },
  typedIn: { flow: 'metric' },
  opexTexts: { flow: '1000' },
};

describe("the Cost Estimation's inputs as the project's cost part", () => {
  it('reads each text in the system it was typed in, blank fields left out, and writes the same part back', () => {
    const inputs = costInputsOf(PART);
    expect(inputs).toEqual({
      texts: { grossClothArea: '463.0565', flow: '2800' },
      typedIn: { grossClothArea: 'imperial', flow: 'metric' },
      opexTexts: { flow: '1000' },
      opexTypedIn: { flow: 'imperial' },
      insulated: true,
    });
    expect(costPartOf(inputs, 'imperial')).toEqual({ ...PART, texts: { grossClothArea: '463.0565', flow: '2800' } });
    // Shown in the other units, nothing is converted: only where each text was typed is written.
    expect(costInputsOf(costPartOf(inputs, 'metric'))).toEqual(inputs);
  });

  it("opens a part in place of the page's inputs, and the Undo puts the page's back", () => {
    const actor = start();
    const before = actor.getSnapshot().context.texts;
    actor.send({ type: 'inputs.replace', inputs: costInputsOf(PART), system: PART.units, message: "Opened the project's inputs." });
    expect(actor.getSnapshot().context).toMatchObject({ texts: { flow: '2800' }, insulated: true, undo: { message: "Opened the project's inputs." } });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.texts).toEqual(before);
    expect(actor.getSnapshot().context.undo).toBeUndefined();
  });

  it("shows an opened part in the part's units, as every form page does, without converting a text", () => {
    const actor = createActor(costMachine, { input: { search: '', preferredSystem: 'metric' } }).start();
    actor.send({ type: 'inputs.replace', inputs: costInputsOf(PART), system: PART.units, message: "Opened the project's inputs." });
    const { context } = actor.getSnapshot();
    expect(context.system).toBe('imperial');
    expect(context.typedIn).toEqual({ grossClothArea: 'imperial', flow: 'metric' });
    expect(context.texts).toEqual({ grossClothArea: '463.0565', flow: '2800' });
  });
});
