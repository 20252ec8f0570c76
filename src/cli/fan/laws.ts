/**
 * One `duct-calc fan-laws` run: the options read like every tool's measures
 * (a bare number in the unit system's unit, or with its unit), scaled by the
 * core's applyFanLaws and printed as a table or JSON.
 */
import { applyFanLaws, type FanLawInput } from '../../core/fan/fan-laws.ts';
import { FAN_LAW_MEASURES, FAN_LAW_SPEEDS } from '../../core/fan/fields.ts';
import { readPlainNumber } from '../../core/report/plain-number.ts';
import { fanLawFigures } from '../../core/fan/report.ts';
import { optionName, readMeasures } from '../../core/report/measure.ts';
import { figureRangeIssue, measureInputTexts } from '../../core/report/figure-check.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureIssueText } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import type { FanCommandOptions } from './command.ts';

/**
 * Runs the fan laws.
 *
 * @param options The options as commander parsed them (texts as typed), `imperial`, `json`.
 * @returns The new flow, pressure and power (those given) as a table or one
 *   JSON line `{"flow": {"value", "unit"}, "pressure": …, "power": …}`, or one error line
 *   (an unusable option, or a new value out of range: 1e308 CFM at twice the speed).
 */
export function runFanLaws(options: FanCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const texts = Object.fromEntries(Object.entries(options).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const read = readMeasures(FAN_LAW_MEASURES, texts, system);
  const errors = read.status === 'error' ? read.issues.map((issue) => measureIssueText(FAN_LAW_MEASURES, issue)) : [];
  const input: Record<string, number> = read.status === 'success' ? { ...read.data } : {};
  for (const spec of FAN_LAW_SPEEDS) {
    const text = texts[spec.key];
    if (text === undefined) continue;
    const value = readPlainNumber(spec, text);
    if (typeof value === 'number') input[spec.key] = value;
    else errors.push(`option '--${optionName(spec.key)} <rpm>' argument '${text}' is invalid. ${value}`);
  }
  if (errors.length > 0) return { status: 'error', message: `error: ${errors.join('; ')}` };
  const result = applyFanLaws(input as FanLawInput);
  if (result.status === 'error') return { status: 'error', message: `error: ${result.issues.map((issue) => issue.message).join('; ')}` };
  const figures = fanLawFigures(result.data);
  const outOfRange = figureRangeIssue(figures, [...measureInputTexts(FAN_LAW_MEASURES, input), ...FAN_LAW_SPEEDS.filter(({ key }) => key in input).map(({ key, label }) => `${label} ${input[key]} rpm`)]);
  if (outOfRange !== undefined) return { status: 'error', message: `error: ${outOfRange.message}` };
  return { status: 'success', output: options.json ? jsonLine(figuresJson(figures, system)) : formatFigureTable(figures, [], system) };
}
