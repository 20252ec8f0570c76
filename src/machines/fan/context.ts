/**
 * The Fan Selection's context: a form page's (shared/form-context.ts) over
 * the fan's fields and its curve's rows, read by core's readFanSelection,
 * and the pure updates of its own events: a curve cell typed, a row added or
 * removed, a CSV file imported, the curve cleared (those two with an undo
 * shown under the curve).
 */
import { parseCurveCsv } from '../../core/fan/curve-csv.ts';
import { EMPTY_CURVE_ROW, type CurveColumn, type CurveRow, type CurveRowTypedIn, type FanField, type FanTexts } from '../../core/fan/fields.ts';
import { readFanLink } from '../../core/fan/link.ts';
import { readFanSelection, type FanReading } from '../../core/fan/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { FanPart } from '../../core/project/document.ts';
import { formInputsOf, typedTextsOf } from '../shared/project-part.ts';
import { openForm, replaceInputs, typedInOf, type FormContext, type FormInputs, type FormSpec, type FormUndo } from '../shared/form-context.ts';

/** What the user typed: the fields and the curve's rows, each text with the unit system it was typed in. */
export interface FanInputs extends FormInputs<FanField> {
  /** The fan curve's rows as typed, cells '' when empty. */
  rows: CurveRow[];
  /** Per row, the unit system each filled cell was typed in. */
  rowsTypedIn: CurveRowTypedIn[];
}

/** Inputs that an example, an import or a clear of the curve replaced, and where the notice shows. */
export interface FanUndo extends FormUndo<FanInputs> {
  /** Under the curve, for an import or a clear of it; absent, beside the page's actions (the worked example). */
  readonly place?: 'curve';
}

export interface FanContext extends FormContext<FanInputs, FanReading, FanUndo> {
  /** Why the last CSV file was refused, for a status line; cleared by an import that works. */
  importMessage: string | undefined;
}

type Update = Partial<FanContext>;

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

/** Inputs typed in one system, the curve never without a row to type in. */
function typedInputs(texts: FanTexts, rows: readonly CurveRow[], system: UnitSystem): FanInputs {
  if (rows.length === 0) return { texts, typedIn: typedInOf(texts, system), rows: [EMPTY_CURVE_ROW], rowsTypedIn: [{}] };
  return { texts, typedIn: typedInOf(texts, system), rows: [...rows], rowsTypedIn: rows.map((row) => rowTypedInOf(row, system)) };
}

/**
 * The fan selection as a form: the same whatever the system shown (every
 * text is read in its own); its example typed in imperial units; no Clear
 * inputs, only a clear of the curve (below).
 */
export const fanForm: FormSpec<FanInputs, FanReading> = {
  read: (inputs, system) => readFanSelection(inputs.texts, inputs.rows, system, { fields: inputs.typedIn, rows: inputs.rowsTypedIn }),
  readsInSystemShown: false,
  inputsOf: ({ texts, typedIn, rows, rowsTypedIn }) => ({ texts, typedIn, rows, rowsTypedIn }),
  example: { inputs: () => typedInputs({ ...EXAMPLE.texts }, EXAMPLE.rows, 'imperial'), message: 'Loaded the worked example in place of your inputs.' },
};

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
  const inputs = { ...fanForm.inputsOf(context), rows: parsed.rows, rowsTypedIn: parsed.rows.map((row) => rowTypedInOf(row, context.system)) };
  return { ...replaceInputs<FanInputs, FanUndo>(fanForm, context, inputs, { message: `Imported ${count}${name ? ` from ${name}` : ''}, replacing the curve.`, place: 'curve' }), importMessage: undefined };
}

/** Empties the curve (one blank row), keeping it for an undo. */
export function clearCurve(context: FanContext): Update {
  const inputs = { ...fanForm.inputsOf(context), rows: [EMPTY_CURVE_ROW], rowsTypedIn: [{}] };
  return replaceInputs<FanInputs, FanUndo>(fanForm, context, inputs, { message: 'Cleared the fan curve.', place: 'curve' });
}

/** Whether the curve has a cell typed, so a clear of it changes something. */
export function hasCurve(context: FanInputs): boolean {
  return context.rows.some((row) => Object.values(row).some((cell) => cell.trim() !== ''));
}

/**
 * The context the page opens with: the link's inputs (fields and curve), or
 * the worked example (form-context.ts `openForm`). Already selected.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): FanContext {
  const { state, ignored } = readFanLink(search);
  const fromLink = Object.keys(state.texts).length > 0 || state.rows.length > 0;
  const inputs = fromLink ? (typed: UnitSystem) => typedInputs(state.texts, state.rows, typed) : undefined;
  return { ...openForm(fanForm, { system: state.system, notes: ignored, inputs }, preferredSystem), importMessage: undefined };
}

/** Whether a curve row has a cell typed. */
const isTyped = (row: CurveRow) => Object.values(row).some((cell) => cell.trim() !== '');

/**
 * The page's inputs as the project's fan part: the fields (project-part.ts)
 * and the curve's typed rows, each cell typed in another system than the
 * part's marked; nothing converted.
 *
 * @param inputs The fields and the curve as typed.
 * @param system The unit system shown: the part's `units`.
 */
export function fanPartOf(inputs: FanInputs, system: UnitSystem): FanPart {
  const kept = inputs.rows.flatMap((row, index) => (isTyped(row) ? [{ row, typedIn: inputs.rowsTypedIn[index] ?? {} }] : []));
  const curveTypedIn = kept.map(({ row, typedIn }) => Object.fromEntries(Object.entries(typedIn).filter(([column, typed]) => row[column as CurveColumn].trim() !== '' && typed !== system)));
  return { ...typedTextsOf(inputs, system), ...(kept.length > 0 && { curve: kept.map(({ row }) => row), curveTypedIn }) };
}

/**
 * The project's fan part as the page keeps it: each field and cell with the
 * system it was typed in (its mark, or else the part's `units`), the curve
 * never without a row to type in.
 */
export function fanInputsOfPart(part: FanPart): FanInputs {
  const rows = part.curve ?? [];
  if (rows.length === 0) return { ...formInputsOf(part), rows: [EMPTY_CURVE_ROW], rowsTypedIn: [{}] };
  const rowsTypedIn = rows.map((row, index) => Object.fromEntries(Object.entries(row).flatMap(([column, text]) => (text.trim() === '' ? [] : [[column, part.curveTypedIn?.[index]?.[column as CurveColumn] ?? part.units]]))));
  return { ...formInputsOf(part), rows: [...rows], rowsTypedIn };
}
