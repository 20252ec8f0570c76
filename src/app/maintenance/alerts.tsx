import { useId } from 'react';
import { css } from '@emotion/react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Alert } from '../../core/maintenance/rules.ts';
import { selectAlerts } from '../../machines/maintenance/selectors.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';

const panelStyle = css({ borderLeft: `4px solid ${colors.warning}`, borderRadius: radius.sm, background: colors.warningSurface, padding: `${space.sm} ${space.md}` });
const alarmStyle = css({ borderLeftColor: colors.danger, background: '#fff4f3' });
const okStyle = css({ display: 'flex', gap: space.sm, alignItems: 'center', margin: 0, color: colors.text, fontSize: font.size.sm, '& svg': { color: colors.accent, flexShrink: 0 } });
const headingStyle = css({ display: 'flex', alignItems: 'center', gap: space.sm, margin: 0, fontSize: font.size.md, '& svg': { color: colors.warning, flexShrink: 0 } });
const listStyle = css({ margin: `${space.xs} 0 0`, paddingLeft: space.lg, fontSize: font.size.sm, lineHeight: 1.45, '& li + li': { marginTop: space.xs } });

/** How many of one kind are listed before the rest are counted. */
const SHOWN_PER_KIND = 3;

/** The rest of a kind, counted: `and 12 more days without a ΔP log`. */
const MORE: Readonly<Record<Alert['code'], [string, string]>> = {
  'missed-daily-log': ['day without a ΔP log', 'days without a ΔP log'],
  'task-overdue': ['overdue task', 'overdue tasks'],
  'pressure-drop-alarm': ['alarm', 'alarms'],
  'pressure-drop-baseline': ['reading off the baseline', 'readings off the baseline'],
  'pressure-drop-rising': ['rising trend', 'rising trends'],
};

/**
 * The condition alerts on today's date, by core's rules over the log: ΔP at
 * or above the alarm, ΔP rising, a missed daily log, an overdue task. Days
 * missed and tasks overdue beyond the first few are counted, not listed.
 */
export function ConditionAlerts() {
  const headingId = useId();
  const alerts = MaintenanceActorContext.useSelector((snapshot) => selectAlerts(snapshot.context));
  if (alerts.length === 0) {
    return (
      <p css={okStyle} role="status">
        <CircleCheck aria-hidden="true" size={18} />
        No alerts: the log is up to date and ΔP is below the alarm.
      </p>
    );
  }
  const alarm = alerts.some((alert) => alert.code === 'pressure-drop-alarm');
  const codes = [...new Set(alerts.map((alert) => alert.code))];
  const byCode = codes.map((code) => ({ code, alerts: alerts.filter((alert) => alert.code === code) }));
  return (
    <section aria-labelledby={headingId} css={[panelStyle, alarm && alarmStyle]}>
      <h3 id={headingId} css={headingStyle}>
        <TriangleAlert aria-hidden="true" size={18} />
        {alerts.length === 1 ? 'Alert' : `Alerts (${alerts.length})`}
      </h3>
      <ul css={listStyle}>
        {byCode.flatMap(({ code, alerts: ofCode }) => {
          const more = ofCode.length - SHOWN_PER_KIND;
          return [
            ...ofCode.slice(0, SHOWN_PER_KIND).map((alert) => <li key={`${alert.code} ${alert.date} ${alert.taskId ?? ''}`}>{alert.text}</li>),
            ...(more > 0 ? [<li key={`${code} more`}>and {more} more {MORE[code][more === 1 ? 0 : 1]}</li>] : []),
          ];
        })}
      </ul>
    </section>
  );
}
