import { useMemo } from 'react';
import { formatNumber } from '../../../core/format/number.ts';
import { dpRangeIssue } from '../../../core/monitoring/dp-range.ts';
import { durationText } from '../../../core/monitoring/figure-text.ts';
import { unitById } from '../../../core/units/catalogue.ts';
import { unitFromSi } from '../../../core/units/unit.ts';
import type { Analysis } from '../../../machines/monitoring/context.ts';
import { dpText, fileNames, logZone, selectBadRows, selectDailyRows, timeText } from '../../../machines/monitoring/selectors.ts';
import type { UnitSystem } from '../../../core/report/figure.ts';
import { space } from '../../shell/theme.ts';
import { useDeferredSelector } from '../../shell/use-deferred-selector.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { DpTrend } from './dp-trend.tsx';
import { mutedStyle, noticeStyle, scrollBoxStyle, subheadingStyle, tableStyle, warningStyle } from './styles.ts';

/** The ΔP unit of each system: what the trend's axis and tables read in. */
const DP_UNIT = { metric: unitById('Pa'), imperial: unitById('inH2O') } as const;

const count = (value: number) => formatNumber(value, 'result', { decimals: 0 });

/** What was read and what the log holds: counts, cycles, completeness, valves. */
function Summary({ analysis, system }: { analysis: Analysis; system: UnitSystem }) {
  const { result } = analysis;
  const zone = logZone(analysis.mapping);
  const { cycles, completeness } = result;
  const lines = [
    `${fileNames(analysis)}: ${count(result.counts.read)} ${result.counts.read === 1 ? 'row' : 'rows'} read, ${count(result.counts.analysed)} analysed, ${count(result.counts.bad)} reported as bad` +
      (result.outOfOrder + result.duplicates > 0 ? ` (of them ${count(result.outOfOrder)} out of order and ${count(result.duplicates)} duplicate timestamps)` : '') +
      '.',
    completeness.firstMs !== undefined && completeness.lastMs !== undefined ? `From ${timeText(completeness.firstMs, zone)} to ${timeText(completeness.lastMs, zone)} (${zone}).` : '',
    cycles.count > 0
      ? `${count(cycles.count)} cleaning cycles` +
        (cycles.medianIntervalS === undefined ? '' : `, every ${durationText(cycles.medianIntervalS)} (median)`) +
        (cycles.medianSwingPa === undefined ? '' : `, ΔP swing ${dpText(cycles.medianSwingPa, system)} (median)`) +
        '.'
      : 'No cleaning cycle found: the ΔP never rose and fell by the cycle swing.',
    `Completeness: ${count(completeness.hoursBelowMin)} of ${count(completeness.hours)} hours below ${count(completeness.minReadingsPerHour)} readings.`,
    result.pulses === undefined ? '' : `${count(result.pulses)} pulses counted.`,
    result.findingsOmitted > 0 ? `${count(result.findingsOmitted)} more findings beyond 500 of one rule are counted, not listed.` : '',
  ].filter(Boolean);
  return (
    <ul aria-label="Analysis summary" css={{ margin: 0, paddingLeft: space.lg, lineHeight: 1.6 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A ΔP range no running fabric filter shows, as core's check says it: most likely the ΔP unit is wrong. */
function DpRangeWarning({ analysis }: { analysis: Analysis }) {
  const issue = dpRangeIssue(analysis.result, analysis.mapping.dpUnit, analysis.rules.stoppedDpPa);
  if (issue === undefined) return null;
  return (
    <p role="alert" css={[noticeStyle, warningStyle, { marginBottom: space.sm }]}>
      {issue.message}
    </p>
  );
}

/** The ΔP by day: what the trend shows, as a table screen readers read. */
function DailyTable({ analysis, system }: { analysis: Analysis; system: UnitSystem }) {
  const rows = selectDailyRows(analysis, system);
  return (
    <div css={scrollBoxStyle} tabIndex={0} role="region" aria-label="ΔP by day">
      <table css={tableStyle}>
        <caption>ΔP by day ({logZone(analysis.mapping)})</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Residual ΔP</th>
            <th scope="col">Peak ΔP</th>
            <th scope="col">Mean ΔP</th>
            <th scope="col">Readings</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([day, ...cells]) => (
            <tr key={day}>
              <th scope="row" css={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
                {day}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="number">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The valves' ΔP response, where a valve column is mapped. */
function ValveTable({ analysis, system }: { analysis: Analysis; system: UnitSystem }) {
  const valves = analysis.result.valves;
  if (valves === undefined || valves.length === 0) return null;
  return (
    <div css={[scrollBoxStyle, { marginTop: space.md }]} tabIndex={0} role="region" aria-label="Valve response">
      <table css={tableStyle}>
        <caption>ΔP response per valve</caption>
        <thead>
          <tr>
            <th scope="col">Valve</th>
            <th scope="col">Firings</th>
            <th scope="col">Mean ΔP drop</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {valves.map((valve) => (
            <tr key={valve.valve}>
              <th scope="row" css={{ fontWeight: 400 }}>
                {valve.valve}
              </th>
              <td className="number">{count(valve.firings)}</td>
              <td className="number">{dpText(valve.meanResponsePa, system)}</td>
              <td>{valve.dead ? 'Dead: ΔP does not answer its firings' : 'Answers'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows that could not be read, with where they are and why. */
function BadRows({ analysis }: { analysis: Analysis }) {
  const lines = selectBadRows(analysis);
  if (lines.length === 0) return null;
  const omitted = analysis.result.badRowsOmitted;
  return (
    <details css={{ marginTop: space.md }}>
      <summary css={{ cursor: 'pointer', fontWeight: 600 }}>
        {count(analysis.result.counts.bad)} {analysis.result.counts.bad === 1 ? 'row' : 'rows'} reported as bad
      </summary>
      <ul aria-label="Rows reported as bad" css={{ margin: `${space.sm} 0 0`, paddingLeft: space.lg, fontSize: '0.875rem' }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {omitted > 0 && <li>and {count(omitted)} more (the first 100 are listed)</li>}
      </ul>
    </details>
  );
}

/** The analysis shown: its summary, the ΔP trend beside its daily table, the valves and the bad rows. */
export function AnalysisResults() {
  // In a transition: a new analysis of a million rows renders without holding up a key typed meanwhile.
  const actorRef = MonitoringActorContext.useActorRef();
  const analysis = useDeferredSelector(actorRef, (snapshot) => snapshot.context.analysis);
  const system = MonitoringActorContext.useSelector((snapshot) => snapshot.context.system);
  const unit = DP_UNIT[system];
  const toShown = useMemo(() => (pa: number) => unitFromSi(unit, pa), [unit]);
  if (analysis === undefined) return null;
  const { series } = analysis.result;
  return (
    <div>
      <h3 css={subheadingStyle}>Analysis</h3>
      <DpRangeWarning analysis={analysis} />
      <Summary analysis={analysis} system={system} />
      {series.timesMs.length === 0 ? (
        <p css={[mutedStyle, { marginTop: space.md }]}>No reading could be analysed, so there is no trend: see the rows reported as bad.</p>
      ) : (
        <div css={{ display: 'grid', gap: space.md, marginTop: space.md, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <DpTrend
            title="ΔP trend"
            timesMs={series.timesMs}
            dpPa={series.dpPa}
            findings={analysis.result.findings}
            toShown={toShown}
            unitSymbol={unit.symbol}
            gapMs={analysis.rules.gapS * 1000}
            zone={logZone(analysis.mapping)}
          />
          <DailyTable analysis={analysis} system={system} />
        </div>
      )}
      <ValveTable analysis={analysis} system={system} />
      <BadRows analysis={analysis} />
    </div>
  );
}
