import { useId, useRef } from 'react';
import { css } from '@emotion/react';
import { CalendarPlus, Download, Upload, X } from 'lucide-react';
import { pressureText } from '../../core/maintenance/measures.ts';
import { selectIcs, selectLogFile, selectTasks } from '../../machines/maintenance/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { dataTableStyle } from '../shell/data-table-style.ts';
import { downloadText } from '../shell/download.ts';
import { actionRowStyle, noPrint } from '../shell/section-styles.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText, timeText } from './dates.ts';

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
/** The file input is hidden behind its label, which looks like the other buttons. */
const fileLabelStyle = css({ ...secondaryAction, '&:focus-within': focusRing });
const noticeStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.sm,
  marginTop: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  fontSize: font.size.sm,
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
  '& p': { margin: 0 },
});
const refusedStyle = css({ borderLeft: `4px solid ${colors.danger}`, background: '#fff4f3', overflowWrap: 'anywhere' });
const readStyle = css({ borderLeft: `4px solid ${colors.accent}`, background: '#eef8f2' });
const closeStyle = css({ ...iconAction, width: '2rem', height: '2rem', '&:focus-visible': focusRing });
const scrollStyle = css({ overflowX: 'auto', marginTop: space.md, maxHeight: '24rem', overflowY: 'auto', '&:focus-visible': focusRing });
const tableStyle = css(dataTableStyle);
const emptyStyle = css({ margin: `${space.md} 0 0`, color: colors.textMuted, fontSize: font.size.sm });

/** What the last file did when the log stayed as it was: refused (every problem named), or nothing new in it. */
function FileNotice() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const notice = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.fileNotice);
  const dismiss = (
    <button type="button" css={closeStyle} aria-label="Dismiss" onClick={() => actorRef.send({ type: 'file.dismiss' })}>
      <X aria-hidden="true" size={16} />
    </button>
  );
  return (
    <div role="status">
      {notice?.status === 'refused' && (
        <div css={[noticeStyle, refusedStyle]}>
          <div>
            <p>
              <strong>{notice.name} was not imported</strong>; the log is unchanged.
            </p>
            <ul>
              {notice.issues.slice(0, 8).map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
              {notice.issues.length > 8 && <li>and {notice.issues.length - 8} more problems</li>}
            </ul>
          </div>
          {dismiss}
        </div>
      )}
      {notice?.status === 'merged' && (
        <div css={[noticeStyle, readStyle]}>
          <p>
            Imported {notice.name}: nothing new; {notice.kept} {notice.kept === 1 ? 'entry was' : 'entries were'} already in the log and kept as {notice.kept === 1 ? 'it was' : 'they were'}.
          </p>
          {dismiss}
        </div>
      )}
    </div>
  );
}

/** The last import's entries, with a way to take them back until the log is edited again. */
function ImportUndo() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const message = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

/** Export and import the log as JSON, and download the plan for a calendar. */
function LogFiles() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (file === undefined) return;
    actorRef.send({ type: 'file.read', name: file.name, text: await file.text() });
    // The same file can be chosen again after it was corrected.
    if (input.current) input.current.value = '';
  };
  const context = () => actorRef.getSnapshot().context;
  return (
    <div css={noPrint}>
      <div css={actionRowStyle}>
        <button type="button" css={buttonStyle} onClick={() => downloadText('maintenance-log.json', selectLogFile(context()), 'application/json')}>
          <Download aria-hidden="true" size={18} />
          Export log (JSON)
        </button>
        <label htmlFor={inputId} css={fileLabelStyle}>
          <Upload aria-hidden="true" size={18} />
          Import log (JSON)
          <input ref={input} id={inputId} type="file" accept=".json,application/json" css={visuallyHidden} onChange={(event) => void read(event.target.files?.[0])} />
        </label>
        <button type="button" css={buttonStyle} onClick={() => downloadText('maintenance-plan.ics', selectIcs(context()), 'text/calendar')}>
          <CalendarPlus aria-hidden="true" size={18} />
          Add the plan to a calendar (.ics)
        </button>
      </div>
      <FileNotice />
      <div css={{ marginTop: space.sm }}>
        <ImportUndo />
      </div>
    </div>
  );
}

/**
 * The log kept on this device, newest first: each task ticked off with who,
 * when, the readings and the note; and its files.
 */
export function LogSection() {
  const entries = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.entries);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  const tasks = MaintenanceActorContext.useSelector((snapshot) => selectTasks(snapshot.context));
  const component = new Map(tasks.map((task) => [task.id, task.component]));
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.doneAt.localeCompare(a.doneAt));
  return (
    <>
      <LogFiles />
      {entries.length === 0 ? (
        <p css={emptyStyle}>Nothing logged yet. Tick a task off in the plan above, or import a log.</p>
      ) : (
        <div css={scrollStyle} tabIndex={0} role="region" aria-label="Log entries">
          <table css={tableStyle}>
            <caption>
              {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Task</th>
                <th scope="col">By</th>
                <th scope="col">ΔP</th>
                <th scope="col">Compressed air (gauge)</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((entry) => (
                <tr key={`${entry.taskId} ${entry.date}`}>
                  <td css={{ whiteSpace: 'nowrap' }}>{dateText(entry.date, 'day')}</td>
                  <th scope="row" css={{ fontWeight: 400 }}>
                    {component.get(entry.taskId) ?? `${entry.taskId} (not in this collector's plan)`}
                  </th>
                  <td css={{ whiteSpace: 'nowrap' }}>
                    {entry.initials} {timeText(entry.doneAt)}
                  </td>
                  <td className="number">{entry.pressureDropPa === null ? '—' : pressureText(entry.pressureDropPa, 'pressure-drop', system)}</td>
                  <td className="number">{entry.compressedAirPa === null ? '—' : pressureText(entry.compressedAirPa, 'compressed-air', system)}</td>
                  <td>{entry.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
