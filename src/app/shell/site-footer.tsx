import { colors, font, media, space } from './theme.ts';
import { siteConfig } from './site-config.ts';

const footerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: space.sm,
  padding: `${space.md} ${space.lg}`,
  borderTop: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.textMuted,
  fontSize: font.size.sm,
  textAlign: 'center',
  [media.mobile]: { flexDirection: 'column', alignItems: 'center' },
} as const;

const linkStyle = { color: colors.primary, whiteSpace: 'nowrap' } as const;

// On phones the two parts stack; a dangling dot would look broken.
const separatorStyle = { [media.mobile]: { display: 'none' } } as const;

/** The common footer with the author's name and profile link (from site-config). */
export function SiteFooter() {
  return (
    <footer css={footerStyle}>
      <span>© {siteConfig.authorName}</span>
      <span aria-hidden="true" css={separatorStyle}>
        ·
      </span>
      <a href={siteConfig.authorProfileUrl} css={linkStyle} rel="noopener noreferrer" target="_blank">
        Professional profile
      </a>
    </footer>
  );
}
