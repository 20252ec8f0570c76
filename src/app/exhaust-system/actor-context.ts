/**
 * The exhaust system machine shared with the page's parts. Its own module,
 * so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { systemMachine } from '../../machines/exhaust-system/machine.ts';

export const SystemActorContext = createActorContext(systemMachine);
