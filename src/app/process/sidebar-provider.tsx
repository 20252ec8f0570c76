import type { ReactNode } from 'react';
import { serializeSidebarCookie } from '../../core/site/sidebar-cookie.ts';
import { sidebarMachine } from '../../machines/sidebar/machine.ts';
import { SidebarContext } from './sidebar-context.ts';

/** The machine with its one side effect supplied: the browser cookie write. */
const browserSidebarMachine = sidebarMachine.provide({
  actions: {
    persistState: (_, { expanded }) => {
      document.cookie = serializeSidebarCookie(expanded);
    },
  },
});

/**
 * Starts the sidebar actor from the current cookies (validated by the
 * machine, spec §4) and shares it with everything below.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  return (
    <SidebarContext.Provider logic={browserSidebarMachine} options={{ input: { cookieHeader: document.cookie } }}>
      {children}
    </SidebarContext.Provider>
  );
}
