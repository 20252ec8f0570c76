import { useId, type ReactNode } from 'react';
import { css, Global } from '@emotion/react';
import { RotateCcw } from 'lucide-react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/fan/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { PrintButton, ReportHeader, ReportPrintStyles } from '../shell/print-report.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { actionRowStyle, noPrint } from '../shell/section-styles.ts';
import { focusRing, font, media, space } from '../shell/theme.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { paths } from '../paths.ts';
import { FanActorContext } from './actor-context.ts';
import { CurveTable } from './curve-table.tsx';
import { FanInputs } from './inputs.tsx';
import { FanInputsSummary } from './inputs-summary.tsx';
import { FanChart, FanResults } from './results.tsx';
import { FanUndoNotice } from './undo.tsx';

const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xl, alignItems: 'start' },
  // On paper one column: the inputs' summary, then the results and the chart.
  '@media print': { display: 'block' },
} as const;
const formStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const resultsColumnStyle = { display: 'grid', gap: space.lg, minWidth: 0, '@media print': { marginTop: space.md } } as const;
const toolbarStyle = css({ marginBottom: space.md });
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/** A section of the page with its own error boundary, cleared by the next selection. */
function FanSection({ name, children }: { name: string; children: ReactNode }) {
  const result = FanActorContext.useSelector((snapshot) => snapshot.context.result);
  return (
    <SectionBoundary name={name} resetKeys={[result]}>
      {children}
    </SectionBoundary>
  );
}

/** The link's ignored parameters, until the user dismisses them. */
function FanLinkNotes() {
  const actorRef = FanActorContext.useActorRef();
  const notes = FanActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(FanActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function FanReportHeader() {
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = FanActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} />;
}

/** Print the report; put the worked example in place of the inputs (with an undo). */
function FanActions() {
  const actorRef = FanActorContext.useActorRef();
  return (
    <div css={[noPrint, toolbarStyle]}>
      <div css={actionRowStyle}>
        <PrintButton />
        <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'example.load' })}>
          <RotateCcw aria-hidden="true" size={18} />
          Load worked example
        </button>
      </div>
    </div>
  );
}

/**
 * On paper: a short results table (a few figures with their sources) stays
 * on one page, and a table split across pages does not repeat its header (Chromium
 * then lays out what follows as if the repeated header took no room, and
 * the next heading overprints the last row); the chart's data table prints
 * whole, not in its scrolling box; the card's frame goes.
 */
const printStyles = css({
  '@media print': {
    // A table longer than about half a page (10 figures, each a value row and a formula row) may split: kept whole it would leave a page blank.
    'main section:has(> table):not(:has(tbody tr:nth-child(21)))': { breakInside: 'avoid' },
    'main table thead': { display: 'table-row-group' },
    'main figure [role="region"]': { overflow: 'visible' },
  },
});
const cardStyle = css({ ...toolCardStyle, '@media print': { border: 'none', padding: 0, boxShadow: 'none', background: 'none' } });

/**
 * `/fan-selection`, the Fan Selection (issue 11): from one set of inputs the
 * gas density hot and cold, the air, shaft and electrical power, the motor,
 * the cold start, and where a fan curve meets the clean and loaded system
 * curves, drawn on a chart; each from the inputs it needs, so a bad curve
 * cell never hides the power. The inputs live in the URL query, named as
 * `duct-calc fan`'s options, so a link reproduces the selection. Prints as a
 * report. Runs in the browser; loaded lazily, and the chart library only with it.
 */
export function FanSelectionPage() {
  const search = useSearch();
  const headingId = useId();
  const { title } = paths.fanSelection;
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <Global styles={printStyles} />
      <PageHeading
        title={title}
        subtitle="The catalogue pressure at standard air and the power at the real gas, the motor with its drive, a cold start, and where the fan's curve meets the system's with a clean and a loaded filter. Formulas and sources with every figure."
      />
      <TooltipProvider>
        <FanActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <LinkSync />
          <FanReportHeader />
          <FanLinkNotes />
          <FanActions />
          <FanUndoNotice place="page" />
          <div css={cardStyle}>
            <div css={layoutStyle}>
              <FanSection name="inputs">
                <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate css={[formStyle, noPrint]}>
                  <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
                    Inputs
                  </h2>
                  <FanInputs />
                  <FanSection name="fan curve table">
                    <CurveTable />
                  </FanSection>
                </form>
                <FanInputsSummary />
              </FanSection>
              <div css={resultsColumnStyle}>
                <FanSection name="results">
                  <FanResults />
                </FanSection>
                <FanSection name="chart">
                  <FanChart />
                </FanSection>
              </div>
            </div>
          </div>
        </FanActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
