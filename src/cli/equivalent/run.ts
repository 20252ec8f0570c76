/**
 * One `duct-calc equivalent` run, once commander has parsed it. Loaded by the action on demand.
 */
import { designLinkPath } from '../../core/duct/design-link.ts';
import { ductLinkPath } from '../../core/duct/link.ts';
import { equivalentFigures } from '../../core/equivalent-duct/report.ts';
import { readSectionText } from '../../core/equivalent-duct/section-text.ts';
import { equivalentSection, type SectionShape } from '../../core/equivalent-duct/section.ts';
import { AIRFLOW_MEASURE } from '../../core/friction/conditions.ts';
import { formatNumber } from '../../core/format/number.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { RESULT_FIELD } from '../../core/report/figure-check.ts';
import { figuresJson, formatFigureTable } from '../shared/figure-report.ts';
import { jsonLine } from '../shared/json-line.ts';
import { measureLinkText, readMeasureOptions } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import type { EquivalentCommandOptions } from './command.ts';

const FLAGS: Readonly<Record<SectionShape, string>> = { rect: '--rect <a x b>', oval: '--oval <major x minor>' };

/**
 * Runs an equivalent duct.
 *
 * @param options The options as typed.
 * @returns The table with its `warning:` lines, one JSON line
 *   (`{ equivalentDiameter, hydraulicDiameter, area, velocity?, shape, warnings }`)
 *   or the page's link; or one error line.
 */
export function runEquivalent(options: EquivalentCommandOptions): ToolOutcome {
  const system = unitSystemOf(options);
  const shape: SectionShape | undefined = options.rect !== undefined ? 'rect' : options.oval !== undefined ? 'oval' : undefined;
  if (shape === undefined) return { status: 'error', message: "error: give '--rect <a x b>' or '--oval <major x minor>'" };
  const text = options[shape]!;
  const section = readSectionText(shape, text, system);
  if (section.status === 'error') return { status: 'error', message: `error: option '${FLAGS[shape]}' argument '${text}' is invalid. ${section.issue.message}` };
  const read = readMeasureOptions([AIRFLOW_MEASURE], options as Record<string, unknown>, system);
  if (read.status === 'error') return read;
  const result = equivalentSection({ shape, widthM: section.widthM, heightM: section.heightM, airflowM3s: read.data.q });
  if (result.status === 'error') {
    const [issue] = result.issues;
    // A result out of range comes from the inputs together, not from the section alone.
    const where = issue!.field === RESULT_FIELD ? '' : `option '${FLAGS[shape]}' argument '${text}' is invalid. `;
    return { status: 'error', message: `error: ${where}${issue!.message}` };
  }
  if (options.link) {
    const diameter = unitFromSi(unitById(system === 'imperial' ? 'in' : 'm'), result.data.equivalentDiameterM);
    const q = measureLinkText(AIRFLOW_MEASURE, options.q, read.data.q, system);
    const card = q === undefined ? ductLinkPath({ solve: 'airflow', unitSystem: system }) : ductLinkPath({ solve: 'velocity', unitSystem: system, q, d: formatNumber(diameter, 'field') });
    return { status: 'success', output: `${designLinkPath(card, { [shape]: text.trim() })}\n` };
  }
  const figures = equivalentFigures(result.data);
  if (options.json) return { status: 'success', output: jsonLine({ ...figuresJson(figures, system), shape, warnings: result.warnings }) };
  const heading = shape === 'rect' ? `Rectangular duct ${text.trim()}:` : `Flat oval duct ${text.trim()}:`;
  return { status: 'success', output: `${heading}\n${formatFigureTable(figures, result.warnings, system)}` };
}
