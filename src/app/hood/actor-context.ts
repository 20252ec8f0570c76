/**
 * The Hood Design machine shared with the page's parts. Its own module, so
 * the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { hoodMachine } from '../../machines/hood/machine.ts';

export const HoodActorContext = createActorContext(hoodMachine);
