import { ChartLine } from 'lucide-react';
import { PageLayout } from '../shell/page-layout.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { InfoPanel } from '../shell/info-panel.tsx';

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
