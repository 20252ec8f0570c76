/**
 * The exhaust system page's context and the pure updates its machine's
 * actions call: the sheet as typed, the design computed from it by core
 * (`readSystem` → `designSystem`), the state of the device's store and the
 * last file refused.
 */
import type { SystemDesign, SystemIssue } from '../../core/exhaust-system/design.ts';
import { designSystem } from '../../core/exhaust-system/design-system.ts';
import { issueLines } from '../../core/exhaust-system/issue-list.ts';
import { OUTLET_PRESSURE_MEASURE, readSystem, SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import { sheetFromCsv, sheetFromJson } from '../../core/exhaust-system/sheet-file.ts';
import type { SegmentRow, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureSpec } from '../../core/report/measure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { EXAMPLE_SHEET } from './example.ts';
import type { StoredRead } from './stored.ts';

/** The design of the sheet, or why it cannot be designed. */
export type DesignOutcome =
  | { readonly status: 'success'; readonly design: SystemDesign }
  | { readonly status: 'error'; readonly issues: readonly SystemIssue[] };

/** Whether the page's changes are kept on the device. */
export type StoreState =
  /** Every change is saved. */
  | { readonly status: 'saving' }
  /** The saved record failed its check: it is kept, and nothing is saved over it until the user chooses. */
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  /** The device's storage cannot be used: the page works, but forgets the system when closed. */
  | { readonly status: 'unavailable'; readonly message: string };

export interface SystemContext {
  /** The system as typed. */
  sheet: SystemSheet;
  /** `designSystem(readSystem(sheet))`. */
  outcome: DesignOutcome;
  store: StoreState;
  /** The last file that was refused, with why; nothing was changed. */
  refusedFile: { readonly name: string; readonly issues: readonly string[] } | undefined;
  /** The name of the last file read in, for a confirmation. */
  importedFile: string | undefined;
}

type Update = Partial<SystemContext>;

/** What the page opens with: what the device's store gave back, and the site-wide unit preference. */
export interface SystemInput {
  stored: StoredRead;
  preferredSystem: UnitSystem;
}

/**
 * Designs the sheet with core: the ACGIH velocity-pressure method, junctions
 * balanced, the fan's duty.
 */
export function designOutcome(sheet: SystemSheet): DesignOutcome {
  const read = readSystem(sheet);
  const designed = read.status === 'success' ? designSystem(read.data) : read;
  return designed.status === 'success' ? { status: 'success', design: designed.data } : { status: 'error', issues: designed.issues };
}

/** Designs the current sheet again. */
export function recompute(context: Pick<SystemContext, 'sheet'>): Update {
  return { outcome: designOutcome(context.sheet) };
}

/** The store's state after reading it. */
function storeState(stored: StoredRead): StoreState {
  if (stored.status === 'corrupt') return { status: 'corrupt', message: stored.message, raw: stored.raw };
  if (stored.status === 'unavailable') return { status: 'unavailable', message: stored.message };
  return { status: 'saving' };
}

/**
 * The context the page opens with: the saved system in the units it was
 * saved in (its bare numbers are in them: converting would rewrite what the
 * user typed), or the example system in the preferred unit system on a first
 * visit and whenever the saved one cannot be used (the store's state says
 * why). Already designed.
 */
export function createInitialContext(input: SystemInput): SystemContext {
  const sheet = input.stored.status === 'found' ? input.stored.sheet : sheetIn(EXAMPLE_SHEET, input.preferredSystem);
  return { sheet, outcome: designOutcome(sheet), store: storeState(input.stored), refusedFile: undefined, importedFile: undefined };
}

/**
 * A text in another unit system: a bare number is rewritten in the new
 * system's unit of the column, so it keeps its meaning; a text with its own
 * unit (`6 in`, `1200 m3/h`), a class (`transport heavy`) or one that cannot
 * be read stays exactly as typed, since it means the same in either system.
 */
function textIn(spec: MeasureSpec, text: string | undefined, from: UnitSystem, to: UnitSystem): string | undefined {
  if (text === undefined || !DECIMAL_NUMBER_TEXT.test(text.trim())) return text;
  const read = readMeasure(spec, text, from);
  return read.status === 'success' ? formatNumber(unitFromSi(unitById(spec.units[to]), read.valueSi), 'field') : text;
}

/**
 * A sheet in another unit system, keeping every value's meaning: the bare
 * numbers of the flow, velocity, diameter, length, other-loss and outlet
 * pressure cells are converted to the new system's units (as the ducting
 * calculator's fields are, up to 4 decimals); coefficients (Fh, elbows,
 * entry losses, R/D) have no unit and stay; texts with their own unit stay
 * as typed.
 *
 * @param sheet The sheet, in its own units.
 * @param units The unit system wanted.
 * @returns The sheet in `units` (the same sheet when it is already).
 */
function sheetIn(sheet: SystemSheet, units: UnitSystem): SystemSheet {
  if (units === sheet.units) return sheet;
  const columns = Object.entries(SHEET_MEASURES) as [keyof typeof SHEET_MEASURES, MeasureSpec][];
  const segments = sheet.segments.map((row) => {
    const next: Record<string, string | undefined> = { ...row };
    for (const [column, spec] of columns) {
      const text = textIn(spec, row[column], sheet.units, units);
      if (text !== undefined) next[column] = text;
    }
    return next as SegmentRow;
  });
  const outletPressure = textIn(OUTLET_PRESSURE_MEASURE, sheet.outletPressure, sheet.units, units) ?? '';
  return { ...sheet, units, outletPressure, segments };
}

/**
 * Switches the sheet's unit system, keeping every value's meaning (see
 * `sheetIn`). Results are then shown in the new system.
 *
 * @param context The current context.
 * @param units The new unit system.
 */
export function changeUnits(context: SystemContext, units: UnitSystem): Update {
  return units === context.sheet.units ? {} : { sheet: sheetIn(context.sheet, units) };
}

/** The file types the page reads: a JSON sheet (as exported), anything else as CSV. */
const isJson = (name: string) => /\.json$/i.test(name.trim());

/**
 * Reads a file into the sheet. A CSV's bare numbers are in the page's unit
 * system; a JSON sheet carries its own. A file that cannot be read is refused
 * with every problem named, and the sheet is left exactly as it was.
 *
 * @param context The current context.
 * @param name The file's name (its extension picks JSON or CSV).
 * @param text The file's text.
 */
export function importFile(context: SystemContext, name: string, text: string): Update {
  const read = isJson(name) ? sheetFromJson(text) : sheetFromCsv(text, context.sheet.units);
  if (read.status === 'error') {
    return { refusedFile: { name, issues: issueLines(read.issues) }, importedFile: undefined };
  }
  return { sheet: read.data, refusedFile: undefined, importedFile: name };
}

/**
 * Writes the sizes the redesign suggests into the sheet: core designs the
 * system again applying the next smaller standard size in each stream that
 * needs a redesign, until every junction holds or no smaller size is left
 * (ACGIH *Industrial Ventilation*, ch. 9); every segment whose diameter
 * changed gets it in its `diameter` cell, in the sheet's unit.
 *
 * @param context The current context.
 * @returns The new sheet; nothing while the sheet cannot be designed.
 */
export function applySuggestedSizes(context: SystemContext): Update {
  const { sheet, outcome } = context;
  const read = readSystem(sheet);
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
    return { ...row, diameter: formatNumber(unitFromSi(unit, diameterM), 'field') };
  });
  return { sheet: { ...sheet, segments } };
}
