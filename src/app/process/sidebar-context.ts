import { createActorContext } from '@xstate/react';
import { sidebarMachine } from '../../machines/sidebar/machine.ts';

/**
 * The one sidebar actor of the Process Engineering page, shared by the
 * desktop sidebar, the mobile panel and the keyboard shortcut. Its own module
 * so that the parts never import each other.
 */
export const SidebarContext = createActorContext(sidebarMachine);
