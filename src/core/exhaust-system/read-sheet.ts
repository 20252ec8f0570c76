/**
 * Reads a system sheet (texts as typed) into a validated `SystemInput` in SI:
 * each cell with the sheet's unit system (a number may carry its own unit),
 * the tree checked, every problem reported as one line naming the segment,
 * the column and the value.
 */
import { TRANSPORT_CLASS_IDS, type TransportClassId } from '../duct/transport-velocity.ts';
import { transportMinimumVelocity } from '../duct-size/size.ts';
import { readMeasure, type MeasureSpec } from '../report/measure.ts';
import type { SystemIssue } from './design.ts';
import { DEFAULT_ELBOW_RD, DEFAULT_SLOT_LOSS, ELBOW_LOSS_BY_RD, ENTRY_LOSS_BY_ANGLE, elbowLossVp, entryLossVp } from './fittings.ts';
import type { SegmentInput, SystemInput } from './input.ts';
import type { SegmentRow, SheetColumn, SystemSheet } from './sheet.ts';
import { buildTree } from './tree.ts';
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
 * per unit system: flows in CFM or m³/h, diameters in in or mm (the standard
 * series' units), lengths in ft or m, velocities in ft/min or m/s, slot
 * areas in ft² or m², pressures in inH₂O or Pa.
 */
export const SHEET_MEASURES = {
  flow: { key: 'flow', label: 'Flow', quantity: 'airflow', units: { imperial: 'CFM', metric: 'm3/h' }, range: FLOW_RANGE },
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
const ANGLE = /^(\d+\.?\d*|\.\d+)\s*(°|deg|degrees?)$/i;

type Cell<T> = { value: T } | { message: string };

/** A coefficient in velocity pressures (a bare number). */
function readCoefficient(text: string, label: string, range: { min: number; max?: number }): Cell<number> {
  if (!PLAIN_NUMBER.test(text)) return { message: `${label}: "${text}" is not a number (a coefficient in velocity pressures)` };
  const value = Number(text);
  if (value < range.min || (range.max !== undefined && value > range.max)) {
    const bounds = range.max === undefined ? `at least ${range.min}` : `between ${range.min} and ${range.max}`;
    return { message: `${label} must be ${bounds}, got ${text}` };
  }
  return { value };
}

/** `min_velocity`: a velocity, or `transport <class>` (or the bare class id) from the ACGIH table. */
function readMinVelocity(text: string, sheet: SystemSheet): Cell<number> {
  const classId = text.replace(/^transport[\s:]*/i, '').trim().toLowerCase();
  if ((TRANSPORT_CLASS_IDS as readonly string[]).includes(classId)) {
    const minimum = transportMinimumVelocity(classId as TransportClassId, sheet.units);
    return minimum.status === 'success' ? { value: minimum.velocityMps } : { message: `Minimum velocity: ${minimum.message}` };
  }
  if (/^transport/i.test(text)) return { message: `Minimum velocity: "${text}" names no ACGIH class; classes: ${TRANSPORT_CLASS_IDS.join(', ')}` };
  return measure(SHEET_MEASURES.min_velocity, text, sheet);
}

function measure(spec: MeasureSpec, text: string, sheet: SystemSheet): Cell<number> {
  const read = readMeasure(spec, text, sheet.units);
  return read.status === 'success' ? { value: read.valueSi } : { message: read.issue.message };
}

/** `entry_loss`: a coefficient in VP, or an entry angle (`30°`, `45deg`). */
function readEntryLoss(text: string): Cell<number> {
  const angle = ANGLE.exec(text);
  if (angle === null) return readCoefficient(text, 'Entry loss', { min: 0 });
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

/** Reads one row; the tree is checked afterwards. */
/** What a row is in the tree: a hood (nothing flows into it), a main, or a segment of the fan's discharge side. */
type RowRole = 'hood' | 'main' | 'discharge';

/** How a message names a segment that is not a hood, and what its flow is. */
const NOT_A_HOOD = {
  main: { kind: 'a main', carries: 'it is a main (other segments flow into it), so it carries their sum' },
  discharge: { kind: 'on the fan\'s discharge side', carries: 'it is on the fan\'s discharge side (its run leads to the outlet), so it carries the fan\'s flow' },
} as const;

function readRow(row: SegmentRow, rowNumber: number, sheet: SystemSheet, role: RowRole, issues: SystemIssue[]): SegmentInput {
  const isMain = role !== 'hood';
  const segment = row.segment?.trim() ?? '';
  const name = `Segment ${segment} (row ${rowNumber})`;
  const values: Partial<Record<SheetColumn, number>> = {};
  const cell = (column: SheetColumn, read: (text: string) => Cell<number>) => {
    const text = row[column]?.trim() ?? '';
    if (text === '') return;
    const result = read(text);
    if ('value' in result) values[column] = result.value;
    else issues.push({ segment, row: rowNumber, column, message: `${name}, ${column}: ${result.message}` });
  };
  cell('flow', (text) => measure(SHEET_MEASURES.flow, text, sheet));
  cell('min_velocity', (text) => readMinVelocity(text, sheet));
  cell('diameter', (text) => measure(SHEET_MEASURES.diameter, text, sheet));
  cell('length', (text) => measure(SHEET_MEASURES.length, text, sheet));
  cell('hood_entry_loss', (text) => readCoefficient(text, 'Hood entry loss Fh', { min: 0 }));
  cell('slot_loss', (text) => readCoefficient(text, 'Slot loss Fs', { min: 0 }));
  cell('slot_velocity', (text) => measure(SHEET_MEASURES.slot_velocity, text, sheet));
  cell('slot_area', (text) => measure(SHEET_MEASURES.slot_area, text, sheet));
  cell('elbows', (text) =>
    /^\d+$/.test(text) ? { value: Number(text) } : { message: `Elbows must be a whole number of 90° elbows (0 or more), got ${text}` },
  );
  cell('elbow_loss', (text) => readCoefficient(text, 'Elbow loss', { min: 0 }));
  const [rdMin, rdMax] = [ELBOW_LOSS_BY_RD[0]![0], ELBOW_LOSS_BY_RD[ELBOW_LOSS_BY_RD.length - 1]![0]];
  cell('elbow_rd', (text) => readCoefficient(text, 'Elbow R/D', { min: rdMin, max: rdMax }));
  cell('entry_loss', readEntryLoss);
  cell('other_loss', (text) => measure(SHEET_MEASURES.other_loss, text, sheet));

  const problem = (column: SheetColumn, message: string) => issues.push({ segment, row: rowNumber, column, message: `${name}: ${message}` });
  const notHood = role === 'hood' ? undefined : NOT_A_HOOD[role];
  if (notHood !== undefined && values.flow !== undefined) {
    problem('flow', `${notHood.carries}; leave its flow blank, got ${row.flow?.trim()}`);
  }
  if (!isMain && values.flow === undefined && !issues.some((issue) => issue.row === rowNumber && issue.column === 'flow')) {
    problem('flow', 'it is a hood (nothing flows into it) and needs its design flow');
  }
  if (notHood !== undefined && values.hood_entry_loss !== undefined) {
    problem('hood_entry_loss', `a hood entry loss is for hoods, and this segment is ${notHood.kind}; got ${row.hood_entry_loss?.trim()}`);
  }
  const slotGiven = (['slot_loss', 'slot_velocity', 'slot_area'] as const).filter((column) => (row[column]?.trim() ?? '') !== '');
  if (notHood !== undefined && slotGiven.length > 0) {
    problem(slotGiven[0]!, `a slot is part of a hood, and this segment is ${notHood.kind}; got ${slotGiven[0]} ${row[slotGiven[0]!]!.trim()}`);
  }
  if (!isMain && values.slot_velocity !== undefined && values.slot_area !== undefined) {
    problem('slot_area', `give the slot velocity or the slot area, not both (got ${row.slot_velocity!.trim()} and ${row.slot_area!.trim()})`);
  }
  if (!isMain && values.slot_loss !== undefined && (row.slot_velocity?.trim() ?? '') === '' && (row.slot_area?.trim() ?? '') === '') {
    problem('slot_velocity', `a slot loss Fs ${row.slot_loss!.trim()} needs the slot velocity or the slot area`);
  }
  if (values.diameter === undefined && values.min_velocity === undefined && (row.diameter?.trim() ?? '') === '' && (row.min_velocity?.trim() ?? '') === '') {
    problem('diameter', 'give a diameter, or a min_velocity to size it from the standard series');
  }
  return {
    segment,
    to: row.to?.trim() ?? '',
    row: rowNumber,
    flowM3s: isMain ? undefined : values.flow,
    minVelocityMps: values.min_velocity,
    diameterM: values.diameter,
    lengthM: values.length ?? 0,
    hoodEntryLoss: values.hood_entry_loss ?? 0,
    ...slotOf(values, isMain),
    elbows: values.elbows ?? 0,
    elbowLoss: values.elbow_loss ?? elbowLossVp(values.elbow_rd ?? DEFAULT_ELBOW_RD)!,
    entryLoss: values.entry_loss ?? 0,
    otherLossPa: values.other_loss ?? 0,
  };
}

/**
 * Reads a system sheet.
 *
 * @param sheet The sheet as typed (a `to` of `outlet` ends the fan's
 *   discharge side, whose segments carry the fan's flow): bare numbers in `sheet.units` (imperial:
 *   CFM, ft/min, in, ft, inH₂O; metric: m³/h, m/s, mm, m, Pa), a number may
 *   carry its unit (`1200 m3/h`, `6in`); `min_velocity` may be
 *   `transport <ACGIH class>`; `entry_loss` may be an angle (`30°`); a
 *   blank elbow loss comes from `elbow_rd` (default R/D 2); a slot hood
 *   gives `slot_velocity` or `slot_area` (and `slot_loss` Fs, blank 1.78).
 * @returns `success` with the system in SI (see `SystemInput`), or `error`
 *   with every problem, each one line naming the segment (or row), the
 *   column and the value: a blank id or `to`, a repeated id, a `to` that
 *   names no segment, a cycle, no fan or two fans, two discharge runs or a
 *   join on one, a hood without a flow, a main or a discharge segment with
 *   one (or with a slot), a slot with both its velocity and its
 *   area, or an Fs without either, a value that cannot be read. Never throws.
 *
 * Source: the columns of the ACGIH calculation sheet (Industrial
 * Ventilation, ch. 9); the fitting tables in fittings.ts.
 */
export function readSystem(sheet: SystemSheet): { status: 'success'; data: SystemInput } | { status: 'error'; issues: SystemIssue[] } {
  const issues: SystemIssue[] = [];
  if (sheet.segments.length === 0) return { status: 'error', issues: [{ message: 'The sheet has no segments; give at least one hood that flows to the fan' }] };
  sheet.segments.forEach((row, index) => {
    const segment = row.segment?.trim() ?? '';
    if (segment === '') issues.push({ row: index + 1, column: 'segment', message: `Row ${index + 1} has no segment id` });
    else if ((row.to?.trim() ?? '') === '') issues.push({ segment, row: index + 1, column: 'to', message: `Segment ${segment} (row ${index + 1}) has no to: give the segment it flows into, or fan` });
  });
  if (issues.length > 0) return { status: 'error', issues };
  const nodes = sheet.segments.map((row, index) => ({ segment: row.segment!.trim(), to: row.to!.trim(), row: index + 1 }));
  const tree = buildTree(nodes);
  if (tree.status === 'error') return tree;
  const discharge = new Set(tree.data.discharge);
  const roleOf = (index: number): RowRole => (discharge.has(index) ? 'discharge' : tree.data.inflows[index]!.length > 0 ? 'main' : 'hood');
  const segments = sheet.segments.map((row, index) => readRow(row, index + 1, sheet, roleOf(index), issues));
  let outletPressurePa = 0;
  if (sheet.outletPressure.trim() !== '') {
    const outlet = measure(OUTLET_PRESSURE_MEASURE, sheet.outletPressure.trim(), sheet);
    if ('value' in outlet) outletPressurePa = outlet.value;
    else issues.push({ column: 'outletPressure', message: outlet.message });
  }
  if (issues.length > 0) return { status: 'error', issues };
  return { status: 'success', data: { units: sheet.units, friction: sheet.friction, outletPressurePa, segments } };
}
