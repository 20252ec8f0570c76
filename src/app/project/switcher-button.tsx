/**
 * The header's project switcher: a compact button showing the current
 * project's name (remembered on the device, current.ts) that opens the
 * projects dialog. The dialog, the machine and the store (Dexie) load on
 * the first click, so the first visit stays within its budget.
 */
import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { FolderKanban } from 'lucide-react';
import { colors, focusRing, layout, media, radius, space } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { useCurrentProject } from './current.ts';

const SwitcherDialog = lazy(async () => ({ default: (await import('./switcher-dialog.tsx')).SwitcherDialog }));

const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minWidth: layout.controlSize,
  minHeight: '2.75rem',
  maxWidth: '14rem',
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
  '& svg': { flexShrink: 0 },
  '@media print': { display: 'none' },
});

// The button's name says it; on a phone only the icon shows, so the site title keeps to one line.
const nameStyle = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [media.mobile]: visuallyHidden });

/** The switcher's button, and its dialog once opened. */
export function ProjectSwitcher() {
  const current = useCurrentProject();
  const [open, setOpen] = useState(false);
  const name = current?.name ?? 'No project';
  return (
    <>
      <button type="button" css={buttonStyle} aria-haspopup="dialog" aria-expanded={open} aria-label={`Project: ${name}`} title={`Project: ${name}`} onClick={() => setOpen(true)}>
        <FolderKanban aria-hidden="true" size={20} />
        <span css={nameStyle}>{name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SwitcherDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
