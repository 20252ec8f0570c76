import { useId, useMemo } from 'react';
import { selectChart, selectChartNote, selectMissing, selectReport } from '../../machines/fan/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { MissingList } from '../shell/missing-list.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { FanActorContext } from './actor-context.ts';

const stackStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const noteStyle = { margin: 0, color: colors.textMuted, fontSize: font.size.sm } as const;

/**
 * The selection's results from the inputs that can be used: the warnings,
 * power, motor and cold start, each operating point, and what each missing
 * input would add. A bad curve leaves out only the operating points.
 */
export function FanResults() {
  const headingId = useId();
  const result = FanActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const report = useMemo(() => selectReport({ result, system }), [result, system]);
  const missing = FanActorContext.useSelector((snapshot) => selectMissing(snapshot.context));

  return (
    <section aria-labelledby={headingId} css={stackStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Results
      </h2>
      {report === undefined ? (
        <p css={noteStyle}>The results show once the design flow and pressure can be used; each field says what it needs.</p>
      ) : (
        <>
          <WarningList warnings={report.warnings} />
          <FigureList heading="Gas, pressure, power, motor and cold start" figures={report.figures} system={system} />
          {report.fanLaws.length > 0 && <FigureList heading="Fan laws" figures={report.fanLaws} system={system} />}
          {report.operatingPoints.map((point) =>
            point.meets ? (
              <FigureList key={point.curve} heading={`Operating point, ${point.label.toLowerCase()}`} figures={point.figures} system={system} />
            ) : (
              <p key={point.curve} css={{ margin: 0 }}>
                <strong>Operating point, {point.label.toLowerCase()}:</strong> the curves do not meet within the fan curve (see the warning).
              </p>
            ),
          )}
        </>
      )}
      <MissingList lines={missing} />
    </section>
  );
}

/** The fan and system curves with the operating points, and the data table beside them; or why they are not drawn. */
export function FanChart() {
  const result = FanActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const chart = useMemo(() => selectChart({ result, system }), [result, system]);
  if (chart === undefined) return <p css={noteStyle}>{selectChartNote({ result })}</p>;
  return <LineChart title="Fan and system curves" xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />;
}
