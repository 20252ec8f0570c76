import { paths } from '../paths.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { SidebarProvider } from './sidebar-provider.tsx';
import { TopicContext } from './topic-context.ts';
import { ProcessSidebar } from './sidebar.tsx';
import { MobileTopicPanel } from './mobile-topic-panel.tsx';
import { TopicCard } from './topic-card.tsx';
import { useSidebarShortcut } from './use-sidebar-shortcut.ts';

const SUBTITLE = 'Short notes on baghouses, dust collection, air pollution control and filter media, each with its source.';

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
      <PageHeading title={paths.process.title} subtitle={SUBTITLE} />
      <MobileTopicPanel />
      <TopicCard />
    </PageLayout>
  );
}
