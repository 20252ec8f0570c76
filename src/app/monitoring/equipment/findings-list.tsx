import { css } from '@emotion/react';
import { ClipboardList, Download } from 'lucide-react';
import type { Finding } from '../../../core/monitoring/finding.ts';
import { findingsCsv, findingsJson, logZone, selectFindingRows, selectFindings, selectLedger, selectLogEntries } from '../../../machines/monitoring/selectors.ts';
import { downloadText } from '../../shell/download.ts';
import { PrintButton } from '../../shell/print-report.tsx';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { colors, space } from '../../shell/theme.ts';
import { useDeferredSelector } from '../../shell/use-deferred-selector.ts';
import { paths } from '../../paths.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { buttonStyle, doneStyle, failureStyle, mutedStyle, noticeStyle, scrollBoxStyle, subheadingStyle, tableStyle } from './styles.ts';

/** The same findings, in the same order: a selector's new array of them does not draw the table again. */
const sameFindings = (a: readonly Finding[], b: readonly Finding[]) => a.length === b.length && a.every((finding, index) => finding === b[index]);

const SEVERITY_TEXT = { alarm: 'Alarm', warning: 'Warning', info: 'Info' } as const;
const severityStyle = { alarm: css({ color: colors.danger, fontWeight: 600 }), warning: css({ color: colors.warning, fontWeight: 600 }), info: css({ color: colors.textMuted }) } as const;

/** Every finding: when, which rule, how urgent, what it says with its figures, and the rule's source. */
function FindingsTable() {
  const actorRef = MonitoringActorContext.useActorRef();
  const findings = useDeferredSelector(actorRef, (snapshot) => selectFindings(snapshot.context), sameFindings);
  const zone = MonitoringActorContext.useSelector((snapshot) => (snapshot.context.mapping === undefined ? 'UTC' : logZone(snapshot.context.mapping)));
  const rows = selectFindingRows(findings, zone);
  if (rows.length === 0) return <p css={mutedStyle}>No findings: no rule was crossed.</p>;
  return (
    <div css={scrollBoxStyle} tabIndex={0} role="region" aria-label="Findings">
      <table css={tableStyle}>
        <caption>
          {rows.length} {rows.length === 1 ? 'finding' : 'findings'}, most urgent first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Rule</th>
            <th scope="col">Severity</th>
            <th scope="col">Finding</th>
            <th scope="col">Values</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td css={{ whiteSpace: 'nowrap' }}>{row.time}</td>
              <th scope="row" css={{ fontWeight: 400 }}>
                {row.rule}
              </th>
              <td css={severityStyle[row.severity]}>{SEVERITY_TEXT[row.severity]}</td>
              <td>{row.message}</td>
              <td css={{ overflowWrap: 'anywhere', minWidth: '10rem' }}>{row.values}</td>
              <td css={{ minWidth: '12rem' }}>{row.source}</td>
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
