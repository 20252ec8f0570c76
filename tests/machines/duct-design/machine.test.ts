import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { figureText } from '../../../src/core/report/figure.ts';
import { designMachine, type DesignEvent } from '../../../src/machines/duct-design/machine.ts';
import type { CardDuct } from '../../../src/machines/duct-calculator/selectors.ts';
import type { SectionOutcome } from '../../../src/machines/duct-design/sections.ts';
import { selectFieldIssue, selectFieldText, selectLinkTexts, selectPageLink } from '../../../src/machines/duct-design/selectors.ts';

const IMPERIAL_CARD: CardDuct = { airflow: { value: 1000, system: 'imperial' }, diameter: { value: 14, system: 'imperial' } };

const start = (search: string, card: CardDuct = IMPERIAL_CARD, unitSystem: 'metric' | 'imperial' = 'imperial', ...events: DesignEvent[]) => {
  const actor = createActor(designMachine, { input: { search, unitSystem, card } }).start();
  for (const event of events) actor.send(event);
  return actor;
};
const contextOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

/** A figure of a section as the page shows it: `0.088 inH₂O/100 ft`. */
function shown(outcome: SectionOutcome, key: string, system: 'metric' | 'imperial' = 'imperial'): string {
  if (outcome.status === 'error') throw new Error(JSON.stringify(outcome));
  const { value, unit } = figureText(outcome.figures.find((figure) => figure.key === key)!, system);
  return `${value} ${unit}`.trim();
}

describe('duct design machine: opening', () => {
  it('computes the pressure loss of the card’s 1000 CFM in 14 in at the defaults', () => {
    const context = contextOf(start(''));

    expect(shown(context.outcomes.loss, 'frictionRate')).toBe('0.088 inH₂O/100 ft');
    expect(selectFieldText(context, 'length')).toBe('100');
    expect(selectFieldText(context, 'temperature')).toBe('68');
    expect(shown(context.outcomes.size, 'standardDiameter')).toBe('14.00 in');
    expect(shown(context.outcomes.equivalent, 'equivalentDiameter')).toBe('18.28 in');
  });

  it('without the card’s airflow gives what it can and says what the airflow would add', () => {
    const context = contextOf(start('', { airflow: undefined, diameter: IMPERIAL_CARD.diameter }));

    expect(context.outcomes.loss).toMatchObject({
      status: 'partial',
      missing: ['Complete the calculator’s airflow above to get the velocity, Reynolds number, friction factor, friction rate and pressure loss.'],
    });
    expect(context.outcomes.loss.figures.map(({ key }) => key)).toEqual(['density', 'viscosity', 'roughness']);
    expect(shown(context.outcomes.loss, 'density')).toBe('0.0752 lb/ft³');
    expect(context.outcomes.size).toMatchObject({ status: 'partial', figures: [], missing: [expect.stringMatching(/^Complete the calculator’s airflow above to get the exact and the standard size/)] });
    expect(context.outcomes.equivalent.status).toBe('partial');
    expect(context.outcomes.equivalent.figures.map(({ key }) => key)).not.toContain('velocity');
    expect(shown(context.outcomes.equivalent, 'equivalentDiameter')).toBe('18.28 in');
  });

  it('sizes from the card’s airflow alone, while its diameter is missing', () => {
    const context = contextOf(start('', { airflow: IMPERIAL_CARD.airflow, diameter: undefined }));

    expect(context.outcomes.loss.missing).toEqual(['Complete the calculator’s diameter above to get the velocity, Reynolds number, friction factor, friction rate and pressure loss.']);
    expect(shown(context.outcomes.size, 'standardDiameter')).toBe('14.00 in');
  });

  it('without a length gives every figure but the loss over the run, and names the length', () => {
    const context = contextOf(start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'length', text: '' }));

    expect(context.outcomes.loss.status).toBe('partial');
    expect(shown(context.outcomes.loss, 'frictionRate')).toBe('0.088 inH₂O/100 ft');
    expect(context.outcomes.loss.figures.map(({ key }) => key)).not.toContain('pressureLoss');
    expect(context.outcomes.loss.missing).toEqual(['Give the length to get the pressure loss Δp over the run.']);
    expect(selectFieldIssue(context.outcomes.loss, 'length')).toBe('Length is required');
  });

  it('opens the link’s fields and modes, noting a repeated parameter', () => {
    const context = contextOf(start('min-velocity=4500&oval=20x10&method=acgih&method=colebrook'));

    expect(context.sizing).toBe('transport-velocity');
    expect(context.shape).toBe('oval');
    expect(context.texts).toEqual({ minVelocity: '4500', oval: '20x10', method: 'acgih' });
    expect(context.linkNotes.map(({ message }) => message)).toEqual(["Ignored repeated link parameter 'method=colebrook'"]);
  });
});

describe('duct design machine: editing', () => {
  it('recomputes on a field change and names an unusable field', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'length', text: '-5' });

    expect(selectFieldIssue(contextOf(actor).outcomes.loss, 'length')).toBe('Length must be from 0.003281 to 32808 ft, got -5');
    expect(selectFieldIssue(contextOf(actor).outcomes.loss, 'temperature')).toBeUndefined();
    actor.send({ type: 'field.change', field: 'length', text: '50 ft' });
    expect(shown(contextOf(actor).outcomes.loss, 'pressureLoss')).toBe('0.044 inH₂O');
  });

  it('asks for a cleared field rather than using its default silently', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'temperature', text: '' });

    expect(selectFieldText(contextOf(actor), 'temperature')).toBe('');
    expect(selectFieldIssue(contextOf(actor).outcomes.loss, 'temperature')).toBe('Air temperature is required');
    expect(contextOf(actor).outcomes.loss.status).toBe('error');
  });

  it('sizes by transport velocity from an ACGIH class', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'sizing.change', sizing: 'transport-velocity' }, { type: 'field.change', field: 'transport', text: 'heavy-dusts' });

    expect(shown(contextOf(actor).outcomes.size, 'standardDiameter')).toBe('6.00 in');
    expect(selectLinkTexts(contextOf(actor))).toEqual({ transport: 'heavy-dusts' });
  });

  it('checks an equal-friction size against the class it carries, and keeps both in the link', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'transport', text: 'heavy-dusts' });
    const outcome = contextOf(actor).outcomes.size;

    expect(outcome.status === 'success' && outcome.warnings.map(({ code }) => code)).toEqual(['below-transport-velocity']);
    expect(selectLinkTexts(contextOf(actor))).toEqual({ transport: 'heavy-dusts', frictionRate: '0.1' });
  });

  it('warns that an equal-friction size carries no dust class when none is declared', () => {
    const outcome = contextOf(start('', IMPERIAL_CARD, 'imperial')).outcomes.size;

    expect(outcome.status === 'success' && outcome.warnings.map(({ code }) => code)).toEqual(['dust-transport-unchecked']);
  });

  it('follows the card into metric, showing the typed numbers and the defaults converted, and storing them unchanged', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'length', text: '50' }, { type: 'field.change', field: 'rect', text: '24x12' });
    const imperial = contextOf(actor).outcomes;
    actor.send({ type: 'card.change', unitSystem: 'metric', card: IMPERIAL_CARD });
    const context = contextOf(actor);

    expect(context.texts).toEqual({ length: '50', rect: '24x12' });
    expect(selectFieldText(context, 'length')).toBe('15.24');
    // A metric section is read in millimetres, so 24 × 12 in shows as 609.6x304.8.
    expect(selectFieldText(context, 'rect')).toBe('609.6x304.8');
    expect(selectFieldText(context, 'temperature')).toBe('20');
    expect(context.outcomes.loss).toEqual(imperial.loss);
    expect(context.outcomes.size.figures).toEqual(imperial.size.figures);
    expect(shown(context.outcomes.loss, 'frictionRate', 'metric')).toBe('0.72 Pa/m');
    expect(selectLinkTexts(context)).toEqual({ length: '50ft', temperature: '68degF', frictionRate: '0.1inH2O/100ft', series: 'us-spiral', rect: '24x12in' });
  });

  it('keeps the card’s link and adds the typed fields to it', () => {
    const actor = start('', IMPERIAL_CARD, 'imperial', { type: 'field.change', field: 'method', text: 'altshul-tsal' });

    expect(selectPageLink('/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial', contextOf(actor))).toBe(
      '/ducting-calculator?solve=velocity&q=1000&d=14&units=imperial&method=altshul-tsal',
    );
  });

  it('names a link’s unknown material', () => {
    const context = contextOf(start('material=wood'));

    expect(selectFieldIssue(context.outcomes.loss, 'material')).toBe('Duct material wood is not one of the list');
  });
});
