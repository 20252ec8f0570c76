import { lazy, useEffect } from 'react';
import { css, Global } from '@emotion/react';
import { useSearch } from 'wouter';
import { OPEX_SECTION_ID } from '../../core/cost/link.ts';
import { selectLinkPath } from '../../machines/cost/selectors.ts';
import { paths } from '../paths.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { space } from '../shell/theme.ts';
import { ReportHeader, ReportPrintStyles } from '../shell/print-report.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { ExamplesUndo, ReportActions } from './actions.tsx';
import { CostActorContext } from './actor-context.ts';
import { CostSection } from './cost-section.tsx';
import { OpexSection } from './opex-section.tsx';
import { WhenProjectCurrent } from '../project/when-current.tsx';

// The bar loads with the projects machine and its store (Dexie), only when a project is current.
const CostProjectBar = lazy(async () => ({ default: (await import('./project-bar.tsx')).CostProjectBar }));

const SUBTITLE =
  'What a baghouse costs to buy and to run, by the EPA Air Pollution Control Cost Manual, escalated to today by the CEPCI; and what a better filter saves each year. Every line with its factor and source; prices are yours to enter.';

/** On paper the charts carry the numbers, so their data tables stay on screen. */
const printStyles = css({ '@media print': { 'main figure [role="region"]': { display: 'none' }, 'main section table': { breakInside: 'auto' } } });

const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md, '& > :first-of-type': { minWidth: '14rem' } });

/** The unit system of bare numbers and results, for both forms. */
function SystemSelect() {
  const actorRef = CostActorContext.useActorRef();
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  return <UnitSystemSelect value={system} onChange={(value) => actorRef.send({ type: 'system.change', system: value })} />;
}

/** The link's ignored parameters, until the user dismisses them. */
function CostLinkNotes() {
  const actorRef = CostActorContext.useActorRef();
  const notes = CostActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(CostActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function CostReportHeader() {
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = CostActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} note="Dollars: US, today’s unless marked 1998" />;
}

/** Opening `#opex-savings` (the OPEX saving Graph page's link) shows the savings section once it is drawn. */
function useScrollToHash() {
  useEffect(() => {
    if (window.location.hash !== `#${OPEX_SECTION_ID}`) return;
    const section = document.getElementById(OPEX_SECTION_ID);
    section?.scrollIntoView?.();
    section?.focus({ preventScroll: true });
  }, []);
}

/**
 * `/cost-estimation` (issue 13): the capital and annual cost of a baghouse
 * by the EPA Cost Manual, itemised with every factor and source, escalated by
 * the CEPCI; the annual cost against the filter pressure drop; and the OPEX
 * savings of a better filter with their payback. The inputs live in the URL
 * query, named as `duct-calc cost` and `duct-calc opex`'s options; a link
 * from the Baghouse Design fills the cloth area, bags, flow and pressure
 * drop. Prints as a report; every line exports as CSV. Loaded lazily.
 */
export function CostEstimationPage() {
  const search = useSearch();
  const { title } = paths.costEstimation;
  useScrollToHash();
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <Global styles={printStyles} />
      <PageHeading title={title} subtitle={SUBTITLE} />
      <TooltipProvider>
        <CostActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <WhenProjectCurrent>
            <CostProjectBar />
          </WhenProjectCurrent>
          <LinkSync />
          <CostReportHeader />
          <CostLinkNotes />
          <div css={[toolbarStyle, noPrint]}>
            <SystemSelect />
            <ReportActions />
          </div>
          <ExamplesUndo />
          <CostSection />
          <OpexSection />
        </CostActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
