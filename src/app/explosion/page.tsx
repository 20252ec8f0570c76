import { useId, type ReactNode } from 'react';
import { css, Global } from '@emotion/react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/explosion/selectors.ts';
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
import { UndoNotice } from '../shell/undo-notice.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { paths } from '../paths.ts';
import { VentActorContext } from './actor-context.ts';
import { VentInputs } from './inputs.tsx';
import { VentInputsSummary } from './inputs-summary.tsx';
import { VentResults } from './results.tsx';
import { VesselSketch } from './sketch.tsx';

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
const formStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, minWidth: 0 });
const columnStyle = css({ display: 'grid', gap: space.lg, minWidth: 0, '@media print': { marginTop: space.md } });
const cardStyle = css({ ...toolCardStyle, '@media print': { border: 'none', padding: 0, boxShadow: 'none', background: 'none' } });

/** On paper a short results table stays whole, and the sketch keeps to a third of the page. */
const printStyles = css({
  '@media print': {
    'main section:has(> table):not(:has(tbody tr:nth-child(21)))': { breakInside: 'avoid' },
    'main table thead': { display: 'table-row-group' },
    'main figure svg': { maxHeight: '7cm' },
  },
});

/** A section of the page with its own error boundary, cleared by the next design. */
function VentSection({ name, children }: { name: string; children: ReactNode }) {
  const result = VentActorContext.useSelector((snapshot) => snapshot.context.result);
  return (
    <SectionBoundary name={name} resetKeys={[result]}>
      {children}
    </SectionBoundary>
  );
}

/** The link's ignored parameters, until the user dismisses them. */
function VentLinkNotes() {
  const actorRef = VentActorContext.useActorRef();
  const notes = VentActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(VentActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function VentReportHeader() {
  const system = VentActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = VentActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} />;
}

/** What the worked example or a clear just replaced, with an Undo. */
function VentUndoNotice() {
  const actorRef = VentActorContext.useActorRef();
  const message = VentActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

/** Print the report; put the worked example in place of the inputs, or clear them (each with an undo). */
function VentActions() {
  const actorRef = VentActorContext.useActorRef();
  const canClear = VentActorContext.useSelector((snapshot) => snapshot.can({ type: 'inputs.clear' }));
  return (
    <ReportActions onExample={() => actorRef.send({ type: 'example.load' })} onClear={() => actorRef.send({ type: 'inputs.clear' })} canClear={canClear} />
  );
}

/**
 * `/explosion-protection` (issue 21): a dust explosion vent sized by NFPA 68
 * and EN 14491 side by side, the governing area, the dust's St class, the
 * hazard zone in front of the vent drawn to scale, and the warnings a
 * designer must not miss. The inputs live in the URL query, named as
 * `duct-calc vent`'s options. Prints as a report. Loaded lazily.
 */
export function ExplosionProtectionPage() {
  const search = useSearch();
  const headingId = useId();
  const { title } = paths.explosionProtection;
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <Global styles={printStyles} />
      <PageHeading
        title={title}
        subtitle="A dust explosion vent sized by NFPA 68 and EN 14491 side by side, the St class, the hazard zone in front of the vent and the warnings. Formulas and sources with every figure."
      />
      <TooltipProvider>
        <VentActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <LinkSync />
          <VentReportHeader />
          <VentLinkNotes />
          <VentActions />
          <VentUndoNotice />
          <div css={cardStyle}>
            <div css={layoutStyle}>
              <div css={{ gridArea: 'form', minWidth: 0 }}>
                <VentSection name="inputs">
                  <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate css={[formStyle, noPrint]}>
                    <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
                      Inputs
                    </h2>
                    <VentInputs />
                  </form>
                  <VentInputsSummary />
                </VentSection>
              </div>
              <div css={[columnStyle, { gridArea: 'sketch' }]}>
                <VentSection name="sketch">
                  <VesselSketch />
                </VentSection>
              </div>
              <div css={[columnStyle, { gridArea: 'results' }]}>
                <VentSection name="results">
                  <VentResults />
                </VentSection>
              </div>
            </div>
          </div>
        </VentActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
