/**
 * The ducting calculator page's design sections (issue 9): pressure loss,
 * sizing and the equivalent round duct. They follow the calculator card's
 * airflow, diameter and unit system (`card.change`); every change computes
 * the sections again with core. A unit switch changes no stored text.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { DesignField } from '../../core/duct/design-link.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';
import type { CardDuct } from '../duct-calculator/selectors.ts';
import { applyFieldText, createInitialContext, recompute, type DesignContext, type DesignInput } from './context.ts';

export type DesignEvent =
  | { type: 'card.change'; unitSystem: UnitSystem; card: CardDuct }
  | { type: 'field.change'; field: DesignField; text: string }
  | { type: 'sizing.change'; sizing: SizingMode }
  | { type: 'shape.change'; shape: SectionShape }
  | { type: 'notes.dismiss' };

export const designMachine = setup({
  types: {
    context: {} as DesignContext,
    events: {} as DesignEvent,
    input: {} as DesignInput,
  },
  actions: {
    // A unit switch only changes how the stored texts are shown (entries.ts).
    followCard: assign(({ event }) => {
      assertEvent(event, 'card.change');
      return { unitSystem: event.unitSystem, card: event.card };
    }),
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    setSizing: assign(({ event }) => {
      assertEvent(event, 'sizing.change');
      return { sizing: event.sizing };
    }),
    setShape: assign(({ event }) => {
      assertEvent(event, 'shape.change');
      return { shape: event.shape };
    }),
    recompute: assign(({ context }) => recompute(context)),
    dismissNotes: assign({ linkNotes: [] }),
  },
}).createMachine({
  id: 'ductDesign',
  context: ({ input }) => createInitialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'card.change': { actions: ['followCard', 'recompute'] },
        'field.change': { actions: ['setFieldText', 'recompute'] },
        'sizing.change': { actions: ['setSizing', 'recompute'] },
        'shape.change': { actions: ['setShape', 'recompute'] },
        'notes.dismiss': { actions: 'dismissNotes' },
      },
    },
  },
});
