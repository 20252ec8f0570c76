import type { ReactElement } from 'react';
import { Tooltip } from 'radix-ui';
import { colors, font, radius, space, zIndex } from './theme.ts';

const contentStyle = {
  zIndex: zIndex.tooltip,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  background: colors.text,
  color: colors.surface,
  fontSize: font.size.sm,
  lineHeight: 1.4,
  boxShadow: '0 2px 8px rgba(23, 33, 43, 0.2)',
} as const;

interface HintTooltipProps {
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** One focusable element, e.g. a button; it becomes the trigger. */
  children: ReactElement;
}

/**
 * A short hint on hover or keyboard focus. Needs a TooltipProvider above it
 * (shell/tooltip-provider.tsx), which sets the spec's delays.
 */
export function HintTooltip({ label, side = 'right', children }: HintTooltipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side={side} sideOffset={8} css={contentStyle}>
          {label}
          <Tooltip.Arrow css={{ fill: colors.text }} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
