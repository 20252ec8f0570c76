/**
 * The Cost Estimation machine shared with the page's parts. Its own module,
 * so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { costMachine } from '../../machines/cost/machine.ts';

export const CostActorContext = createActorContext(costMachine);
