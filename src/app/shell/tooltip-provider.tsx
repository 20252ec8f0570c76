import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './theme.ts';

/**
 * The Radix Tooltip.Provider with the spec's delays (§9): a tooltip opens
 * after 700 ms, and after 300 ms when moving from one to the next.
 *
 * Mounted at the root of each lazily loaded page that shows tooltips, not
 * around the whole app: Radix's tooltip module (with floating-ui) cannot be
 * tree-shaken down to the provider, and at the app root it adds about 19 KB
 * gzipped to the first visit of `/`, pushing it over the 100 KB budget.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}
