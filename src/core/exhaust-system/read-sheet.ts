/**
 * Reads a system sheet (texts as typed) into a validated `SystemInput` in SI:
 * each cell with the sheet's unit system (a number may carry its own unit),
 * the tree checked, every problem reported as one line naming the segment,
 * the column and the value.
 */
import { TRANSPORT_CLASS_IDS, type TransportClassId } from '../duct/transport-velocity.ts';
import { transportMinimumVelocity } from '../duct-size/size.ts';
import { formatNumber } from '../format/number.ts';
import { readMeasure, type MeasureSpec } from '../report/measure.ts';
import { GAS_TEMPERATURE_MEASURE } from '../air/condition-measures.ts';
import { readConditions } from './conditions.ts';
import type { SystemIssue } from './design.ts';
import { DUCT_MATERIALS, MATERIAL_IDS, type MaterialId } from '../friction/roughness.ts';
import { acgihCoefficientsOf } from '../friction/acgih.ts';
import { DEFAULT_SLOT_LOSS, HOOD_TYPES, HOOD_TYPE_IDS, isHoodTypeId, type HoodTypeId } from '../hood/hood-types.ts';
import { DEFAULT_ELBOW_RD, ELBOW_LOSS_BY_RD, ENTRY_LOSS_BY_ANGLE, elbowLossVp, entryLossVp, readElbows, readFittings } from './fittings.ts';
import { readHoodCell, takeFromDesign } from './hood-link.ts';
import type { CellProblem, HoodDesignUse, HoodFilledColumn, PartialInput, SegmentInput, SystemInput } from './input.ts';
import { MAX_SEGMENTS, sheetRow, type CellSystems, type SegmentRow, type SheetColumn, type SheetTypedIn, type SystemSheet } from './sheet.ts';
import type { UnitSystem } from '../report/figure.ts';
import { FAN_ID, OUTLET_ID, buildTree, isReservedId, type TreeNode } from './tree.ts';
import {
  DUCT_DIAMETER_RANGE,
  DUCT_LENGTH_OR_ZERO_RANGE,
  DUCT_VELOCITY_RANGE,
  FLOW_RANGE,
  OPENING_AREA_RANGE,
  PRESSURE_OR_ZERO_RANGE,
} from '../report/ranges.ts';

/**
 * The sheet's columns that carry a measure, with the unit of a bare number
 * per unit system: flows in CFM or m³/h, a hood's temperature in °F or °C, diameters in in or mm (the standard
 * series' units), lengths in ft or m, velocities in ft/min or m/s, slot
 * areas in ft² or m², pressures in inH₂O or Pa.
 */
export const SHEET_MEASURES = {
  flow: { key: 'flow', label: 'Flow', quantity: 'airflow', units: { imperial: 'CFM', metric: 'm3/h' }, range: FLOW_RANGE },
  temperature: GAS_TEMPERATURE_MEASURE,
  min_velocity: { key: 'min_velocity', label: 'Minimum velocity', quantity: 'velocity', units: { imperial: 'ft/min', metric: 'm/s' }, range: DUCT_VELOCITY_RANGE },
  diameter: { key: 'diameter', label: 'Diameter', quantity: 'length', units: { imperial: 'in', metric: 'mm' }, range: DUCT_DIAMETER_RANGE },
  length: { key: 'length', label: 'Length', quantity: 'length', units: { imperial: 'ft', metric: 'm' }, range: DUCT_LENGTH_OR_ZERO_RANGE },
  slot_velocity: { key: 'slot_velocity', label: 'Slot velocity', quantity: 'velocity', units: { imperial: 'ft/min', metric: 'm/s' }, range: DUCT_VELOCITY_RANGE },
  slot_area: { key: 'slot_area', label: 'Slot area', quantity: 'area', units: { imperial: 'ft2', metric: 'm2' }, range: OPENING_AREA_RANGE },
  other_loss: { key: 'other_loss', label: 'Other loss', quantity: 'pressure', units: { imperial: 'inH2O', metric: 'Pa' }, range: PRESSURE_OR_ZERO_RANGE },
} as const satisfies Partial<Record<SheetColumn, MeasureSpec>>;

/** The fan outlet side (stack, outlet losses): inH₂O or Pa. */
export const OUTLET_PRESSURE_MEASURE: MeasureSpec = {
  key: 'outletPressure',
  label: 'Outlet pressure',
  quantity: 'pressure',
  units: { imperial: 'inH2O', metric: 'Pa' },
  range: PRESSURE_OR_ZERO_RANGE,
};

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The largest loss coefficient a cell takes, in VP: far above any hood,
 * slot, elbow or entry of the ACGIH tables (at most a few VP), and low
 * enough that every loss stays a number (a fixed loss belongs in other_loss).
 */
export const MAX_LOSS_COEFFICIENT = 100;
const LOSS_RANGE = { min: 0, max: MAX_LOSS_COEFFICIENT };
const ANGLE = /^(\d+\.?\d*|\.\d+)\s*(°|deg|degrees?)$/i;

type Cell<T> = { value: T } | { message: string };

/** A coefficient in velocity pressures (a bare number). */
function readCoefficient(text: string, label: string, range: { min: number; max?: number }): Cell<number> {
  if (!PLAIN_NUMBER.test(text)) return { message: `${label}: "${text}" is not a number (a coefficient in velocity pressures)` };
  const value = Number(text);
  if (value < range.min || (range.max !== undefined && value > range.max)) {
    const bounds = range.max === undefined ? `at least ${range.min}` : `from ${range.min} to ${range.max}`;
    return { message: `${label} must be ${bounds}, got ${text}` };
  }
  return { value };
}

/** `min_velocity`: a velocity (bare in `system`), or `transport <class>` (or the bare class id) from the ACGIH table in the sheet's units. */
function readMinVelocity(text: string, sheet: SystemSheet, system: UnitSystem): Cell<number> {
  const classId = text.replace(/^transport[\s:]*/i, '').trim().toLowerCase();
  if ((TRANSPORT_CLASS_IDS as readonly string[]).includes(classId)) {
    const minimum = transportMinimumVelocity(classId as TransportClassId, sheet.units);
    return minimum.status === 'success' ? { value: minimum.velocityMps } : { message: `Minimum velocity: ${minimum.message}` };
  }
  if (/^transport/i.test(text)) return { message: `Minimum velocity: "${text}" names no ACGIH class; classes: ${TRANSPORT_CLASS_IDS.join(', ')}` };
  return measure(SHEET_MEASURES.min_velocity, text, system);
}

/** A measure cell, its bare number in `system` (the unit system it was typed in). */
function measure(spec: MeasureSpec, text: string, system: UnitSystem): Cell<number> {
  const read = readMeasure(spec, text, system);
  return read.status === 'success' ? { value: read.valueSi } : { message: read.issue.message };
}

/** `entry_loss`: a coefficient in VP, or an entry angle (`30°`, `45deg`). */
function readEntryLoss(text: string): Cell<number> {
  const angle = ANGLE.exec(text);
  if (angle === null) return readCoefficient(text, 'Entry loss', LOSS_RANGE);
  const loss = entryLossVp(Number(angle[1]));
  const [first, last] = [ENTRY_LOSS_BY_ANGLE[0]![0], ENTRY_LOSS_BY_ANGLE[ENTRY_LOSS_BY_ANGLE.length - 1]![0]];
  return loss === undefined ? { message: `Entry loss: the ACGIH branch entry table covers ${first}° to ${last}°, got ${text}; give the loss in VP instead` } : { value: loss };
}

/** The slot of a slot hood: its area (given, or the design flow over the slot velocity) and Fs (blank: 1.78). */
function slotOf(values: Partial<Record<SheetColumn, number>>, isMain: boolean): { slot?: { areaM2: number; loss: number } } {
  const areaM2 = values.slot_area ?? (values.flow !== undefined && values.slot_velocity !== undefined ? values.flow / values.slot_velocity : undefined);
  if (isMain || areaM2 === undefined) return {};
  return { slot: { areaM2, loss: values.slot_loss ?? DEFAULT_SLOT_LOSS } };
}

/** What a row is in the tree: a hood (nothing flows into it), a main, or a segment of the fan's discharge side. */
type RowRole = 'hood' | 'main' | 'discharge';

/** How a message names a segment that is not a hood, and what its flow is. */
const NOT_A_HOOD = {
  main: { kind: 'a main', carries: 'it is a main (other segments flow into it), so it carries their sum' },
  discharge: { kind: 'on the fan\'s discharge side', carries: 'it is on the fan\'s discharge side (its run leads to the outlet), so it carries the fan\'s flow' },
} as const;

/** Where a row is, for its issues: its id, its row as shown, its position. */
interface RowPlace {
  readonly segment: string;
  readonly row: number;
  readonly index: number;
}

/** How messages name a row: `Segment A (row 3)`, or `Row 3` while it has no id. */
const rowName = ({ segment, row }: RowPlace) => (segment === '' ? `Row ${row}` : `Segment ${segment} (row ${row})`);

/** One issue of a row, naming the segment, the row and the column. */
function rowIssue(place: RowPlace, column: string, message: string): SystemIssue {
  return { ...(place.segment === '' ? {} : { segment: place.segment }), row: place.row, index: place.index, column, message };
}

/** A row's named cells: its hood type and its duct material, as read. */
interface NamedCells {
  hoodType?: HoodTypeId;
  material?: MaterialId;
}

/** `hood_type`: an id of the hood type table (any case). */
function readHoodType(text: string): Cell<HoodTypeId> {
  const id = text.toLowerCase();
  return isHoodTypeId(id) ? { value: id } : { message: `Hood type: "${text}" is not a hood type of the ACGIH table; types: ${HOOD_TYPE_IDS.join(', ')}` };
}

/** `material`: an id of the duct material table (any case); with the ACGIH friction equation, one ACGIH gives coefficients for. */
function readMaterial(text: string, sheet: SystemSheet): Cell<MaterialId> {
  const id = text.toLowerCase();
  if (!(MATERIAL_IDS as readonly string[]).includes(id)) return { message: `Material: "${text}" is not a duct material of the table; materials: ${MATERIAL_IDS.join(', ')}` };
  const material = id as MaterialId;
  if (sheet.friction === 'acgih' && acgihCoefficientsOf(material) === undefined) {
    return { message: `Material: the ACGIH friction equation gives no coefficients for ${DUCT_MATERIALS[material].label.toLowerCase()}; use friction colebrook (its roughness) or another material` };
  }
  return { value: material };
}

/** Reads a row's named cells (`hood_type`, `material`); every one that cannot be read adds one issue. */
function readNamedCells(row: SegmentRow, place: RowPlace, sheet: SystemSheet, issues: SystemIssue[]): NamedCells {
  const named: NamedCells = {};
  const hoodType = row.hood_type?.trim() ?? '';
  if (hoodType !== '') {
    const read = readHoodType(hoodType);
    if ('value' in read) named.hoodType = read.value;
    else issues.push(rowIssue(place, 'hood_type', `${rowName(place)}, hood_type: ${read.message}`));
  }
  const material = row.material?.trim() ?? '';
  if (material !== '') {
    const read = readMaterial(material, sheet);
    if ('value' in read) named.material = read.value;
    else issues.push(rowIssue(place, 'material', `${rowName(place)}, material: ${read.message}`));
  }
  return named;
}

/** Reads a row's cells into SI (each bare number in the system it was typed in); every cell that cannot be read adds one issue. */
function readCells(row: SegmentRow, place: RowPlace, sheet: SystemSheet, typedIn: CellSystems, issues: SystemIssue[]): Partial<Record<SheetColumn, number>> {
  const values: Partial<Record<SheetColumn, number>> = {};
  const systemOf = (column: SheetColumn) => typedIn[column] ?? sheet.units;
  const cell = (column: SheetColumn, read: (text: string) => Cell<number>) => {
    const text = row[column]?.trim() ?? '';
    if (text === '') return;
    const result = read(text);
    if ('value' in result) values[column] = result.value;
    else issues.push(rowIssue(place, column, `${rowName(place)}, ${column}: ${result.message}`));
  };
  cell('flow', (text) => measure(SHEET_MEASURES.flow, text, systemOf('flow')));
  cell('temperature', (text) => measure(SHEET_MEASURES.temperature, text, systemOf('temperature')));
  cell('min_velocity', (text) => readMinVelocity(text, sheet, systemOf('min_velocity')));
  cell('diameter', (text) => measure(SHEET_MEASURES.diameter, text, systemOf('diameter')));
  cell('length', (text) => measure(SHEET_MEASURES.length, text, systemOf('length')));
  cell('hood_entry_loss', (text) => readCoefficient(text, 'Hood entry loss Fh', LOSS_RANGE));
  cell('slot_loss', (text) => readCoefficient(text, 'Slot loss Fs', LOSS_RANGE));
  cell('slot_velocity', (text) => measure(SHEET_MEASURES.slot_velocity, text, systemOf('slot_velocity')));
  cell('slot_area', (text) => measure(SHEET_MEASURES.slot_area, text, systemOf('slot_area')));
  cell('elbows', readElbows);
  cell('elbow_loss', (text) => readCoefficient(text, 'Elbow loss', LOSS_RANGE));
  const [rdMin, rdMax] = [ELBOW_LOSS_BY_RD[0]![0], ELBOW_LOSS_BY_RD[ELBOW_LOSS_BY_RD.length - 1]![0]];
  cell('elbow_rd', (text) => readCoefficient(text, 'Elbow R/D', { min: rdMin, max: rdMax }));
  cell('entry_loss', readEntryLoss);
  cell('fittings', readFittings);
  cell('other_loss', (text) => measure(SHEET_MEASURES.other_loss, text, systemOf('other_loss')));
  return values;
}

/**
 * The checks that depend on the row's place in the tree: a hood needs a
 * flow and an entry loss (a hood type or Fh), a main or a discharge segment
 * has none and no hood columns; a slot has its velocity or its area, not
 * both, and a slot hood type needs one; a size or a minimum velocity.
 */
function checkRole(row: SegmentRow, place: RowPlace, values: Partial<Record<SheetColumn, number>>, named: NamedCells, role: RowRole, unread: { flow: boolean; hood: boolean }, issues: SystemIssue[]): void {
  const problem = (column: SheetColumn, message: string) => issues.push(rowIssue(place, column, `${rowName(place)}: ${message}`));
  // A cell its hood design filled counts as given.
  const given = (column: SheetColumn) => (row[column]?.trim() ?? '') !== '' || values[column] !== undefined;
  const isMain = role !== 'hood';
  const notHood = role === 'hood' ? undefined : NOT_A_HOOD[role];
  if (notHood !== undefined && values.flow !== undefined) {
    problem('flow', `${notHood.carries}; leave its flow blank, got ${row.flow?.trim()}`);
  }
  if (notHood !== undefined && (row.hood?.trim() ?? '') !== '') {
    problem('hood', `a hood design is for hoods, and this segment is ${notHood.kind}; got ${row.hood!.trim()}`);
  }
  if (!isMain && values.flow === undefined && !unread.flow && !unread.hood) {
    problem('flow', 'it is a hood (nothing flows into it) and needs its design flow');
  }
  if (notHood !== undefined && values.hood_entry_loss !== undefined) {
    problem('hood_entry_loss', `a hood entry loss is for hoods, and this segment is ${notHood.kind}; got ${row.hood_entry_loss?.trim()}`);
  }
  const hoodType = row.hood_type?.trim() ?? '';
  if (notHood !== undefined && hoodType !== '') {
    problem('hood_type', `a hood type is for hoods, and this segment is ${notHood.kind}; got ${hoodType}`);
  }
  if (!isMain && named.hoodType === 'slot-plenum-tapered' && !given('slot_velocity') && !given('slot_area')) {
    problem('slot_velocity', 'hood type slot-plenum-tapered is a slot hood: give its slot velocity or slot area (for the slot loss Fs·VPs)');
  }
  if (!isMain && !unread.hood && hoodType === '' && !given('hood_entry_loss')) {
    problem('hood_type', 'it is a hood and needs its entry loss: give hood_type (e.g. flanged-duct-end, Fh 0.49) or hood_entry_loss (Fh in VP); a blank Fh is not taken as 0');
  }
  if (notHood !== undefined && values.temperature !== undefined) {
    problem('temperature', `a temperature is a hood's, and this segment is ${notHood.kind}: it carries the mixture of the streams that reach it; leave it blank, got ${row.temperature?.trim()}`);
  }
  const slotGiven = (['slot_loss', 'slot_velocity', 'slot_area'] as const).filter((column) => (row[column]?.trim() ?? '') !== '');
  if (notHood !== undefined && slotGiven.length > 0) {
    problem(slotGiven[0]!, `a slot is part of a hood, and this segment is ${notHood.kind}; got ${slotGiven[0]} ${row[slotGiven[0]!]!.trim()}`);
  }
  if (!isMain && values.slot_velocity !== undefined && values.slot_area !== undefined) {
    problem('slot_area', `give the slot velocity or the slot area, not both (got ${row.slot_velocity!.trim()} and ${row.slot_area!.trim()})`);
  }
  if (!isMain && values.slot_loss !== undefined && !given('slot_velocity') && !given('slot_area')) {
    problem('slot_velocity', `a slot loss Fs ${row.slot_loss!.trim()} needs the slot velocity or the slot area`);
  }
}

/** The segment in SI from its read cells. */
function segmentInput(row: SegmentRow, place: RowPlace, values: Partial<Record<SheetColumn, number>>, named: NamedCells, isMain: boolean, hoodDesign: HoodDesignUse | undefined): SegmentInput {
  const hoodType = isMain ? undefined : named.hoodType;
  return {
    segment: place.segment,
    to: row.to?.trim() ?? '',
    row: place.row,
    flowM3s: isMain ? undefined : values.flow,
    minVelocityMps: values.min_velocity,
    diameterM: values.diameter,
    lengthM: values.length ?? 0,
    material: named.material ?? 'galvanized',
    // A given Fh wins over the hood type's.
    hoodEntryLoss: isMain ? 0 : (values.hood_entry_loss ?? (hoodType === undefined ? 0 : HOOD_TYPES[hoodType].entryLoss)),
    ...(hoodType === undefined ? {} : { hoodType }),
    ...slotOf(values, isMain),
    elbows: values.elbows ?? 0,
    elbowLoss: values.elbow_loss ?? elbowLossVp(values.elbow_rd ?? DEFAULT_ELBOW_RD)!,
    entryLoss: values.entry_loss ?? 0,
    fittingsLoss: values.fittings ?? 0,
    otherLossPa: values.other_loss ?? 0,
    ...(isMain || values.temperature === undefined ? {} : { temperatureK: values.temperature }),
    ...(isMain || hoodDesign === undefined ? {} : { hoodDesign }),
  };
}

/** The columns a hood design fills, as the row's cells read them (`hood_type` as its Fh). */
const FILLED_COLUMNS: readonly HoodFilledColumn[] = ['flow', 'temperature', 'min_velocity', 'hood_type', 'hood_entry_loss', 'slot_loss', 'slot_velocity', 'slot_area'];

/**
 * A hood's `hood` cell: its design read (see `readHoodCell`), and what the
 * row takes from it put in its blank cells (`values`, `named`); a cell
 * given stays, and is listed where it differs. A design that cannot be used
 * adds one issue naming the row, the column and the design's problem.
 */
function readHoodColumn(row: SegmentRow, place: RowPlace, sheet: SystemSheet, values: Partial<Record<SheetColumn, number>>, named: NamedCells, issues: SystemIssue[]): HoodDesignUse | undefined {
  const text = row.hood?.trim() ?? '';
  if (text === '') return undefined;
  const read = readHoodCell(text, sheet.units);
  if (read.status === 'error') {
    issues.push(rowIssue(place, 'hood', `${rowName(place)}, hood: the hood design cannot be used: ${read.message}`));
    return undefined;
  }
  const given = Object.fromEntries(
    FILLED_COLUMNS.flatMap((column) => {
      const value = column === 'hood_type' ? (named.hoodType === undefined ? undefined : HOOD_TYPES[named.hoodType].entryLoss) : values[column];
      return value === undefined ? [] : [[column, value]];
    }),
  );
  const taken = takeFromDesign(read.data, given, (column) => (row[column]?.trim() ?? '') !== '');
  Object.assign(values, taken.values);
  if (taken.hoodType !== undefined) named.hoodType = taken.hoodType;
  return { cells: read.data, overrides: taken.overrides };
}

/**
 * Reads a system sheet.
 *
 * @param sheet The sheet as typed (a `to` of `outlet` ends the fan's
 *   discharge side, whose segments carry the fan's flow): bare numbers in `sheet.units` (imperial:
 *   CFM, ft/min, in, ft, inH₂O; metric: m³/h, m/s, mm, m, Pa), a number may
 *   carry its unit (`1200 m3/h`, `6in`); `min_velocity` may be
 *   `transport <ACGIH class>`; `entry_loss` may be an angle (`30°`); a
 *   blank elbow loss comes from `elbow_rd` (default R/D 2); `elbows` is a
 *   number of 90° elbows or a list by angle (`2x90, 1x45`, see
 *   `readElbows`); `material` names a duct material (blank: galvanized);
 *   a hood gives `hood_type` or `hood_entry_loss` (the latter wins); a slot hood
 *   gives `slot_velocity` or `slot_area` (and `slot_loss` Fs, blank 1.78);
 *   `fittings` lists named fittings (`readFittings`); a hood's
 *   `temperature` (°F or °C) is its own gas's, and `conditions` (see
 *   `readConditions`) are the whole system's; none given is standard air.
 *   A hood's `hood` cell names its hood design by its link (see
 *   `readHoodCell`): the design fills the hood's blank flow, temperature,
 *   min_velocity, Fh (with its take-off as the hood type) and slot cells;
 *   a cell given wins (`hoodDesignWarnings` names each one that differs).
 * @param options `rows`: the row of each segment in its file, as a
 *   spreadsheet shows it (a CSV with blank lines); by default segment i is
 *   on row i + 2, below the header (see `sheetRow`). `typedIn`: the unit
 *   system of each cell typed in another system than `sheet.units` (a page
 *   after a unit switch); its bare number is read in that system, and a
 *   message states the range in it. ACGIH transport classes and the
 *   standard series stay the sheet's.
 * @returns `success` with the system in SI (see `SystemInput`), or `error`
 *   with every problem, each once and one line naming the segment (or
 *   row), the column and the value: more than `MAX_SEGMENTS` rows, a blank id or `to`, an id that is
 *   reserved (`fan`, `outlet`, any case), a repeated id, a `to` that names
 *   no segment, a cycle, no fan or two fans, two discharge runs or a join
 *   on one, a value that cannot be read or is out of its range; once the
 *   tree holds, a hood without a flow, a hood with neither a hood type nor
 *   an Fh, a main or a discharge segment with
 *   one (or with a slot, a hood type or an Fh), a slot with both its velocity and its area, or an
 *   Fs without either, a main or a discharge segment with a temperature
 *   (it carries the mixture), a segment with neither a size nor a minimum
 *   velocity; a hood design that cannot be used (one line with its
 *   problem), or one on a main or a discharge segment; a condition that cannot be used (its key as the column, no
 *   row: it holds back every segment). When the tree holds and only cells cannot be used, `partial`
 *   also gives the rows as far as they read and each cell behind a problem
 *   (for `designSystemPartly`). Never throws; linear in the rows.
 *
 * Source: the columns of the ACGIH calculation sheet (Industrial
 * Ventilation, ch. 9); the fitting tables in fittings.ts.
 */
export function readSystem(
  sheet: SystemSheet,
  options: { rows?: readonly number[]; typedIn?: SheetTypedIn } = {},
): { status: 'success'; data: SystemInput } | { status: 'error'; issues: SystemIssue[]; partial?: PartialInput } {
  if (sheet.segments.length === 0) return { status: 'error', issues: [{ message: 'The sheet has no segments; give at least one hood that flows to the fan' }] };
  if (sheet.segments.length > MAX_SEGMENTS) {
    return { status: 'error', issues: [{ message: `The sheet has ${formatNumber(sheet.segments.length, 'result', { decimals: 0 })} segments; a sheet holds at most ${formatNumber(MAX_SEGMENTS, 'result', { decimals: 0 })} (split the plant into its systems, one fan each)` }] };
  }
  const issues: SystemIssue[] = [];
  const places: RowPlace[] = sheet.segments.map((row, index) => ({ segment: row.segment?.trim() ?? '', row: options.rows?.[index] ?? sheetRow(index), index }));
  const nodes: TreeNode[] = [];
  sheet.segments.forEach((row, index) => {
    const place = places[index]!;
    const to = row.to?.trim() ?? '';
    if (place.segment === '') issues.push(rowIssue(place, 'segment', `Row ${place.row} has no segment id`));
    else if (isReservedId(place.segment)) {
      issues.push(rowIssue(place, 'segment', `Row ${place.row}: "${place.segment}" cannot be a segment id: ${FAN_ID} and ${OUTLET_ID} name the ends of the system (a segment flows to ${FAN_ID}, the last of the discharge side to ${OUTLET_ID}); give the segment another id`));
    } else nodes.push({ segment: place.segment, to, row: place.row, index });
    if (place.segment !== '' && to === '') issues.push(rowIssue(place, 'to', `${rowName(place)} has no to: give the segment it flows into, or fan`));
  });
  const tree = buildTree(nodes, { rowsLeftOut: nodes.length < sheet.segments.length });
  if (tree.status === 'error') issues.push(...tree.issues);
  // With every row a node, the tree's positions are the sheet's.
  const treeHolds = issues.length === 0 && tree.status === 'success';
  const discharge = new Set(treeHolds ? tree.data.discharge : []);
  const roleOf = (index: number): RowRole => (discharge.has(index) ? 'discharge' : treeHolds && tree.data.inflows[index]!.length > 0 ? 'main' : 'hood');
  const segments = sheet.segments.map((row, index) => {
    const place = places[index]!;
    const before = issues.length;
    const values = readCells(row, place, sheet, options.typedIn?.segments?.[index] ?? {}, issues);
    const named = readNamedCells(row, place, sheet, issues);
    const role = roleOf(index);
    const hoodDesign = role === 'hood' ? readHoodColumn(row, place, sheet, values, named, issues) : undefined;
    const unread = (column: SheetColumn) => issues.slice(before).some((issue) => issue.column === column);
    // A hood design that cannot be used stands for the cells it would fill: they are not reported as well.
    const unusableDesign = unread('hood');
    if (treeHolds) checkRole(row, place, values, named, role, { flow: unread('flow'), hood: unusableDesign }, issues);
    if (values.diameter === undefined && values.min_velocity === undefined && (row.diameter?.trim() ?? '') === '' && (row.min_velocity?.trim() ?? '') === '' && !unusableDesign) {
      issues.push(rowIssue(place, 'diameter', `${rowName(place)}: give a diameter, or a min_velocity to size it from the standard series`));
    }
    return segmentInput(row, place, values, named, role !== 'hood', hoodDesign);
  });
  let outletPressurePa = 0;
  if (sheet.outletPressure.trim() !== '') {
    const outlet = measure(OUTLET_PRESSURE_MEASURE, sheet.outletPressure.trim(), options.typedIn?.outletPressure ?? sheet.units);
    if ('value' in outlet) outletPressurePa = outlet.value;
    else issues.push({ column: 'outletPressure', message: outlet.message });
  }
  const conditions = readConditions(sheet.conditions ?? {}, sheet.units, options.typedIn?.conditions);
  // A condition reaches every segment's density, so it names no cell: nothing is designed without it.
  if (conditions.status === 'error') issues.push(...conditions.issues.map(({ key, message }) => ({ column: key, message })));
  const data: SystemInput = {
    units: sheet.units,
    friction: sheet.friction,
    ...(conditions.status === 'success' && Object.keys(conditions.data).length > 0 ? { conditions: conditions.data } : {}),
    outletPressurePa,
    segments,
  };
  if (issues.length === 0) return { status: 'success', data };
  const problems = treeHolds ? cellProblems(sheet, issues) : undefined;
  return { status: 'error', issues, ...(problems === undefined ? {} : { partial: { input: data, problems } }) };
}

/**
 * The cells behind a sheet's problems, each once, once the tree holds: each
 * such problem names its row and column, or the outlet pressure;
 * `undefined` should one name neither (then nothing is designed).
 */
function cellProblems(sheet: SystemSheet, issues: readonly SystemIssue[]): CellProblem[] | undefined {
  const seen = new Set<string>();
  const problems: CellProblem[] = [];
  for (const { index, column } of issues) {
    if (column === undefined || (index === undefined) !== (column === 'outletPressure')) return undefined;
    const key = `${index ?? ''}:${column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = index === undefined ? sheet.outletPressure : sheet.segments[index]?.[column as SheetColumn];
    problems.push({ ...(index === undefined ? {} : { index }), column, blank: (text?.trim() ?? '') === '' });
  }
  return problems;
}
