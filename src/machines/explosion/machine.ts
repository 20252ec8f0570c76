/**
 * The Explosion Protection page (issue 21, /explosion-protection): the
 * inputs as typed, the unit system shown, and the vent design, as every
 * form page keeps them (shared/form-machine.ts). Every edit designs again
 * with core's readVentDesign. A unit switch never changes a text (each keeps
 * the system it was typed in) nor the design. Loading the example and
 * clearing the inputs keep the inputs they replace for an undo until the
 * next edit.
 */
import { setup } from 'xstate';
import type { VentField } from '../../core/explosion/fields.ts';
import type { FormMachineInput } from '../shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../shared/form-machine.ts';
import { createInitialContext, ventForm, type VentContext } from './context.ts';

export type VentEvent = FormEvent<VentField>;

export const ventMachine = setup({
  types: {
    context: {} as VentContext,
    events: {} as VentEvent,
    input: {} as FormMachineInput,
  },
  actions: formActions<VentContext, VentEvent>(ventForm),
  guards: formGuards<VentContext>(ventForm),
}).createMachine({
  id: 'explosionProtection',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: { editing: { on: FORM_TRANSITIONS } },
});
