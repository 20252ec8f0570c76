/**
 * The design sections' machine shared with their parts. Its own module, so
 * the sections and their parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { designMachine } from '../../machines/duct-design/machine.ts';

export const DesignActorContext = createActorContext(designMachine);
