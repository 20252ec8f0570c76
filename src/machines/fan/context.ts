/**
 * The Fan Selection's context and the pure updates its machine's actions
 * call. The selection itself is core's readFanSelection; this module keeps
 * what the user typed (fields and curve cells, each with the unit system it
 * was typed in), the unit system shown, the outcome, and the inputs an
 * example, an import or a clear replaced, until the next edit.
 */
import { parseCurveCsv } from '../../core/fan/curve-csv.ts';
import { EMPTY_CURVE_ROW, type CurveColumn, type CurveRow, type CurveRowTypedIn, type FanField, type FanTexts } from '../../core/fan/fields.ts';
import { readFanLink } from '../../core/fan/link.ts';
import { readFanSelection, type FanReading } from '../../core/fan/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { withTypedText } from '../../core/report/typed-text.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

/** What the user typed: the fields and the curve's rows, each text with the unit system it was typed in. */
export interface FanInputs {
  /** Each field exactly as typed; an empty field is absent. */
  texts: FanTexts;
  /** The unit system each field in `texts` was typed in: a unit switch changes what a field shows, never this. */
  typedIn: Partial<Record<FanField, UnitSystem>>;
  /** The fan curve's rows as typed, cells '' when empty. */
  rows: CurveRow[];
  /** Per row, the unit system each filled cell was typed in. */
  rowsTypedIn: CurveRowTypedIn[];
}

/** Inputs that an example, an import or a clear replaced, and the sentence that says so. */
export interface FanUndo {
  readonly message: string;
  /** Where the notice shows: beside the page's actions, or under the curve. */
  readonly place: 'page' | 'curve';
  readonly inputs: FanInputs;
}

export interface FanContext extends FanInputs {
  /** The unit system the page shows and new texts are typed in. */
  system: UnitSystem;
  /** `readFanSelection` of the inputs: the same in any unit system shown. */
  result: FanReading;
  /** Why the last CSV file was refused, for a status line; cleared by an import that works. */
  importMessage: string | undefined;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
  /** What the last example, import or clear replaced, until the next edit or a dismissal. */
  undo: FanUndo | undefined;
}

type Update = Partial<FanContext>;

/** Every text typed in one system. */
const typedInOf = (texts: FanTexts, system: UnitSystem): Partial<Record<FanField, UnitSystem>> =>
  Object.fromEntries(Object.keys(texts).map((field) => [field, system]));
const rowTypedInOf = (row: CurveRow, system: UnitSystem): CurveRowTypedIn =>
  Object.fromEntries(Object.entries(row).flatMap(([column, text]) => (text.trim() === '' ? [] : [[column, system]])));

/**
 * The worked example: 10 000 CFM at 10 inH₂O and 70 %, a loaded filter
 * taking 4 of it (1.5 when clean), and a backward-inclined fan's curve
 * through the design point; typed in imperial units, shown in any.
 */
export const EXAMPLE: { texts: FanTexts; rows: CurveRow[] } = {
  texts: { flow: '10000', pressure: '10', efficiency: '70', filterPressure: '4', cleanFilterPressure: '1.5' },
  rows: [
    ['0', '11', '40'],
    ['4000', '12.5', '60'],
    ['8000', '11.5', '72'],
    ['10000', '10', '75'],
    ['12000', '7.5', '70'],
    ['14000', '4', '55'],
  ].map(([flow, pressure, efficiency]) => ({ ...EMPTY_CURVE_ROW, flow: flow!, pressure: pressure!, efficiency: efficiency! })),
};

/** The example's inputs, typed in imperial units. */
function exampleInputs(): FanInputs {
  return {
    texts: { ...EXAMPLE.texts },
    typedIn: typedInOf(EXAMPLE.texts, 'imperial'),
    rows: [...EXAMPLE.rows],
    rowsTypedIn: EXAMPLE.rows.map((row) => rowTypedInOf(row, 'imperial')),
  };
}

/** The inputs as they stand, to keep for an undo. */
function inputsOf(context: FanInputs): FanInputs {
  return { texts: context.texts, typedIn: context.typedIn, rows: context.rows, rowsTypedIn: context.rowsTypedIn };
}

/** Selects the fan again from the current inputs (the same whatever the system shown: every text is read in its own). */
export function recompute(context: FanInputs & Pick<FanContext, 'system'>): { result: FanReading } {
  return { result: readFanSelection(context.texts, context.rows, context.system, { fields: context.typedIn, rows: context.rowsTypedIn }) };
}

/** Stores a field's text, typed in the system shown; an empty text removes it. Ends any undo. */
export function applyFieldText(context: FanContext, field: FanField, text: string): Update {
  return { ...withTypedText(context.texts, context.typedIn, field, text, context.system), undo: undefined };
}

/** Stores one cell of the curve, typed in the system shown. Ends any undo. */
export function applyCellText(context: FanContext, row: number, column: CurveColumn, text: string): Update {
  return {
    rows: context.rows.map((cells, index) => (index === row ? { ...cells, [column]: text } : cells)),
    rowsTypedIn: context.rowsTypedIn.map((typed, index) => (index === row ? { ...typed, [column]: context.system } : typed)),
    undo: undefined,
  };
}

/** Adds an empty row at the end of the curve. Ends any undo. */
export function addRow(context: FanContext): Update {
  return { rows: [...context.rows, EMPTY_CURVE_ROW], rowsTypedIn: [...context.rowsTypedIn, {}], undo: undefined };
}

/** Removes a row of the curve. Ends any undo. */
export function removeRow(context: FanContext, row: number): Update {
  return { rows: context.rows.filter((_, index) => index !== row), rowsTypedIn: context.rowsTypedIn.filter((_, index) => index !== row), undo: undefined };
}

/**
 * Replaces the curve by a CSV file's rows, read in the system shown, keeping
 * the curve it replaces for an undo; or keeps the curve and says why the
 * file was refused.
 *
 * @param text The file's text.
 * @param name The file's name, for the notice.
 */
export function importCurve(context: FanContext, text: string, name: string | undefined): Update {
  const parsed = parseCurveCsv(text);
  if (parsed.status === 'error') return { importMessage: parsed.message };
  const count = `${parsed.rows.length} ${parsed.rows.length === 1 ? 'point' : 'points'}`;
  return {
    rows: parsed.rows,
    rowsTypedIn: parsed.rows.map((row) => rowTypedInOf(row, context.system)),
    importMessage: undefined,
    undo: { message: `Imported ${count}${name ? ` from ${name}` : ''}, replacing the curve.`, place: 'curve', inputs: inputsOf(context) },
  };
}

/** Empties the curve (one blank row), keeping it for an undo. */
export function clearCurve(context: FanContext): Update {
  return { rows: [EMPTY_CURVE_ROW], rowsTypedIn: [{}], undo: { message: 'Cleared the fan curve.', place: 'curve', inputs: inputsOf(context) } };
}

/** Puts the worked example in place of every input, keeping them for an undo; the system shown stays. */
export function loadExample(context: FanContext): Update {
  return {
    ...exampleInputs(),
    undo: { message: 'Loaded the worked example in place of your inputs.', place: 'page', inputs: inputsOf(context) },
  };
}

/** Puts back the inputs the example, import or clear replaced. */
export function undoReplace(context: FanContext): Update {
  return context.undo === undefined ? {} : { ...context.undo.inputs, undo: undefined };
}

/**
 * The context the page opens with: the link's inputs (typed in the link's
 * unit system, metric unless it says `units`) when the URL has a query,
 * otherwise the worked example (typed in imperial units) shown in the
 * link's `units` or else the preferred system. Already selected.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): FanContext {
  const { state, ignored } = readFanLink(search);
  const fromLink = Object.keys(state.texts).length > 0 || state.rows.length > 0;
  const system = state.system ?? (fromLink ? 'metric' : preferredSystem);
  const inputs: FanInputs = fromLink
    ? { texts: state.texts, typedIn: typedInOf(state.texts, system), rows: [...state.rows], rowsTypedIn: state.rows.map((row) => rowTypedInOf(row, system)) }
    : exampleInputs();
  if (inputs.rows.length === 0) {
    inputs.rows = [EMPTY_CURVE_ROW];
    inputs.rowsTypedIn = [{}];
  }
  return { ...inputs, system, importMessage: undefined, linkNotes: ignored, undo: undefined, ...recompute({ ...inputs, system }) };
}
