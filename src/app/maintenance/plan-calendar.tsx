import { css } from '@emotion/react';
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { selectCalendar, type PlannedTask } from '../../machines/maintenance/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { actionRowStyle } from '../shell/section-styles.ts';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText } from './dates.ts';

const WEEKDAY_HEADS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const toolbarStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, marginBottom: space.md });
const periodStyle = css({ margin: 0, fontSize: font.size.md, fontWeight: 600, minWidth: '11rem' });
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const toggleStyle = css({
  ...secondaryAction,
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.primaryText, borderColor: colors.primary },
  '&:focus-visible': focusRing,
});
const arrowStyle = css({ ...iconAction, border: `1px solid ${colors.border}`, '&:focus-visible': focusRing });

const gridStyle = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });
/** A week stacks its days below 1024 px, where seven columns of task names cannot be read. */
const weekGridStyle = css({ gridTemplateColumns: 'minmax(0, 1fr)', [media.large]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } });
const headStyle = css({ fontSize: font.size.sm, fontWeight: 600, color: colors.textMuted, textAlign: 'center', padding: space.xs });

const dayStyle = css({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: space.xs,
  padding: space.xs,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.surface,
  color: colors.text,
  font: 'inherit',
  fontSize: font.size.sm,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { borderColor: colors.primary },
  '&:focus-visible': focusRing,
  '&[aria-pressed="true"]': { background: colors.selected, borderColor: colors.primary, boxShadow: `inset 0 0 0 1px ${colors.primary}` },
});
const monthDayStyle = css({ minHeight: '4rem', [media.medium]: { minHeight: '5.5rem' } });
const otherMonthStyle = css({ color: colors.textMuted, background: colors.background });
const todayStyle = css({ '& [data-day-number]': { background: colors.primary, color: colors.primaryText } });
const dayNumberStyle = css({ alignSelf: 'flex-start', minWidth: '1.6rem', padding: '0 0.3rem', borderRadius: radius.sm, fontWeight: 600, textAlign: 'center' });
const countStyle = css({ fontSize: '0.75rem', color: colors.textMuted, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
const allDoneStyle = css({ color: colors.accent, fontWeight: 600 });
// Spans, since a button holds only phrasing content.
const taskListStyle = css({ display: 'grid', gap: '2px', '& > span': { display: 'flex', gap: '0.25rem', alignItems: 'flex-start', lineHeight: 1.3 } });
const doneIconStyle = css({ flexShrink: 0, color: colors.accent, marginTop: '0.1rem' });

/** "5 tasks, 2 done" for a day. */
function countText(tasks: readonly PlannedTask[]): string {
  if (tasks.length === 0) return 'No tasks';
  const done = tasks.filter((planned) => planned.entry !== undefined).length;
  return `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}${done > 0 ? `, ${done} done` : ''}`;
}

/** The short count a month cell shows: `5 tasks`, `1/5 done`, or nothing on a day without tasks. */
function shortCount(tasks: readonly PlannedTask[]): string {
  if (tasks.length === 0) return '';
  const done = tasks.filter((planned) => planned.entry !== undefined).length;
  return done > 0 ? `${done}/${tasks.length} done` : `${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}`;
}

/**
 * The plan as a calendar: a week (each day's tasks by component) or a month
 * (each day's number of tasks and how many are done). Choosing a day lists
 * its tasks underneath, where they are ticked off.
 */
export function PlanCalendar() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const calendar = MaintenanceActorContext.useSelector((snapshot) => selectCalendar(snapshot.context));
  const view = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.view);
  const selectedDay = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.selectedDay);
  const today = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.today);
  const period =
    view === 'week' ? `Week of ${dateText(calendar.periodFrom, 'short')}` : dateText(calendar.periodFrom, 'month');
  const isWeek = view === 'week';

  return (
    <div>
      <div css={toolbarStyle}>
        <div css={actionRowStyle} role="group" aria-label="Calendar view">
          {(['week', 'month'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} css={toggleStyle} onClick={() => actorRef.send({ type: 'view.change', view: option })}>
              {option === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        <div css={actionRowStyle}>
          <button type="button" css={arrowStyle} aria-label={isWeek ? 'Previous week' : 'Previous month'} onClick={() => actorRef.send({ type: 'period.step', step: -1 })}>
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          <h3 css={periodStyle} aria-live="polite">
            {period}
          </h3>
          <button type="button" css={arrowStyle} aria-label={isWeek ? 'Next week' : 'Next month'} onClick={() => actorRef.send({ type: 'period.step', step: 1 })}>
            <ChevronRight aria-hidden="true" size={18} />
          </button>
          <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'period.today' })}>
            Today
          </button>
        </div>
      </div>
      {!isWeek && (
        <div css={gridStyle} aria-hidden="true">
          {WEEKDAY_HEADS.map((head) => (
            <div key={head} css={headStyle}>
              {head}
            </div>
          ))}
        </div>
      )}
      <ol css={[gridStyle, isWeek && weekGridStyle]} aria-label={period}>
        {calendar.days.map((day) => {
          const tasks = calendar.tasksByDay.get(day) ?? [];
          const outside = day < calendar.periodFrom || day > calendar.periodTo;
          const label = `${dateText(day, 'day')}${day === today ? ' (today)' : ''}: ${countText(tasks)}`;
          const allDone = tasks.length > 0 && tasks.every((planned) => planned.entry !== undefined);
          return (
            <li key={day}>
              <button
                type="button"
                aria-pressed={day === selectedDay}
                aria-label={label}
                css={[dayStyle, !isWeek && monthDayStyle, outside && otherMonthStyle, day === today && todayStyle]}
                onClick={() => actorRef.send({ type: 'day.select', date: day })}
              >
                <span data-day-number="" css={dayNumberStyle}>
                  {isWeek ? dateText(day, 'day').replace(/ \d{4}$/, '') : Number(day.slice(8))}
                </span>
                <span css={[countStyle, allDone && allDoneStyle]}>{isWeek ? countText(tasks) : shortCount(tasks)}</span>
                {isWeek && tasks.length > 0 && (
                  <span css={taskListStyle}>
                    {tasks.map((planned) => (
                      <span key={planned.task.id}>
                        {planned.entry !== undefined && <CheckCircle2 aria-hidden="true" size={12} css={doneIconStyle} />}
                        {planned.task.component}
                      </span>
                    ))}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
