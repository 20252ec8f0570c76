import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { DESIGN_FIELDS, designLinkPath, type DesignField } from '../../../src/core/duct/design-link.ts';
import { UNIT_SYSTEMS } from '../../../src/core/duct/units.ts';
import type { CardDuct } from '../../../src/machines/duct-calculator/selectors.ts';
import type { DesignContext } from '../../../src/machines/duct-design/context.ts';
import { designMachine, type DesignEvent } from '../../../src/machines/duct-design/machine.ts';
import type { SectionOutcome, SectionOutcomes } from '../../../src/machines/duct-design/sections.ts';
import { selectFieldText, selectLinkTexts } from '../../../src/machines/duct-design/selectors.ts';

const CARDS: readonly CardDuct[] = [
  { airflow: { value: 1000, system: 'imperial' }, diameter: { value: 14, system: 'imperial' } },
  { airflow: { value: 1.2, system: 'metric' }, diameter: { value: 0.3, system: 'metric' } },
  { airflow: { value: 0.004, system: 'metric' }, diameter: undefined },
];

const start = (unitSystem: 'metric' | 'imperial', card: CardDuct, events: readonly DesignEvent[], search = '') => {
  const actor = createActor(designMachine, { input: { search, unitSystem, card } }).start();
  for (const event of events) actor.send(event);
  return actor;
};

/** What a typed field may hold: numbers of any fraction, numbers with their own unit, text that cannot be read, nothing. */
const numberText = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }).map((value) => String(value / 7)),
  fc.constantFrom('0.123456', '50', '-5', '1e308', '0', 'abc', '50 ft', '300F', '2 Pa/m', '3500fpm', ' 12 ', ''),
);
const sectionText = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 })).map(([a, b]) => `${a / 3}x${b / 7}`),
  fc.constantFrom('24x12', '600x300mm', '20in x 10in', '24x', 'x', '0x5'),
);
const NUMBER_FIELDS = ['length', 'temperature', 'altitude', 'roughness', 'frictionRate', 'minVelocity'] as const satisfies readonly DesignField[];

/**
 * Every edit but a contaminant class: a class, and the transport check of an
 * equal-friction size, are read in the unit system shown, since ACGIH gives
 * each column its own figure (4000 ft/min, 20 m/s); its own test below.
 */
const anyEdit: fc.Arbitrary<DesignEvent> = fc.oneof(
  fc.record({ type: fc.constant('field.change' as const), field: fc.constantFrom(...NUMBER_FIELDS), text: numberText }),
  fc.record({ type: fc.constant('field.change' as const), field: fc.constantFrom('rect' as const, 'oval' as const), text: sectionText }),
  fc.record({ type: fc.constant('field.change' as const), field: fc.constant('material' as const), text: fc.constantFrom('galvanized', 'pvc', 'concrete', 'wood') }),
  fc.record({ type: fc.constant('field.change' as const), field: fc.constant('method' as const), text: fc.constantFrom('colebrook', 'altshul-tsal', 'acgih') }),
  fc.record({ type: fc.constant('field.change' as const), field: fc.constant('series' as const), text: fc.constantFrom('us-spiral', 'en-1506') }),
  fc.record({ type: fc.constant('sizing.change' as const), sizing: fc.constantFrom('equal-friction' as const, 'transport-velocity' as const) }),
  fc.record({ type: fc.constant('shape.change' as const), shape: fc.constantFrom('rect' as const, 'oval' as const) }),
);

/**
 * The transport checks of equal friction read the ACGIH table's column of
 * the unit system shown and word the velocity in its unit, like a class.
 */
const TRANSPORT_CHECKS = new Set(['below-transport-velocity', 'dust-transport-unchecked']);
const withoutTransportChecks = (outcome: SectionOutcome): SectionOutcome => ({ ...outcome, warnings: outcome.warnings.filter(({ code }) => !TRANSPORT_CHECKS.has(code)) });

/** Everything a unit switch must leave as it was. */
const stored = ({ texts, typedIn, defaultsIn, card, sizing, shape, outcomes }: DesignContext) => ({
  texts,
  typedIn,
  defaultsIn,
  card,
  sizing,
  shape,
  outcomes: [outcomes.loss, outcomes.size, outcomes.equivalent].map(withoutTransportChecks),
});

/** A section's figures, warnings and what is missing, and which fields are refused (a reopened link words a refusal in its own units). */
const results = (outcomes: SectionOutcomes) =>
  [outcomes.loss, outcomes.size, outcomes.equivalent].map(withoutTransportChecks).map(({ status, figures, warnings, missing, issues }) => ({
    status,
    figures,
    warnings,
    missing,
    refused: issues.map(({ field }) => field),
  }));

const shownTexts = (context: DesignContext) => DESIGN_FIELDS.map((field) => selectFieldText(context, field));

describe('duct design machine: unit switches never change a stored value (issue 18)', () => {
  it('any sequence of switches leaves every text, its system, every SI figure and warning bit-identical, and switching back shows the texts as typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...CARDS), fc.array(anyEdit, { maxLength: 8 }), fc.array(fc.constantFrom(...UNIT_SYSTEMS), { minLength: 1, maxLength: 5 }), (opening, card, edits, moves) => {
        const actor = start(opening, card, edits);
        const before = actor.getSnapshot().context;

        for (const unitSystem of moves) {
          actor.send({ type: 'card.change', unitSystem, card });
          expect(stored(actor.getSnapshot().context)).toEqual(stored(before));
        }
        actor.send({ type: 'card.change', unitSystem: before.unitSystem, card });

        expect(shownTexts(actor.getSnapshot().context)).toEqual(shownTexts(before));
        expect(selectLinkTexts(actor.getSnapshot().context)).toEqual(selectLinkTexts(before));
      }),
    );
  });

  it('the link written after any switches reopens the same figures, bit for bit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UNIT_SYSTEMS), fc.constantFrom(...CARDS), fc.array(anyEdit, { maxLength: 8 }), fc.constantFrom(...UNIT_SYSTEMS), (opening, card, edits, unitSystem) => {
        const actor = start(opening, card, edits);
        actor.send({ type: 'card.change', unitSystem, card });
        const context = actor.getSnapshot().context;
        // An emptied field is left out of the link, which reopens it with its default (Know-How method-ducting-calculator, Links).
        fc.pre(Object.values(context.texts).every((text) => text !== ''));

        const link = designLinkPath('/ducting-calculator', selectLinkTexts(context));
        const reopened = start(unitSystem, card, [], link.split('?')[1] ?? '').getSnapshot().context;

        expect(reopened.sizing).toBe(context.sizing);
        expect(reopened.shape).toBe(context.shape);
        expect(results(reopened.outcomes)).toEqual(results(context.outcomes));
      }),
    );
  });

  it('reads a contaminant class in the unit system shown, as the ACGIH table gives it: 4000 ft/min, or 20 m/s', () => {
    const actor = start('imperial', CARDS[0]!, [
      { type: 'sizing.change', sizing: 'transport-velocity' },
      { type: 'field.change', field: 'transport', text: 'heavy-dusts' },
    ]);
    const target = () => {
      const outcome = actor.getSnapshot().context.outcomes.size;
      return outcome.figures.find(({ key }) => key === 'exactDiameter')!.valueSi;
    };
    const imperial = target();

    actor.send({ type: 'card.change', unitSystem: 'metric', card: CARDS[0]! });

    expect(actor.getSnapshot().context.texts.transport).toBe('heavy-dusts');
    // D = √(4Q/(πV)): the metric column's 20 m/s against 4000 ft/min = 20.32 m/s.
    expect(target() / imperial).toBeCloseTo(Math.sqrt(20.32 / 20), 12);
  });
});
