/**
 * The maintenance planner's machine shared with the page's parts. Its own
 * module, so the page and its parts never import each other.
 */
import { createActorContext } from '@xstate/react';
import { maintenanceMachine } from '../../machines/maintenance/machine.ts';

export const MaintenanceActorContext = createActorContext(maintenanceMachine);
