import { paths } from '../paths.ts';
import { media, space } from '../shell/theme.ts';
import { pageTitleSize } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { SidebarProvider } from './sidebar-provider.tsx';
import { TopicContext } from './topic-context.ts';
import { ProcessSidebar } from './sidebar.tsx';
import { MobileTopicPanel } from './mobile-topic-panel.tsx';
import { TopicCard } from './topic-card.tsx';
import { useSidebarShortcut } from './use-sidebar-shortcut.ts';

const toolbarStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.lg,
  [media.medium]: { marginBottom: 0 },
} as const;

// On desktop the sidebar shows the title, so the page's h1 is for screen readers only.
const headingStyle = { margin: 0, fontSize: pageTitleSize.fontSize, [media.medium]: visuallyHidden } as const;

/** Spec §2 "Process Engineering page": topic sidebar and the selected topic's card. */
export function ProcessPage() {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <TopicContext.Provider>
          <ProcessScreen />
        </TopicContext.Provider>
      </SidebarProvider>
    </TooltipProvider>
  );
}

function ProcessScreen() {
  useSidebarShortcut();
  return (
    <PageLayout title={paths.process.title} aside={<ProcessSidebar />}>
      <div css={toolbarStyle}>
        <h1 css={headingStyle}>{paths.process.title}</h1>
        <MobileTopicPanel />
      </div>
      <TopicCard />
    </PageLayout>
  );
}
