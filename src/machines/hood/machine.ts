/**
 * The Hood Design (issue 20, /hood-design): the inputs as typed, the unit
 * system shown, and the design, as every form page keeps them
 * (shared/form-machine.ts). Every edit designs again with core's
 * readHoodDesign. A unit switch never changes a text (each keeps the system
 * it was typed in) nor the hood's flow; it designs again because a branch
 * sized from the standard sizes takes the system's series (EN 1506 or US
 * spiral, and the class's minimum velocity in that column), as the link
 * (its `units=`) and Add to exhaust system read it.
 * Loading the example and clearing the inputs keep the inputs they replace
 * for an undo until the next edit.
 */
import { setup } from 'xstate';
import type { HoodField } from '../../core/hood/fields.ts';
import type { FormMachineInput } from '../shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../shared/form-machine.ts';
import { createInitialContext, hoodForm, type HoodContext } from './context.ts';

export type HoodEvent = FormEvent<HoodField>;

export const hoodMachine = setup({
  types: {
    context: {} as HoodContext,
    events: {} as HoodEvent,
    input: {} as FormMachineInput,
  },
  actions: formActions<HoodContext, HoodEvent>(hoodForm),
  guards: formGuards<HoodContext>(hoodForm),
}).createMachine({
  id: 'hoodDesign',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: { editing: { on: FORM_TRANSITIONS } },
});
