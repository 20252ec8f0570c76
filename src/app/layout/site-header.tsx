import { Link } from 'wouter';
import { Info } from 'lucide-react';
import { colors, focusRing, font, space } from '../theme.ts';
import { paths } from '../paths.ts';
import { siteConfig } from '../site-config.ts';

const headerStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  background: colors.primary,
  color: colors.primaryText,
} as const;

const linkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  fontSize: font.size.lg,
  fontWeight: 700,
  '&:focus-visible': focusRing,
} as const;

const infoStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  color: 'inherit',
  '&:hover': { background: colors.primaryHover },
  '&:focus-visible': focusRing,
} as const;

/** The common header: site title linking home, and the info button to Know-How. */
export function SiteHeader() {
  return (
    <header css={headerStyle}>
      <Link href={paths.home.path} css={linkStyle}>
        {siteConfig.title}
      </Link>
      <Link href={paths.knowHow.path} css={infoStyle} aria-label="Know-How">
        <Info aria-hidden="true" size={22} />
      </Link>
    </header>
  );
}
