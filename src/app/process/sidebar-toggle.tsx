import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { HintTooltip } from '../shell/hint-tooltip.tsx';
import { iconAction } from '../shell/action-styles.ts';
import { SidebarContext } from './sidebar-context.ts';
import { SIDEBAR_TOPICS_ID } from './element-ids.ts';

/** Collapses or expands the desktop sidebar; also Ctrl+B or Cmd+B. */
export function SidebarToggle() {
  const expanded = SidebarContext.useSelector((snapshot) => snapshot.matches({ desktop: 'expanded' }));
  const sidebar = SidebarContext.useActorRef();
  const Icon = expanded ? PanelLeftClose : PanelLeftOpen;

  return (
    <HintTooltip label={`${expanded ? 'Collapse' : 'Expand'} sidebar (Ctrl+B or ⌘B)`}>
      <button
        type="button"
        css={iconAction}
        aria-label="Toggle sidebar"
        aria-expanded={expanded}
        aria-controls={SIDEBAR_TOPICS_ID}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={() => sidebar.send({ type: 'sidebar.toggle' })}
      >
        <Icon aria-hidden="true" size={20} />
      </button>
    </HintTooltip>
  );
}
