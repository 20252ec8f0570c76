/**
 * A project as a file: reading validates the whole document before anything
 * is used (JSON, then the format and version, then the version's schema,
 * then every typed value by its tool's own reader); an older version is
 * migrated step by step; a newer one is refused. Reading returns a whole
 * project or one line naming the first problem, never a part of a project.
 */
import * as v from 'valibot';
import { BAGHOUSE_FIELDS } from '../baghouse/texts.ts';
import { VENT_FIELDS } from '../explosion/fields.ts';
import { readVentInput } from '../explosion/read.ts';
import { FAN_FIELDS } from '../fan/fields.ts';
import { HOOD_FIELDS } from '../hood/fields.ts';
import type { MeasureIssue } from '../report/measure.ts';
import { readSystem } from '../exhaust-system/read-sheet.ts';
import type { SystemSheet } from '../exhaust-system/sheet.ts';
import { readConditions } from '../exhaust-system/conditions.ts';
import { PROJECT_FORMAT, PROJECT_VERSION, type Project } from './document.ts';
import { MIGRATIONS } from './migrate.ts';
import { readBaghousePart, readCostPart, readFanPart, readHoodPart, readSystemDust } from './parts.ts';
import { issueLine, ProjectSchema } from './schema.ts';

/** What reading a file gives: the project (and the version it was written in, when migrated), or one line naming the first problem. */
export type ProjectFileResult =
  | { readonly status: 'success'; readonly project: Project; readonly migratedFrom?: number }
  | { readonly status: 'error'; readonly message: string };

/** Why `JSON.parse` refused a text: the line and column where it stops making sense. */
function jsonSyntaxMessage(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  if (position === null) return 'The file is not JSON: it ends before the project does';
  const before = text.slice(0, Number(position[1]));
  return `The file is not JSON: it stops making sense at line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
}

/** A typed text given and refused by its tool: not blank, and named by a field the part holds. */
const refused = (issue: MeasureIssue, fields: readonly string[]) => issue.text.trim() !== '' && fields.includes(issue.field);

/** The first typed value the sheet's reader refuses, as `parts.system…: message`. */
function systemValueIssue(sheet: SystemSheet): string | undefined {
  const conditions = readConditions(sheet.conditions ?? {}, sheet.units);
  if (conditions.status === 'error') return `parts.system.conditions.${conditions.issues[0]!.key}: ${conditions.issues[0]!.message}`;
  const dust = readSystemDust(sheet);
  if (dust.status === 'error') return `parts.system.dust.${dust.issues[0]!.field}: ${dust.issues[0]!.message}`;
  const read = readSystem(sheet);
  if (read.status === 'success') return undefined;
  for (const issue of read.issues) {
    // A missing cell or a tree to mend is the design's to report (checks.ts), not a corrupt value.
    if (issue.column === 'outletPressure' && sheet.outletPressure.trim() !== '') return `parts.system.outletPressure: ${issue.message}`;
    // A hood cell is a hood design's link: the hood parts are checked on their own, and an incomplete design is no corrupt file.
    if (issue.column === 'hood') continue;
    const row = issue.index === undefined ? undefined : sheet.segments[issue.index];
    const text = row?.[issue.column as keyof typeof row]?.trim() ?? '';
    if (text !== '') return `parts.system.segments[${issue.index}].${issue.column}: ${issue.message}`;
  }
  return undefined;
}

/**
 * The first typed value a tool refuses, by the tool's own reader: a text
 * that is given and cannot be read (not a number, out of its range, not one
 * of the choices). A field not given yet is no problem of the file: the
 * part is incomplete, which the project's checks report.
 *
 * @param project A project its schema accepts.
 * @returns `parts.fan.texts.flow: Design flow must be …, got -3`, or `undefined`.
 */
export function firstValueIssue(project: Project): string | undefined {
  const { parts } = project;
  for (const [index, hood] of (parts.hoods ?? []).entries()) {
    const issue = readHoodPart(hood).issues.find((each) => refused(each, HOOD_FIELDS));
    if (issue) return `parts.hoods[${index}].texts.${issue.field}: ${issue.message}`;
  }
  const system = parts.system && systemValueIssue(parts.system);
  if (system) return system;
  if (parts.baghouse) {
    const read = readBaghousePart(parts.baghouse);
    const issue = read.status === 'error' ? read.issues.find((each) => refused(each, BAGHOUSE_FIELDS)) : undefined;
    if (issue) return `parts.baghouse.texts.${issue.field}: ${issue.message}`;
  }
  if (parts.explosion) {
    const issue = readVentInput(parts.explosion.texts, parts.explosion.units, parts.explosion.typedIn ?? {}).issues.find((each) => refused(each, VENT_FIELDS));
    if (issue) return `parts.explosion.texts.${issue.field}: ${issue.message}`;
  }
  if (parts.fan) {
    for (const issue of readFanPart(parts.fan).issues) {
      if (refused(issue, FAN_FIELDS)) return `parts.fan.texts.${issue.field}: ${issue.message}`;
      if ('row' in issue && issue.row !== undefined && issue.column !== undefined && issue.text.trim() !== '') return `parts.fan.curve[${issue.row - 1}].${issue.column}: ${issue.message}`;
    }
  }
  if (parts.cost) {
    const found = readCostPart(parts.cost).find(({ issue }) => issue.text.trim() !== '');
    if (found) return `parts.cost.${found.section}.${found.issue.field}: ${found.issue.message}`;
  }
  return undefined;
}

/**
 * Reads a project file.
 *
 * @param text The file's text (JSON).
 * @returns The project, with `migratedFrom` when the file was of an older
 *   version; or one line: not JSON (line and column), not a project (no
 *   `format: "tfca-project"`), a newer version (named, with the version
 *   this toolkit reads), a version that never existed, or the path of the
 *   first problem and what is wrong (`parts.fan.texts.flow: …`). Never throws;
 *   nothing of a refused file is returned.
 */
export function readProjectFile(text: string): ProjectFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { status: 'error', message: jsonSyntaxMessage(text, error as Error) };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || (data as { format?: unknown }).format !== PROJECT_FORMAT) {
    return { status: 'error', message: `The file is not a project: a project file is a JSON object with "format": "${PROJECT_FORMAT}"` };
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { status: 'error', message: `version: expected a whole number from 1 to ${PROJECT_VERSION}, got ${JSON.stringify(version) ?? 'nothing'}` };
  }
  if (version > PROJECT_VERSION) {
    return { status: 'error', message: `The project is of version ${version}, written by a newer toolkit; this one reads versions 1 to ${PROJECT_VERSION}: update the toolkit to open it` };
  }
  let current: unknown = data;
  for (const step of MIGRATIONS.filter(({ from }) => from >= version)) {
    const checked = v.safeParse(step.schema, current);
    if (!checked.success) return { status: 'error', message: `${issueLine(checked.issues[0])} (version ${step.from})` };
    current = step.migrate(current as never);
  }
  const checked = v.safeParse(ProjectSchema, current);
  if (!checked.success) return { status: 'error', message: issueLine(checked.issues[0]) };
  // The schemas only check (no defaults, no transforms): the file's own object keeps its key order, so it writes back as it came.
  const project = current as Project;
  const valueIssue = firstValueIssue(project);
  if (valueIssue !== undefined) return { status: 'error', message: valueIssue };
  return { status: 'success', project, ...(version < PROJECT_VERSION && { migratedFrom: version }) };
}

/**
 * Writes a project file.
 *
 * @param project The project.
 * @returns Indented JSON and a newline; `readProjectFile` reads it back to an equal project.
 */
export function writeProjectFile(project: Project): string {
  return `${JSON.stringify(project, null, 2)}\n`;
}
