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
import { CONDITION_MEASURES, type ConditionSystems } from '../../core/exhaust-system/conditions.ts';
import { DUST_HAZARD_MEASURES } from '../../core/exhaust-system/dust-hazard.ts';
import { OUTLET_PRESSURE_MEASURE, SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import type { CellSystems, DustSystems, SegmentRow, SheetColumn, SheetTypedIn, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { MeasureSpec } from '../../core/report/measure.ts';
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
  /** The system of the dust loading when typed in another system than the sheet's (KSt, bar·m/s in both, has none). */
  readonly dustTypedIn?: DustSystems;
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

/**
 * The sheet's system-wide texts that keep the system each was typed in, as
 * the cells do: the gas conditions and the dust. Each group names where its
 * systems are kept and its measures.
 */
const TEXT_GROUPS = {
  conditions: { typedIn: 'conditionsTypedIn', measures: CONDITION_MEASURES },
  dust: { typedIn: 'dustTypedIn', measures: DUST_HAZARD_MEASURES },
} as const;

/** A group of system-wide texts: `conditions` or `dust`. */
type TextGroup = keyof typeof TEXT_GROUPS;

/** A text's key in its group: a `ConditionKey`, or `dust`, `kst`, `loading`. */
type GroupKey<G extends TextGroup> = keyof NonNullable<TypedSheet[G]> & string;

/**
 * The spec of a text whose unit changes with the unit system; `undefined`
 * for one a switch never converts: no measure (the moisture's %, the dust's
 * id) or the same unit in both (KSt's bar·m/s).
 */
function switchingMeasure(group: TextGroup, key: string): MeasureSpec | undefined {
  const spec: MeasureSpec | undefined = TEXT_GROUPS[group].measures.find((measure) => measure.key === key);
  return spec !== undefined && spec.units.metric !== spec.units.imperial ? spec : undefined;
}

/** A group's texts by key (none when not given). */
const groupTexts = (sheet: TypedSheet, group: TextGroup): Partial<Record<string, string>> => ({ ...sheet[group] });

/** The system a group's text was typed in. */
function groupSystem(sheet: TypedSheet, group: TextGroup, key: string): UnitSystem {
  const typedIn: Readonly<Partial<Record<string, UnitSystem>>> | undefined = sheet[TEXT_GROUPS[group].typedIn];
  return typedIn?.[key] ?? sheet.units;
}

/** The sheet with a group's texts and their typed systems; an empty set is left out, as in a sheet saved before them. */
function withGroup(sheet: TypedSheet, group: TextGroup, texts: Partial<Record<string, string>>, typedIn: Record<string, UnitSystem>): TypedSheet {
  const next: Editable<TypedSheet> = { ...sheet };
  const typedInKey = TEXT_GROUPS[group].typedIn;
  delete next[group];
  delete next[typedInKey];
  if (Object.keys(texts).length > 0) next[group] = texts;
  if (Object.keys(typedIn).length > 0) next[typedInKey] = typedIn;
  return next;
}

/**
 * The sheet with one system-wide text typed in `system` (a gas condition,
 * the dust, its KSt or its loading); a blank text removes it (a condition
 * is then standard air's, the dust not given).
 */
export function typedGroupText<G extends TextGroup>(sheet: TypedSheet, group: G, key: GroupKey<G>, text: string, system: UnitSystem): TypedSheet {
  const texts = groupTexts(sheet, group);
  const typedIn: Record<string, UnitSystem> = { ...sheet[TEXT_GROUPS[group].typedIn] };
  delete typedIn[key];
  if (text.trim() === '') delete texts[key];
  else {
    texts[key] = text;
    if (switchingMeasure(group, key) !== undefined && system !== sheet.units) typedIn[key] = system;
  }
  return withGroup(sheet, group, texts, typedIn);
}

/** What a system-wide text's field shows in `system`: as typed, a bare number typed in the other system converted. */
export function shownGroupText<G extends TextGroup>(sheet: TypedSheet, group: G, key: GroupKey<G>, system: UnitSystem): string {
  const text = groupTexts(sheet, group)[key] ?? '';
  const spec = switchingMeasure(group, key);
  return text === '' || spec === undefined ? text : shownMeasureText(spec, text, groupSystem(sheet, group, key), system);
}

/** A group's texts written with their bare numbers in `units` (a number typed in the other system gets its unit). */
function writtenGroup(sheet: TypedSheet, group: TextGroup, units: UnitSystem): Partial<Record<string, string>> | undefined {
  if (sheet[group] === undefined) return undefined;
  const entries = Object.entries(groupTexts(sheet, group)).map(([key, text]) => {
    const spec = switchingMeasure(group, key);
    return [key, spec === undefined || text === undefined ? text : linkedMeasureText(spec, text, groupSystem(sheet, group, key), units)] as const;
  });
  return Object.fromEntries(entries);
}

/** The sheet's group with every text keeping the system it was typed in, for a sheet whose own units become `units`. */
function groupWithUnits(sheet: TypedSheet, group: TextGroup, next: TypedSheet, units: UnitSystem): TypedSheet {
  const texts = groupTexts(sheet, group);
  const typedIn = Object.fromEntries(
    Object.keys(texts).flatMap((key) => {
      const system = groupSystem(sheet, group, key);
      return switchingMeasure(group, key) === undefined || system === units ? [] : [[key, system]];
    }),
  );
  return withGroup(next, group, texts, typedIn);
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
  const conditions = writtenGroup(sheet, 'conditions', units);
  const dust = writtenGroup(sheet, 'dust', units);
  return {
    version: sheet.version,
    units,
    friction: sheet.friction,
    outletPressure,
    ...(conditions === undefined ? {} : { conditions }),
    ...(dust === undefined ? {} : { dust }),
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
  const next: TypedSheet = { ...rest, units, segments, ...(outletTypedIn === units ? {} : { outletTypedIn }) };
  return groupWithUnits(sheet, 'dust', groupWithUnits(sheet, 'conditions', next, units), units);
}

/** Rows read from a CSV whose bare numbers are in `system`, for a sheet in `sheetUnits`. */
export function rowsTypedIn(rows: readonly SegmentRow[], system: UnitSystem, sheetUnits: UnitSystem): TypedRow[] {
  if (system === sheetUnits) return [...rows];
  return rows.map((row) => MEASURE_COLUMNS.reduce<TypedRow>((next, column) => (row[column] === undefined ? next : typedCell(next, column, row[column], system, sheetUnits)), row));
}
