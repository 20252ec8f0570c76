import { useMemo, useState } from 'react';
import { css, Global } from '@emotion/react';
import { selectBagForecast, selectTasks } from '../../machines/maintenance/selectors.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { leadStyle, noPrint, sectionHeadingStyle, sectionStyle } from '../shell/section-styles.ts';
import { colors, font, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { ConditionAlerts } from './alerts.tsx';
import { Checklists } from './checklists.tsx';
import { ConfigForm } from './config-form.tsx';
import { dateText, localToday } from './dates.ts';
import { DayTasks } from './day-tasks.tsx';
import { collectorSummary } from './labels.ts';
import { LogSection } from './log-section.tsx';
import { PlanCalendar } from './plan-calendar.tsx';
import { LogStoreNotice } from './store-notice.tsx';
import { StoreSync, useStoredLog } from './store-sync.tsx';
import { TickDialog } from './tick-dialog.tsx';
import { PressureDropTrend } from './trend.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';

const SUBTITLE =
  'A maintenance plan made from your dust collector’s configuration, from vendor manuals and EPA guidance: a calendar, printable checklists, a log of what was done with the ΔP trend, and alerts. The log stays on this device.';

/** Printed: the chosen checklist alone, without the site's header and footer. */
const printStyles = css({
  '@media print': {
    'body > div header, body > div footer, a[href="#main-content"]': { display: 'none !important' },
    body: { background: 'white' },
    '@page': { size: 'A4 landscape', margin: '12mm' },
  },
});

const stackStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, marginTop: space.md });
const summaryStyle = css({ margin: `0 0 ${space.md}`, fontSize: font.size.sm, lineHeight: 1.5, color: colors.textMuted, '& strong': { color: colors.text } });
const printSectionStyle = css({ '@media print': { border: 'none', boxShadow: 'none', padding: 0, margin: 0 } });

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

/** The page once the saved log is read. */
function Planner() {
  return (
    <>
      <StoreSync />
      <LogStoreNotice />
      <TickDialog />
      <section aria-labelledby="maintenance-collector" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-collector" css={sectionHeadingStyle}>
          Collector
        </h2>
        <p css={leadStyle}>What the collector has decides its tasks. Bare pressures are in the unit system’s units; a value may carry its own (1500 Pa).</p>
        <ConfigForm />
      </section>
      <section aria-labelledby="maintenance-plan" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-plan" css={sectionHeadingStyle}>
          Plan
        </h2>
        <PlanSummary />
        <ConditionAlerts />
        <div css={stackStyle}>
          <PlanCalendar />
          <DayTasks />
        </div>
      </section>
      <section aria-labelledby="maintenance-checklists" css={[sectionStyle, printSectionStyle]}>
        <h2 id="maintenance-checklists" css={[sectionHeadingStyle, noPrint]}>
          Checklists
        </h2>
        <p css={[leadStyle, noPrint]}>One per interval, to print and fill in by hand on the round; each check names its source.</p>
        <Checklists />
      </section>
      <section aria-labelledby="maintenance-trend" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-trend" css={sectionHeadingStyle}>
          Pressure drop
        </h2>
        <PressureDropTrend />
      </section>
      <section aria-labelledby="maintenance-log" css={[sectionStyle, noPrint]}>
        <h2 id="maintenance-log" css={sectionHeadingStyle}>
          Log
        </h2>
        <p css={leadStyle}>
          Kept in this browser on this device only, never sent anywhere. Export it to back it up or to move it to another device; importing adds the entries it does not have.
        </p>
        <LogSection />
      </section>
    </>
  );
}

/**
 * `/maintenance`, the Maintenance Schedule (issue 14): a plan from the
 * collector's configuration as a calendar and printable checklists, tasks
 * ticked off into a log kept on the device (IndexedDB), the ΔP trend with
 * the alarm bands, condition alerts, the log's export and import, and the
 * plan as an `.ics` calendar. Loaded lazily.
 */
export function MaintenancePage() {
  const stored = useStoredLog();
  const [today] = useState(localToday);
  const { title } = paths.maintenance;
  return (
    <PageLayout title={title}>
      <Global styles={printStyles} />
      <div css={noPrint}>
        <PageHeading title={title} subtitle={SUBTITLE} />
      </div>
      {stored === undefined ? (
        <p role="status" css={{ margin: 0, color: colors.textMuted }}>
          Opening the log saved on this device…
        </p>
      ) : (
        <MaintenanceActorContext.Provider options={{ input: { stored, today, preferredSystem: readUnitPreference() } }}>
          <Planner />
        </MaintenanceActorContext.Provider>
      )}
    </PageLayout>
  );
}
