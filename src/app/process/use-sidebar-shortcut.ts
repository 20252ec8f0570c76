import { useEffect } from 'react';
import { SidebarContext } from './sidebar-context.ts';
import { isMobileViewport } from './viewport.ts';

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS), as in the spec (§2). */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/**
 * Ctrl/Cmd+B toggles the sidebar: the desktop sidebar on wide screens, the
 * sliding panel below the mobile breakpoint.
 */
export function useSidebarShortcut() {
  const sidebar = SidebarContext.useActorRef();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      sidebar.send({ type: isMobileViewport() ? 'sidebar.panel.toggle' : 'sidebar.toggle' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sidebar]);
}
