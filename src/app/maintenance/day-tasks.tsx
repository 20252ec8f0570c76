import { css } from '@emotion/react';
import { CheckCircle2 } from 'lucide-react';
import { INTERVAL_LABELS, type MaintenanceTask } from '../../core/maintenance/catalogue.ts';
import type { LogEntry } from '../../core/maintenance/log.ts';
import { pressureText } from '../../core/maintenance/measures.ts';
import { selectDayTasks } from '../../machines/maintenance/selectors.ts';
import { primaryAction, secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText, timeText } from './dates.ts';

const listStyle = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });
const itemStyle = css({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
});
const doneItemStyle = css({ borderLeft: `4px solid ${colors.accent}` });
const titleStyle = css({ margin: 0, fontSize: font.size.md });
const textStyle = css({ margin: `${space.xs} 0 0`, fontSize: font.size.sm, lineHeight: 1.45 });
const mutedStyle = css({ color: colors.textMuted });
const doneStyle = css({ display: 'flex', gap: space.xs, alignItems: 'flex-start', color: colors.text, '& svg': { color: colors.accent, flexShrink: 0, marginTop: '0.15rem' } });
const primaryStyle = css({ ...primaryAction, '&:focus-visible': focusRing });
const secondaryStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const headingStyle = css({ margin: `0 0 ${space.sm}`, fontSize: font.size.md });

/** "every 2000 operating hours" or "Weekly". */
export function intervalText(task: MaintenanceTask): string {
  return task.interval.kind === 'hours' ? `Every ${task.interval.hours} operating hours` : INTERVAL_LABELS[task.interval.kind];
}

/** What the log holds for an occurrence: who, when, the note and the readings. */
function EntrySummary({ entry }: { entry: LogEntry }) {
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  const readings = [
    entry.pressureDropPa === null ? '' : `ΔP ${pressureText(entry.pressureDropPa, 'pressure-drop', system)}`,
    entry.compressedAirPa === null ? '' : `compressed air ${pressureText(entry.compressedAirPa, 'compressed-air', system)} gauge`,
  ].filter(Boolean);
  return (
    <p css={[textStyle, doneStyle]}>
      <CheckCircle2 aria-hidden="true" size={16} />
      <span>
        Done by {entry.initials} at {timeText(entry.doneAt)}
        {readings.length > 0 && `; ${readings.join(', ')}`}
        {entry.note !== '' && ` — ${entry.note}`}
      </span>
    </p>
  );
}

/**
 * The tasks planned on the chosen day: what to check, the acceptance
 * criterion and the source, and whether it was done. A task is ticked off
 * on or after its day, never ahead of it.
 */
export function DayTasks() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const day = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.selectedDay);
  const today = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.today);
  const tasks = MaintenanceActorContext.useSelector((snapshot) => selectDayTasks(snapshot.context, day));
  const future = day > today;

  return (
    <section aria-label={`Tasks on ${dateText(day, 'long')}`}>
      <h3 css={headingStyle}>Tasks on {dateText(day, 'long')}</h3>
      {tasks.length === 0 ? (
        <p css={[textStyle, mutedStyle]}>Nothing planned: not an operating day, or before the plan starts.</p>
      ) : (
        <ul css={listStyle}>
          {tasks.map(({ task, entry }) => (
            <li key={task.id} css={[itemStyle, entry !== undefined && doneItemStyle]}>
              <div>
                <h4 css={titleStyle}>{task.component}</h4>
                <p css={textStyle}>{task.check}</p>
                {task.criterion !== null && (
                  <p css={textStyle}>
                    <strong>Criterion:</strong> {task.criterion}
                  </p>
                )}
                <p css={[textStyle, mutedStyle]}>
                  {intervalText(task)} · {task.source}
                </p>
                {entry !== undefined && <EntrySummary entry={entry} />}
              </div>
              {!future && (
                <button
                  type="button"
                  css={entry === undefined ? primaryStyle : secondaryStyle}
                  aria-label={`${entry === undefined ? 'Tick off' : 'Edit entry'}: ${task.component}, ${dateText(day, 'day')}`}
                  onClick={() => actorRef.send({ type: 'tick.open', taskId: task.id, date: day })}
                >
                  {entry === undefined ? 'Tick off' : 'Edit entry'}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {future && tasks.length > 0 && <p css={[textStyle, mutedStyle]}>Due on this day; tasks are ticked off once done.</p>}
    </section>
  );
}
