/**
 * One `duct-calc friction` run, once commander has parsed it: the options
 * are read with the core's input specs, the core computes, and the figures
 * are printed as the page shows them. Loaded by the action on demand.
 */
import { designLinkPath } from '../../core/duct/design-link.ts';
import { ductLinkPath } from '../../core/duct/link.ts';
import { FRICTION_METHODS, type FrictionMethodId } from '../../core/friction/method.ts';
import { DEFAULT_LENGTH_TEXT, PRESSURE_LOSS_MEASURES, pressureLoss } from '../../core/friction/pressure-loss.ts';
import { pressureLossFigures } from '../../core/friction/report.ts';
import type { MaterialId } from '../../core/friction/roughness.ts';
import { AIRFLOW_MEASURE, DIAMETER_MEASURE } from '../../core/friction/conditions.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureLinkText, readMeasureOptions, requiredOptionMessage } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import type { FrictionCommandOptions } from './command.ts';

/**
 * Runs a pressure loss.
 *
 * @param options The options as typed.
 * @returns The table (figures, then `warning:` lines), one JSON line
 *   (`{ velocity: {value, unit}, …, method, warnings }`) or the page's link;
 *   or one error line naming every unusable option.
 */
export function runFriction(options: FrictionCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const missing = requiredOptionMessage([AIRFLOW_MEASURE, DIAMETER_MEASURE], options as Record<string, unknown>);
  if (missing !== undefined) return { status: 'error', message: missing };
  const read = readMeasureOptions(PRESSURE_LOSS_MEASURES, { length: DEFAULT_LENGTH_TEXT[system], ...options }, system);
  if (read.status === 'error') return read;
  const { q, d, length, temperature, altitude, roughness } = read.data;
  const method = (options.method ?? 'colebrook') as FrictionMethodId;
  const result = pressureLoss({
    q: q!,
    d: d!,
    length: length!,
    temperature,
    altitude,
    roughness,
    material: options.material as MaterialId | undefined,
    method,
  });
  if (result.status === 'error') return { status: 'error', message: `error: ${result.issues.map(({ message }) => message).join('; ')}` };
  if (options.link) {
    const card = ductLinkPath({
      solve: 'velocity',
      unitSystem: system,
      q: measureLinkText(AIRFLOW_MEASURE, options.q, q, system),
      d: measureLinkText(DIAMETER_MEASURE, options.d, d, system),
    });
    const texts = { length: options.length, material: options.material, roughness: options.roughness, temperature: options.temperature, altitude: options.altitude, method: options.method };
    return { status: 'success', output: `${designLinkPath(card, texts)}\n` };
  }
  const figures = pressureLossFigures(result.data);
  if (options.json) {
    const json = { ...figuresJson(figures, system), method, warnings: result.warnings };
    return { status: 'success', output: jsonLine(json) };
  }
  const heading = `Pressure loss by ${FRICTION_METHODS[method].label}, ${result.data.conditions.roughnessLabel.toLowerCase()}:`;
  return { status: 'success', output: `${heading}\n${formatFigureTable(figures, result.warnings, system)}` };
}
