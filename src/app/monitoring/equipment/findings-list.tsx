import { css } from '@emotion/react';
import { ClipboardList, Download } from 'lucide-react';
import type { Finding } from '../../../core/monitoring/finding.ts';
import { findingsCsv, findingsJson, logZone, selectFindingRows, selectFindings, selectLedger, selectLogEntries } from '../../../machines/monitoring/selectors.ts';
import { downloadText } from '../../shell/download.ts';
import { PrintButton } from '../../shell/print-report.tsx';
import { dataTableStyle } from '../../shell/data-table-style.ts';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { colors, radius, space } from '../../shell/theme.ts';
import { visuallyHidden } from '../../shell/visually-hidden.ts';
import { useDeferredSelector } from '../../shell/use-deferred-selector.ts';
import { paths } from '../../paths.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { buttonStyle, doneStyle, failureStyle, mutedStyle, noticeStyle, scrollBoxStyle, subheadingStyle } from './styles.ts';

/** The same findings, in the same order: a selector's new array of them does not draw the table again. */
const sameFindings = (a: readonly Finding[], b: readonly Finding[]) => a.length === b.length && a.every((finding, index) => finding === b[index]);

const SEVERITY_TEXT = { alarm: 'Alarm', warning: 'Warning', info: 'Info' } as const;
const severityStyle = { alarm: css({ color: colors.danger, fontWeight: 600 }), warning: css({ color: colors.warning, fontWeight: 600 }), info: css({ color: colors.textMuted }) } as const;

/** Below the large breakpoint, where six columns no longer fit the card. */
const CARDS = '@media (max-width: 1023.98px)';

/**
 * The findings table: six columns from 1024 px, each cell wrapping; below, each
 * finding is a card (rule and severity, then time, finding, values and
 * source, each named), so nothing runs past the card. The explicit roles keep
 * the table's rows and headers for screen readers when the cards change how
 * the cells display.
 */
const findingsTableStyle = css({
  ...dataTableStyle,
  '& .time-part': { whiteSpace: 'nowrap' },
  '& .card-label': { display: 'none' },
  '& td.values': { overflowWrap: 'anywhere' },
  [CARDS]: {
    '&, & tbody, & tr, & th, & td': { display: 'block' },
    '& caption': { display: 'block' },
    '& thead': visuallyHidden,
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"rule severity" "time time" "message message" "values values" "source source"',
      gap: space.xs,
      padding: space.sm,
      marginBottom: space.sm,
      border: `1px solid ${colors.border}`,
      borderRadius: radius.md,
    },
    '& th, & td': { padding: 0, border: 'none', overflowWrap: 'anywhere' },
    '& .card-label': { display: 'inline', fontWeight: 600, color: colors.textMuted },
    '& th[scope="row"]': { gridArea: 'rule', fontWeight: 600 },
    '& td.severity': { gridArea: 'severity', textAlign: 'right' },
    '& td.time': { gridArea: 'time', color: colors.textMuted },
    '& td.message': { gridArea: 'message' },
    '& td.values': { gridArea: 'values' },
    '& td.source': { gridArea: 'source', color: colors.textMuted },
  },
});

/** A cell's name, shown before its text on a card (the column header says it in the table). */
function CardLabel({ children }: { children: string }) {
  return (
    <span className="card-label" aria-hidden="true">
      {children}:{' '}
    </span>
  );
}

/** `start to end`, each time kept on one line. */
function TimeText({ time }: { time: string }) {
  const [start, end] = time.split(' to ');
  return (
    <>
      <span className="time-part">{start}</span>
      {end !== undefined && (
        <>
          {' to '}
          <span className="time-part">{end}</span>
        </>
      )}
    </>
  );
}

/** Every finding: when, which rule, how urgent, what it says with its figures, and the rule's source. */
function FindingsTable() {
  const actorRef = MonitoringActorContext.useActorRef();
  const findings = useDeferredSelector(actorRef, (snapshot) => selectFindings(snapshot.context), sameFindings);
  const zone = MonitoringActorContext.useSelector((snapshot) => (snapshot.context.mapping === undefined ? 'UTC' : logZone(snapshot.context.mapping)));
  const rows = selectFindingRows(findings, zone);
  if (rows.length === 0) return <p css={mutedStyle}>No findings: no rule was crossed.</p>;
  return (
    <div css={scrollBoxStyle} tabIndex={0} role="region" aria-label="Findings">
      <table css={findingsTableStyle} role="table">
        <caption>
          {rows.length} {rows.length === 1 ? 'finding' : 'findings'}, most urgent first
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">Time</th>
            <th scope="col" role="columnheader">Rule</th>
            <th scope="col" role="columnheader">Severity</th>
            <th scope="col" role="columnheader">Finding</th>
            <th scope="col" role="columnheader">Values</th>
            <th scope="col" role="columnheader">Source</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              <td className="time" role="cell">
                <TimeText time={row.time} />
              </td>
              <th scope="row" role="rowheader" css={{ fontWeight: 400 }}>
                {row.rule}
              </th>
              <td className="severity" role="cell" css={severityStyle[row.severity]}>
                {SEVERITY_TEXT[row.severity]}
              </td>
              <td className="message" role="cell">
                {row.message}
              </td>
              <td className="values" role="cell">
                <CardLabel>Values</CardLabel>
                {row.values}
              </td>
              <td className="source" role="cell">
                <CardLabel>Source</CardLabel>
                {row.source}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the last send did. */
function SendNotice() {
  const actorRef = MonitoringActorContext.useActorRef();
  const sent = MonitoringActorContext.useSelector((snapshot) => snapshot.context.sent);
  const sending = MonitoringActorContext.useSelector((snapshot) => snapshot.matches({ analysed: 'sending' }));
  return (
    <div role="status">
      {sending && <p css={mutedStyle}>Sending to the maintenance log…</p>}
      {sent?.status === 'failed' && <p css={[noticeStyle, failureStyle]}>{sent.message}</p>}
      {sent?.status === 'sent' && (
        <p css={[noticeStyle, doneStyle]}>
          Sent to the maintenance log: {sent.added} {sent.added === 1 ? 'day' : 'days'} added
          {sent.kept > 0 ? `; ${sent.kept} already logged and kept as ${sent.kept === 1 ? 'it was' : 'they were'}` : ''}.{' '}
          <a href={paths.maintenance.path}>Open the Maintenance Schedule</a>{' '}
          <button type="button" css={[buttonStyle, { minHeight: 0, padding: `0 ${space.sm}` }]} onClick={() => actorRef.send({ type: 'send.dismiss' })}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

/** The findings, their exports, the print and the send to the maintenance log. */
export function FindingsList() {
  const actorRef = MonitoringActorContext.useActorRef();
  const shown = MonitoringActorContext.useSelector((snapshot) => snapshot.context.analysis !== undefined || selectLedger(snapshot.context).status === 'success');
  const canSend = MonitoringActorContext.useSelector((snapshot) => snapshot.can({ type: 'send.start', entries: [] }));
  if (!shown) return null;
  const context = () => actorRef.getSnapshot().context;
  return (
    <div>
      <h3 css={subheadingStyle}>Findings</h3>
      <FindingsTable />
      <div css={[actionRowStyle, noPrint, { marginTop: space.md }]}>
        <button type="button" css={buttonStyle} onClick={() => downloadText('monitoring-findings.csv', findingsCsv(selectFindings(context())), 'text/csv')}>
          <Download aria-hidden="true" size={18} />
          Export findings (CSV)
        </button>
        <button type="button" css={buttonStyle} onClick={() => downloadText('monitoring-findings.json', findingsJson(context()), 'application/json')}>
          <Download aria-hidden="true" size={18} />
          Export findings (JSON)
        </button>
        <PrintButton />
        <button
          type="button"
          css={buttonStyle}
          disabled={!canSend}
          onClick={() => actorRef.send({ type: 'send.start', entries: selectLogEntries(context(), new Date().toISOString()) })}
        >
          <ClipboardList aria-hidden="true" size={18} />
          Send to the Maintenance Schedule’s log
        </button>
      </div>
      <p css={[mutedStyle, noPrint, { marginTop: space.xs }]}>
        The send adds each day’s residual ΔP as the daily ΔP check, with the day’s peak and its warnings and alarms in the note; a day already logged is kept as it is.
      </p>
      <SendNotice />
    </div>
  );
}
