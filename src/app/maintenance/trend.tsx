import { useMemo } from 'react';
import { css } from '@emotion/react';
import { selectPressureDropTrend } from '../../machines/maintenance/selectors.ts';
import { LineChart, type LineChartSeries } from '../charts/line-chart.tsx';
import { colors, font } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText } from './dates.ts';

const emptyStyle = css({ margin: 0, color: colors.textMuted, fontSize: font.size.sm });

/**
 * The ΔP logged with the daily check, by date, over its bands: within 20 %
 * of the clean-bag baseline when one is set (below the alarm set point when
 * not), and at or above the alarm. Each reading is marked (a lone one is a
 * point with a few days either side); the baseline is a line across the axis.
 */
export function PressureDropTrend() {
  // The parts it is drawn from, so the chart is drawn again only when they change.
  const entries = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.entries);
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  const trend = useMemo(() => selectPressureDropTrend({ entries, config, system }), [entries, config, system]);
  const { xs, values, unit, baseline, baselineText, bands, rows } = trend;
  const series = useMemo<LineChartSeries[]>(
    () => [
      { label: `ΔP (${unit})`, kind: 'line', values, markers: true },
      ...(baseline === null ? [] : [{ label: `Baseline ${baselineText}`, kind: 'line' as const, values: xs.map(() => baseline) }]),
    ],
    [unit, xs, values, baseline, baselineText],
  );
  const table = useMemo(
    () => ({ columns: ['Date', `ΔP (${unit})`, 'Initials'], rows: rows.map(([date, value, initials]) => [dateText(date, 'day'), value, initials]) }),
    [rows, unit],
  );
  if (rows.length === 0) {
    return <p css={emptyStyle}>No ΔP logged yet: the trend appears once the daily ΔP check is ticked off with a reading.</p>;
  }
  return <LineChart title="ΔP trend" xLabel="Date" yLabel={`ΔP (${unit})`} xs={xs} series={series} bands={bands} xDates table={table} />;
}
