/**
 * The project's system part and the exhaust system's CSV sheet, both ways
 * (`duct-calc project export-sheet` and `import-sheet`). A CSV holds the
 * segments only, as the page's CSV export and import do: importing replaces
 * the segments and keeps the part's units, friction method, outlet pressure,
 * conditions and dust. The links downstream are left as they were, so the
 * parts that follow the system read stale until the user follows them.
 */
import { sheetFromCsv, sheetToCsv } from '../exhaust-system/sheet-file.ts';
import { SHEET_COLUMNS, type SegmentRow, type SheetColumn, type SystemSheet } from '../exhaust-system/sheet.ts';
import type { SystemIssue } from '../exhaust-system/design.ts';
import type { UnitSystem } from '../report/figure.ts';
import type { Project } from './document.ts';

/**
 * The system part as the exhaust system's CSV.
 *
 * @param project A project.
 * @returns The CSV (sheetToCsv: every column, texts as typed, CRLF), or
 *   `undefined` when the project has no system part.
 */
export function systemSheetCsv(project: Project): string | undefined {
  return project.parts.system === undefined ? undefined : sheetToCsv(project.parts.system);
}

/** The unit system a CSV's bare numbers are read in: the system part's, else the site's. */
export const sheetUnitsOf = (project: Project): UnitSystem => project.parts.system?.units ?? project.site.units;

/**
 * A row with its cells in the order the project's row of the same segment
 * has them, the new cells after in the sheet's column order: a project kept
 * under version control changes only where the sheet changed.
 */
function inFileOrder(row: SegmentRow, before: SegmentRow | undefined): SegmentRow {
  const known = Object.keys(before ?? {}).filter((column) => column in row) as SheetColumn[];
  const order = [...known, ...SHEET_COLUMNS.filter((column) => column in row && !known.includes(column))];
  return Object.fromEntries(order.map((column) => [column, row[column]]));
}

/**
 * Replaces the project's system sheet with a CSV's segments.
 *
 * @param project The project.
 * @param csv The CSV's text, bare numbers in sheetUnitsOf(project).
 * @returns The new project (the same project otherwise; its system keeps
 *   its settings, or is a new ACGIH sheet in the site's units), or every
 *   problem of the CSV by row (sheetFromCsv's). The caller validates the
 *   result as a file (readProjectFile) before writing it. Never throws.
 */
export function withSystemSheet(project: Project, csv: string): { status: 'success'; project: Project } | { status: 'error'; issues: readonly SystemIssue[] } {
  const units = sheetUnitsOf(project);
  const read = sheetFromCsv(csv, units);
  if (read.status === 'error') return read;
  const old: SystemSheet = project.parts.system ?? { version: 1, units, friction: 'acgih', outletPressure: '', segments: [] };
  const bySegment = new Map(old.segments.map((row) => [row.segment, row]));
  const segments = read.data.segments.map((row) => inFileOrder(row, bySegment.get(row.segment)));
  return { status: 'success', project: { ...project, parts: { ...project.parts, system: { ...old, segments } } } };
}
