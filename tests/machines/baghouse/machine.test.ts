import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { figureText } from '../../../src/core/report/figure.ts';
import { baghouseMachine, type BaghouseEvent } from '../../../src/machines/baghouse/machine.ts';
import {
  selectFieldIssues,
  selectFigures,
  selectLayoutSketch,
  selectLinkPath,
  selectWarnings,
} from '../../../src/machines/baghouse/selectors.ts';

const start = (search: string, ...events: BaghouseEvent[]) => {
  const actor = createActor(baghouseMachine, { input: { search, preferredSystem: 'imperial' } }).start();
  for (const event of events) actor.send(event);
  return actor;
};

const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;
/** A figure as shown, `value unit`, by key. */
const shown = (actor: ReturnType<typeof start>, key: string) => {
  const context = contextOf(actor);
  const figure = selectFigures(context).find((item) => item.key === key);
  if (figure === undefined) return undefined;
  const { value, unit } = figureText(figure, context.system);
  return `${value} ${unit}`.trim();
};
const change = (field: Extract<BaghouseEvent, { type: 'field.change' }>['field'], text: string): BaghouseEvent => ({ type: 'field.change', field, text });

describe('baghouse machine: opening', () => {
  it('opens on the EPA worked example in imperial units: 4.69 ft/min, 159 bags, 3.31 inH₂O', () => {
    const actor = start('');
    expect(contextOf(actor).system).toBe('imperial');
    expect(shown(actor, 'airToCloth')).toBe('4.69 ft/min');
    expect(shown(actor, 'netClothArea')).toBe('2,132.55 ft²');
    expect(shown(actor, 'bagCount')).toBe('159');
    expect(shown(actor, 'pressureDrop')).toBe('3.31 inH₂O');
    expect(selectWarnings(contextOf(actor))).toEqual([]);
  });

  it('opens a link with its texts and units, and notes what it ignores', () => {
    const actor = start('?flow=17000&loading=9&dust=cement&cleaning=reverse-air&bag-diameter=300&bag-length=9&compartments=4&k1=300&units=metric&x=1');
    const context = contextOf(actor);
    expect(context.system).toBe('metric');
    expect(context.texts).toMatchObject({ flow: '17000', dust: 'cement', compartments: '4' });
    expect(shown(actor, 'airToCloth')).toBe('0.61 m/min');
    expect(context.linkNotes.map((note) => note.message)).toEqual(["Ignored unknown link parameter 'x=1'"]);
  });

  it('reads a link without units as metric', () => {
    expect(contextOf(start('?flow=1000')).system).toBe('metric');
  });

  it('opens a first visit in the site-wide unit preference, with the same design; a link’s units win over it', () => {
    const metric = createActor(baghouseMachine, { input: { search: '', preferredSystem: 'metric' } }).start();
    expect(contextOf(metric).system).toBe('metric');
    expect(shown(metric, 'bagCount')).toBe('159');
    expect(shown(metric, 'airToCloth')).toBe('1.43 m/min');

    const linked = createActor(baghouseMachine, { input: { search: '?units=imperial', preferredSystem: 'metric' } }).start();
    expect(contextOf(linked).system).toBe('imperial');
    expect(shown(linked, 'airToCloth')).toBe('4.69 ft/min');
  });
});

describe('baghouse machine: editing', () => {
  it('designs again on every change, and keeps a half-typed value as typed', () => {
    const actor = start('', change('compartments', '4'));
    expect(shown(actor, 'bagCount')).toBe('160');
    expect(shown(actor, 'bagsAdded')).toBe('1');

    actor.send(change('flow', '10000 c'));
    expect(contextOf(actor).texts.flow).toBe('10000 c');
    expect(selectFigures(contextOf(actor))).toEqual([]);
    expect(selectFieldIssues(contextOf(actor)).flow).toMatch(/^Gas flow: /);

    actor.send(change('flow', '10000 cfm'));
    expect(shown(actor, 'bagCount')).toBe('160');
  });

  it('names an unusable field and shows no figures', () => {
    const actor = start('', change('bagLength', '-3'));
    expect(selectFieldIssues(contextOf(actor))).toEqual({ bagLength: 'Bag length must be from 0.3281 to 65.62 ft, got -3' });
  });

  it('converts bare numbers when the unit system changes, so the design stays the same', () => {
    const actor = start('', { type: 'units.change', system: 'metric' });
    const { texts } = contextOf(actor);
    // 10,000 CFM × 1.699010796 = 16,990.108 m³/h; 275 °F = 135 °C; 5.125 in = 130.175 mm;
    // K₂ 15 inH₂O·min·ft/lb × 249.08891 Pa / (0.00508 m/s × 4.8824276 kg/m²) / 60 = 2510.7003 N·min/(kg·m)
    expect(texts).toMatchObject({ flow: '16990.108', temperature: '135', bagDiameter: '130.175', bagLength: '3.048', k2: '2510.7003' });
    expect(shown(actor, 'bagCount')).toBe('159');
    expect(shown(actor, 'pressureDrop')).toBe('825 Pa');

    actor.send({ type: 'units.change', system: 'imperial' });
    expect(shown(actor, 'pressureDrop')).toBe('3.31 inH₂O');
    expect(contextOf(actor).texts.bagLength).toBe('10');
  });

  it('keeps a number typed with its unit when the unit system changes', () => {
    const actor = start('', change('bagLength', '10ft'), { type: 'units.change', system: 'metric' });
    expect(contextOf(actor).texts.bagLength).toBe('10ft');
  });

  it('warns as the inputs leave the method, and the warning goes when they return', () => {
    const actor = start('', change('temperature', '350'));
    expect(selectWarnings(contextOf(actor)).map((warning) => warning.code)).toEqual(['temperature-clamped']);
    actor.send(change('temperature', '275'));
    expect(selectWarnings(contextOf(actor))).toEqual([]);
  });

  it('loads the EPA example in the current unit system', () => {
    const actor = start('?flow=1&units=metric', { type: 'example.load' });
    expect(contextOf(actor).system).toBe('metric');
    expect(shown(actor, 'bagCount')).toBe('159');
  });

  it('gives the layout to sketch, with the pitch drawn at 1.5 D until one is given', () => {
    const actor = start('', change('compartments', '2'));
    expect(selectLayoutSketch(contextOf(actor))).toMatchObject({ compartments: 2, rows: 9, columns: 9, bagsPerCompartment: 80, pitchGiven: false });
    actor.send(change('bagPitch', '8'));
    expect(selectLayoutSketch(contextOf(actor))).toMatchObject({ pitchM: 8 * 0.0254, pitchGiven: true });
  });

  it('keeps the link in step with the texts', () => {
    const actor = start('', change('bagPitch', '8'), { type: 'notes.dismiss' });
    expect(selectLinkPath(contextOf(actor))).toContain('&bag-pitch=8&units=imperial');
  });
});
