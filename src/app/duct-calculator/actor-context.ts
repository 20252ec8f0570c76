/**
 * The calculator machine shared with the page's parts. Its own module, so
 * the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { calculatorMachine } from '../../machines/duct-calculator/machine.ts';

export const CalculatorActorContext = createActorContext(calculatorMachine);
