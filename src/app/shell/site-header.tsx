import { Link } from 'wouter';
import { Info } from 'lucide-react';
import { colors, font, layout, media, space } from './theme.ts';
import { paths } from '../paths.ts';
import { siteConfig } from './site-config.ts';
import { SiteMenu } from './site-menu.tsx';
import { ProjectSwitcher } from '../project/switcher-button.tsx';

const headerStyle = {
  padding: `${space.sm} ${space.md}`,
  background: colors.primary,
  color: colors.primaryText,
  [media.medium]: { padding: `${space.md} ${space.lg}` },
} as const;

// Same width as the page content, so the title lines up with the headings below.
const innerStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  [media.medium]: { gap: space.md },
  maxWidth: layout.contentMaxWidth,
  margin: '0 auto',
  // The menu's panel hangs from this row.
  position: 'relative',
} as const;

// Tight on a phone, so the site title keeps to one line beside the two buttons.
const actionsStyle = { display: 'flex', alignItems: 'center', gap: '0.125rem', [media.medium]: { gap: space.xs } } as const;

const titleStyle = {
  color: 'inherit',
  textDecoration: 'none',
  fontSize: '1.125rem',
  fontWeight: 700,
  lineHeight: 1.3,
  [media.medium]: { fontSize: font.size.lg },
} as const;

const infoStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: layout.controlSize,
  height: layout.controlSize,
  borderRadius: '50%',
  color: 'inherit',
  '&:hover': { background: colors.primaryHover },
} as const;

/**
 * The common header: the site title linking home, the menu of every tool and
 * page, the current project's switcher, and the info button to Know-How
 * (spec §2).
 */
export function SiteHeader() {
  return (
    <header css={headerStyle}>
      <div css={innerStyle}>
        <Link href={paths.home.path} css={titleStyle}>
          {siteConfig.title}
        </Link>
        <div css={actionsStyle}>
          <SiteMenu />
          <ProjectSwitcher />
          <Link href={paths.knowHow.path} css={infoStyle} aria-label="Know-How" title="Know-How">
            <Info aria-hidden="true" size={22} />
          </Link>
        </div>
      </div>
    </header>
  );
}
