/**
 * The report of `duct-calc project check` in the four formats of
 * `duct-calc check` (text, json, junit, github), with that command's
 * escaping: control and bidi characters made visible (escapeUnsafeChars),
 * XML escaped as its JUnit report escapes it (escapeXml), workflow commands
 * escaped as its GitHub report escapes them. A project's checks are few, so
 * the report is written whole, once the file is known good.
 */
import type { Project } from '../../core/project/document.ts';
import type { CheckStatus, ProjectCheck } from '../../core/project/checks.ts';
import { escapeCommandData, escapeCommandProperty } from '../check/report-github.ts';
import { escapeXml } from '../check/report-junit.ts';
import type { CheckFormat } from '../check/settings.ts';
import { escapeUnsafeChars } from '../shared/unsafe-chars.ts';

/** What a report says about its run. */
export interface ProjectReportContext {
  /** The file as the user named it, or `stdin`. */
  readonly fileName: string;
  /** The path GitHub annotations point at; absent for standard input. */
  readonly annotationFile?: string;
  readonly project: Project;
  /** The version the file was written in, when it was migrated. */
  readonly migratedFrom?: number;
  readonly checks: readonly ProjectCheck[];
}

/** The counts of a run. */
export interface ProjectSummary {
  readonly checks: number;
  readonly passed: number;
  readonly failed: number;
  readonly notApplicable: number;
}

/**
 * Counts the checks by status.
 *
 * @param checks The checks run.
 * @returns How many ran, passed, failed and did not apply.
 */
export function summarise(checks: readonly ProjectCheck[]): ProjectSummary {
  const count = (status: CheckStatus) => checks.filter((check) => check.status === status).length;
  return { checks: checks.length, passed: count('pass'), failed: count('fail'), notApplicable: count('not-applicable') };
}

/** `Oakridge Joinery …, revision A (migrated from version 1)`, escaped. */
function projectLine(context: ProjectReportContext): string {
  const migrated = context.migratedFrom === undefined ? '' : ` (migrated from version ${context.migratedFrom})`;
  return escapeUnsafeChars(`${context.project.name}, revision ${context.project.revision}${migrated}`);
}

/** The verdict: `examples/shop-project.json: 14 checks: 13 passed, 1 failed, 0 not applicable`, escaped. */
function summaryLine(context: ProjectReportContext): string {
  const { checks, passed, failed, notApplicable } = summarise(context.checks);
  return escapeUnsafeChars(`${context.fileName}: ${checks} checks: ${passed} passed, ${failed} failed, ${notApplicable} not applicable`);
}

const STATUS_WIDTH = 'not-applicable'.length;
const INDENT = ' '.repeat(STATUS_WIDTH + 2);

function textReport(context: ProjectReportContext): string {
  const lines = context.checks.map(
    ({ id, title, source, status, detail }) =>
      `${status.padEnd(STATUS_WIDTH)}  ${id}: ${escapeUnsafeChars(title)}\n${INDENT}${escapeUnsafeChars(detail)}\n${INDENT}source: ${escapeUnsafeChars(source)}\n`,
  );
  return `Checking ${escapeUnsafeChars(context.fileName)}: ${projectLine(context)}\n\n${lines.join('')}\n${summaryLine(context)}\n`;
}

function jsonReport(context: ProjectReportContext): string {
  const { project } = context;
  const report = {
    file: context.fileName,
    project: { name: project.name, revision: project.revision, version: project.version, ...(context.migratedFrom !== undefined && { migratedFrom: context.migratedFrom }) },
    checks: context.checks,
    summary: summarise(context.checks),
  };
  return `${escapeUnsafeChars(JSON.stringify(report))}\n`;
}

function junitCase(check: ProjectCheck, classname: string): string {
  const name = escapeXml(`${check.id}: ${check.title}`);
  const detail = escapeXml(check.detail);
  const verdict =
    check.status === 'fail'
      ? `      <failure message="${detail}" type="project-check">${detail}</failure>\n`
      : check.status === 'not-applicable'
        ? `      <skipped message="${detail}"/>\n`
        : '';
  const out = `      <system-out>${check.status === 'pass' ? `${detail}\n` : ''}source: ${escapeXml(check.source)}</system-out>\n`;
  return `    <testcase classname="${classname}" name="${name}">\n${verdict}${out}    </testcase>\n`;
}

function junitReport(context: ProjectReportContext): string {
  const { checks, failed, notApplicable } = summarise(context.checks);
  const file = context.annotationFile === undefined ? '' : ` file="${escapeXml(context.annotationFile)}"`;
  const classname = escapeXml(context.project.name);
  const properties =
    `    <properties><property name="project" value="${classname}"/><property name="revision" value="${escapeXml(context.project.revision)}"/>` +
    `<property name="version" value="${context.project.version}"/></properties>\n`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="duct-calc project check">\n' +
    `  <testsuite name="${escapeXml(context.fileName)}" tests="${checks}" failures="${failed}" errors="0" skipped="${notApplicable}"${file}>\n` +
    properties +
    context.checks.map((check) => junitCase(check, classname)).join('') +
    `    <system-out>${escapeXml(summaryLine(context))}</system-out>\n  </testsuite>\n</testsuites>\n`
  );
}

function githubReport(context: ProjectReportContext): string {
  const property = (text: string) => escapeCommandProperty(escapeUnsafeChars(text));
  const file = context.annotationFile === undefined ? '' : `file=${property(context.annotationFile)},`;
  const annotations = context.checks
    .filter(({ status }) => status === 'fail')
    .map(({ id, title, detail }) => `::error ${file}title=${property(`${id}: ${title}`)}::${escapeCommandData(escapeUnsafeChars(detail))}\n`);
  return `Checking ${escapeUnsafeChars(context.fileName)}: ${projectLine(context)}\n${annotations.join('')}${summaryLine(context)}\n`;
}

const FORMATS: Readonly<Record<CheckFormat, (context: ProjectReportContext) => string>> = {
  text: textReport,
  json: jsonReport,
  junit: junitReport,
  github: githubReport,
};

/**
 * Writes the report.
 *
 * @param format `text`: a line per check (status, id, title), its detail
 *   and its source, then the counts; `json`: one line, `{"file", "project":
 *   {"name", "revision", "version", "migratedFrom"?}, "checks": [{"id",
 *   "title", "source", "status", "detail"}], "summary": {"checks", "passed",
 *   "failed", "notApplicable"}}`; `junit`: one suite, a test case per check
 *   (a failure, or skipped when it does not apply; its source in
 *   `<system-out>`), valid against junit-10.xsd; `github`: an `::error`
 *   annotation on the file per failed check, then the counts.
 * @param context The file, the project and its checks.
 * @returns The whole report, ending with a newline; no raw control or bidi
 *   character from the file's names and texts.
 */
export function formatProjectReport(format: CheckFormat, context: ProjectReportContext): string {
  return FORMATS[format](context);
}
