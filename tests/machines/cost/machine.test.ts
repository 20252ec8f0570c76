import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { COST_EXAMPLE, OPEX_EXAMPLE, readCostInputPartly, readOpexInputPartly } from '../../../src/core/cost/input.ts';
import { COST_FIELD_KEYS, OPEX_FIELD_KEYS } from '../../../src/core/cost/link.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import type { UnitSystem } from '../../../src/core/report/figure.ts';
import type { CostContext, CostForm } from '../../../src/machines/cost/context.ts';
import { costMachine } from '../../../src/machines/cost/machine.ts';
import {
  selectAnnualCostChart,
  selectCostFigures,
  selectCostLines,
  selectCostNeeds,
  selectFieldIssue,
  selectFieldText,
  selectLinkPath,
  selectOpexFigures,
  selectSavingsCharts,
} from '../../../src/machines/cost/selectors.ts';

const start = (search = '', preferredSystem: UnitSystem = 'imperial') => createActor(costMachine, { input: { search, preferredSystem } }).start();
type Actor = ReturnType<typeof start>;
const costFigure = (actor: Actor, key: string) => selectCostFigures(actor.getSnapshot().context).find((figure) => figure.key === key);
const opexFigure = (actor: Actor, key: string) => selectOpexFigures(actor.getSnapshot().context).find((figure) => figure.key === key);
const shown = (actor: Actor, key: string, figures: 'cost' | 'opex' = 'cost') => {
  const figure = figures === 'cost' ? costFigure(actor, key) : opexFigure(actor, key);
  return figureText(figure!, actor.getSnapshot().context.system).value;
};
const type = (actor: Actor, form: CostForm, field: string, text: string) => actor.send({ type: 'field.change', form, field, text });

/** Everything a unit switch must leave alone: the texts and their systems, every value read, every result. */
function stored(context: CostContext) {
  const { texts, typedIn, opexTexts, opexTypedIn, insulated, cost, opex } = context;
  return {
    inputs: { texts, typedIn, opexTexts, opexTypedIn, insulated },
    read: [readCostInputPartly(texts, { insulated }, context.system, typedIn).input, readOpexInputPartly(opexTexts, context.system, opexTypedIn).input],
    results: { cost, opex },
  };
}

describe('costMachine', () => {
  it('opens on the worked examples: the EPA housing and insulation, and 158,730 kWh/yr saved', () => {
    const actor = start();
    const { context } = actor.getSnapshot();

    expect(context.system).toBe('imperial');
    expect(context.insulated).toBe(true);
    expect(shown(actor, 'housingCost')).toBe('17,582.45');
    expect(shown(actor, 'insulationCost')).toBe('5,796.59');
    expect(shown(actor, 'energySaved', 'opex')).toBe('158,730');
    // The OPEX example is written in metric; an imperial page shows it in CFM and inH₂O.
    expect(context.opexTexts.flow).toBe('100000');
    expect(context.opexTypedIn.flow).toBe('metric');
    expect(selectFieldText(context, 'opex', 'flow')).toBe('58857.7779');
    expect(selectFieldText(context, 'opex', 'pressureDropBefore')).toBe('6.0219');
  });

  it('opens a first visit in the site-wide unit preference, with the same estimate; a link’s units win over it', () => {
    const metric = start('', 'metric');
    expect(metric.getSnapshot().context.system).toBe('metric');
    expect(shown(metric, 'housingCost')).toBe('17,582.45');
    expect(start('units=imperial', 'metric').getSnapshot().context.system).toBe('imperial');
  });

  it('estimates again on each change, and names an unusable field keeping its text, while the rest is still estimated', () => {
    const actor = start();
    type(actor, 'cost', 'cepci', '779');
    expect(costFigure(actor, 'escalationFactor')!.valueSi).toBeCloseTo(779 / 389.5, 12);

    type(actor, 'cost', 'grossClothArea', '-3');
    const { context } = actor.getSnapshot();
    expect(context.texts.grossClothArea).toBe('-3');
    expect(selectFieldIssue(context, 'cost', 'grossClothArea')).toBe('Gross cloth area must be from 1.076 to 1.076e+7 ft², got -3');
    expect(selectCostFigures(context).map(({ key }) => key)).toEqual(['escalationFactor', 'quotedPriceEscalation', 'capitalRecoveryFactor', 'electricityUse', 'dustCollected', 'wasteDisposal']);
    expect(selectCostLines(context).map(({ key }) => key)).toContain('electricity');
    expect(selectCostNeeds(context)).toEqual([expect.objectContaining({ field: 'grossClothArea', reason: 'unusable', gives: expect.arrayContaining(['Total capital investment', 'Total annual cost']) })]);
    expect(selectAnnualCostChart(context)).toBeUndefined();
    // The other form is untouched.
    expect(opexFigure(actor, 'energySaved')).toBeDefined();
  });

  it('refuses every plain number at 1e308 by name, so no total is ever blank', () => {
    const actor = start();
    for (const field of ['bagCount', 'bagPrice', 'cagePrice', 'auxiliaryCost', 'cepci', 'electricityPrice', 'operatorWage', 'interest', 'erectionFactor']) {
      type(actor, 'cost', field, '1e308');
      const { context } = actor.getSnapshot();
      expect(selectFieldIssue(context, 'cost', field)).toMatch(/ must be from .*, got 1e308$/);
      for (const figure of selectCostFigures(context)) expect(Number.isFinite(figure.valueSi)).toBe(true);
      type(actor, 'cost', field, COST_EXAMPLE.texts[field] ?? '');
    }
    type(actor, 'cost', 'fanEfficiency', '1e-300');
    expect(selectFieldIssue(actor.getSnapshot().context, 'cost', 'fanEfficiency')).toBe('Fan and motor efficiency must be from 5 to 100 %, got 1e-300');
  });

  it('adds and removes the insulation add-on', () => {
    const actor = start();
    actor.send({ type: 'insulated.change', insulated: false });
    expect(costFigure(actor, 'insulationCost')!.valueSi).toBe(0);
    actor.send({ type: 'insulated.change', insulated: true });
    expect(shown(actor, 'insulationCost')).toBe('5,796.59');
  });

  it('keeps $0.25 per 1000 ft³ of compressed air through imperial → metric → imperial: the same text, total and link', () => {
    const actor = start();
    const total = costFigure(actor, 'totalAnnualCost')!.valueSi;
    const link = selectLinkPath(actor.getSnapshot().context);
    expect(link).toContain('compressed-air-price=0.25&');

    actor.send({ type: 'system.change', system: 'metric' });
    const metric = actor.getSnapshot().context;
    expect(selectFieldText(metric, 'cost', 'compressedAirPrice')).toBe('0.0088');
    expect(selectFieldText(metric, 'cost', 'grossClothArea')).toBe('198.1204');
    expect(costFigure(actor, 'totalAnnualCost')!.valueSi).toBe(total);
    expect(selectLinkPath(metric)).toContain('compressed-air-price=0.25%24%2F1000ft3');
    expect(selectAnnualCostChart(metric)!.xLabel).toBe('Pressure drop at the fan (Pa)');

    actor.send({ type: 'system.change', system: 'imperial' });
    const back = actor.getSnapshot().context;
    expect(back.texts.compressedAirPrice).toBe('0.25');
    expect(selectFieldText(back, 'cost', 'compressedAirPrice')).toBe('0.25');
    expect(costFigure(actor, 'totalAnnualCost')!.valueSi).toBe(total);
    expect(selectLinkPath(back)).toBe(link);
  });

  it('stores a field edited after a switch in the system it was typed in', () => {
    const actor = start();
    actor.send({ type: 'system.change', system: 'metric' });
    type(actor, 'cost', 'bagPrice', '20');
    const { context } = actor.getSnapshot();
    expect(context.typedIn).toMatchObject({ bagPrice: 'metric', grossClothArea: 'imperial' });
    expect(context.cost.input.bagPrice).toBe(20);
  });

  it('keeps every input in the link and opens the same state from it', () => {
    const actor = start();
    type(actor, 'cost', 'cepci', '800');
    type(actor, 'opex', 'investment', '35000');
    const link = selectLinkPath(actor.getSnapshot().context);
    expect(link).toMatch(/^\/cost-estimation\?gross-cloth-area=2132\.5498&/);
    expect(link).toContain('cepci=800');
    expect(link).toContain('opex-investment=35000');

    const reopened = start(link.slice(link.indexOf('?')));
    expect(reopened.getSnapshot().context.texts).toEqual(actor.getSnapshot().context.texts);
    expect(reopened.getSnapshot().context.insulated).toBe(true);
    expect(reopened.getSnapshot().context.cost).toEqual(actor.getSnapshot().context.cost);
    expect(reopened.getSnapshot().context.opex).toEqual(actor.getSnapshot().context.opex);
  });

  it('opens a link that gives only the estimate (from the Baghouse Design) with the OPEX example beside it, and notes an unknown parameter', () => {
    const actor = start('?gross-cloth-area=2132.5498&bag-count=159&units=imperial&colour=red');
    const { context } = actor.getSnapshot();
    expect(context.texts).toEqual({ grossClothArea: '2132.5498', bagCount: '159' });
    expect(context.insulated).toBe(false);
    expect(shown(actor, 'housingCost')).toBe('17,582.45');
    expect(shown(actor, 'energySaved', 'opex')).toBe('158,730');
    expect(context.linkNotes.map((note) => note.name)).toEqual(['colour']);
    actor.send({ type: 'notes.dismiss' });
    expect(actor.getSnapshot().context.linkNotes).toEqual([]);
  });

  it('lays the savings out for the charts: stacked layers ending at the total, and the payback where the savings meet the investment', () => {
    const actor = start();
    type(actor, 'opex', 'bagSetCost', '9000');
    type(actor, 'opex', 'bagLifeBefore', '2');
    type(actor, 'opex', 'bagLifeAfter', '3');
    const { context } = actor.getSnapshot();
    const { comparison } = context.opex;
    const charts = selectSavingsCharts(context)!;

    expect(charts.cumulative.series.map((series) => [series.label, series.kind])).toEqual([
      ['Fan energy', 'area'],
      ['Compressed air', 'area'],
      ['Bags', 'area'],
    ]);
    const top = charts.cumulative.series.at(-1)!.values;
    comparison.cumulativeSavings.forEach((year, index) => expect(top[index]).toBeCloseTo(year.total, 6));

    const payback = charts.payback;
    const simple = comparison.simplePaybackYears!;
    const at = payback.xs.indexOf(simple);
    expect(at).toBeGreaterThan(0);
    expect(payback.series.find((series) => series.label === 'Simple payback')!.values[at]).toBe(20000);
    expect(payback.series.find((series) => series.label === 'Cumulative savings')!.values[at]).toBeCloseTo(20000, 6);

    type(actor, 'opex', 'electricityPrice', '');
    expect(selectSavingsCharts(actor.getSnapshot().context)).toBeUndefined();
  });
});

describe('the worked examples and their undo', () => {
  it('replaces the inputs with both examples, each in its own units, and offers to put them back', () => {
    const actor = start('?gross-cloth-area=100&opex-flow=5000&units=metric');
    const before = actor.getSnapshot().context;
    actor.send({ type: 'example.load' });
    const loaded = actor.getSnapshot().context;
    expect(loaded.texts).toEqual(COST_EXAMPLE.texts);
    expect(loaded.typedIn.grossClothArea).toBe('imperial');
    expect(loaded.opexTexts).toEqual(OPEX_EXAMPLE.texts);
    expect(selectFieldText(loaded, 'cost', 'grossClothArea')).toBe('198.1204');
    // The EPA figures are exact on a metric page too.
    expect(shown(actor, 'housingCost')).toBe('17,582.45');
    expect(shown(actor, 'energySaved', 'opex')).toBe('158,730');
    expect(loaded.undo?.message).toMatch(/^Loaded the worked examples/);

    actor.send({ type: 'undo' });
    const undone = actor.getSnapshot().context;
    expect({ texts: undone.texts, opexTexts: undone.opexTexts, typedIn: undone.typedIn, insulated: undone.insulated }).toEqual({
      texts: before.texts,
      opexTexts: before.opexTexts,
      typedIn: before.typedIn,
      insulated: before.insulated,
    });
    expect(undone.cost).toEqual(before.cost);
    expect(undone.undo).toBeUndefined();
  });

  it('ends the offer at the next edit or a dismissal, but not at a unit switch', () => {
    const actor = start();
    actor.send({ type: 'example.load' });
    actor.send({ type: 'system.change', system: 'metric' });
    expect(actor.getSnapshot().context.undo).toBeDefined();
    type(actor, 'cost', 'cepci', '800');
    expect(actor.getSnapshot().context.undo).toBeUndefined();
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.texts.cepci).toBe('800');

    actor.send({ type: 'example.load' });
    actor.send({ type: 'undo.dismiss' });
    expect(actor.getSnapshot().context.undo).toBeUndefined();
    expect(actor.getSnapshot().context.texts.cepci).toBe('389.5');
  });
});

describe('unit switches never change a stored value (issue 18 §2)', () => {
  const systems = fc.constantFrom<UnitSystem>('metric', 'imperial');
  const text = fc.oneof(
    fc.double({ min: 0, max: 1e6, noNaN: true }).map(String),
    fc.integer({ min: 0, max: 5000 }).map(String),
    fc.constantFrom('abc', '1e308', '-1', '1e-300', '1,5', '10 m2', '3 inH2O', '$12', '7 %', '1.69 $/ft²', '0.02$/m3', '4 gr/ft3', '25 $/short ton', '9 t/yr', 'damper', 'inlet-vanes'),
  );
  const edit = fc.oneof(
    fc.record({ form: fc.constant<CostForm>('cost'), field: fc.constantFrom(...COST_FIELD_KEYS), text, system: systems }),
    fc.record({ form: fc.constant<CostForm>('opex'), field: fc.constantFrom(...OPEX_FIELD_KEYS), text, system: systems }),
  );

  it('leaves every text, its system, every value read and every result bit-identical, shows the typed text back, and links to the same values', () => {
    fc.assert(
      fc.property(systems, fc.array(edit, { maxLength: 6 }), fc.array(systems, { minLength: 1, maxLength: 6 }), (opening, edits, switches) => {
        const actor = start(`?units=${opening}`);
        for (const { form, field, text: typed, system } of edits) {
          actor.send({ type: 'system.change', system });
          type(actor, form, field, typed);
        }
        const before = actor.getSnapshot().context;
        for (const system of switches) actor.send({ type: 'system.change', system });
        const after = actor.getSnapshot().context;

        expect(stored(after)).toEqual(stored(before));
        for (const form of ['cost', 'opex'] as const) {
          const [texts, typedIn] = form === 'cost' ? [after.texts, after.typedIn] : [after.opexTexts, after.opexTypedIn];
          for (const [field, typed] of Object.entries(texts)) {
            actor.send({ type: 'system.change', system: typedIn[field]! });
            expect(selectFieldText(actor.getSnapshot().context, form, field)).toBe(typed);
          }
        }
        const link = selectLinkPath(after);
        const reopened = start(link.slice(link.indexOf('?'))).getSnapshot().context;
        expect(reopened.cost.input).toEqual(before.cost.input);
        expect(reopened.opex.input).toEqual(before.opex.input);
        expect(reopened.cost.figures).toEqual(before.cost.figures);
      }),
      { numRuns: 40 },
    );
  });
});
