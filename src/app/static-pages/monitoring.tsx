import { Construction } from 'lucide-react';
import { paths } from '../paths.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { InfoPanel } from '../shell/info-panel.tsx';

/** Spec §2 "Industries & Applications page" (route /monitoring): under development. */
export function MonitoringPage() {
  return (
    <PageLayout title={paths.monitoring.title}>
      <PageHeading title={paths.monitoring.title} />
      <InfoPanel icon={Construction}>
        <p>This section is under development.</p>
        <p>Check back later for equipment monitoring tools.</p>
      </InfoPanel>
    </PageLayout>
  );
}
