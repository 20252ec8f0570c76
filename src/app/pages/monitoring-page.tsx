import { Construction } from 'lucide-react';
import { paths } from '../paths.ts';
import { PageLayout } from '../layout/page-layout.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { InfoPanel } from '../layout/info-panel.tsx';

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
