/**
 * The ducting calculator (spec §2 "Ducting calculator", §3, §4): the mode,
 * the unit system, the three fields and the result notice. Every mode or
 * field change recomputes the output with core's `solveDuct`; a unit switch
 * only changes how the stored values are shown. It opens
 * with the page's link as its input (mode, unit system, field texts).
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Quantity, UnitSystem } from '../../core/duct/units.ts';
import {
  applyFieldText,
  changeMode,
  createInitialContext,
  openNotice,
  recompute,
  type CalculatorContext,
} from './context.ts';
import type { CalculatorLink } from './link.ts';

export type CalculatorEvent =
  | { type: 'mode.change'; mode: Quantity }
  | { type: 'unit.change'; unitSystem: UnitSystem }
  | { type: 'field.change'; field: Quantity; text: string }
  | { type: 'form.submit' }
  | { type: 'notice.dismiss' };

export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    /**
     * The page's link, when it opens with one (`readDuctLink`'s state). `void`
     * (not `undefined`, which xstate's inference drops) keeps it optional.
     */
    input: {} as CalculatorLink | void,
  },
  actions: {
    setMode: assign(({ context, event }) => {
      assertEvent(event, 'mode.change');
      return changeMode(context, event.mode);
    }),
    // A switch re-displays the stored values (selectors.ts); nothing stored changes (spec §4).
    setUnitSystem: assign(({ event }) => {
      assertEvent(event, 'unit.change');
      return { unitSystem: event.unitSystem };
    }),
    setFieldText: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return applyFieldText(context, event.field, event.text);
    }),
    recompute: assign(({ context }) => recompute(context)),
    reportCalculationError: ({ context }) => {
      // Spec §8: a calculation failure is only logged; the computed field is already empty.
      if (context.calculationError !== undefined) console.error('Calculation error', context.calculationError);
    },
    openNotice: assign(({ context }) => openNotice(context)),
    dismissNotice: assign({ notice: undefined }),
  },
  guards: {
    isInputField: ({ context, event }) => {
      assertEvent(event, 'field.change');
      return event.field !== context.calculationType;
    },
    hasSolution: ({ context }) => context.result?.status === 'success',
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => createInitialContext(input ?? {}),
  entry: 'reportCalculationError',
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mode.change': { actions: ['setMode', 'recompute', 'reportCalculationError'] },
        'unit.change': { actions: 'setUnitSystem' },
        'field.change': {
          guard: 'isInputField',
          actions: ['setFieldText', 'recompute', 'reportCalculationError'],
        },
        'form.submit': { guard: 'hasSolution', actions: 'openNotice' },
        'notice.dismiss': { actions: 'dismissNotice' },
      },
    },
  },
});
