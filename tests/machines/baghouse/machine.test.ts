import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { readBaghouseLink } from '../../../src/core/baghouse/link.ts';
import { BAGHOUSE_FIELDS, EPA_EXAMPLE_TEXTS, readBaghouse } from '../../../src/core/baghouse/texts.ts';
import { figureText, type UnitSystem } from '../../../src/core/report/figure.ts';
import { baghouseMachine, type BaghouseEvent } from '../../../src/machines/baghouse/machine.ts';
import {
  DRAWN_POSITION_LIMIT,
  selectCostLinkPath,
  selectFabricTable,
  selectFieldIssues,
  selectFieldText,
  selectFigures,
  selectLayoutSketch,
  selectLinkPath,
  selectMissing,
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

  it('refuses 1e308 compartments and the gas flow of 1e308 by name, with no figures', () => {
    const actor = start('', change('compartments', '1e308'), change('flow', '1e308'));
    expect(selectFieldIssues(contextOf(actor))).toEqual({
      flow: 'Gas flow must be from 0.2119 to 2.119e+7 CFM, got 1e308',
      compartments: 'Compartments must be from 1 to 100, got 1e308',
    });
    expect(selectFigures(contextOf(actor))).toEqual([]);
    expect(selectLayoutSketch(contextOf(actor))).toBeUndefined();
  });

  it('names an unusable field and shows no figures', () => {
    const actor = start('', change('bagLength', '-3'));
    expect(selectFieldIssues(contextOf(actor))).toEqual({ bagLength: 'Bag length must be from 0.3281 to 65.62 ft, got -3' });
  });

  it('shows bare numbers converted when the unit system changes, and keeps them as typed', () => {
    const actor = start('', { type: 'system.change', system: 'metric' });
    const context = contextOf(actor);
    expect(context.texts).toEqual(EPA_EXAMPLE_TEXTS);
    // 10,000 CFM × 1.699010796 = 16,990.108 m³/h; 275 °F = 135 °C; 5.125 in = 130.175 mm;
    // K₂ 15 inH₂O·min·ft/lb × 249.08891 Pa / (0.00508 m/s × 4.8824276 kg/m²) / 60 = 2510.7003 N·min/(kg·m)
    const shownTexts = Object.fromEntries(['flow', 'temperature', 'bagDiameter', 'bagLength', 'k2', 'pulsePressure'].map((field) => [field, selectFieldText(context, field as never)]));
    expect(shownTexts).toEqual({ flow: '16990.108', temperature: '135', bagDiameter: '130.175', bagLength: '3.048', k2: '2510.7003', pulsePressure: '6.8948' });
    expect(shown(actor, 'bagCount')).toBe('159');
    expect(shown(actor, 'pressureDrop')).toBe('825 Pa');

    actor.send({ type: 'system.change', system: 'imperial' });
    expect(shown(actor, 'pressureDrop')).toBe('3.31 inH₂O');
    expect(selectFieldText(contextOf(actor), 'pulsePressure')).toBe('100');
  });

  it('keeps 100 psi exactly through imperial → metric → imperial, in the field and in the link (issue 18)', () => {
    const actor = start('', { type: 'system.change', system: 'metric' });
    expect(selectLinkPath(contextOf(actor))).toContain('pulse-pressure=100psi');
    actor.send({ type: 'system.change', system: 'imperial' });
    expect(selectFieldText(contextOf(actor), 'pulsePressure')).toBe('100');
    expect(selectLinkPath(contextOf(actor))).toContain('pulse-pressure=100&');
  });

  it('reads a link written after a unit switch to the same design', () => {
    const actor = start('', { type: 'system.change', system: 'metric' });
    const link = readBaghouseLink(selectLinkPath(contextOf(actor)).split('?')[1]!);
    const reopened = start(selectLinkPath(contextOf(actor)).split('?')[1]!);
    expect(link.system).toBe('metric');
    // Measures carry their typed unit (exact); K₂ its converted value (within one rounding).
    expect(selectFigures(contextOf(reopened)).map((figure) => [figure.key, figure.valueSi])).toEqual(
      selectFigures(contextOf(actor)).map((figure) => [figure.key, expect.closeTo(figure.valueSi, 9)]),
    );
  });

  it('stores an edit in the system shown when it is typed', () => {
    const actor = start('', { type: 'system.change', system: 'metric' }, change('bagLength', '3'));
    expect(contextOf(actor).typedIn).toMatchObject({ bagLength: 'metric', flow: 'imperial' });
    actor.send({ type: 'system.change', system: 'imperial' });
    expect(selectFieldText(contextOf(actor), 'bagLength')).toBe('9.8425');
  });

  it('warns as the inputs leave the method, and the warning goes when they return', () => {
    const actor = start('', change('temperature', '350'));
    expect(selectWarnings(contextOf(actor)).map((warning) => warning.code)).toEqual(['temperature-clamped']);
    actor.send(change('temperature', '275'));
    expect(selectWarnings(contextOf(actor))).toEqual([]);
  });

  it('checks the fabric picked against the gas, and the fabric table follows the system and the choice', () => {
    const actor = start('', change('fabric', 'polyester'), change('temperature', '300'));
    expect(selectWarnings(contextOf(actor)).map((warning) => warning.code)).toEqual(['temperature-clamped', 'fabric-temperature-high']);
    const table = selectFabricTable(contextOf(actor));
    expect(table.chosen).toBe('polyester');
    expect(table.rows.find((row) => row.id === 'polyester')).toMatchObject({ continuous: '275 °F', takesGas: false });
    actor.send({ type: 'system.change', system: 'metric' });
    expect(selectFabricTable(contextOf(actor)).rows.find((row) => row.id === 'aramid')).toMatchObject({ continuous: '204 °C', takesGas: true });
    actor.send(change('fabric', 'aramid'));
    expect(selectWarnings(contextOf(actor)).map((warning) => warning.code)).toEqual(['temperature-clamped']);
    expect(selectLinkPath(contextOf(actor))).toContain('fabric=aramid');
  });

  it('gives the layout to sketch bag by bag up to the drawing limit, then as a summary', () => {
    expect(selectLayoutSketch(contextOf(start('')))?.drawn).toBe('all');
    // 1e6 ACFM: 15,895 bags, 127 × 126 positions in one compartment: outlines only.
    expect(selectLayoutSketch(contextOf(start('', change('flow', '1e6'))))).toMatchObject({ drawn: 'none', bagsPerCompartment: 15_895 });
    // 16 compartments of 994 bags: the first drawn, the others as outlines.
    const sixteen = selectLayoutSketch(contextOf(start('', change('flow', '1e6'), change('compartments', '16'))))!;
    expect(sixteen).toMatchObject({ drawn: 'first', compartments: 16 });
    expect(sixteen.rows * sixteen.columns).toBeLessThanOrEqual(DRAWN_POSITION_LIMIT);
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

describe('baghouse machine: loading the example, and undo', () => {
  const mine = '?flow=17000&loading=9&dust=cement&cleaning=reverse-air&bag-diameter=300&bag-length=9&compartments=4&k1=300&units=metric';

  it('loads the EPA example in place of the inputs, shown in the page’s units, and offers to undo', () => {
    const actor = start(mine, { type: 'example.load' });
    const context = contextOf(actor);
    expect(context.system).toBe('metric');
    expect(context.texts).toEqual(EPA_EXAMPLE_TEXTS);
    expect(selectFieldText(context, 'flow')).toBe('16990.108');
    expect(shown(actor, 'bagCount')).toBe('159');
    expect(context.undo?.message).toBe('Loaded the EPA worked example in place of your inputs.');
  });

  it('puts the inputs back on undo, as typed', () => {
    const before = contextOf(start(mine));
    const actor = start(mine, { type: 'example.load' }, { type: 'system.change', system: 'imperial' }, { type: 'undo' });
    const context = contextOf(actor);
    expect(context.texts).toEqual(before.texts);
    expect(context.typedIn).toEqual(before.typedIn);
    expect(context.result).toEqual(before.result);
    expect(context.undo?.message).toBeUndefined();
  });

  it('keeps the example once the offer is dismissed or a field is edited, and undo then does nothing', () => {
    for (const end of [{ type: 'undo.dismiss' }, change('bagPitch', '8')] as BaghouseEvent[]) {
      const actor = start(mine, { type: 'example.load' }, end);
      expect(contextOf(actor).undo?.message).toBeUndefined();
      expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
      actor.send({ type: 'undo' });
      expect(contextOf(actor).texts.flow).toBe('10000');
    }
  });
});

describe('baghouse machine: partial results', () => {
  it('sizes the cloth and bags from a given A/C ratio without the loading, and says what the loading adds', () => {
    const actor = start('?flow=10000&air-to-cloth=4&bag-diameter=5.125&bag-length=10&units=imperial');
    expect(shown(actor, 'netClothArea')).toBe('2,500.00 ft²');
    expect(shown(actor, 'bagCount')).toBe('187');
    expect(shown(actor, 'pressureDrop')).toBeUndefined();
    expect(selectMissing(contextOf(actor))[0]?.text).toBe('Give the inlet dust loading to get the cake, the pressure drop, the cleaning interval and the dust collected.');
    expect(selectCostLinkPath(contextOf(actor))).toBe('/cost-estimation?gross-cloth-area=2500&flow=10000&bag-count=187&units=imperial');
    expect(selectLayoutSketch(contextOf(actor))).toMatchObject({ rows: 14, columns: 14 });
  });

  it('gives no cost link and no sketch until the design has its bags', () => {
    const actor = start('?air-to-cloth=4&loading=4&units=imperial');
    expect(shown(actor, 'pressureDrop')).toMatch(/inH₂O$/);
    expect(selectCostLinkPath(contextOf(actor))).toBeUndefined();
    expect(selectLayoutSketch(contextOf(actor))).toBeUndefined();
    expect(selectMissing(contextOf(actor)).map(({ code }) => code)).toEqual(['flow', 'bag-size', 'bag-pitch', 'max-pressure-drop', 'pulse-spacing']);
  });

  it('keeps the cost link of the EPA example: gross cloth area, bags, flow, pressure drop and inlet loading', () => {
    expect(selectCostLinkPath(contextOf(start('')))).toBe('/cost-estimation?gross-cloth-area=2132.5498&flow=10000&pressure-drop=3.3137&loading=4&bag-count=159&units=imperial');
  });
});

describe('baghouse machine: a unit switch never changes what was typed (issue 18)', () => {
  const systems = fc.constantFrom<UnitSystem>('metric', 'imperial');
  const switches = fc.array(systems.map((system) => ({ type: 'system.change', system }) as BaghouseEvent), { maxLength: 8 });
  const texts = fc.constantFrom('10000', '16990.108', '4', '275', '0.8', '9', '5.125', '130.175', '2510.7003', '15', '100', '7', '8', '1e308', 'abc', '10ft', '', 'polyester', 'glass');
  const edits = fc.array(fc.record({ field: fc.constantFrom(...BAGHOUSE_FIELDS.filter((field) => field !== 'dust' && field !== 'cleaning')), text: texts, system: systems }), { maxLength: 5 });

  it('leaves every text, typedIn, SI value and result bit-identical, and switching back shows exactly the typed text', () => {
    fc.assert(
      fc.property(systems, edits, switches, (opening, typed, switched) => {
        const actor = start(`?units=${opening}`);
        for (const { field, text, system } of typed) {
          actor.send({ type: 'system.change', system });
          actor.send(change(field, text));
        }
        const before = contextOf(actor);
        const shownBefore = BAGHOUSE_FIELDS.map((field) => selectFieldText(before, field));
        for (const event of switched) actor.send(event);
        const after = contextOf(actor);
        expect(after.texts).toBe(before.texts);
        expect(after.typedIn).toBe(before.typedIn);
        expect(after.result).toBe(before.result);
        // Read afresh in either system, the same SI values and results, bit for bit.
        expect(readBaghouse(after.texts, after.system, after.typedIn)).toEqual(readBaghouse(before.texts, before.system, before.typedIn));
        actor.send({ type: 'system.change', system: before.system });
        expect(BAGHOUSE_FIELDS.map((field) => selectFieldText(contextOf(actor), field))).toEqual(shownBefore);
      }),
      { numRuns: 60 },
    );
  });
});
