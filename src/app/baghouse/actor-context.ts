/**
 * The Baghouse Design machine shared with the page's parts. Its own module,
 * so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { baghouseMachine } from '../../machines/baghouse/machine.ts';

export const BaghouseActorContext = createActorContext(baghouseMachine);
