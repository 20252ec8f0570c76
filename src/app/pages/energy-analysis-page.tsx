import { ChartLine } from 'lucide-react';
import { PageLayout } from '../layout/page-layout.tsx';
import { PageHeading } from '../layout/page-heading.tsx';
import { InfoPanel } from '../layout/info-panel.tsx';

const HEADING = 'OPEX Savings Analysis';

/** Spec §2 "Energy analysis page": the spec's three texts, exactly. */
export function EnergyAnalysisPage() {
  return (
    <PageLayout title={HEADING}>
      <PageHeading title={HEADING} subtitle="All inputs and graph have been removed" />
      <InfoPanel icon={ChartLine}>
        <p>Input fields and graph have been removed as requested.</p>
      </InfoPanel>
    </PageLayout>
  );
}
