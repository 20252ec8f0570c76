/**
 * The header's project switcher: a compact button showing the current
 * project's name (remembered on the device, current.ts) that opens the
 * projects dialog; from 768 px (a phone opens it from the overview page). The dialog, the machine and the store (Dexie) load on
 * the first click, so the first visit stays within its budget.
 */
import { lazy, Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { FolderKanban } from 'lucide-react';
import { headerButtonStyle } from '../shell/site-menu.tsx';
import { media } from '../shell/theme.ts';
import { useCurrentProject } from './current.ts';

const SwitcherDialog = lazy(async () => ({ default: (await import('./switcher-dialog.tsx')).SwitcherDialog }));

const buttonStyle = [
  headerButtonStyle,
  css({
    maxWidth: '14rem',
    '& svg': { flexShrink: 0 },
    '@media print': { display: 'none' },
    // A phone's header keeps its one-line title beside Menu and Know-How (251 px of 343): there the switcher opens from the overview, which the menu lists.
    [media.mobile]: { display: 'none' },
  }),
];

const nameStyle = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

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
