/**
 * A designed hood added to the system kept on the device: a hood row with
 * its flow, entry loss, minimum velocity, temperature and slot as the hood
 * design gives them (the very figures a `hood` cell fills a blank row with),
 * and its `hood` link back to the design. Pure: the page's store writes it.
 */
import { BAROMETRIC_PRESSURE_MEASURE } from '../../core/air/condition-measures.ts';
import { volumePercentFromHumidityRatio } from '../../core/air/gas-conditions.ts';
import type { ConditionTexts } from '../../core/exhaust-system/conditions.ts';
import type { HoodDesignCells } from '../../core/exhaust-system/input.ts';
import type { MeasureSpec } from '../../core/report/measure.ts';
import { SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import type { SegmentRow, SheetColumn, SystemSheet } from '../../core/exhaust-system/sheet.ts';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { FAN } from './edit.ts';

/** What adding a hood did: the sheet to store, the new row's id and the segment it flows into (blank: for the user to choose). */
export interface HoodRowAdded {
  readonly sheet: SystemSheet;
  readonly segment: string;
  readonly to: string;
}

const trimmedId = (text: string | undefined) => (text ?? '').trim().toLowerCase();

/** The first of `hood-1`, `hood-2`, … that no segment of the sheet uses (any case). */
function hoodId(segments: readonly SegmentRow[]): string {
  const used = new Set(segments.map((row) => trimmedId(row.segment)));
  let n = 1;
  while (used.has(`hood-${n}`)) n += 1;
  return `hood-${n}`;
}

/**
 * Where a new hood joins: the main that flows into the fan (the first such
 * row that something flows into), so that the system stays whole and is
 * designed at once with the hood's flow at the fan; `fan` in a sheet with
 * no segment; blank otherwise (a single hood into the fan: joining it would
 * make it a main, so the user chooses).
 */
function joinOf(segments: readonly SegmentRow[]): string {
  if (segments.length === 0) return FAN;
  const targets = new Set(segments.map((row) => trimmedId(row.to)));
  const main = segments.find((row) => trimmedId(row.to) === FAN && trimmedId(row.segment) !== '' && targets.has(trimmedId(row.segment)));
  return main?.segment?.trim() ?? '';
}

/** A measure as a sheet's text: a bare number in the sheet's units, to a field's 4 decimals. */
function measureText(spec: MeasureSpec, valueSi: number, units: UnitSystem): string {
  return formatNumber(unitFromSi(unitById(spec.units[units]), valueSi), 'field');
}

/**
 * A new system's gas conditions from its first hood's design: its
 * barometric pressure (given, or its altitude's) and its moisture, so that
 * the system starts at the design's gas; its temperature is the hood's own.
 */
function designConditions(cells: HoodDesignCells, units: UnitSystem): ConditionTexts | undefined {
  const { pressurePa, moisture } = cells.gas;
  const conditions: Partial<Record<keyof ConditionTexts, string>> = {};
  if (pressurePa !== undefined) conditions.barometricPressure = measureText(BAROMETRIC_PRESSURE_MEASURE, pressurePa, units);
  if (moisture !== undefined) conditions.moisture = formatNumber('volumePercent' in moisture ? moisture.volumePercent : volumePercentFromHumidityRatio(moisture.humidityRatio), 'field');
  return Object.keys(conditions).length > 0 ? conditions : undefined;
}

/**
 * The hood row of a design, in a sheet's units.
 *
 * @param cells The design's figures (`hoodDesignCells`), its `path` the design's link.
 * @param segment The row's id.
 * @param to The segment it joins (blank: not chosen).
 * @param units The sheet's units, for bare numbers.
 * @returns `segment`, `to`, `hood`, `flow`, and, as the design has them,
 *   `temperature`, `min_velocity`, `hood_type` (its take-off, whose Fh it
 *   uses) or `hood_entry_loss`, `slot_velocity` and `slot_loss`.
 */
export function hoodRow(cells: HoodDesignCells, segment: string, to: string, units: UnitSystem): SegmentRow {
  const row: Partial<Record<SheetColumn, string>> = { segment, ...(to === '' ? {} : { to }), hood: cells.path, flow: measureText(SHEET_MEASURES.flow, cells.flowM3s, units) };
  if (cells.temperatureK !== undefined) row.temperature = measureText(SHEET_MEASURES.temperature, cells.temperatureK, units);
  if (cells.minVelocityMps !== undefined) row.min_velocity = measureText(SHEET_MEASURES.min_velocity, cells.minVelocityMps, units);
  if (cells.hoodType !== undefined) row.hood_type = cells.hoodType;
  else row.hood_entry_loss = formatNumber(cells.entryLoss, 'field');
  if (cells.slot !== undefined) {
    row.slot_velocity = measureText(SHEET_MEASURES.slot_velocity, cells.slot.velocityMps, units);
    row.slot_loss = formatNumber(cells.slot.loss, 'field');
  }
  return row;
}

/**
 * Adds a designed hood to a stored system, or starts one with it.
 *
 * @param stored The system kept on the device, or `undefined` when none is.
 * @param cells The design's figures and link.
 * @param system The design's unit system: a new sheet's units (and its
 *   gas conditions the design's barometric pressure and moisture).
 * @returns The sheet with the hood as its last row (see `hoodRow`), every
 *   other row as it was; the row's id (the first free `hood-n`) and its
 *   `to`: the main that flows into the fan, `fan` in a new system, blank
 *   when the only segment into the fan is a hood (the user chooses).
 */
export function withHoodRow(stored: SystemSheet | undefined, cells: HoodDesignCells, system: UnitSystem): HoodRowAdded {
  const conditions = stored === undefined ? designConditions(cells, system) : undefined;
  const sheet: SystemSheet = stored ?? { version: 1, units: system, friction: 'acgih', outletPressure: '', ...(conditions === undefined ? {} : { conditions }), segments: [] };
  const segment = hoodId(sheet.segments);
  const to = joinOf(sheet.segments);
  return { sheet: { ...sheet, segments: [...sheet.segments, hoodRow(cells, segment, to, sheet.units)] }, segment, to };
}
