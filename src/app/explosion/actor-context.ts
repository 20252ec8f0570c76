/**
 * The Explosion Protection machine shared with the page's parts. Its own
 * module, so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { ventMachine } from '../../machines/explosion/machine.ts';

export const VentActorContext = createActorContext(ventMachine);
