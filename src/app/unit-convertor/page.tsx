import { useSearch } from 'wouter';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { PrintButton, ReportPrintStyles } from '../shell/print-report.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { space } from '../shell/theme.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { paths } from '../paths.ts';
import { ConvertorActorContext } from './actor-context.ts';
import { ConvertorCard } from './card.tsx';
import { LinkNotes } from '../shell/link-notes.tsx';
import { selectLinkPath } from '../../machines/unit-convertor/selectors.ts';
import { ConvertorReportHeader, ConvertorUndo } from './report-parts.tsx';

const toolbarStyle = { marginBottom: space.md } as const;

/** The link's ignored parameters, until the user dismisses them. */
function ConvertorLinkNotes() {
  const actorRef = ConvertorActorContext.useActorRef();
  const notes = ConvertorActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(ConvertorActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/**
 * `/pressure-drop`, the Unit Convertor (issue 8): a value in every unit of
 * its quantity, exactly by NIST SP 811, and the conversions between actual
 * and standard or normal volumes with the gas conditions they need. The
 * inputs live in the URL query, so a link reproduces the conversion. Prints
 * as a report (the date, the link, the inputs, every result with its unit's
 * name and source, the conditions applied). Runs entirely in the browser;
 * loaded lazily so the home page stays small.
 */
export function UnitConvertorPage() {
  // Read once: the machine starts from the link it was opened with.
  const search = useSearch();
  const { title } = paths.pressureDrop;

  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <PageHeading
        title={title}
        subtitle="Type a value with its unit and read it in every unit of its quantity, or convert actual to standard flow and normalise a dust concentration with the gas conditions. Everything runs on your device."
      />
      <TooltipProvider>
        <ConvertorActorContext.Provider options={{ input: { search } }}>
          <LinkSync />
          <ConvertorReportHeader />
          <div css={[noPrint, toolbarStyle]}>
            <ConvertorLinkNotes />
            <ConvertorUndo />
            <PrintButton />
          </div>
          <ConvertorCard />
        </ConvertorActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
