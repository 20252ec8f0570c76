import { useEffect } from 'react';
import { keyframes } from '@emotion/react';
import { Dialog } from 'radix-ui';
import { PanelLeftOpen, X } from 'lucide-react';
import { colors, font, layout, media, shadow, space, zIndex } from '../shell/theme.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { SidebarContext } from './sidebar-context.ts';
import { TopicList } from './topic-list.tsx';
import { onEnterDesktop } from './viewport.ts';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Under the page heading on phones; the sidebar takes over from 768 px.
const triggerStyle = { ...secondaryAction, marginBottom: space.lg, [media.medium]: { display: 'none' } } as const;

const overlayStyle = {
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  background: colors.overlay,
  '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` },
  [media.reducedMotion]: { animation: 'none !important' },
} as const;

const panelStyle = {
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: zIndex.panel,
  width: layout.sidebarWidthMobile,
  maxWidth: '85vw',
  overflowY: 'auto',
  background: colors.surface,
  boxShadow: shadow.overlay,
  '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
  '&[data-state="closed"]': { animation: `${slideOut} 150ms ease-in` },
  [media.reducedMotion]: { animation: 'none !important' },
} as const;

const panelHeaderStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: '3.5rem',
  padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
  borderBottom: `1px solid ${colors.border}`,
} as const;

const panelTitleStyle = { margin: 0, fontSize: font.size.md, fontWeight: 700 } as const;

/**
 * Below 768 px the topics open as an 18rem panel sliding over the page
 * (spec §2, §9). Radix Dialog traps focus, closes on Escape and on a click
 * outside, and returns focus to the button that opened it.
 */
export function MobileTopicPanel() {
  const open = SidebarContext.useSelector((snapshot) => snapshot.matches({ panel: 'open' }));
  const sidebar = SidebarContext.useActorRef();
  const close = () => sidebar.send({ type: 'sidebar.panel.close' });

  // Growing past the breakpoint shows the desktop sidebar; drop the panel.
  useEffect(() => onEnterDesktop(() => sidebar.send({ type: 'sidebar.panel.close' })), [sidebar]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => sidebar.send({ type: next ? 'sidebar.panel.open' : 'sidebar.panel.close' })}
    >
      <Dialog.Trigger asChild>
        <button type="button" css={triggerStyle}>
          <PanelLeftOpen aria-hidden="true" size={18} />
          Topics
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay css={overlayStyle} />
        <Dialog.Content css={panelStyle}>
          <div css={panelHeaderStyle}>
            <Dialog.Title css={panelTitleStyle}>Process Engineering</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" css={iconAction} aria-label="Close topics">
                <X aria-hidden="true" size={20} />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description css={visuallyHidden}>Choose a topic to view its details.</Dialog.Description>
          <div css={{ padding: space.sm }}>
            <TopicList onSelected={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
