/**
 * The Unit Convertor machine shared with the page's parts. Its own module,
 * so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { convertorMachine } from '../../machines/unit-convertor/machine.ts';

export const ConvertorActorContext = createActorContext(convertorMachine);
