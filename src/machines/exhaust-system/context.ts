/**
 * The exhaust system page's context and the pure updates its machine's
 * actions call: the sheet as typed (each cell with the unit system it was
 * typed in), the unit system shown, the design computed from it by core
 * (`readSystem` → `designSystem`), the state of the device's store, the
 * last file refused, the sheet an import replaced (for its undo) and what
 * the last redesign did.
 */
import type { PartialDesign, RedesignReport, SystemDesign, SystemIssue } from '../../core/exhaust-system/design.ts';
import { designSystem } from '../../core/exhaust-system/design-system.ts';
import type { SystemInput as DesignInput, PartialInput } from '../../core/exhaust-system/input.ts';
import { issueLines } from '../../core/exhaust-system/issue-list.ts';
import { designSystemPartly } from '../../core/exhaust-system/partial-design.ts';
import { readSystem, SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import { sheetFromCsv, sheetFromJson, sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { defaultSeriesFor } from '../../core/duct-size/standard-sizes.ts';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { FAN } from './edit.ts';
import { EXAMPLE_SHEET } from './example.ts';
import type { StoredRead } from './stored.ts';
import { rowsTypedIn, sheetTypedIn, typedCell, withSheetUnits, writtenSheet, type TypedSheet } from './typed-sheet.ts';

/**
 * The design of the sheet; or, when its tree holds but some cells cannot be
 * used, the part those cells do not hold back and every problem; or, when
 * nothing can be designed (the tree does not hold), every problem.
 */
export type DesignOutcome =
  | { readonly status: 'success'; readonly design: SystemDesign }
  | { readonly status: 'partial'; readonly design: PartialDesign; readonly issues: readonly SystemIssue[] }
  | { readonly status: 'error'; readonly issues: readonly SystemIssue[] };

/** Whether the page's changes are kept on the device. */
export type StoreState =
  /** Every change is saved. */
  | { readonly status: 'saving' }
  /** The saved record failed its check: it is kept, and nothing is saved over it until the user chooses. */
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  /** The device's storage cannot be used: the page works, but forgets the system when closed. */
  | { readonly status: 'unavailable'; readonly message: string };

/** A sheet that an import, the example or a clearing replaced, and what replaced it, in a sentence. */
export interface UndoState {
  readonly sheet: TypedSheet;
  readonly message: string;
  /** The project bar's Open made it: its notice shows in the bar, by the button, not under the file actions. */
  readonly byProject?: true;
}

export interface SystemContext {
  /** The system as typed. */
  sheet: TypedSheet;
  /** The unit system the page shows; a switch changes nothing else. */
  system: UnitSystem;
  /** The design of the sheet, its messages in `system`. */
  outcome: DesignOutcome;
  store: StoreState;
  /** The last file that was refused, with why; nothing was changed. */
  refusedFile: { readonly name: string; readonly issues: readonly string[] } | undefined;
  /** The sheet the last import, example or clearing replaced, until the next edit. */
  undo: UndoState | undefined;
  /** What the last *Apply suggested sizes* changed and why it stopped, until the next edit. */
  redesign: RedesignReport | undefined;
}

type Update = Partial<SystemContext>;

/** What the page opens with: what the device's store gave back, and the site-wide unit preference. */
export interface SystemInput {
  stored: StoredRead;
  preferredSystem: UnitSystem;
}

/**
 * The sheet as core designs it: each cell read in the system it was typed
 * in, the standard series of the sheet's own units, messages in the shown
 * system; so a unit switch changes the messages' units and nothing else.
 */
function readTyped(sheet: TypedSheet, system: UnitSystem): { status: 'success'; data: DesignInput } | { status: 'error'; issues: SystemIssue[]; partial?: PartialInput } {
  const read = readSystem(sheet, { typedIn: sheetTypedIn(sheet) });
  const shown = (input: DesignInput): DesignInput => ({ ...input, units: system, series: defaultSeriesFor(sheet.units) });
  if (read.status === 'success') return { status: 'success', data: shown(read.data) };
  return read.partial === undefined ? read : { ...read, partial: { ...read.partial, input: shown(read.partial.input) } };
}

/**
 * Designs the sheet with core: the ACGIH velocity-pressure method, junctions
 * balanced, the fan's duty; with cells that cannot be used, what the rest
 * allows (core's partial design), beside every problem.
 *
 * @param sheet The sheet as typed.
 * @param system The unit system of the design's messages (the page's).
 */
export function designOutcome(sheet: TypedSheet, system: UnitSystem): DesignOutcome {
  const read = readTyped(sheet, system);
  if (read.status === 'success') {
    const designed = designSystem(read.data);
    return designed.status === 'success' ? { status: 'success', design: designed.data } : { status: 'error', issues: designed.issues };
  }
  if (read.partial === undefined) return { status: 'error', issues: read.issues };
  const partial = designSystemPartly(read.partial);
  return partial.status === 'success' ? { status: 'partial', design: partial.data, issues: read.issues } : { status: 'error', issues: [...read.issues, ...partial.issues] };
}

/** Designs the current sheet again. */
export function recompute(context: Pick<SystemContext, 'sheet' | 'system'>): Update {
  return { outcome: designOutcome(context.sheet, context.system) };
}

/** The store's state after reading it. */
function storeState(stored: StoredRead): StoreState {
  if (stored.status === 'corrupt') return { status: 'corrupt', message: stored.message, raw: stored.raw };
  if (stored.status === 'unavailable') return { status: 'unavailable', message: stored.message };
  return { status: 'saving' };
}

/**
 * The context the page opens with, shown in the preferred unit system: the
 * saved system as it was saved, or the example system on a first visit and
 * whenever the saved one cannot be used (the store's state says why), with
 * the preferred system's standard sizes. Already designed.
 */
export function createInitialContext(input: SystemInput): SystemContext {
  const system = input.preferredSystem;
  const sheet = input.stored.status === 'found' ? input.stored.sheet : withSheetUnits(EXAMPLE_SHEET, system);
  return { sheet, system, outcome: designOutcome(sheet, system), store: storeState(input.stored), refusedFile: undefined, undo: undefined, redesign: undefined };
}

/**
 * The sheet's own units: its standard sizes (US spiral or EN 1506), its
 * ACGIH transport classes and the bare numbers of its JSON. Every cell keeps
 * its text and the system it was typed in.
 */
export function changeSheetUnits(context: SystemContext, units: UnitSystem): Update {
  return { sheet: withSheetUnits(context.sheet, units) };
}

const segmentCount = (count: number) => (count === 1 ? '1 segment' : `${formatNumber(count, 'result', { decimals: 0 })} segments`);

/** Replaces the sheet, keeping the one it replaces for an undo. */
function replaceSheet(context: SystemContext, sheet: TypedSheet, message: string, byProject = false): Update {
  return { sheet, undo: { sheet: context.sheet, message, ...(byProject && { byProject: true as const }) }, redesign: undefined, refusedFile: undefined };
}

/** Problems in the order of the file's rows (the file's own first), each kind of problem in core's order within a row. */
const byRow = (issues: readonly SystemIssue[]) => [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));

/** The file types the page reads: a JSON sheet (as exported), anything else as CSV. */
const isJson = (name: string) => /\.json$/i.test(name.trim());

/**
 * Reads a file into the sheet. A CSV holds segments only: their bare
 * numbers are in the shown unit system, and the sheet keeps its standard
 * sizes, friction method and outlet pressure. A JSON sheet replaces all of
 * it, in its own units. Either can be undone until the next edit. A file
 * that cannot be read is refused with every problem named, by row (at most
 * 50, the rest counted), and the sheet is left exactly as it was.
 *
 * @param context The current context.
 * @param name The file's name (its extension picks JSON or CSV).
 * @param text The file's text.
 */
export function importFile(context: SystemContext, name: string, text: string): Update {
  const read = isJson(name) ? sheetFromJson(text) : sheetFromCsv(text, context.system);
  if (read.status === 'error') return { refusedFile: { name, issues: issueLines(byRow(read.issues)) } };
  const sheet: TypedSheet = isJson(name) ? read.data : { ...context.sheet, segments: rowsTypedIn(read.data.segments, context.system, context.sheet.units) };
  return replaceSheet(context, sheet, `Imported ${name}: ${segmentCount(sheet.segments.length)}.`);
}

/**
 * Opens a project's system part in place of the sheet (undoable until the
 * next edit), read as its JSON file is: the part is the sheet the page
 * exports. A part that does not read is refused like a file, every problem
 * named, and the sheet is left as it was.
 *
 * @param context The current context.
 * @param sheet The project's `system` part.
 * @param message The undo notice's sentence (which project's sheet it was).
 */
export function openProjectSheet(context: SystemContext, sheet: SystemSheet, message: string): Update {
  const read = sheetFromJson(sheetToJson(sheet));
  if (read.status === 'error') return { refusedFile: { name: "The project's sheet", issues: issueLines(byRow(read.issues)) } };
  return replaceSheet(context, read.data, message, true);
}

/** Loads the example system of three hoods (undoable), with the standard sizes of the units shown. */
export function loadExample(context: SystemContext): Update {
  return replaceSheet(context, withSheetUnits(EXAMPLE_SHEET, context.system), `Loaded the example system: ${segmentCount(EXAMPLE_SHEET.segments.length)}.`);
}

/**
 * Clears the sheet (undoable) to start a new system: one empty hood into the
 * fan, the sheet in the shown units (its standard sizes with them), the
 * friction method kept.
 */
export function clearSheet(context: SystemContext): Update {
  const sheet: TypedSheet = { version: 1, units: context.system, friction: context.sheet.friction, outletPressure: '', segments: [{ segment: 'A', to: FAN }] };
  return replaceSheet(context, sheet, 'Cleared the sheet: one empty hood into the fan to start from.');
}

/** A sheet as its JSON reads back: the same text for the same sheet, whatever order its cells were typed in. */
function canonicalJson(sheet: TypedSheet): string {
  const written = sheetToJson(writtenSheet(sheet, sheet.units));
  const read = sheetFromJson(written);
  return read.status === 'success' ? sheetToJson(read.data) : written;
}

/**
 * Takes the system another page saved on the device (a hood added from
 * Hood Design), undoable until the next edit; nothing when it is the sheet
 * shown (the page's own, read back) or the page does not save (its store
 * failed its check, or cannot be used).
 *
 * @param context The current context.
 * @param sheet The sheet the store now holds, checked.
 */
export function takeStoredSheet(context: SystemContext, sheet: TypedSheet): Update {
  if (context.store.status !== 'saving' || canonicalJson(sheet) === canonicalJson(context.sheet)) return {};
  const added = sheet.segments.length - context.sheet.segments.length;
  const what = added > 0 ? `${segmentCount(added)} added` : segmentCount(sheet.segments.length);
  return replaceSheet(context, sheet, `The system kept on this device was changed on another page (${what}); showing it.`);
}

/** Puts back the sheet the last import, example or clearing replaced. */
export function undoReplace(context: SystemContext): Update {
  return context.undo === undefined ? {} : { sheet: context.undo.sheet, undo: undefined, redesign: undefined };
}

/**
 * Writes the sizes the redesign suggests into the sheet: core designs the
 * system applying the next smaller standard size in each stream that needs
 * a redesign, until every junction holds or no smaller size is left or
 * balances it (ACGIH *Industrial Ventilation*, ch. 9); every segment whose
 * diameter changed gets it in its `diameter` cell, in the sheet's own units
 * (the series' nominal unit, so exactly). Keeps core's report of the changes
 * and the stops, for the page to say what it did.
 *
 * @param context The current context.
 * @returns The new sheet and the report; nothing while the sheet cannot be designed.
 */
export function applySuggestedSizes(context: SystemContext): Update {
  const { sheet, outcome, system } = context;
  const read = readTyped(sheet, system);
  if (read.status !== 'success' || outcome.status !== 'success') return {};
  const applied = designSystem(read.data, { applyRedesign: true });
  if (applied.status !== 'success') return {};
  const unit = unitById(SHEET_MEASURES.diameter.units[sheet.units]);
  const before = new Map(outcome.design.segments.map((segment) => [segment.segment, segment.diameterM]));
  const after = new Map(applied.data.segments.map((segment) => [segment.segment, segment.diameterM]));
  const segments = sheet.segments.map((row) => {
    const id = (row.segment ?? '').trim();
    const diameterM = after.get(id);
    if (diameterM === undefined || diameterM === before.get(id)) return row;
    return typedCell(row, 'diameter', formatNumber(unitFromSi(unit, diameterM), 'field'), sheet.units, sheet.units);
  });
  return { sheet: { ...sheet, segments }, redesign: applied.data.redesign ?? { changes: [], stops: [] } };
}
