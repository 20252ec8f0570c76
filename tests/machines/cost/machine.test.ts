import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_COST_TEXTS } from '../../../src/core/cost/input.ts';
import { figureText, type UnitSystem } from '../../../src/core/report/figure.ts';
import { costMachine } from '../../../src/machines/cost/machine.ts';
import {
  selectAnnualCostChart,
  selectCostFigures,
  selectCostLines,
  selectFieldIssue,
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

describe('costMachine', () => {
  it('opens on the worked examples: the EPA housing and insulation, and 158,730 kWh/yr saved', () => {
    const actor = start();
    const { context } = actor.getSnapshot();

    expect(context.system).toBe('imperial');
    expect(context.insulated).toBe(true);
    expect(shown(actor, 'housingCost')).toBe('17,582.45');
    expect(shown(actor, 'insulationCost')).toBe('5,796.59');
    expect(shown(actor, 'energySaved', 'opex')).toBe('158,730');
    expect(context.opexTexts.flow).toBe('100000 m3/h');
  });

  it('opens a first visit in the site-wide unit preference, with the same estimate; a link’s units win over it', () => {
    const metric = start('', 'metric');
    expect(metric.getSnapshot().context.system).toBe('metric');
    expect(shown(metric, 'housingCost')).toBe('17,582.45');
    expect(start('units=imperial', 'metric').getSnapshot().context.system).toBe('imperial');
  });

  it('estimates again on each change, and names an unusable field keeping its text', () => {
    const actor = start();
    actor.send({ type: 'field.change', form: 'cost', field: 'cepci', text: '779' });
    expect(costFigure(actor, 'escalationFactor')!.valueSi).toBeCloseTo(779 / 389.5, 12);

    actor.send({ type: 'field.change', form: 'cost', field: 'grossClothArea', text: '-3' });
    const { context } = actor.getSnapshot();
    expect(context.texts.grossClothArea).toBe('-3');
    expect(selectFieldIssue(context, 'cost', 'grossClothArea')).toBe('Gross cloth area must be from 1.076 to 1.076e+7 ft², got -3');
    expect(selectCostFigures(context)).toEqual([]);
    expect(selectCostLines(context)).toEqual([]);
    // The other form is untouched.
    expect(opexFigure(actor, 'energySaved')).toBeDefined();
  });

  it('adds and removes the insulation add-on', () => {
    const actor = start();
    actor.send({ type: 'insulated.change', insulated: false });
    expect(costFigure(actor, 'insulationCost')!.valueSi).toBe(0);
    actor.send({ type: 'insulated.change', insulated: true });
    expect(shown(actor, 'insulationCost')).toBe('5,796.59');
  });

  it('converts bare numbers when the unit system changes, so the estimate and the savings stay the same', () => {
    const actor = start();
    const before = costFigure(actor, 'totalCapitalInvestment')!.valueSi;
    const savedBefore = opexFigure(actor, 'energySaved')!.valueSi;

    actor.send({ type: 'system.change', system: 'metric' });

    const { context } = actor.getSnapshot();
    expect(context.texts.grossClothArea).toBe('198.1204');
    // Converted to 4 decimals in the fields: the same estimate within a cent or two.
    expect(costFigure(actor, 'totalCapitalInvestment')!.valueSi).toBeCloseTo(before, 1);
    expect(opexFigure(actor, 'energySaved')!.valueSi).toBe(savedBefore);
    expect(selectAnnualCostChart(context)!.xLabel).toBe('Pressure drop at the fan (Pa)');
  });

  it('keeps every input in the link and opens the same state from it', () => {
    const actor = start();
    actor.send({ type: 'field.change', form: 'cost', field: 'cepci', text: '800' });
    actor.send({ type: 'field.change', form: 'opex', field: 'investment', text: '35000' });
    const link = selectLinkPath(actor.getSnapshot().context);
    expect(link).toMatch(/^\/cost-estimation\?gross-cloth-area=2132\.5498&/);
    expect(link).toContain('cepci=800');
    expect(link).toContain('opex-investment=35000');

    const reopened = start(link.slice(link.indexOf('?')));
    expect(reopened.getSnapshot().context.texts).toEqual(actor.getSnapshot().context.texts);
    expect(reopened.getSnapshot().context.opexTexts).toEqual(actor.getSnapshot().context.opexTexts);
    expect(reopened.getSnapshot().context.insulated).toBe(true);
    expect(costFigure(reopened, 'totalAnnualCost')!.valueSi).toBe(costFigure(actor, 'totalAnnualCost')!.valueSi);
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

  it('loads the worked examples again in the current unit system', () => {
    const actor = start('?gross-cloth-area=100&units=metric');
    actor.send({ type: 'example.load' });
    const { context } = actor.getSnapshot();
    expect(context.texts).toEqual(DEFAULT_COST_TEXTS.metric);
    expect(context.opexTexts.flow).toBe('100000');
    expect(shown(actor, 'energySaved', 'opex')).toBe('158,730');
  });

  it('lays the savings out for the charts: stacked layers ending at the total, and the payback where the savings meet the investment', () => {
    const actor = start();
    actor.send({ type: 'field.change', form: 'opex', field: 'bagSetCost', text: '9000' });
    actor.send({ type: 'field.change', form: 'opex', field: 'bagLifeBefore', text: '2' });
    actor.send({ type: 'field.change', form: 'opex', field: 'bagLifeAfter', text: '3' });
    const { context } = actor.getSnapshot();
    const comparison = context.opex.status === 'success' ? context.opex.comparison : undefined;
    const charts = selectSavingsCharts(context)!;

    expect(charts.cumulative.series.map((series) => [series.label, series.kind])).toEqual([
      ['Fan energy', 'area'],
      ['Compressed air', 'area'],
      ['Bags', 'area'],
    ]);
    const top = charts.cumulative.series.at(-1)!.values;
    comparison!.cumulativeSavings.forEach((year, index) => expect(top[index]).toBeCloseTo(year.total, 6));

    const payback = charts.payback;
    const simple = comparison!.simplePaybackYears!;
    const at = payback.xs.indexOf(simple);
    expect(at).toBeGreaterThan(0);
    expect(payback.series.find((series) => series.label === 'Simple payback')!.values[at]).toBe(20000);
    expect(payback.series.find((series) => series.label === 'Cumulative savings')!.values[at]).toBeCloseTo(20000, 6);
  });
});
