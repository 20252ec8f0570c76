import { lazy, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { css, Global } from '@emotion/react';
import { selectBagForecast, selectTasks } from '../../machines/maintenance/selectors.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { PrintButton, ReportPrintStyles } from '../shell/print-report.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { actionRowStyle, leadStyle, noPrint, sectionHeadingStyle, sectionStyle } from '../shell/section-styles.ts';
import { colors, font, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { ConditionAlerts } from './alerts.tsx';
import { Checklists } from './checklists.tsx';
import { ConfigForm } from './config-form.tsx';
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { dateText } from './dates.ts';
import { DayTasks } from './day-tasks.tsx';
import { collectorSummary } from './labels.ts';
import { LogSection } from './log-section.tsx';
import { PlanCalendar } from './plan-calendar.tsx';
import { ConfigInputs, MaintenanceReportHeader, PlanTasks } from './report.tsx';
import { LogStoreNotice } from './store-notice.tsx';
import { StoreSync, useStoredLog } from './store-sync.tsx';
import { TickDialog } from './tick-dialog.tsx';
import { PressureDropTrend } from './trend.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { WhenProjectCurrent } from '../project/when-current.tsx';

// The bar loads with the projects machine and its store (Dexie), only when a project is current.
const MaintenanceProjectBar = lazy(async () => ({ default: (await import('./project-bar.tsx')).MaintenanceProjectBar }));

const SUBTITLE =
  'A maintenance plan made from your dust collector’s configuration, from vendor manuals and EPA guidance: a calendar, printable checklists, a log of what was done with the ΔP trend, and alerts. The log stays on this device.';

/**
 * What paper gets: the report (the configuration, the plan's summary and
 * tasks with their sources, the alerts and the ΔP trend), or one checklist
 * alone, in landscape, to fill in by hand.
 */
type PrintMode = 'report' | 'checklist';

/** A checklist prints in landscape, on whatever paper the printer holds. */
const checklistPageStyles = css({ '@page': { size: 'landscape' } });

const stackStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, marginTop: space.md });
const summaryStyle = css({ margin: `0 0 ${space.md}`, fontSize: font.size.sm, lineHeight: 1.5, color: colors.textMuted, '& strong': { color: colors.text } });
const printSectionStyle = css({ '@media print': { border: 'none', boxShadow: 'none', padding: 0, margin: `0 0 ${space.md}` } });

/** A section on paper in one print mode and not in the other. */
const onPaper = (printed: boolean) => (printed ? printSectionStyle : noPrint);

/** What the plan holds: its tasks, and when the bags are due. */
function PlanSummary() {
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const taskCount = MaintenanceActorContext.useSelector((snapshot) => selectTasks(snapshot.context).length);
  const forecast = useMemo(() => selectBagForecast({ config }, 2), [config]);
  return (
    <p css={summaryStyle}>
      <strong>{taskCount} tasks</strong> for a {collectorSummary(config).toLowerCase()} collector, from {dateText(config.start, 'short')}. Bag replacement
      due {forecast.map((date) => dateText(date, 'short')).join(', then ')} ({config.bagLifeMonths}-month bag life).
    </p>
  );
}

/**
 * What the plan rests on while the form has a problem, and what a missing
 * input would add (issue 18: compute what the inputs allow, say what is missing).
 */
function PlanNotes() {
  const issueCount = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.formIssues.length);
  const noBaseline = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config.pressureDropBaselinePa === null);
  const notes = [
    issueCount > 0 ? `The collector form has ${issueCount === 1 ? 'a problem' : `${issueCount} problems`} (marked above): this plan is the last one its fields could make.` : '',
    noBaseline ? 'Give the ΔP baseline (clean bags) to get an alert when ΔP strays more than 20 % from it, and its band on the trend.' : '',
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <ul css={[summaryStyle, { paddingLeft: space.lg }]} aria-label="What the plan leaves out">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The page once the saved log is read. */
function Planner({ printing, onPrintChecklist }: { printing: PrintMode; onPrintChecklist: () => void }) {
  const report = printing === 'report';
  return (
    <>
      <StoreSync />
      <WhenProjectCurrent>
        <MaintenanceProjectBar />
      </WhenProjectCurrent>
      <LogStoreNotice />
      <TickDialog />
      {report && (
        <>
          <MaintenanceReportHeader />
          <ConfigInputs />
        </>
      )}
      <section aria-labelledby="maintenance-collector" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-collector" css={sectionHeadingStyle}>
          Collector
        </h2>
        <p css={leadStyle}>What the collector has decides its tasks. Bare pressures are in the unit system’s units; a value may carry its own (1500 Pa).</p>
        <SectionBoundary name="collector form">
          <ConfigForm />
        </SectionBoundary>
      </section>
      <section aria-labelledby="maintenance-plan" css={[sectionStyle, onPaper(report)]}>
        <h2 id="maintenance-plan" css={sectionHeadingStyle}>
          Plan
        </h2>
        <SectionBoundary name="plan">
          <PlanSummary />
          <PlanNotes />
          <div css={[actionRowStyle, noPrint, { marginBottom: space.md }]}>
            <PrintButton />
          </div>
        </SectionBoundary>
        <SectionBoundary name="alerts">
          <ConditionAlerts />
        </SectionBoundary>
        <div css={[stackStyle, noPrint]}>
          <SectionBoundary name="calendar">
            <PlanCalendar />
            <DayTasks />
          </SectionBoundary>
        </div>
        <SectionBoundary name="plan’s tasks">
          <PlanTasks />
        </SectionBoundary>
      </section>
      <section aria-labelledby="maintenance-checklists" css={[sectionStyle, onPaper(!report)]}>
        <h2 id="maintenance-checklists" css={[sectionHeadingStyle, noPrint]}>
          Checklists
        </h2>
        <p css={[leadStyle, noPrint]}>One per interval, to print and fill in by hand on the round; each check names its source.</p>
        <SectionBoundary name="checklists">
          <Checklists onPrint={onPrintChecklist} />
        </SectionBoundary>
      </section>
      <section aria-labelledby="maintenance-trend" css={[sectionStyle, onPaper(report)]}>
        <h2 id="maintenance-trend" css={sectionHeadingStyle}>
          Pressure drop
        </h2>
        <SectionBoundary name="ΔP trend">
          <PressureDropTrend />
        </SectionBoundary>
      </section>
      <section aria-labelledby="maintenance-log" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-log" css={sectionHeadingStyle}>
          Log
        </h2>
        <p css={leadStyle}>
          Kept in this browser on this device only, never sent anywhere. Export it to back it up or to move it to another device; importing adds the entries it does not have.
        </p>
        <SectionBoundary name="log">
          <LogSection />
        </SectionBoundary>
      </section>
    </>
  );
}

/**
 * `/maintenance`, the Maintenance Schedule (issue 14): a plan from the
 * collector's configuration as a calendar and printable checklists, tasks
 * ticked off into a log kept on the device (IndexedDB), the ΔP trend with
 * the alarm bands, condition alerts, the log's export and import, and the
 * plan as an `.ics` calendar. Prints as a report, or one checklist alone.
 * Loaded lazily.
 */
export function MaintenancePage() {
  const stored = useStoredLog();
  const [today] = useState(() => localCalendarDate(new Date()));
  const [printing, setPrinting] = useState<PrintMode>('report');
  const { title } = paths.maintenance;
  // The checklist is on paper from the print dialog's opening until it closes; then the report is again.
  const printChecklist = () => {
    flushSync(() => setPrinting('checklist'));
    window.addEventListener('afterprint', () => setPrinting('report'), { once: true });
    window.print();
  };
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      {printing === 'checklist' && <Global styles={checklistPageStyles} />}
      <div css={printing === 'checklist' ? noPrint : undefined}>
        <PageHeading title={title} subtitle={SUBTITLE} />
      </div>
      {stored === undefined ? (
        <p role="status" css={{ margin: 0, color: colors.textMuted }}>
          Opening the log saved on this device…
        </p>
      ) : (
        <MaintenanceActorContext.Provider options={{ input: { stored, today, preferredSystem: readUnitPreference() } }}>
          <Planner printing={printing} onPrintChecklist={printChecklist} />
        </MaintenanceActorContext.Provider>
      )}
    </PageLayout>
  );
}
