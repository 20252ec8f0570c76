import { useId } from 'react';
import { css } from '@emotion/react';
import { Play } from 'lucide-react';
import { COLUMN_ROLES, type ColumnRole, type TimeFormat } from '../../../core/monitoring/log-mapping.ts';
import { unitsOf } from '../../../core/units/catalogue.ts';
import type { QuantityId } from '../../../core/units/quantity.ts';
import type { UnitField } from '../../../machines/monitoring/context.ts';
import { selectMappingIssues } from '../../../machines/monitoring/selectors.ts';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { space } from '../../shell/theme.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { controlStyle, fieldGridStyle, fieldLabelStyle, hintStyle, mutedStyle, primaryButtonStyle, scrollBoxStyle, subheadingStyle, tableStyle } from './styles.ts';

/** What each column role is called beside its select. */
export const ROLE_LABELS: Readonly<Record<ColumnRole, string>> = {
  timestamp: 'Timestamp',
  dp: 'ΔP (tube sheet)',
  flow: 'Flow',
  airPressure: 'Compressed-air pressure',
  valve: 'Valve or row',
  pulse: 'Pulse flag',
  leakSignal: 'Leak-detector signal',
  alarm: 'Alarm',
};

/** The unit select of the roles that carry a unit, with the quantity it is chosen from. */
const ROLE_UNIT: Partial<Record<ColumnRole, { field: UnitField; quantity: QuantityId }>> = {
  dp: { field: 'dpUnit', quantity: 'pressure' },
  flow: { field: 'flowUnit', quantity: 'airflow' },
  airPressure: { field: 'airPressureUnit', quantity: 'pressure' },
};

const TIME_KINDS: readonly { value: TimeFormat['kind']; label: string }[] = [
  { value: 'iso', label: 'ISO 8601 (UTC unless an offset is written)' },
  { value: 'local', label: 'Local wall time in a zone' },
  { value: 'serial', label: 'Spreadsheet serial days in a zone' },
];

/** Lists of lines compared by content, so a selector's new array of the same lines does not render again. */
const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, index) => line === b[index]);

/** Not mapped: the value of a role's select with no column. */
const NONE = '';

/** A column role: which column holds it, and its unit where it has one. */
function RoleField({ role }: { role: ColumnRole }) {
  const actorRef = MonitoringActorContext.useActorRef();
  const id = useId();
  const header = MonitoringActorContext.useSelector((snapshot) => snapshot.context.log?.header ?? []);
  const column = MonitoringActorContext.useSelector((snapshot) => snapshot.context.mapping?.columns[role]);
  const unitSpec = ROLE_UNIT[role];
  const unit = MonitoringActorContext.useSelector((snapshot) => (unitSpec === undefined ? undefined : snapshot.context.mapping?.[unitSpec.field]));
  const required = role === 'timestamp' || role === 'dp';
  return (
    <div>
      <label htmlFor={id} css={fieldLabelStyle}>
        {ROLE_LABELS[role]} column
      </label>
      <select
        id={id}
        css={controlStyle}
        value={column === undefined ? NONE : String(column)}
        aria-invalid={required && column === undefined}
        onChange={(event) => actorRef.send({ type: 'mapping.column', role, column: event.target.value === NONE ? undefined : Number(event.target.value) })}
      >
        <option value={NONE}>{required ? 'Choose a column' : 'Not in the log'}</option>
        {header.map((name, index) => (
          <option key={index} value={String(index)}>
            {`${index + 1}: ${name}`}
          </option>
        ))}
      </select>
      {unitSpec !== undefined && column !== undefined && (
        <div css={{ marginTop: space.xs }}>
          <label htmlFor={`${id}-unit`} css={fieldLabelStyle}>
            {ROLE_LABELS[role]} unit
          </label>
          <select id={`${id}-unit`} css={controlStyle} value={unit ?? ''} onChange={(event) => actorRef.send({ type: 'mapping.unit', field: unitSpec.field, unit: event.target.value })}>
            {unitsOf(unitSpec.quantity).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.symbol}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

/** How the timestamps are written, and the zone of wall times. */
function TimeFields() {
  const actorRef = MonitoringActorContext.useActorRef();
  const kindId = useId();
  const zoneId = useId();
  const kind = MonitoringActorContext.useSelector((snapshot) => snapshot.context.mapping?.time.kind ?? 'iso');
  const zoneText = MonitoringActorContext.useSelector((snapshot) => snapshot.context.zoneText);
  const zoneIssue = MonitoringActorContext.useSelector((snapshot) => snapshot.context.zoneIssue);
  return (
    <>
      <div>
        <label htmlFor={kindId} css={fieldLabelStyle}>
          Timestamps
        </label>
        <select id={kindId} css={controlStyle} value={kind} onChange={(event) => actorRef.send({ type: 'time.kind', kind: event.target.value as TimeFormat['kind'] })}>
          {TIME_KINDS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {kind !== 'iso' && (
        <div>
          <label htmlFor={zoneId} css={fieldLabelStyle}>
            Time zone (IANA)
          </label>
          <input
            id={zoneId}
            type="text"
            css={controlStyle}
            value={zoneText}
            spellCheck={false}
            aria-invalid={zoneIssue !== undefined}
            aria-describedby={zoneIssue === undefined ? undefined : `${zoneId}-issue`}
            onChange={(event) => actorRef.send({ type: 'time.zone', text: event.target.value })}
          />
          {zoneIssue !== undefined && (
            <p id={`${zoneId}-issue`} css={hintStyle}>
              {zoneIssue}
            </p>
          )}
        </div>
      )}
    </>
  );
}

const previewCellStyle = css({ whiteSpace: 'nowrap' });

/** The header and the first rows of the first file, as read. */
function Preview() {
  const log = MonitoringActorContext.useSelector((snapshot) => snapshot.context.log);
  if (log === undefined || log.header.length === 0) return null;
  return (
    <div css={[scrollBoxStyle, { marginTop: space.md }]} tabIndex={0} role="region" aria-label="First rows of the log">
      <table css={tableStyle}>
        <caption>First rows of {log.files[0]?.name}</caption>
        <thead>
          <tr>
            {log.header.map((name, index) => (
              <th key={index} scope="col">{`${index + 1}: ${name}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log.preview.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {log.header.map((_, index) => (
                <td key={index} css={previewCellStyle}>
                  {row[index] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The column mapping, guessed from the header and editable, with Analyse to run it again. */
export function MappingForm() {
  const actorRef = MonitoringActorContext.useActorRef();
  const hasLog = MonitoringActorContext.useSelector((snapshot) => snapshot.context.mapping !== undefined);
  const canRun = MonitoringActorContext.useSelector((snapshot) => snapshot.can({ type: 'analysis.run' }));
  const issues = MonitoringActorContext.useSelector((snapshot) => selectMappingIssues(snapshot.context), sameLines);
  if (!hasLog) return null;
  return (
    <div css={noPrint}>
      <h3 css={subheadingStyle}>Columns and timestamps</h3>
      <p css={[mutedStyle, { marginBottom: space.sm }]}>Guessed from the header: correct what is wrong, then analyse again.</p>
      <div css={fieldGridStyle}>
        {COLUMN_ROLES.map((role) => (
          <RoleField key={role} role={role} />
        ))}
        <TimeFields />
      </div>
      <Preview />
      <div css={[actionRowStyle, { marginTop: space.md }]}>
        <button type="button" css={primaryButtonStyle} disabled={!canRun} onClick={() => actorRef.send({ type: 'analysis.run' })}>
          <Play aria-hidden="true" size={18} />
          Analyse
        </button>
      </div>
      {issues.length > 0 && (
        <ul aria-label="What keeps the log from being analysed" css={[hintStyle, { paddingLeft: space.lg }]}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
