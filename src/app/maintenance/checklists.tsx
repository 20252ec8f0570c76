import { css } from '@emotion/react';
import { Printer } from 'lucide-react';
import { selectChecklists } from '../../machines/maintenance/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { actionRowStyle, noPrint } from '../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { intervalText } from './day-tasks.tsx';
import { collectorSummary } from './labels.ts';

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const toggleStyle = css({
  ...secondaryAction,
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.primaryText, borderColor: colors.primary },
  '&:focus-visible': focusRing,
});
const scrollStyle = css({ overflowX: 'auto', marginTop: space.md, '&:focus-visible': focusRing, '@media print': { overflow: 'visible' } });
const tableStyle = css({
  width: '100%',
  minWidth: '40rem',
  borderCollapse: 'collapse',
  fontSize: font.size.sm,
  lineHeight: 1.4,
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: font.size.md, paddingBottom: space.sm },
  '& th, & td': { border: `1px solid ${colors.border}`, padding: space.sm, textAlign: 'left', verticalAlign: 'top' },
  '& thead th': { background: colors.background, fontWeight: 600 },
  '& td small': { display: 'block', marginTop: space.xs, color: colors.textMuted, fontSize: '0.75rem' },
  '@media print': {
    minWidth: 0,
    fontSize: '9pt',
    '& th, & td': { border: '0.5pt solid #000', padding: '4pt' },
    '& thead th': { background: 'none' },
    '& td small': { color: '#333', fontSize: '7.5pt' },
    '& tr': { breakInside: 'avoid' },
  },
});
/** The columns the operator fills in by hand. */
const blankStyle = css({ width: '5.5rem', '@media print': { width: '16mm' } });
const boxStyle = css({ display: 'inline-block', width: '1.1rem', height: '1.1rem', border: `1.5px solid ${colors.text}`, borderRadius: '2px' });
const signStyle = css({
  display: 'none',
  '@media print': { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '8mm', marginTop: '8mm', fontSize: '9pt', '& span': { borderTop: '0.5pt solid #000', paddingTop: '2pt' } },
});
const printHeaderStyle = css({ display: 'none', '@media print': { display: 'block', margin: '0 0 4mm', fontSize: '9pt' } });

/**
 * The collector's checklists, one per interval: each task with its check,
 * criterion and source, and blank columns to tick, initial and date by hand.
 * `onPrint` prints the chosen checklist alone, on paper without the site
 * around it.
 */
export function Checklists({ onPrint }: { onPrint: () => void }) {
  const actorRef = MaintenanceActorContext.useActorRef();
  const checklists = MaintenanceActorContext.useSelector((snapshot) => selectChecklists(snapshot.context));
  const chosen = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.checklist);
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const checklist = checklists.find((each) => each.kind === chosen) ?? checklists[0];
  if (checklist === undefined) return null;
  const title = `${checklist.title} checklist`;

  return (
    <div>
      <div css={[actionRowStyle, noPrint]}>
        <div css={actionRowStyle} role="group" aria-label="Checklist">
          {checklists.map((each) => (
            <button
              key={each.kind}
              type="button"
              aria-pressed={each.kind === checklist.kind}
              css={toggleStyle}
              onClick={() => actorRef.send({ type: 'checklist.select', interval: each.kind })}
            >
              {each.title}
            </button>
          ))}
        </div>
        <button type="button" css={buttonStyle} onClick={onPrint}>
          <Printer aria-hidden="true" size={18} />
          Print this checklist
        </button>
      </div>
      <div css={printHeaderStyle}>
        <strong>Technology For Clean Air · Maintenance Schedule</strong>
        <br />
        {collectorSummary(config)}. Collector / tag: ________________ Period: ________________
      </div>
      <div css={scrollStyle} tabIndex={0} role="region" aria-label={title}>
        <table css={tableStyle}>
          <caption>
            {title} ({checklist.tasks.length} {checklist.tasks.length === 1 ? 'task' : 'tasks'})
          </caption>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Check</th>
              <th scope="col">Criterion</th>
              <th scope="col" css={blankStyle}>
                Done
              </th>
              <th scope="col" css={blankStyle}>
                Initials
              </th>
              <th scope="col" css={blankStyle}>
                Date
              </th>
            </tr>
          </thead>
          <tbody>
            {checklist.tasks.map((task) => (
              <tr key={task.id}>
                <th scope="row">
                  {task.component}
                  {task.interval.kind === 'hours' && <small css={{ display: 'block', fontWeight: 400 }}>{intervalText(task)}</small>}
                </th>
                <td>
                  {task.check}
                  <small>{task.source}</small>
                </td>
                <td>{task.criterion ?? '—'}</td>
                <td>
                  <span css={boxStyle} aria-label="Not done" role="img" />
                </td>
                <td />
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div css={signStyle} aria-hidden="true">
        <span>Checked by</span>
        <span>Signature</span>
        <span>Date</span>
      </div>
    </div>
  );
}
