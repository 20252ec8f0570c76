import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { Link, useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { cardSurface, colors, focusRing, font, layout, media, radius, shadow, space, zIndex } from './theme.ts';
import { visuallyHidden } from './visually-hidden.ts';
import { SITE_MENU } from './site-menu-entries.ts';

// The panel hangs from the header's content row (position: relative), just
// under the header: full width on a phone, two columns from 768 px.
const navStyle = css({ '@media print': { display: 'none' } });

/** A button of the header's row, outlined on the header's colour (the Menu button, the project switcher). */
export const headerButtonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minWidth: layout.controlSize,
  minHeight: '2.75rem',
  padding: `0 ${space.sm}`,
  border: '1px solid rgba(255, 255, 255, 0.55)',
  borderRadius: radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: colors.primaryHover },
  '&:focus-visible': focusRing,
});

// The word stays the button's name; on a phone only the icon shows, to keep the title on one line.
const buttonTextStyle = css({ [media.mobile]: visuallyHidden });

const panelStyle = css({
  ...cardSurface,
  boxShadow: shadow.overlay,
  position: 'absolute',
  zIndex: zIndex.panel,
  top: `calc(100% + ${space.sm})`,
  left: 0,
  right: 0,
  maxHeight: 'calc(100vh - 5rem)',
  overflowY: 'auto',
  padding: space.sm,
  color: colors.text,
  [media.medium]: {
    top: `calc(100% + ${space.md})`,
    left: 'auto',
    width: '32rem',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: space.sm,
  },
  '&[hidden]': { display: 'none' },
});

const groupLabelStyle = css({
  margin: 0,
  padding: `${space.sm} ${space.sm} ${space.xs}`,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: colors.textMuted,
});

const listStyle = css({ margin: 0, padding: 0, listStyle: 'none' });

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  color: colors.text,
  fontSize: font.size.md,
  textDecoration: 'none',
  '&:hover': { background: colors.selected, color: colors.primary },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': {
    background: colors.selected,
    color: colors.primary,
    fontWeight: 700,
    boxShadow: `inset 3px 0 0 ${colors.primary}`,
  },
});

/** The menu's links, in the order a keyboard reaches them. */
const linksIn = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll('a') ?? []);

/**
 * The header menu: every tool and page of `paths.ts`, grouped, the current
 * page marked (`aria-current="page"`). A disclosure (a button that shows a
 * list of links, the WAI-ARIA pattern for site navigation), not an ARIA
 * menu, and our own code: Radix's DropdownMenu or NavigationMenu would add
 * 13–32 KB gzip to the first visit, whose budget is 100 KB.
 *
 * Keyboard: Enter or Space on the button opens and closes; Tab walks the
 * links; Arrow Down/Up move between them (from the button, into the first
 * or last), Home/End to the ends; Escape closes and puts focus back on the
 * button. Focus leaving the menu, or a click outside it, closes it. Hidden
 * in print.
 */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The link to focus once the panel shows, when an arrow key opened it. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) {
      const links = linksIn(panelRef.current);
      (focusOnOpen.current === 'first' ? links[0] : links.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onButton = event.target === buttonRef.current;
    if (event.key === 'Escape') {
      if (!open) return;
      closeToButton();
    } else if (onButton && !open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    } else if (open && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      const links = linksIn(panelRef.current);
      const index = links.indexOf(event.target as HTMLAnchorElement);
      if (index === -1 && !onButton) return;
      const last = links.length - 1;
      const next = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index <= 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key as 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'];
      links[next]?.focus();
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Site"
      css={navStyle}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it; a click on the page does too (above).
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        css={headerButtonStyle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        <span css={buttonTextStyle}>Menu</span>
      </button>
      <div ref={panelRef} id={panelId} css={panelStyle} hidden={!open}>
        {SITE_MENU.map((section) => (
          <div key={section.id}>
            <p id={`${panelId}-${section.id}`} css={groupLabelStyle}>
              {section.label}
            </p>
            <ul css={listStyle} aria-labelledby={`${panelId}-${section.id}`}>
              {section.entries.map((entry) => (
                <li key={entry.route}>
                  <Link href={entry.path} css={linkStyle} aria-current={entry.path === location ? 'page' : undefined} onClick={closeToButton}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
