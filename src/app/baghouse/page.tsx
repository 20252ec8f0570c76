import { useId } from 'react';
import { useSearch } from 'wouter';
import { selectLinkPath, selectUndoMessage } from '../../machines/baghouse/selectors.ts';
import { paths } from '../paths.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { ReportHeader, ReportPrintStyles } from '../shell/print-report.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { media, space } from '../shell/theme.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { FabricTable } from './fabric-table.tsx';
import { BaghouseForm } from './form.tsx';
import { InputsTable } from './inputs-table.tsx';
import { BaghouseResults } from './results.tsx';

/** Form beside results on a wide screen; on paper, one column: the inputs table, then the design. */
const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
  [media.large]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', alignItems: 'start' },
  '@media print': { display: 'block', '& > * + *': { marginTop: space.lg } },
} as const;

/** The link's ignored parameters, until the user dismisses them. */
function BaghouseLinkNotes() {
  const actorRef = BaghouseActorContext.useActorRef();
  const notes = BaghouseActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Offers to put back the inputs the EPA example replaced. */
function BaghouseUndoNotice() {
  const actorRef = BaghouseActorContext.useActorRef();
  const message = BaghouseActorContext.useSelector((snapshot) => selectUndoMessage(snapshot.context));
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function BaghouseReportHeader() {
  const system = BaghouseActorContext.useSelector((snapshot) => snapshot.context.system);
  const linkPath = BaghouseActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(BaghouseActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/** On paper the card's frame goes: a report reads as one document, not a card split across pages. */
const cardStyle = { ...toolCardStyle, '@media print': { border: 'none', boxShadow: 'none', padding: 0, background: 'none' } } as const;

function BaghouseCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={cardStyle}>
      <h2 id={headingId} css={visuallyHidden}>
        Inputs
      </h2>
      <div css={layoutStyle}>
        <div css={noPrint}>
          <SectionBoundary name="form">
            <BaghouseForm labelledBy={headingId} />
          </SectionBoundary>
        </div>
        <InputsTable />
        <BaghouseResults />
      </div>
      {/* Full width below the form and the design: seven columns need the room. */}
      <SectionBoundary name="fabric table">
        <FabricTable />
      </SectionBoundary>
    </section>
  );
}

/**
 * `/baghouse-design` (issue 10): sizes a fabric filter from the gas flow and
 * the dust by the EPA Cost Manual method, with the bag layout, can velocity,
 * pressure drop and cleaning interval, as far as the inputs given allow. The
 * inputs live in the URL query, so a link reproduces the design. Opens on
 * the EPA worked example, in the site-wide unit preference. Prints as a
 * report: the inputs as a table, the results with their sources, the
 * warnings and the sketch.
 */
export function BaghouseDesignPage() {
  // Read once: the machine starts from the link it was opened with, or the unit preference.
  const search = useSearch();
  const { title } = paths.baghouseDesign;
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <PageHeading
        title={title}
        subtitle="Size a fabric filter from the gas flow and the dust: air-to-cloth ratio, cloth area, bags and compartments, the can velocity between the bags, the fabric’s temperature limits, pressure drop and cleaning interval, by the EPA Cost Manual method. Everything runs on your device."
      />
      <BaghouseActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
        <LinkSync />
        <BaghouseReportHeader />
        <BaghouseLinkNotes />
        <BaghouseUndoNotice />
        <BaghouseCard />
      </BaghouseActorContext.Provider>
    </PageLayout>
  );
}
