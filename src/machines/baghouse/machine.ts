/**
 * The Baghouse Design page (issue 10, /baghouse-design): the fields as typed,
 * the unit system and the design, as every form page keeps them
 * (shared/form-machine.ts). Every edit designs again with core's
 * `readBaghouse`; a unit switch only changes how things are shown (issue 18).
 * Loading the example keeps the inputs it replaces until Undo, a dismissal
 * or the next edit.
 */
import { setup } from 'xstate';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { FormMachineInput } from '../shared/form-context.ts';
import { FORM_TRANSITIONS, formActions, formGuards, type FormEvent } from '../shared/form-machine.ts';
import { baghouseForm, createInitialContext, type BaghouseContext } from './context.ts';

export type BaghouseEvent = FormEvent<BaghouseTextField>;

export const baghouseMachine = setup({
  types: {
    context: {} as BaghouseContext,
    events: {} as BaghouseEvent,
    input: {} as FormMachineInput,
  },
  actions: formActions<BaghouseContext, BaghouseEvent>(baghouseForm),
  guards: formGuards<BaghouseContext>(baghouseForm),
}).createMachine({
  id: 'baghouse',
  context: ({ input }) => createInitialContext(input.search, input.preferredSystem),
  initial: 'editing',
  states: { editing: { on: FORM_TRANSITIONS } },
});
