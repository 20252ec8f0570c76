import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { HOOD_DESIGN_TYPE_IDS, HOOD_FIELDS } from '../../../src/core/hood/fields.ts';
import { readHoodLink } from '../../../src/core/hood/link.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { EXAMPLE } from '../../../src/machines/hood/context.ts';
import { hoodMachine, type HoodEvent } from '../../../src/machines/hood/machine.ts';
import { selectFieldIssue, selectHoodType, selectLinkPath, selectReport, selectShownText, selectSketchSizes } from '../../../src/machines/hood/selectors.ts';

const start = (search = '', preferredSystem: UnitSystem = 'metric') => createActor(hoodMachine, { input: { search, preferredSystem } }).start();
type Actor = ReturnType<typeof start>;
const contextOf = (actor: Actor) => actor.getSnapshot().context;
const change = (field: (typeof HOOD_FIELDS)[number], text: string): HoodEvent => ({ type: 'field.change', field, text });

describe('hoodMachine', () => {
  it('opens on the worked example: the 250 mm round opening at 3 m/s reaches about 0.22 m/s at 250 mm (DallaValle)', () => {
    const { result, system } = contextOf(start());
    expect(system).toBe('metric');
    expect(result.issues).toEqual([]);
    // Q = V·A = 3 m/s × π/4 × 0.25² m²; V at X = Q/(10X² + A) (DallaValle; the Engineering ToolBox's figure is 0.2 m/s).
    const area = (Math.PI / 4) * 0.25 ** 2;
    expect(result.design!.flowM3s).toBeCloseTo(3 * area, 10);
    expect(result.design!.captureVelocityAtDistanceMps).toBeCloseTo((3 * area) / (10 * 0.25 ** 2 + area), 10);
    expect(result.design!.captureVelocityAtDistanceMps).toBeCloseTo(0.22, 2);
    expect(selectReport(contextOf(start()))!.figures.length).toBeGreaterThan(0);
  });

  it('opens a first visit in the site-wide unit preference, with the same flow and the branch from that system’s sizes; a link’s units win over it', () => {
    const imperial = start('', 'imperial');
    const { design } = contextOf(imperial).result;
    expect(contextOf(imperial).system).toBe('imperial');
    expect(design!.flowM3s).toBe(contextOf(start()).result.design!.flowM3s);
    // Average industrial dust: 3500 ft/min in the US column (17.78 m/s), 18 m/s in the metric one; 4 in (US spiral) and 100 mm (EN 1506).
    expect(design!.branch!.minVelocityMps).toBeCloseTo(17.78, 4);
    expect(contextOf(start()).result.design!.branch!.minVelocityMps).toBe(18);
    expect(selectShownText(contextOf(imperial), 'diameter')).toBe('9.8425');
    expect(contextOf(start('units=imperial', 'metric')).system).toBe('imperial');
  });

  it('opens a link’s inputs in its units, and names each parameter it ignores until dismissed', () => {
    const actor = start('?type=flanged-opening&diameter=6&capture-velocity=100&distance=6&colour=red&units=imperial', 'metric');
    const context = contextOf(actor);
    expect(context.system).toBe('imperial');
    expect(context.texts).toEqual({ type: 'flanged-opening', diameter: '6', captureVelocity: '100', distance: '6' });
    expect(selectHoodType(context)).toBe('flanged-opening');
    expect(context.linkNotes.map((note) => note.name)).toEqual(['colour']);
    actor.send({ type: 'notes.dismiss' });
    expect(contextOf(actor).linkNotes).toEqual([]);
    expect(selectLinkPath(contextOf(actor))).toBe('/hood-design?type=flanged-opening&capture-velocity=100&distance=6&diameter=6&units=imperial');
  });

  it('designs again on each change, and names an unusable field while keeping its text', () => {
    const actor = start();
    actor.send(change('diameter', '-5'));
    const context = contextOf(actor);
    expect(context.texts.diameter).toBe('-5');
    expect(selectFieldIssue(context, 'diameter')).toMatch(/^Diameter .*-5/);
    expect(context.result.design).toBeUndefined();
    actor.send(change('diameter', '300'));
    expect(contextOf(actor).result.design!.flowM3s).toBeCloseTo(3 * (Math.PI / 4) * 0.3 ** 2, 10);
  });

  it('shows a field typed in the other system converted, and keeps the text, the flow and the link as typed', () => {
    const actor = start();
    const before = contextOf(actor);
    actor.send({ type: 'system.change', system: 'imperial' });
    const context = contextOf(actor);
    expect(selectShownText(context, 'faceVelocity')).toBe('590.5512');
    expect(context.texts).toBe(before.texts);
    expect(context.result.design!.flowM3s).toBe(before.result.design!.flowM3s);
    expect(selectLinkPath(context)).toContain('face-velocity=3m%2Fs');
    actor.send(change('distance', '12'));
    expect(contextOf(actor).typedIn.distance).toBe('imperial');
    expect(selectSketchSizes(contextOf(actor)).distanceM).toBeCloseTo(0.3048, 12);
    expect(selectSketchSizes(contextOf(actor)).diameterM).toBeCloseTo(0.25, 12);
  });

  it('puts the worked example in place of the inputs and clears them, each with an undo until the next edit', () => {
    const actor = start('?type=canopy&diameter=1000&distance=600&capture-velocity=0.5');
    const typed = contextOf(actor).texts;

    actor.send({ type: 'example.load' });
    expect(contextOf(actor).texts).toEqual(EXAMPLE);
    expect(contextOf(actor).undo?.message).toBe('Loaded the worked example in place of your inputs.');
    actor.send({ type: 'undo' });
    expect(contextOf(actor).texts).toEqual(typed);
    expect(contextOf(actor).undo).toBeUndefined();

    actor.send({ type: 'inputs.clear' });
    expect(contextOf(actor).texts).toEqual({ type: 'canopy' });
    expect(actor.getSnapshot().can({ type: 'inputs.clear' })).toBe(false);
    actor.send(change('diameter', '800'));
    expect(contextOf(actor).undo).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
  });
});

describe('hood machine: a unit switch never changes what was typed (issue 18)', () => {
  const systems = fc.constantFrom<UnitSystem>('metric', 'imperial');
  const texts = fc.oneof(
    fc.double({ min: 1e-3, max: 1e4, noNaN: true }).map(String),
    fc.constantFrom('250', '9.8425', '0.5', '100', '1e308', '1e-300', '-1', 'abc', '10in', '300F', '1,5', '', ...HOOD_DESIGN_TYPE_IDS, 'average-industrial-dust', 'flanged-duct-end'),
  );
  const edits = fc.array(fc.record({ field: fc.constantFrom(...HOOD_FIELDS), text: texts, system: systems }), { maxLength: 6 });

  it('leaves every text, typedIn and the flow bit-identical, designs as the link reads it, and switching back shows exactly the typed text and design', () => {
    fc.assert(
      fc.property(systems, edits, fc.array(systems, { minLength: 1, maxLength: 6 }), (opening, typed, switched) => {
        const actor = start(`?units=${opening}`);
        for (const { field, text, system } of typed) {
          actor.send({ type: 'system.change', system });
          actor.send(change(field, text));
        }
        const before = contextOf(actor);
        const shownBefore = HOOD_FIELDS.map((field) => selectShownText(before, field));
        for (const system of switched) actor.send({ type: 'system.change', system });
        const after = contextOf(actor);
        expect(after.texts).toBe(before.texts);
        expect(after.typedIn).toBe(before.typedIn);
        // The same issues and the same flow, bit for bit; a sized branch from the system shown, as its link reads it.
        expect(after.result.issues).toEqual(before.result.issues);
        expect(after.result.design?.flowM3s).toBe(before.result.design?.flowM3s);
        expect(after.result).toEqual(readHoodDesign(after.texts, after.system, after.typedIn));
        const linked = readHoodDesign(readHoodLink(selectLinkPath(after)).texts, after.system);
        expect(linked.design).toEqual(after.result.design);
        expect(linked.issues.map((issue) => issue.field)).toEqual(after.result.issues.map((issue) => issue.field));
        actor.send({ type: 'system.change', system: before.system });
        expect(HOOD_FIELDS.map((field) => selectShownText(contextOf(actor), field))).toEqual(shownBefore);
        expect(contextOf(actor).result).toEqual(before.result);
      }),
      { numRuns: 60 },
    );
  });
});
