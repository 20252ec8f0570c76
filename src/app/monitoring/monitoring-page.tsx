import { Suspense } from 'react';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { lazyPage } from '../shell/lazy-page.ts';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { leadStyle, sectionHeadingStyle, sectionStyle } from '../shell/section-styles.ts';
import { colors } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import { IndustriesSection } from './industries/industries-section.tsx';

// Its own chunk: the log parsing, the chart and the worker load only when
// the page is opened, never on a first visit to the site.
const EquipmentMonitoring = lazyPage(() => import('./equipment/equipment-monitoring.tsx'), 'EquipmentMonitoring');

const SUBTITLE =
  'The dusts of the industries we serve, with their properties and sources and the tools opened for each; and the analysis of a running collector’s own controller logs.';

/**
 * Spec §2 "Industries & Applications page" (route /monitoring, issue 22): two
 * parts, each its own section with its own error boundary. Industries lives
 * in `industries/`, Equipment monitoring in `equipment/`.
 */
export function MonitoringPage() {
  return (
    <PageLayout title={paths.monitoring.title}>
      <PageHeading title={paths.monitoring.title} subtitle={SUBTITLE} />
      <section aria-labelledby="monitoring-industries" css={sectionStyle}>
        <h2 id="monitoring-industries" css={sectionHeadingStyle}>
          Industries
        </h2>
        <SectionBoundary name="industries list">
          <IndustriesSection />
        </SectionBoundary>
      </section>
      <section aria-labelledby="monitoring-equipment" css={sectionStyle}>
        <h2 id="monitoring-equipment" css={sectionHeadingStyle}>
          Equipment monitoring
        </h2>
        <p css={leadStyle}>A dust collector’s controller and bag leak detector logs, analysed on this device: nothing is uploaded.</p>
        <SectionBoundary name="equipment monitoring">
          <Suspense
            fallback={
              <p role="status" css={{ color: colors.textMuted, margin: 0 }}>
                Loading…
              </p>
            }
          >
            <EquipmentMonitoring />
          </Suspense>
        </SectionBoundary>
      </section>
    </PageLayout>
  );
}
