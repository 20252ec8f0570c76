import { MOBILE_BREAKPOINT_PX } from '../shell/theme.ts';

const desktopQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

// Environments without matchMedia (jsdom) count as desktop.
function desktopMediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(desktopQuery) : undefined;
}

/** True below the spec's 768 px mobile breakpoint (spec §9). */
export function isMobileViewport(): boolean {
  const query = desktopMediaQuery();
  return query ? !query.matches : false;
}

/**
 * Calls `onDesktop` whenever the window grows to the desktop layout.
 *
 * @returns A function that stops listening.
 */
export function onEnterDesktop(onDesktop: () => void): () => void {
  const query = desktopMediaQuery();
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => {
    if (event.matches) onDesktop();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
