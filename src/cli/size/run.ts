/**
 * One `duct-calc size` run, once commander has parsed it. Loaded by the action on demand.
 */
import { designLinkPath } from '../../core/duct/design-link.ts';
import { ductLinkPath } from '../../core/duct/link.ts';
import type { TransportClassId } from '../../core/duct/transport-velocity.ts';
import { sizeFigures } from '../../core/duct-size/report.ts';
import { SIZE_MEASURES, sizeDuct, transportMinimumVelocity } from '../../core/duct-size/size.ts';
import { STANDARD_SERIES, defaultSeriesFor, type SeriesId } from '../../core/duct-size/standard-sizes.ts';
import { AIRFLOW_MEASURE } from '../../core/friction/conditions.ts';
import type { FrictionMethodId } from '../../core/friction/method.ts';
import type { MaterialId } from '../../core/friction/roughness.ts';
import { figureValue } from '../../core/report/figure.ts';
import { formatNumber } from '../../core/format/number.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureLinkText, readMeasureOptions, requiredOptionMessage } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import type { SizeCommandOptions } from './command.ts';

/**
 * Runs a sizing.
 *
 * @param options The options as typed.
 * @returns The table (the series, the figures, then `warning:` lines), one
 *   JSON line (`{ exactDiameter, standardDiameter, velocity, …, frictionRate, series, mode, warnings }`)
 *   or the page's link; or one error line.
 */
export function runSize(options: SizeCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const missing = requiredOptionMessage([AIRFLOW_MEASURE], options as Record<string, unknown>);
  if (missing !== undefined) return { status: 'error', message: missing };
  const byFriction = options.frictionRate !== undefined;
  if (byFriction ? options.minVelocity !== undefined : options.minVelocity === undefined && options.transport === undefined) {
    return {
      status: 'error',
      message:
        "error: give '--friction-rate <friction-rate>' (equal friction, with '--transport <class>' to check its velocity), or '--min-velocity <velocity>' or '--transport <class>' (transport velocity)",
    };
  }
  const read = readMeasureOptions(SIZE_MEASURES, options as Record<string, unknown>, system);
  if (read.status === 'error') return read;
  let { minVelocity } = read.data;
  const transport = options.transport as TransportClassId | undefined;
  if (transport !== undefined && !byFriction) {
    const minimum = transportMinimumVelocity(transport, system);
    if (minimum.status === 'error') return { status: 'error', message: `error: option '--transport <class>' argument '${transport}' is invalid. ${minimum.message}` };
    minVelocity = minimum.velocityMps;
  }
  const { q, frictionRate, temperature, altitude, roughness } = read.data;
  const series = (options.series ?? defaultSeriesFor(system)) as SeriesId;
  const result = sizeDuct({
    q: q!,
    frictionRate,
    minVelocity,
    series,
    transport: byFriction ? transport : undefined,
    unitSystem: system,
    temperature,
    altitude,
    roughness,
    material: options.material as MaterialId | undefined,
    method: options.method as FrictionMethodId | undefined,
  });
  if (result.status === 'error') return { status: 'error', message: `error: ${result.issues.map(({ message }) => message).join('; ')}` };
  const figures = sizeFigures(result.data);
  if (options.link) {
    const standard = unitFromSi(unitById(system === 'imperial' ? 'in' : 'm'), result.data.standardDiameterM);
    const card = ductLinkPath({ solve: 'velocity', unitSystem: system, q: measureLinkText(AIRFLOW_MEASURE, options.q, q, system), d: formatNumber(standard, 'field') });
    const { frictionRate: rate, minVelocity: min, material, roughness: rough, temperature: t, altitude: h, method } = options;
    const texts = { frictionRate: rate, minVelocity: min, transport, series: options.series, material, roughness: rough, temperature: t, altitude: h, method };
    return { status: 'success', output: `${designLinkPath(card, texts)}\n` };
  }
  if (options.json) {
    const json = { ...figuresJson(figures, system), series, mode: result.data.mode, warnings: result.warnings };
    return { status: 'success', output: jsonLine(json) };
  }
  const standard = figureValue(figures[1]!, system);
  const heading = `${STANDARD_SERIES[series].label}: ${formatNumber(standard.value, 'field')} ${unitById(standard.unit as 'in').symbol} by ${result.data.mode.replace('-', ' ')}`;
  return { status: 'success', output: `${heading}\n${formatFigureTable(figures, result.warnings, system)}` };
}
