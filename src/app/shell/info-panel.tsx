import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cardSurface, colors, media, space } from './theme.ts';

const panelStyle = {
  ...cardSurface,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  maxWidth: '48rem',
  [media.medium]: { flexDirection: 'row', alignItems: 'center', padding: space.xl },
} as const;

const iconStyle = {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: colors.selected,
  color: colors.primary,
} as const;

const bodyStyle = { '& > p': { margin: 0 }, '& > p + p': { marginTop: space.sm } } as const;

interface InfoPanelProps {
  icon: LucideIcon;
  children: ReactNode;
}

/** A card with an icon and a few paragraphs, for pages that hold only a notice. */
export function InfoPanel({ icon: Icon, children }: InfoPanelProps) {
  return (
    <section css={panelStyle}>
      <span css={iconStyle}>
        <Icon aria-hidden="true" size={24} />
      </span>
      <div css={bodyStyle}>{children}</div>
    </section>
  );
}
