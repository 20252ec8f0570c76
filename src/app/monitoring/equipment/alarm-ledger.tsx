import { useId, useRef } from 'react';
import { css } from '@emotion/react';
import Papa from 'papaparse';
import { Upload, X } from 'lucide-react';
import { formatNumber } from '../../../core/format/number.ts';
import { LEDGER_LIMIT, LEDGER_SOURCE } from '../../../core/monitoring/alarm-ledger.ts';
import { selectLedger } from '../../../machines/monitoring/selectors.ts';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { colors, space } from '../../shell/theme.ts';
import { visuallyHidden } from '../../shell/visually-hidden.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { buttonStyle, controlStyle, secondaryFileLabelStyle, fieldLabelStyle, hintStyle, mutedStyle, scrollBoxStyle, subheadingStyle, tableStyle } from './styles.ts';

const hours = (value: number) => `${formatNumber(value, 'result', { decimals: 1 })} h`;
const overStyle = css({ color: colors.danger, fontWeight: 600 });

/** The blocks of the ledger, or what keeps it from being counted. */
function LedgerTable() {
  const ledger = MonitoringActorContext.useSelector((snapshot) => selectLedger(snapshot.context));
  if (ledger.status === 'none') return null;
  if (ledger.status === 'error') {
    return (
      <ul aria-label="What keeps the alarm ledger from being counted" css={[hintStyle, { paddingLeft: space.lg }]}>
        {ledger.issues.slice(0, 8).map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
        {ledger.issues.length > 8 && <li>and {ledger.issues.length - 8} more</li>}
      </ul>
    );
  }
  if (ledger.blocks.length === 0) return <p css={mutedStyle}>The alarm log holds no alarm.</p>;
  return (
    <div css={[scrollBoxStyle, { marginTop: space.sm }]} tabIndex={0} role="region" aria-label="Alarm ledger">
      <table css={tableStyle}>
        <caption>Alarm time per 6-month block, against {formatNumber(LEDGER_LIMIT * 100, 'result', { decimals: 0 })} % of operating time</caption>
        <thead>
          <tr>
            <th scope="col">Block</th>
            <th scope="col">Alarms</th>
            <th scope="col">Alarm time counted</th>
            <th scope="col">Operating time</th>
            <th scope="col">Share</th>
            <th scope="col">Never acted on</th>
          </tr>
        </thead>
        <tbody>
          {ledger.blocks.map((block) => (
            <tr key={block.block}>
              <th scope="row" css={{ fontWeight: 400 }}>
                {block.block}
              </th>
              <td className="number">{block.alarms}</td>
              <td className="number">{hours(block.countedHours)}</td>
              <td className="number">{hours(block.operatingHours)}</td>
              <td className="number" css={block.overLimit ? overStyle : undefined}>
                {formatNumber(block.fraction * 100, 'result', { decimals: 1 })} %{block.overLimit ? ': over the limit, a quality improvement plan is due' : ''}
              </td>
              <td className="number">{block.neverActedOn === 0 ? 'none' : `${block.neverActedOn}, counted to the block end`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The bag leak detector's alarm ledger: its alarm log (CSV with alarm_time,
 * action_time, action_needed) and the operating hours of a 6-month block,
 * counted by core's rule.
 */
export function AlarmLedger() {
  const actorRef = MonitoringActorContext.useActorRef();
  const fileId = useId();
  const hoursId = useId();
  const input = useRef<HTMLInputElement>(null);
  const name = MonitoringActorContext.useSelector((snapshot) => snapshot.context.alarmLog?.name);
  const hoursText = MonitoringActorContext.useSelector((snapshot) => snapshot.context.operatingHoursText);
  const read = async (file: File | undefined) => {
    if (file === undefined) return;
    // Blank lines are kept: core skips them, and counts lines as the file does.
    const rows = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false }).data;
    actorRef.send({ type: 'alarms.read', name: file.name, rows });
    if (input.current) input.current.value = '';
  };
  // On paper only when there is a ledger to print.
  return (
    <div css={name === undefined ? noPrint : undefined}>
      <h3 css={subheadingStyle}>Bag leak detector alarm ledger</h3>
      <p css={[mutedStyle, { marginBottom: space.sm }]}>
        Each alarm counts 0 h when no action was needed, 1 h when action began within the hour, the actual delay when later, and to the block’s end when action was needed and never
        logged. Source: {LEDGER_SOURCE}.
      </p>
      <div css={[actionRowStyle, noPrint]}>
        <label htmlFor={fileId} css={secondaryFileLabelStyle}>
          <Upload aria-hidden="true" size={18} />
          Import alarm log (CSV)
          <input ref={input} id={fileId} type="file" accept=".csv,text/csv" css={visuallyHidden} onChange={(event) => void read(event.target.files?.[0])} />
        </label>
        {name !== undefined && (
          <>
            <span css={mutedStyle}>{name}</span>
            <button type="button" css={buttonStyle} aria-label={`Remove the alarm log ${name}`} onClick={() => actorRef.send({ type: 'alarms.clear' })}>
              <X aria-hidden="true" size={16} />
            </button>
          </>
        )}
        <div css={{ flex: '0 1 16rem' }}>
          <label htmlFor={hoursId} css={fieldLabelStyle}>
            Operating hours per 6-month block (h)
          </label>
          <input id={hoursId} type="text" inputMode="decimal" css={controlStyle} value={hoursText} onChange={(event) => actorRef.send({ type: 'hours.text', text: event.target.value })} />
        </div>
      </div>
      <LedgerTable />
    </div>
  );
}
