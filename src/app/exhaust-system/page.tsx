import { lazy, type ReactNode } from 'react';
import { css, Global } from '@emotion/react';
import { Link } from 'wouter';
import { WarningList } from '../shell/warning-list.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { paths } from '../paths.ts';
import { selectWarnings } from '../../machines/exhaust-system/selectors.ts';
import { SystemActorContext } from './actor-context.ts';
import { DesignStatus } from './design-status.tsx';
import { ExplosionLink } from './dust-fields.tsx';
import { FanDuty } from './fan-duty.tsx';
import { FileActions } from './file-actions.tsx';
import { FittingTables } from './fitting-tables.tsx';
import { JunctionList } from './junction-list.tsx';
import { HoldBackList, WithheldSegments } from './partial-notes.tsx';
import { PrintedResults, ResultsSheet } from './results-sheet.tsx';
import { SystemSettings } from './settings.tsx';
import { SheetTable } from './sheet-table.tsx';
import { SystemStoreNotice } from './store-notice.tsx';
import { StoreSync, useStoredSystem } from './store-sync.tsx';
import { SystemSketch } from './system-sketch.tsx';
import { leadStyle, noPrint, sectionHeadingStyle, sectionStyle } from '../shell/section-styles.ts';
import { pairStyle } from './styles.ts';
import { ReportHeader, ReportPrintStyles } from '../shell/print-report.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { WhenProjectCurrent } from '../project/when-current.tsx';

// The bar loads with the projects machine and its store (Dexie), only when a project is current.
const SystemProjectBar = lazy(async () => ({ default: (await import('./project-bar.tsx')).SystemProjectBar }));

const SUBTITLE =
  'Design a local exhaust system by the ACGIH velocity-pressure method: hoods, branches and mains sized for transport velocity, every junction balanced, and the fan’s static pressure. Everything runs on your device, and the system is kept on it between visits.';

/**
 * On paper (A4 or Letter) the report is landscape: the sheet prints every
 * column, the Other loss (the collector) included. Chromium lays a document
 * out at one width, so an upright page between landscape ones would cut the
 * sketch and the fan's duty: the whole report takes the sheet's pages.
 */
const printStyles = css({ '@page exhaust-report': { size: 'landscape', margin: '10mm 12mm' } });
const reportPageStyle = css({ '@media print': { page: 'exhaust-report' } });
/** On paper a section is not a card (its frame would spill onto a page of its own); the design starts a page. */
const sheetSectionStyle = css(sectionStyle, { '@media print': { border: 'none', padding: 0, boxShadow: 'none', background: 'none' } });
const designSectionStyle = css(sheetSectionStyle, { '@media print': { breakBefore: 'page' } });

const stackStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, minWidth: 0 });
const backStyle = css({ display: 'inline-block', marginTop: space.lg, color: colors.primary, fontSize: font.size.sm });

function Warnings() {
  const warnings = SystemActorContext.useSelector((snapshot) => selectWarnings(snapshot.context));
  return (
    <>
      <WarningList warnings={warnings} />
      <ExplosionLink />
    </>
  );
}

/** One section's error boundary, cleared by the next change of the sheet or of the units shown. */
function Section({ name, children }: { name: string; children: ReactNode }) {
  const sheet = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet);
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  return (
    <SectionBoundary name={name} resetKeys={[sheet, system]}>
      {children}
    </SectionBoundary>
  );
}

/** On paper: when, in which units, and how to reproduce the report (the sheet is kept on the device, not in the link). */
function SystemReportHeader() {
  const system = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const reproduce = `${window.location.origin}${paths.exhaustSystem.path}, then import the sheet exported as JSON (Export JSON)`;
  return <ReportHeader system={system} reproduce={reproduce} />;
}

/** The page once the saved system is read: the sheet, the sketch, the results. */
function SystemDesigner() {
  return (
    <>
      <StoreSync />
      <WhenProjectCurrent>
        <SystemProjectBar />
      </WhenProjectCurrent>
      <SystemReportHeader />
      <SystemStoreNotice />
      <section aria-labelledby="system-sheet" css={sheetSectionStyle}>
        <h2 id="system-sheet" css={sectionHeadingStyle}>
          System sheet
        </h2>
        <p css={[leadStyle, noPrint]}>
          One row per segment, as on the ACGIH calculation sheet. Bare numbers are in the units under each heading; a value may carry its own unit (6 in, 1200 m3/h). Min. velocity may name an ACGIH class (transport heavy).
        </p>
        <div css={stackStyle}>
          <SystemSettings />
          <Section name="system sheet">
            <SheetTable />
          </Section>
          <FileActions />
          <FittingTables />
        </div>
      </section>
      <section aria-labelledby="system-design" css={designSectionStyle}>
        <h2 id="system-design" css={sectionHeadingStyle}>
          Design
        </h2>
        <DesignStatus />
        <div css={stackStyle}>
          <Section name="what the problems hold back">
            <HoldBackList />
          </Section>
          <div css={pairStyle}>
            <Section name="system sketch">
              <SystemSketch />
            </Section>
            <Section name="fan duty">
              <FanDuty />
            </Section>
          </div>
          <Section name="warnings">
            <Warnings />
          </Section>
          <Section name="junction decisions">
            <JunctionList />
          </Section>
          <Section name="results by segment">
            <ResultsSheet />
            <PrintedResults />
          </Section>
          <Section name="segments not designed">
            <WithheldSegments />
          </Section>
        </div>
      </section>
    </>
  );
}

/**
 * `/ducting-calculator/system` (issue 12): a whole local exhaust system
 * designed by the ACGIH velocity-pressure method, from an editable sheet of
 * segments. Reads the system saved on the device first (or shows an example
 * on a first visit); every change designs it again and saves it. Loaded
 * lazily, from the Ducting Calculator page.
 */
export function ExhaustSystemPage() {
  const stored = useStoredSystem();
  const { title } = paths.exhaustSystem;
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      <Global styles={printStyles} />
      <div css={reportPageStyle}>
        <PageHeading title={title} subtitle={SUBTITLE} />
        {stored === undefined ? (
          <p role="status" css={{ margin: 0, color: colors.textMuted }}>
            Opening the system saved on this device…
          </p>
        ) : (
          <SystemActorContext.Provider options={{ input: { stored, preferredSystem: readUnitPreference() } }}>
            <SystemDesigner />
          </SystemActorContext.Provider>
        )}
      </div>
      <Link href={paths.ductingCalculator.path} css={[backStyle, noPrint]}>
        Back to the Ducting Calculator
      </Link>
    </PageLayout>
  );
}
