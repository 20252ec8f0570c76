import { useEffect } from 'react';
import { css, Global } from '@emotion/react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/cost/selectors.ts';
import { paths } from '../paths.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { UnitSystemSelect } from '../shell/unit-system-select.tsx';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { ReportActions } from './actions.tsx';
import { CostActorContext } from './actor-context.ts';
import { CostSection } from './cost-section.tsx';
import { OPEX_SECTION_ID, OpexSection } from './opex-section.tsx';
import { noPrint, printOnly } from './styles.ts';

const SUBTITLE =
  'What a baghouse costs to buy and to run, by the EPA Air Pollution Control Cost Manual, escalated to today by the CEPCI; and what a better filter saves each year. Every line with its factor and source; prices are yours to enter.';

/**
 * The printed report: A4 or Letter with margins, without the site's header,
 * footer, skip link, controls and the charts' data tables (the charts and
 * the itemised table carry the numbers); inputs print as their values.
 */
const printStyles = css({
  '@page': { margin: '14mm 12mm' },
  '@media print': {
    'body > div header, body > div footer, a[href="#main-content"], main button[aria-pressed]': { display: 'none !important' },
    body: { background: 'white', fontSize: '10pt' },
    'main h1': { fontSize: '18pt' },
    'main input[type="text"]': { border: 'none', background: 'none', padding: 0, height: 'auto', fontWeight: 600 },
    'main figure [role="region"]': { display: 'none' },
    'main figure': { breakInside: 'avoid' },
    'main section table': { breakInside: 'auto' },
  },
});

const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md, '& > :first-of-type': { minWidth: '14rem' } });
const reportHeaderStyle = css({ margin: `0 0 ${space.sm}`, fontSize: '9pt', color: colors.textMuted, '& p': { margin: 0 } });
const linkTextStyle = css({ fontFamily: font.mono, overflowWrap: 'anywhere' });

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
function ReportHeader() {
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = CostActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return (
    <div css={[printOnly, reportHeaderStyle]}>
      <p>
        Prepared {new Date().toISOString().slice(0, 10)} · Units: {system === 'metric' ? 'metric (SI)' : 'imperial (US)'} · Dollars: US, today’s unless
        marked 1998
      </p>
      <p>
        Reproduce: <span css={linkTextStyle}>{`${window.location.origin}${linkPath}`}</span>
      </p>
    </div>
  );
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
      <Global styles={printStyles} />
      <PageHeading title={title} subtitle={SUBTITLE} />
      <TooltipProvider>
        <CostActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <LinkSync />
          <ReportHeader />
          <CostLinkNotes />
          <div css={[toolbarStyle, noPrint]}>
            <SystemSelect />
            <ReportActions />
          </div>
          <CostSection />
          <OpexSection />
        </CostActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
