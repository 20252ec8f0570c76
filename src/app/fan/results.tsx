import { useId, useMemo } from 'react';
import { selectChart, selectReport } from '../../machines/fan/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { FanActorContext } from './actor-context.ts';

const stackStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;
const waitingStyle = { margin: 0, color: colors.textMuted, fontSize: font.size.sm } as const;

/**
 * The selection's results: power, motor and cold start; each operating
 * point; the warnings; and the chart of the curves with its data table.
 * Shows a line instead while an input cannot be used.
 */
export function FanResults() {
  const headingId = useId();
  const result = FanActorContext.useSelector((snapshot) => snapshot.context.result);
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const report = useMemo(() => selectReport({ result, system }), [result, system]);
  const chart = useMemo(() => selectChart({ result, system }), [result, system]);

  return (
    <section aria-labelledby={headingId} css={stackStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Results
      </h2>
      {report === undefined || chart === undefined ? (
        <p css={waitingStyle}>The results show when every input can be used; each field says what it needs.</p>
      ) : (
        <>
          <WarningList warnings={report.warnings} />
          <FigureList heading="Power, motor and cold start" figures={report.figures} system={system} />
          {report.operatingPoints.map((point) =>
            point.meets ? (
              <FigureList key={point.curve} heading={`Operating point, ${point.label.toLowerCase()}`} figures={point.figures} system={system} />
            ) : (
              <p key={point.curve} css={{ margin: 0 }}>
                <strong>Operating point, {point.label.toLowerCase()}:</strong> the curves do not meet within the fan curve (see the warning).
              </p>
            ),
          )}
          <LineChart title="Fan and system curves" xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />
        </>
      )}
    </section>
  );
}
