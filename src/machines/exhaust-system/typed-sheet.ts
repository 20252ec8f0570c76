/**
 * The sheet as the page keeps it (issue 18's unit-switch model): each cell's
 * text exactly as typed, with the unit system it was typed in where that is
 * not the sheet's own. A unit switch changes only what the page shows (a
 * bare number converted to the shown system); the values read, the design
 * and every file written stay bit for bit the same.
 *
 * The sheet's own `units` is the system of its standard sizes (US spiral or
 * EN 1506), of the ACGIH transport classes, and of the bare numbers of the
 * JSON it is saved and exported as. A cell typed in the other system is
 * written there with its unit appended (`10ft`, `662.6m3/h`), which reads
 * back to the same value; a CSV is written in the shown system the same way.
 */
import { CONDITION_MEASURES, type ConditionKey, type ConditionSystems, type ConditionTexts } from '../../core/exhaust-system/conditions.ts';
import { OUTLET_PRESSURE_MEASURE, SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import type { CellSystems, SegmentRow, SheetColumn, SheetDust, SheetTypedIn, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { linkedMeasureText, shownMeasureText } from '../../core/report/typed-text.ts';

/** A row as typed: its texts, and the system of each measure typed in another system than the sheet's. */
export type TypedRow = SegmentRow & { readonly typedIn?: CellSystems };

/** The sheet as typed; a `SystemSheet` read from a file is one with every cell in its own units. */
export interface TypedSheet extends Omit<SystemSheet, 'segments'> {
  readonly segments: readonly TypedRow[];
  /** The outlet pressure's system, when typed in another system than the sheet's. */
  readonly outletTypedIn?: UnitSystem;
  /** The system of each gas condition typed in another system than the sheet's (the moisture, a plain %, has none). */
  readonly conditionsTypedIn?: ConditionSystems;
}

type MeasureColumn = keyof typeof SHEET_MEASURES;

const isMeasure = (column: SheetColumn): column is MeasureColumn => column in SHEET_MEASURES;
const MEASURE_COLUMNS = Object.keys(SHEET_MEASURES) as MeasureColumn[];

/** The system a cell was typed in. */
export const cellSystem = (sheet: TypedSheet, row: TypedRow, column: SheetColumn): UnitSystem => row.typedIn?.[column] ?? sheet.units;

/**
 * A row with one cell set to a text typed in `system`; a blank text removes
 * the cell (blank and absent mean the same).
 *
 * @param sheetUnits The sheet's own units (a cell typed in them keeps no system of its own).
 */
export function typedCell(row: TypedRow, column: SheetColumn, text: string, system: UnitSystem, sheetUnits: UnitSystem): TypedRow {
  const { typedIn = {}, ...cells } = row;
  const nextCells: Partial<Record<SheetColumn, string>> = { ...cells };
  const nextTypedIn: Partial<Record<SheetColumn, UnitSystem>> = { ...typedIn };
  delete nextTypedIn[column];
  if (text.trim() === '') delete nextCells[column];
  else {
    nextCells[column] = text;
    if (isMeasure(column) && system !== sheetUnits) nextTypedIn[column] = system;
  }
  return Object.keys(nextTypedIn).length === 0 ? nextCells : { ...nextCells, typedIn: nextTypedIn };
}

/**
 * The text a cell shows in `system`: as typed in its own system; a bare
 * number typed in the other one converted (`4` in shows as `101.6` mm);
 * coefficients, ids and texts with their own unit as typed.
 */
export function shownCell(sheet: TypedSheet, row: number, column: SheetColumn, system: UnitSystem): string {
  const cells = sheet.segments[row];
  const text = cells?.[column] ?? '';
  if (cells === undefined || text === '' || !isMeasure(column)) return text;
  return shownMeasureText(SHEET_MEASURES[column], text, cellSystem(sheet, cells, column), system);
}

/** The outlet pressure as shown in `system`. */
export function shownOutlet(sheet: TypedSheet, system: UnitSystem): string {
  return shownMeasureText(OUTLET_PRESSURE_MEASURE, sheet.outletPressure, sheet.outletTypedIn ?? sheet.units, system);
}

/** The sheet with the outlet pressure typed in `system`. */
export function typedOutlet(sheet: TypedSheet, text: string, system: UnitSystem): TypedSheet {
  const next: Editable<TypedSheet> = { ...sheet, outletPressure: text };
  delete next.outletTypedIn;
  if (system !== sheet.units) next.outletTypedIn = system;
  return next;
}

/** A sheet being put together. */
type Editable<T> = { -readonly [K in keyof T]: T[K] };

/** The spec of a dimensional condition; `undefined` for the moisture, a plain % that no switch converts. */
const conditionMeasure = (key: ConditionKey) => CONDITION_MEASURES.find((spec) => spec.key === key);

/** The sheet with its conditions and their typed systems; an empty set is left out, as in a sheet saved before them. */
function withConditions(sheet: TypedSheet, conditions: ConditionTexts, typedIn: ConditionSystems): TypedSheet {
  const next: Editable<TypedSheet> = { ...sheet };
  delete next.conditions;
  delete next.conditionsTypedIn;
  if (Object.keys(conditions).length > 0) next.conditions = conditions;
  if (Object.keys(typedIn).length > 0) next.conditionsTypedIn = typedIn;
  return next;
}

/**
 * The sheet with one gas condition typed in `system`; a blank text removes
 * it (standard air's).
 */
export function typedCondition(sheet: TypedSheet, key: ConditionKey, text: string, system: UnitSystem): TypedSheet {
  const conditions: Partial<Record<ConditionKey, string>> = { ...sheet.conditions };
  const typedIn: Partial<Record<ConditionKey, UnitSystem>> = { ...sheet.conditionsTypedIn };
  delete typedIn[key];
  if (text.trim() === '') delete conditions[key];
  else {
    conditions[key] = text;
    if (conditionMeasure(key) !== undefined && system !== sheet.units) typedIn[key] = system;
  }
  return withConditions(sheet, conditions, typedIn);
}

/**
 * The sheet with the system's dust or its KSt set; a blank text removes it.
 * Neither has a unit that changes with the system (KSt is bar·m/s in both).
 */
export function typedDust(sheet: TypedSheet, key: keyof SheetDust, text: string): TypedSheet {
  const dust: Partial<Record<keyof SheetDust, string>> = { ...sheet.dust };
  if (text.trim() === '') delete dust[key];
  else dust[key] = text;
  const next: { -readonly [K in keyof TypedSheet]: TypedSheet[K] } = { ...sheet, dust };
  if (Object.keys(dust).length === 0) delete next.dust;
  return next;
}

/** What a gas condition's field shows in `system`: as typed, a bare number typed in the other system converted. */
export function shownCondition(sheet: TypedSheet, key: ConditionKey, system: UnitSystem): string {
  const text = sheet.conditions?.[key] ?? '';
  const spec = conditionMeasure(key);
  return text === '' || spec === undefined ? text : shownMeasureText(spec, text, sheet.conditionsTypedIn?.[key] ?? sheet.units, system);
}

/** The conditions written with their bare numbers in `units` (a number typed in the other system gets its unit). */
function writtenConditions(sheet: TypedSheet, units: UnitSystem): ConditionTexts | undefined {
  if (sheet.conditions === undefined) return undefined;
  const entries = Object.entries(sheet.conditions).map(([key, text]) => {
    const spec = conditionMeasure(key as ConditionKey);
    return [key, spec === undefined || text === undefined ? text : linkedMeasureText(spec, text, sheet.conditionsTypedIn?.[key as ConditionKey] ?? sheet.units, units)];
  });
  return Object.fromEntries(entries) as ConditionTexts;
}

/** Each cell's typed system, as `readSystem` takes it. */
export function sheetTypedIn(sheet: TypedSheet): SheetTypedIn {
  return { segments: sheet.segments.map((row) => row.typedIn), outletPressure: sheet.outletTypedIn, conditions: sheet.conditionsTypedIn };
}

/**
 * The sheet written with its bare numbers in `units`: a bare number typed in
 * the other system gets that system's unit appended (`10` typed in ft →
 * `10ft`), which reads back in `units` to the very same value; every other
 * text as typed. What is saved on the device and exported.
 *
 * @param sheet The sheet as typed.
 * @param units The system of the file's bare numbers: the sheet's own for
 *   the store and JSON, the shown one for a CSV.
 */
export function writtenSheet(sheet: TypedSheet, units: UnitSystem): SystemSheet {
  const segments = sheet.segments.map((row) => {
    const { typedIn, ...cells } = row;
    const written: Partial<Record<SheetColumn, string>> = cells;
    for (const column of MEASURE_COLUMNS) {
      const text = cells[column];
      if (text !== undefined) written[column] = linkedMeasureText(SHEET_MEASURES[column], text, typedIn?.[column] ?? sheet.units, units);
    }
    return written;
  });
  const outletPressure = linkedMeasureText(OUTLET_PRESSURE_MEASURE, sheet.outletPressure, sheet.outletTypedIn ?? sheet.units, units);
  const conditions = writtenConditions(sheet, units);
  return {
    version: sheet.version,
    units,
    friction: sheet.friction,
    outletPressure,
    ...(conditions === undefined ? {} : { conditions }),
    ...(sheet.dust === undefined ? {} : { dust: sheet.dust }),
    segments,
  };
}

/**
 * The sheet with other own units (its standard sizes): every cell keeps its
 * text and the system it was typed in, so nothing typed changes meaning.
 */
export function withSheetUnits(sheet: TypedSheet, units: UnitSystem): TypedSheet {
  if (units === sheet.units) return sheet;
  const segments = sheet.segments.map((row) =>
    MEASURE_COLUMNS.reduce<TypedRow>((next, column) => {
      const text = row[column];
      return text === undefined ? next : typedCell(next, column, text, cellSystem(sheet, row, column), units);
    }, row),
  );
  const { outletTypedIn = sheet.units, ...rest } = sheet;
  const conditionsTypedIn = Object.fromEntries(
    CONDITION_MEASURES.flatMap(({ key }) => {
      const typedIn = sheet.conditionsTypedIn?.[key] ?? sheet.units;
      return sheet.conditions?.[key] === undefined || typedIn === units ? [] : [[key, typedIn]];
    }),
  );
  return withConditions({ ...rest, units, segments, ...(outletTypedIn === units ? {} : { outletTypedIn }) }, sheet.conditions ?? {}, conditionsTypedIn);
}

/** Rows read from a CSV whose bare numbers are in `system`, for a sheet in `sheetUnits`. */
export function rowsTypedIn(rows: readonly SegmentRow[], system: UnitSystem, sheetUnits: UnitSystem): TypedRow[] {
  if (system === sheetUnits) return [...rows];
  return rows.map((row) => MEASURE_COLUMNS.reduce<TypedRow>((next, column) => (row[column] === undefined ? next : typedCell(next, column, row[column], system, sheetUnits)), row));
}
