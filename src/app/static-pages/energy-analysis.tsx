import { ChartLine } from 'lucide-react';
import { Link } from 'wouter';
import { OPEX_SECTION_ID } from '../../core/cost/link.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { InfoPanel } from '../shell/info-panel.tsx';
import { colors } from '../shell/theme.ts';
import { paths } from '../paths.ts';

const HEADING = 'OPEX Savings Analysis';

/** The Cost Estimation page's savings section, where the OPEX analysis lives (issue 13). */
export const OPEX_SAVINGS_HREF = `${paths.costEstimation.path}#${OPEX_SECTION_ID}`;

const linkStyle = { color: colors.primary, fontWeight: 600 } as const;

/**
 * Spec §2 "Energy analysis page": the spec's three texts, exactly, and one
 * link to the OPEX savings on the Cost Estimation page (issue 13).
 */
export function EnergyAnalysisPage() {
  return (
    <PageLayout title={HEADING}>
      <PageHeading title={HEADING} subtitle="All inputs and graph have been removed" />
      <InfoPanel icon={ChartLine}>
        <p>Input fields and graph have been removed as requested.</p>
        <p>
          <Link href={OPEX_SAVINGS_HREF} css={linkStyle}>
            OPEX savings are now part of Cost Estimation
          </Link>
        </p>
      </InfoPanel>
    </PageLayout>
  );
}
