import { colors, font, layout, media, radius, space } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { SidebarContext } from './sidebar-context.ts';
import { SidebarToggle } from './sidebar-toggle.tsx';
import { TopicList } from './topic-list.tsx';
import { SIDEBAR_TITLE_ID, SIDEBAR_TOPICS_ID } from './element-ids.ts';

// A panel at the left of the page's width, starting at the header's left edge.
const asideStyle = (collapsed: boolean) =>
  ({
    display: 'block',
    flexShrink: 0,
    position: 'sticky',
    top: space.md,
    width: collapsed ? layout.sidebarWidthCollapsed : layout.sidebarWidth,
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.md,
    overflow: 'hidden',
    transition: 'width 200ms ease',
    [media.mobile]: { display: 'none' },
    [media.reducedMotion]: { transition: 'none' },
  }) as const;

const headerStyle = (collapsed: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: collapsed ? 'center' : 'space-between',
    gap: space.sm,
    minHeight: '3.5rem',
    padding: collapsed ? `${space.sm} 0` : `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
    borderBottom: `1px solid ${colors.border}`,
  }) as const;

const titleStyle = { margin: 0, fontSize: font.size.md, fontWeight: 700, whiteSpace: 'nowrap' } as const;

const topicsStyle = (collapsed: boolean) => ({ padding: collapsed ? space.xs : space.sm }) as const;

/**
 * The desktop sidebar (768 px and up): 16rem with titles, or a 3rem rail of
 * icons with tooltips when collapsed (spec §2, §9). Hidden below 768 px,
 * where the mobile panel takes over.
 */
export function ProcessSidebar() {
  const collapsed = SidebarContext.useSelector((snapshot) => snapshot.matches({ desktop: 'collapsed' }));

  return (
    <aside
      aria-labelledby={SIDEBAR_TITLE_ID}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      css={asideStyle(collapsed)}
    >
      <div css={headerStyle(collapsed)}>
        <h2 id={SIDEBAR_TITLE_ID} css={collapsed ? visuallyHidden : titleStyle}>
          Process Engineering
        </h2>
        <SidebarToggle />
      </div>
      <div id={SIDEBAR_TOPICS_ID} css={topicsStyle(collapsed)}>
        <TopicList collapsed={collapsed} />
      </div>
    </aside>
  );
}
