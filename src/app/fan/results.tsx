import { useId, useMemo } from 'react';
import { selectChart, selectChartNote, selectMissing, selectReport } from '../../machines/fan/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { colors, font, radius, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { FanActorContext } from './actor-context.ts';

const stackStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const noteStyle = { margin: 0, color: colors.textMuted, fontSize: font.size.sm } as const;
const missingStyle = {
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.background,
  fontSize: font.size.sm,
  '& h3': { margin: 0, fontSize: font.size.md },
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
  '& li + li': { marginTop: space.xs },
} as const;

/** What each missing or unusable input would add, beside the results. Renders nothing when every input is there. */
function MissingList() {
  const headingId = useId();
  const missing = FanActorContext.useSelector((snapshot) => selectMissing(snapshot.context));
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={missingStyle}>
      <h3 id={headingId}>More input, more results</h3>
      <ul>
        {missing.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

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
      <MissingList />
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
