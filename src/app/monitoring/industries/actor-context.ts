/**
 * The Industries machine shared with the part's components. Its own module,
 * so the section and its cards never import each other.
 */
import { createActorContext } from '@xstate/react';
import { industriesMachine } from '../../../machines/industries/machine.ts';

export const IndustriesActorContext = createActorContext(industriesMachine);
