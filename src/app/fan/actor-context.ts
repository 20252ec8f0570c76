/**
 * The Fan Selection machine shared with the page's parts. Its own module,
 * so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { fanMachine } from '../../machines/fan/machine.ts';

export const FanActorContext = createActorContext(fanMachine);
