/**
 * A report format of `duct-calc check`. Each returns text for stdout in three
 * steps, so a sheet of any length streams: `start` before the first row,
 * `row` for each row as it is checked, `end` with the counts.
 */
import type { SizingCheckOptions, SizingReportRow, SizingSummary } from '../../core/sizing-check/types.ts';
import type { CheckFormat } from './settings.ts';
import { createGithubReporter } from './report-github.ts';
import { createJsonReporter } from './report-json.ts';
import { createJunitReporter } from './report-junit.ts';
import { createTextReporter } from './report-text.ts';

/** What every format knows about the run. */
export interface ReportContext {
  /** The sheet as the user named it, or `stdin`. */
  sheetName: string;
  /** The path for GitHub annotations; absent for standard input. */
  annotationFile?: string;
  options: SizingCheckOptions;
}

export interface CheckReporter {
  start(): string;
  row(row: SizingReportRow): string;
  end(summary: SizingSummary): string;
}

const FACTORIES: Readonly<Record<CheckFormat, (context: ReportContext) => CheckReporter>> = {
  text: createTextReporter,
  json: createJsonReporter,
  junit: createJunitReporter,
  github: createGithubReporter,
};

/**
 * Makes the reporter of a format.
 *
 * @param format One of text, json, junit, github.
 * @param context The sheet's name and the check's options.
 * @returns A fresh reporter (they keep small state, such as "first row yet?").
 */
export function createReporter(format: CheckFormat, context: ReportContext): CheckReporter {
  return FACTORIES[format](context);
}
