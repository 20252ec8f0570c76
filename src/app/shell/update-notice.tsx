import { cardSurface, colors, font, media, shadow, space, zIndex } from './theme.ts';
import { primaryAction, secondaryAction } from './action-styles.ts';

/** Bottom left, so it never covers the calculator's result notice (bottom right). */
const regionStyle = {
  position: 'fixed',
  left: 0,
  bottom: 0,
  zIndex: zIndex.tooltip,
  width: '100%',
  padding: space.md,
  pointerEvents: 'none',
  [media.medium]: { width: '26rem', padding: space.lg },
} as const;

const cardStyle = {
  ...cardSurface,
  boxShadow: shadow.overlay,
  borderLeft: `4px solid ${colors.primary}`,
  padding: space.md,
  pointerEvents: 'auto',
} as const;

const titleStyle = { margin: 0, fontWeight: 700, fontSize: font.size.md } as const;
const textStyle = { margin: `${space.xs} 0 ${space.md}`, color: colors.textMuted, fontSize: font.size.sm } as const;
const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space.sm } as const;

interface UpdateNoticeProps {
  /** True when a new version is installed and waiting for the user's choice. */
  open: boolean;
  /** Switches to the new version and reloads the page. */
  onReload: () => void;
  /** Hides the notice; the new version starts with the next visit. */
  onDismiss: () => void;
}

/**
 * The non-modal "update available" notice. The live region is always in the
 * page, so screen readers announce the notice when it appears; nothing takes
 * focus and the page stays usable. The app never reloads on its own.
 */
export function UpdateNotice({ open, onReload, onDismiss }: UpdateNoticeProps) {
  return (
    <div role="status" css={regionStyle}>
      {open && (
        <section aria-label="Update available" css={cardStyle}>
          <p css={titleStyle}>Update available</p>
          <p css={textStyle}>A new version of this toolkit is ready. Reload to use it, or carry on and get it next time.</p>
          <div css={actionsStyle}>
            <button type="button" css={primaryAction} onClick={onReload}>
              Reload
            </button>
            <button type="button" css={secondaryAction} onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
