import { useId, type ReactNode } from 'react';
import { css, Global } from '@emotion/react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/hood/selectors.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { ReportHeader, ReportPrintStyles } from '../shell/print-report.tsx';
import { ReportActions } from '../shell/report-actions.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { font, media, space } from '../shell/theme.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { paths } from '../paths.ts';
import { HoodActorContext } from './actor-context.ts';
import { AddToSystemButton } from './add-to-system.tsx';
import { CaptureGuidance } from './capture-guidance.tsx';
import { CommissioningPanel } from './commissioning.tsx';
import { HoodInputs } from './inputs.tsx';
import { HoodInputsSummary } from './inputs-summary.tsx';
import { HoodMethod, HoodResults } from './results.tsx';
import { HoodSketch } from './sketch.tsx';
import { HoodUndoNotice } from './undo.tsx';

/**
 * On a phone one column: the sketch over the form, so it shows what is
 * typed, then the results. From 1024 px the form on the left and the sketch
 * over the results on the right. On paper: the inputs' summary, the sketch, the results.
 */
const layoutStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"sketch" "form" "results"',
  gap: space.lg,
  [media.large]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    gridTemplateAreas: '"form sketch" "form results"',
    gridTemplateRows: 'auto 1fr',
    gap: space.xl,
    alignItems: 'start',
  },
  '@media print': { display: 'block' },
});
const formStyle = css({ display: 'grid', gap: space.lg, minWidth: 0 });
const columnStyle = css({ display: 'grid', gap: space.lg, minWidth: 0, '@media print': { marginTop: space.md } });
const printCard = { '@media print': { border: 'none', padding: 0, boxShadow: 'none', background: 'none' } } as const;
const cardStyle = css({ ...toolCardStyle, ...printCard });
const sectionCardStyle = css({ ...toolCardStyle, marginTop: space.lg, minWidth: 0, ...printCard });

/**
 * On paper a short results table stays whole (a long one splits rather than
 * leave a page blank, as Fan Selection's), and the sketch keeps to a third of the page.
 */
const printStyles = css({
  '@media print': {
    'main section:has(> table):not(:has(tbody tr:nth-child(21)))': { breakInside: 'avoid' },
    'main table thead': { display: 'table-row-group' },
    'main figure svg': { maxHeight: '7cm' },
  },
});

/** A section of the page with its own error boundary, cleared by the next design. */
function HoodSection({ name, children }: { name: string; children: ReactNode }) {
  const result = HoodActorContext.useSelector((snapshot) => snapshot.context.result);
  return (
    <SectionBoundary name={name} resetKeys={[result]}>
      {children}
    </SectionBoundary>
  );
}

/** The link's ignored parameters, until the user dismisses them. */
function HoodLinkNotes() {
  const actorRef = HoodActorContext.useActorRef();
  const notes = HoodActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(HoodActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function HoodReportHeader() {
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = HoodActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} />;
}

/** Add to exhaust system, with the inputs as typed (the button reads them as the sheet's hood cell will). */
function HoodAddToSystem() {
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const texts = HoodActorContext.useSelector((snapshot) => snapshot.context.texts);
  const typedIn = HoodActorContext.useSelector((snapshot) => snapshot.context.typedIn);
  return (
    <div css={noPrint}>
      <AddToSystemButton system={system} texts={texts} typedIn={typedIn} />
    </div>
  );
}

/** Print the report; put the worked example in place of the inputs, or clear them (each with an undo). */
function HoodActions() {
  const actorRef = HoodActorContext.useActorRef();
  const canClear = HoodActorContext.useSelector((snapshot) => snapshot.can({ type: 'inputs.clear' }));
  return (
    <ReportActions onExample={() => actorRef.send({ type: 'example.load' })} onClear={() => actorRef.send({ type: 'inputs.clear' })} canClear={canClear} />
  );
}

/**
 * `/hood-design`, the Hood Design (issue 20): a hood's airflow from the
 * capture velocity its source needs at the distance X (or a face velocity,
 * or a flow already built), by its type's equation; its entry loss, the
 * branch and the hood static pressure; a to-scale sketch redrawn as you
 * type; ACGIH's capture velocity guidance; and the commissioning check from
 * a measured SPh. The inputs live in the URL query, named as `duct-calc
 * hood`'s options. Prints as a report. Loaded lazily.
 */
export function HoodDesignPage() {
  const search = useSearch();
  const headingId = useId();
  const { title } = paths.hoodDesign;
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <Global styles={printStyles} />
      <PageHeading
        title={title}
        subtitle="A hood’s airflow from the capture velocity at its source, its entry loss and hood static pressure, and a built hood checked from its measured SPh. Formulas and sources with every figure."
      />
      <TooltipProvider>
        <HoodActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <LinkSync />
          <HoodReportHeader />
          <HoodLinkNotes />
          <HoodActions />
          <HoodUndoNotice />
          <div css={cardStyle}>
            <div css={layoutStyle}>
              <div css={{ gridArea: 'form', minWidth: 0 }}>
                <HoodSection name="inputs">
                  <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate css={[formStyle, noPrint]}>
                    <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
                      Inputs
                    </h2>
                    <HoodInputs />
                    <CaptureGuidance />
                  </form>
                  <HoodInputsSummary />
                </HoodSection>
              </div>
              <div css={[columnStyle, { gridArea: 'sketch' }]}>
                <HoodSection name="sketch">
                  <HoodSketch />
                </HoodSection>
              </div>
              <div css={[columnStyle, { gridArea: 'results' }]}>
                <HoodSection name="results">
                  <HoodResults />
                  <HoodAddToSystem />
                  <HoodMethod />
                </HoodSection>
              </div>
            </div>
          </div>
          <div css={sectionCardStyle}>
            <HoodSection name="commissioning check">
              <CommissioningPanel />
            </HoodSection>
          </div>
        </HoodActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
