/**
 * The Fan Selection's context and the pure updates its machine's actions
 * call. The selection itself is core's readFanSelection; this module keeps
 * what the user typed (fields and curve cells), the unit system and the
 * outcome in step.
 */
import { convertFanTexts } from '../../core/fan/convert-texts.ts';
import { parseCurveCsv } from '../../core/fan/curve-csv.ts';
import { EMPTY_CURVE_ROW, type CurveColumn, type CurveRow, type FanField, type FanTexts } from '../../core/fan/fields.ts';
import { readFanLink } from '../../core/fan/link.ts';
import { readFanSelection, type FanReadResult } from '../../core/fan/read.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

export interface FanContext {
  system: UnitSystem;
  /** Each field exactly as typed; an empty field is absent. */
  texts: FanTexts;
  /** The fan curve's rows as typed, cells '' when empty. */
  rows: CurveRow[];
  /** `readFanSelection(texts, rows, system)`. */
  result: FanReadResult;
  /** The last CSV import's outcome, for a status line: `Imported 6 points` or why the file was refused. */
  importMessage: string | undefined;
  /** Parameters of the opening link that were not used, each with its note. */
  linkNotes: readonly LinkNote[];
}

type Update = Partial<FanContext>;

/**
 * What a first visit without a link shows: 10 000 CFM at 10 inH₂O and 70 %,
 * a loaded filter taking 4 of it (1.5 when clean), and a backward-inclined
 * fan's curve through the design point.
 */
export const FIRST_VISIT: { system: UnitSystem; texts: FanTexts; rows: CurveRow[] } = {
  system: 'imperial',
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

/** Selects the fan again from the current inputs. */
export function recompute(context: Pick<FanContext, 'texts' | 'rows' | 'system'>): Update {
  return { result: readFanSelection(context.texts, context.rows, context.system) };
}

/** Stores a field's text; an empty text removes it. */
export function applyFieldText(context: FanContext, field: FanField, text: string): Update {
  const texts = { ...context.texts };
  if (text.trim() === '') delete texts[field];
  else texts[field] = text;
  return { texts };
}

/** Switches the unit system, converting bare numbers so that they keep their meaning. */
export function changeSystem(context: FanContext, system: UnitSystem): Update {
  if (system === context.system) return {};
  return { system, ...convertFanTexts(context.texts, context.rows, context.system, system) };
}

/** Stores one cell of the curve. */
export function applyCellText(context: FanContext, row: number, column: CurveColumn, text: string): Update {
  return { rows: context.rows.map((cells, index) => (index === row ? { ...cells, [column]: text } : cells)) };
}

/** Adds an empty row at the end of the curve. */
export function addRow(context: FanContext): Update {
  return { rows: [...context.rows, EMPTY_CURVE_ROW] };
}

/** Removes a row of the curve. */
export function removeRow(context: FanContext, row: number): Update {
  return { rows: context.rows.filter((_, index) => index !== row) };
}

/**
 * Replaces the curve by a CSV file's rows, or keeps it and says why the file was refused.
 *
 * @param text The file's text.
 */
export function importCurve(text: string): Update {
  const parsed = parseCurveCsv(text);
  if (parsed.status === 'error') return { importMessage: parsed.message };
  return { rows: parsed.rows, importMessage: `Imported ${parsed.rows.length} ${parsed.rows.length === 1 ? 'point' : 'points'}` };
}

/**
 * The context the page opens with: the link's inputs when the URL has a
 * query (metric unless it says `units`), otherwise the first-visit example
 * in the link's `units` or else the preferred system. Already selected.
 *
 * @param search The page's query, with or without `?` ('' for none).
 * @param preferredSystem The site-wide unit preference, for a first visit.
 */
export function createInitialContext(search: string, preferredSystem: UnitSystem): FanContext {
  const { state, ignored } = readFanLink(search);
  const fromLink = Object.keys(state.texts).length > 0 || state.rows.length > 0;
  const firstVisitSystem = state.system ?? preferredSystem;
  const opened = fromLink
    ? { system: state.system ?? 'metric', texts: state.texts, rows: state.rows }
    : { system: firstVisitSystem, ...convertFanTexts(FIRST_VISIT.texts, FIRST_VISIT.rows, FIRST_VISIT.system, firstVisitSystem) };
  const rows = opened.rows.length > 0 ? [...opened.rows] : [EMPTY_CURVE_ROW];
  const base = { system: opened.system, texts: opened.texts, rows };
  return { ...base, importMessage: undefined, linkNotes: ignored, result: readFanSelection(base.texts, base.rows, base.system) };
}
