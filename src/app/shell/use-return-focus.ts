import { useRef } from 'react';

/**
 * Puts focus back on the control that opened a Radix Dialog when it closes,
 * for a dialog opened without a `Dialog.Trigger` (its open state lives in a
 * machine, as the maintenance tick-off's does). Radix returns focus to its
 * Trigger only; without one, focus drops to the page body and a keyboard
 * user starts again from the top. Spread the handlers on `Dialog.Content`.
 *
 * @returns `onOpenAutoFocus`, which notes the focused control as the dialog
 *   opens, and `onCloseAutoFocus`, which focuses it again if it is still on
 *   the page (otherwise Radix's own behaviour stands).
 */
export function useReturnFocus(): { onOpenAutoFocus: (event: Event) => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      // Inside the dialog already (React's double mount in development): keep the first opener.
      if (active instanceof HTMLElement && !(event.currentTarget instanceof Node && event.currentTarget.contains(active))) opener.current = active;
    },
    onCloseAutoFocus: (event) => {
      const target = opener.current;
      if (target === null || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
