import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import { industriesMachine } from '../../../src/machines/industries/machine.ts';
import { selectLinkPath, selectListed } from '../../../src/machines/industries/selectors.ts';

const start = (search = '', preferredSystem: UnitSystem = 'metric') => createActor(industriesMachine, { input: { search, preferredSystem } }).start();
const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

describe('industriesMachine', () => {
  it('opens with every industry listed, none opened, in the site-wide preference', () => {
    const context = contextOf(start('', 'imperial'));

    expect(context).toMatchObject({ search: '', industry: undefined, system: 'imperial', linkNotes: [] });
    expect(selectListed(context)).toHaveLength(10);
    expect(selectLinkPath(context)).toBe('/monitoring?units=imperial');
  });

  it('opens a link’s search, industry and units, and names what it cannot use until dismissed', () => {
    const actor = start('?search=grain&industry=grain-feed&units=metric&foo=1', 'imperial');
    expect(contextOf(actor)).toMatchObject({ search: 'grain', industry: 'grain-feed', system: 'metric', linkNotes: [] });

    const bad = start('?industry=bakery&units=si');
    expect(contextOf(bad).industry).toBeUndefined();
    expect(contextOf(bad).linkNotes.map((note) => note.message)).toEqual([
      "Ignored link parameter 'industry=bakery': no such industry",
      "Ignored link parameter 'units=si': units are metric or imperial",
    ]);
    bad.send({ type: 'notes.dismiss' });
    expect(contextOf(bad).linkNotes).toEqual([]);
  });

  it('keeps the search as typed, opens and closes an industry and switches units, each in the link', () => {
    const actor = start();

    actor.send({ type: 'search.change', text: 'Fly ash ' });
    actor.send({ type: 'industry.open', industry: 'power-fly-ash' });
    actor.send({ type: 'system.change', system: 'imperial' });

    expect(contextOf(actor).search).toBe('Fly ash ');
    expect(selectListed(contextOf(actor))).toEqual(['power-fly-ash']);
    expect(selectLinkPath(contextOf(actor))).toBe('/monitoring?industry=power-fly-ash&search=Fly+ash+&units=imperial');
    actor.send({ type: 'industry.close' });
    expect(selectLinkPath(contextOf(actor))).toBe('/monitoring?search=Fly+ash+&units=imperial');
  });
});
