import { paths } from '../paths.ts';
import { media, space } from '../theme.ts';
import { pageTitleSize } from '../layout/page-heading.tsx';
import { PageLayout } from '../layout/page-layout.tsx';
import { visuallyHidden } from '../layout/visually-hidden.ts';
import { TooltipProvider } from '../layout/tooltip-provider.tsx';
import { SidebarProvider } from '../process/sidebar-provider.tsx';
import { TopicContext } from '../process/topic-context.ts';
import { ProcessSidebar } from '../process/process-sidebar.tsx';
import { MobileTopicPanel } from '../process/mobile-topic-panel.tsx';
import { TopicCard } from '../process/topic-card.tsx';
import { useSidebarShortcut } from '../process/use-sidebar-shortcut.ts';

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
