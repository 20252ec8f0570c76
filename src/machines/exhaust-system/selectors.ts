/**
 * What the exhaust system page shows, read from the machine's context: each
 * cell's problem, the results sheet (one column per segment), the junction
 * decisions, the fan's duty, the sketch, the files to export and the link to
 * Fan Selection. Pure functions, so the page holds no arithmetic or format.
 */
import { CONDITION_KEYS, type ConditionKey } from '../../core/exhaust-system/conditions.ts';
import { fanTextsFromSystem } from '../../core/exhaust-system/fan-link.ts';
import type { JunctionAction, JunctionDesign, SegmentDesign, SystemIssue } from '../../core/exhaust-system/design.ts';
import { hoodDesignPath } from '../../core/exhaust-system/hood-link.ts';
import { MAX_LISTED_ISSUES } from '../../core/exhaust-system/issue-list.ts';
import { fanFigures, junctionText, redesignLines, segmentFigures } from '../../core/exhaust-system/report.ts';
import { sheetFromJson, sheetToCsv, sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SheetColumn, SheetDust, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { formatNumber } from '../../core/format/number.ts';
import { figureText, type Figure } from '../../core/report/figure.ts';
import { dustHazardLinkPath, dustHazardWarnings, readDustHazard, type DustHazard } from '../../core/exhaust-system/dust-hazard.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { buildLinkPath } from '../../core/site/link-query.ts';
import type { SystemContext } from './context.ts';
import { FAN, OUTLET, rowId } from './edit.ts';
import { layoutSketch, type SystemSketch } from './tree.ts';
import { shownCell, shownGroupText, shownOutlet, writtenSheet, type TypedSheet } from './typed-sheet.ts';

const issuesOf = (context: SystemContext): readonly SystemIssue[] => (context.outcome.status === 'success' ? [] : context.outcome.issues);

/** What is designed, in full or in part: the segments, the junctions balanced, the warnings; nothing while the sheet cannot be designed. */
function designedOf(context: SystemContext): { segments: readonly SegmentDesign[]; junctions: readonly JunctionDesign[]; warnings: readonly ToolWarning[] } {
  return context.outcome.status === 'error' ? { segments: [], junctions: [], warnings: [] } : context.outcome.design;
}

/** The sheet row (0-based) an issue belongs to: by its position in the sheet, else by its segment id; `undefined` for neither. */
function rowOfIssue(sheet: TypedSheet, issue: SystemIssue): number | undefined {
  if (issue.index !== undefined && issue.index < sheet.segments.length) return issue.index;
  if (issue.segment === undefined) return undefined;
  const index = sheet.segments.findIndex((row) => rowId(row) === issue.segment);
  return index === -1 ? undefined : index;
}

const isSheetColumn = (column: string | undefined, sheet: TypedSheet, row: number): boolean =>
  column !== undefined && sheet.segments[row] !== undefined && column !== 'outletPressure';

/**
 * Why a cell cannot be used, as core words it (naming the segment, the
 * column and the value), or `undefined`. Several problems are joined.
 */
export function selectCellIssue(context: SystemContext, row: number, column: SheetColumn): string | undefined {
  const messages = issuesOf(context)
    .filter((issue) => issue.column === column && rowOfIssue(context.sheet, issue) === row)
    .map((issue) => issue.message);
  return messages.length === 0 ? undefined : messages.join(' ');
}

/** Why the outlet pressure cannot be used, or `undefined`. */
export function selectOutletIssue(context: SystemContext): string | undefined {
  return issuesOf(context).find((issue) => issue.column === 'outletPressure')?.message;
}

/** Whether an issue is about a gas condition of the whole system (it names no row). */
const isConditionIssue = (issue: SystemIssue) => issue.index === undefined && issue.segment === undefined && (CONDITION_KEYS as readonly string[]).includes(issue.column ?? '');

/** Why a gas condition cannot be used, or `undefined`. */
export function selectConditionIssue(context: SystemContext, key: ConditionKey): string | undefined {
  return issuesOf(context).find((issue) => isConditionIssue(issue) && issue.column === key)?.message;
}

/** What a gas condition's field shows: as typed, or a bare number typed in the other unit system converted. */
export const selectShownCondition = (context: SystemContext, key: ConditionKey): string => shownGroupText(context.sheet, 'conditions', key, context.system);

/** What a field of the system's dust shows: as typed, a loading typed in the other unit system converted to the shown one. */
export const selectShownDust = (context: SystemContext, key: keyof SheetDust): string => shownGroupText(context.sheet, 'dust', key, context.system);

/**
 * The problems that belong to no single cell (no segments, two fans, a cycle
 * reported for a segment without a column), so that none goes unseen.
 */
export function selectSheetIssues(context: SystemContext): string[] {
  return issuesOf(context)
    .filter((issue) => {
      if (issue.column === 'outletPressure' || isConditionIssue(issue)) return false;
      const row = rowOfIssue(context.sheet, issue);
      return row === undefined || !isSheetColumn(issue.column, context.sheet, row);
    })
    .map((issue) => issue.message);
}

/** The number of problems that stop the design (or hold back part of it), for the page's status line. */
export function selectIssueCount(context: SystemContext): number {
  return issuesOf(context).length;
}

/** How much of the sheet is designed: all of it, part of it (the problems hold back the rest), or nothing. */
export function selectDesignExtent(context: SystemContext): 'full' | 'partial' | 'none' {
  if (context.outcome.status === 'success') return 'full';
  return context.outcome.status === 'partial' && context.outcome.design.segments.length > 0 ? 'partial' : 'none';
}

/** What the problems hold back in a partial design, counted: segments and junctions (the fan duty always waits); zero otherwise. */
export function selectWithheldCounts(context: SystemContext): { segments: number; junctions: number } {
  if (context.outcome.status !== 'partial') return { segments: 0, junctions: 0 };
  return { segments: context.outcome.design.withheldSegments.length, junctions: context.outcome.design.withheldJunctions.length };
}

/**
 * What each problem holds back, one line per cell that cannot be used (core
 * words it: `Give the flow of hood A (row 2) to design A, C and E, …`);
 * empty unless the design is partial.
 */
export function selectHoldBack(context: SystemContext): readonly string[] {
  return context.outcome.status === 'partial' ? context.outcome.design.holdBack : [];
}

/** One segment or junction a partial design leaves out, and why (`C waits for the flow of hood A (row 2)`). */
export interface WithheldRow {
  readonly id: string;
  readonly text: string;
}

/** A long list's first lines, then one counting the rest in `noun`s. */
function capped(rows: readonly WithheldRow[], noun: string): WithheldRow[] {
  if (rows.length <= MAX_LISTED_ISSUES) return [...rows];
  const more = rows.length - MAX_LISTED_ISSUES;
  return [...rows.slice(0, MAX_LISTED_ISSUES), { id: '', text: `… and ${formatNumber(more, 'result', { decimals: 0 })} more ${noun}${more === 1 ? '' : 's'}, each waiting for the problems above` }];
}

/** The segments a partial design leaves out, each with the cell it waits for (at most 50, the rest counted); none otherwise. */
export function selectWithheldSegments(context: SystemContext): WithheldRow[] {
  if (context.outcome.status !== 'partial') return [];
  return capped(context.outcome.design.withheldSegments.map(({ segment, waitsFor }) => ({ id: segment, text: `${segment} ${waitsFor}` })), 'segment');
}

/** The junctions a partial design does not balance, each with the cell it waits for (`Waits for the flow of hood A (row 2)`; at most 50, the rest counted); none otherwise. */
export function selectWithheldJunctions(context: SystemContext): WithheldRow[] {
  if (context.outcome.status !== 'partial') return [];
  return capped(context.outcome.design.withheldJunctions.map(({ at, waitsFor }) => ({ id: at, text: `W${waitsFor.slice(1)}` })), 'junction');
}

/** Why the fan duty is left out of a partial design (`The fan duty waits for …`); `undefined` otherwise. */
export function selectFanWaitsFor(context: SystemContext): string | undefined {
  return context.outcome.status === 'partial' ? `The fan duty ${context.outcome.design.fanWaitsFor}.` : undefined;
}

/** The designed segments a waiting junction may still change, by id; empty unless the design is partial. */
export function selectProvisional(context: SystemContext): ReadonlySet<string> {
  return new Set(context.outcome.status === 'partial' ? context.outcome.design.provisional.map(({ segment }) => segment) : []);
}

/** Why those segments may still change, one note per waiting junction they flow into; empty unless the design is partial. */
export function selectProvisionalNotes(context: SystemContext): readonly string[] {
  return context.outcome.status === 'partial' ? context.outcome.design.provisionalNotes : [];
}

/** Where the segment in `row` can flow: the fan, the outlet (ending the discharge side), then every other segment with an id. */
export function selectJoinTargets(context: SystemContext, row: number): string[] {
  const own = rowId(context.sheet.segments[row] ?? {});
  const ids = context.sheet.segments.map(rowId).filter((id) => id !== '' && id !== own);
  return [FAN, OUTLET, ...new Set(ids)];
}

/** One row of the results sheet: a figure, its unit, and its value in each segment's column. */
export interface ResultRow {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  /** By segment, in the order of `selectResultColumns`; '' where the figure does not apply (SPh of a main). */
  readonly values: readonly string[];
  /** The formula, source and Know-How entry, from the first segment that has the figure. */
  readonly formula: string;
  readonly source: string;
  readonly entry?: string;
}

/** The results sheet, laid out like the ACGIH calculation sheet. */
export interface ResultSheet {
  /** Segment ids, from the hoods to the fan. */
  readonly columns: readonly string[];
  readonly rows: readonly ResultRow[];
}

/**
 * Every figure any segment has, once, in the sheet's order: a figure only
 * mains have (acceleration loss) goes where mains list it, before |SP|.
 */
function figureOrder(figures: readonly ReadonlyMap<string, Figure>[]): Figure[] {
  const order: Figure[] = [];
  for (const byKey of figures) {
    const keys = [...byKey.keys()];
    keys.forEach((key, index) => {
      if (order.some((figure) => figure.key === key)) return;
      const next = keys.slice(index + 1).map((later) => order.findIndex((figure) => figure.key === later)).find((at) => at !== -1);
      order.splice(next ?? order.length, 0, byKey.get(key)!);
    });
  }
  return order;
}

/** The results sheet of the segments designed, or `undefined` while none is. */
export function selectResultSheet(context: SystemContext): ResultSheet | undefined {
  const { segments } = designedOf(context);
  if (segments.length === 0) return undefined;
  const units = context.system;
  const figures = segments.map((segment) => new Map(segmentFigures(segment).map((figure) => [figure.key, figure])));
  const rows = figureOrder(figures).map((figure) => ({
    key: figure.key,
    label: figure.label,
    unit: figureText(figure, units).unit,
    values: figures.map((byKey) => {
      const own = byKey.get(figure.key);
      return own === undefined ? '' : figureText(own, units).value;
    }),
    formula: figure.formula,
    source: figure.source,
    entry: figure.entry,
  }));
  return { columns: segments.map((segment) => segment.segment), rows };
}

/** Whether a segment's diameter was chosen from the standard series, by id. */
export function selectAutoSized(context: SystemContext): ReadonlySet<string> {
  return new Set(designedOf(context).segments.filter((segment) => segment.autoSized).map((segment) => segment.segment));
}

/** The segments of the fan's discharge side (fan to outlet), by id. */
export function selectDischargeSide(context: SystemContext): ReadonlySet<string> {
  return new Set(designedOf(context).segments.filter((segment) => segment.side === 'discharge').map((segment) => segment.segment));
}

/** One junction's decision as the page lists it. */
export interface JunctionRow {
  readonly at: string;
  readonly governing: string;
  /** SP_gov/SP_low to 3 decimals. */
  readonly ratio: string;
  readonly action: JunctionAction;
  /** The decision in a line, e.g. `At C: A governs, ratio 1.120 ≤ 1.20: raise B to 531 CFM (Q × √(SP_gov/SP))`. */
  readonly text: string;
}

/** The junctions balanced, from the hoods to the fan; none while the sheet cannot be designed. */
export function selectJunctionRows(context: SystemContext): JunctionRow[] {
  return designedOf(context).junctions.map((junction) => ({
    at: junction.at,
    governing: junction.governing,
    ratio: formatNumber(junction.ratio, 'table', { decimals: 3 }),
    action: junction.action,
    text: junctionText(junction, context.system),
  }));
}

/** Whether a junction still needs a redesign (the CLI exits 1 for it). */
export function selectNeedsRedesign(context: SystemContext): boolean {
  return context.outcome.status === 'success' && !context.outcome.design.balanced;
}

/** The fan's duty (flow, FSP, VP_in, FTP), or none while the sheet cannot be designed. */
export function selectFanFigures(context: SystemContext): Figure[] {
  return context.outcome.status === 'success' ? fanFigures(context.outcome.design.fan) : [];
}

/** The design's warnings (a velocity below the minimum for transport, …). */
export function selectWarnings(context: SystemContext): readonly ToolWarning[] {
  const dust = dustHazardOf(context);
  const designed = designedOf(context).warnings;
  return dust === undefined ? designed : [...designed, ...dustHazardWarnings(dust, context.system)];
}

/** The system's dust as read, or `undefined` while a field of it cannot be used (selectDustIssue says why). */
function dustHazardOf(context: SystemContext): DustHazard | undefined {
  const read = readDustHazard({ ...context.sheet.dust }, context.sheet.units, context.sheet.dustTypedIn);
  return read.status === 'success' ? read.data : undefined;
}

/** Why the system's dust, KSt or loading cannot be used, or `undefined`. */
export function selectDustIssue(context: SystemContext, key: keyof SheetDust): string | undefined {
  const read = readDustHazard({ ...context.sheet.dust }, context.sheet.units, context.sheet.dustTypedIn);
  return read.status === 'error' ? read.issues.find((issue) => issue.field === key)?.message : undefined;
}

/** The explosion protection page's link with the system's dust and KSt, or `undefined` when neither is given. */
export function selectExplosionLinkPath(context: SystemContext): string | undefined {
  const dust = dustHazardOf(context);
  return dust === undefined ? undefined : dustHazardLinkPath(dust, context.system);
}

/** The tree for the sketch, with each junction's decision (when balanced), and why a junction of a partial design waits. */
export function selectSketch(context: SystemContext): { sketch: SystemSketch; actions: ReadonlyMap<string, JunctionAction>; waiting: ReadonlyMap<string, string> } {
  const actions = new Map(designedOf(context).junctions.map((junction) => [junction.at, junction.action]));
  const waiting = new Map(context.outcome.status === 'partial' ? context.outcome.design.withheldJunctions.map(({ at, waitsFor }) => [at, waitsFor]) : []);
  return { sketch: layoutSketch(context.sheet), actions, waiting };
}

/**
 * Fan Selection's link for this fan: `/fan-selection?flow=…&pressure=…&units=…`,
 * with Fan Selection's fields for the system's fan (fanTextsFromSystem: the
 * fan's actual flow and static pressure in the shown units and, when any gas
 * condition is given, the fan inlet's temperature, the altitude or the
 * barometric pressure and the moisture). `undefined` while the sheet cannot
 * be designed.
 */
export function selectFanSelectionPath(context: SystemContext, fanSelectionPath: string): string | undefined {
  if (context.outcome.status !== 'success') return undefined;
  const { sheet } = context;
  const texts = fanTextsFromSystem(context.outcome.design.fan, { texts: sheet.conditions ?? {}, units: sheet.units, ...(sheet.conditionsTypedIn && { typedIn: sheet.conditionsTypedIn }) }, context.system);
  return buildLinkPath(fanSelectionPath, [
    ['flow', texts.flow],
    ['pressure', texts.pressure],
    ['temperature', texts.temperature],
    ['altitude', texts.altitude],
    ['barometric-pressure', texts.barometricPressure],
    ['moisture', texts.moisture],
    ['units', context.system],
  ]);
}

/**
 * The sheet as a CSV file (the columns of the ACGIH sheet, one row per
 * segment), its bare numbers in the shown units, as the page reads a CSV
 * back; a cell typed in the other system carries its unit (`10ft`).
 */
export const selectCsv = (context: SystemContext): string => sheetToCsv(writtenSheet(context.sheet, context.system));

/**
 * The sheet as a JSON file (its own units, friction method and outlet
 * pressure included), as it is kept on the device; a cell typed in the
 * other system carries its unit (`10ft`).
 */
export const selectJson = (context: SystemContext): string => sheetToJson(writtenSheet(context.sheet, context.sheet.units));

/**
 * A sheet as its JSON file reads back (sheetFromJson), so two sheets written
 * in another key order or with blank cells left out compare the same; the
 * sheet itself if it does not read.
 */
export function sheetAsRead(sheet: SystemSheet): SystemSheet {
  const read = sheetFromJson(sheetToJson(sheet));
  return read.status === 'success' ? read.data : sheet;
}

/** The sheet as the project's `system` part: what Export JSON writes, read back. */
export const selectProjectSheet = (sheet: TypedSheet): SystemSheet => sheetAsRead(writtenSheet(sheet, sheet.units));

/** What a cell shows: as typed, or a bare number typed in the other unit system converted to the shown one. */
export const selectShownCell = (context: SystemContext, row: number, column: SheetColumn): string => shownCell(context.sheet, row, column, context.system);

/**
 * The link back to a hood row's design: `/hood-design?…&units=…` (the
 * link's units, else the sheet's), or `undefined` when its `hood` cell is
 * blank or links another page.
 */
export const selectHoodDesignPath = (context: SystemContext, row: number): string | undefined => hoodDesignPath(context.sheet.segments[row]?.hood ?? '', context.sheet.units);

/** What the outlet pressure field shows. */
export const selectShownOutlet = (context: SystemContext): string => shownOutlet(context.sheet, context.system);

/**
 * What the last *Apply suggested sizes* did, in lines (each size changed,
 * from → to, and why the loop stopped at a junction), in the shown units;
 * `undefined` when nothing was applied since the last edit.
 */
export function selectRedesignLines(context: SystemContext): string[] | undefined {
  return context.redesign === undefined ? undefined : redesignLines(context.redesign, context.system);
}
