/**
 * A sheet row's `hood` cell: the hood design it names, by the hood design
 * page's link (`/hood-design?type=…&units=…`, the query alone, or a full
 * URL). The design gives the row the cells left blank (flow, temperature,
 * minimum velocity, entry loss, slot); a cell given wins, and the design
 * says where it differs. The exhausted gas is the system's: the design's
 * flow is kept as the hood's actual flow (a capture flow is a volume at the
 * hood), and the system computes its losses again at its own gas.
 */
import { STANDARD_AIR, gasConditions, type GasConditionsInput } from '../air/gas-conditions.ts';
import { formatNumber } from '../format/number.ts';
import type { HoodDesign } from '../hood/design-input.ts';
import { HOOD_TYPES, type HoodTypeId } from '../hood/hood-types.ts';
import { hoodLinkPath, readHoodLink } from '../hood/link.ts';
import { readHoodDesign } from '../hood/read.ts';
import type { FigureUnit, UnitSystem } from '../report/figure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { DEFAULT_SLOT_LOSS } from '../hood/hood-types.ts';
import type { HoodDesignCells, HoodFilledColumn, HoodOverride, SystemInput } from './input.ts';
import { BAROMETRIC, FLOW, TEMPERATURE, VELOCITY, quantityText } from './report.ts';

/**
 * The figures of a design a sheet row takes.
 *
 * @param design A designed hood (`readHoodDesign`).
 * @param path Its link (`hoodLinkPath`), for the row's `hood` cell.
 * @param warnings What the row is to carry as the design's warnings.
 * @returns Q (actual at the design's gas), its gas and temperature (when
 *   given), the branch's minimum velocity (when it has one), Fh (with its
 *   take-off when the Fh is the take-off's) and a slot design's slot velocity and Fs.
 */
export function hoodDesignCells(design: HoodDesign, path: string, warnings: readonly ToolWarning[] = []): HoodDesignCells {
  const { input } = design;
  const hoodType = input.entryLoss.by === 'take-off' && HOOD_TYPES[input.entryLoss.takeOff].entryLoss === design.entryLoss ? input.entryLoss.takeOff : undefined;
  const minVelocityMps = design.branch?.minVelocityMps ?? input.branch.minVelocityMps;
  return {
    path,
    flowM3s: design.flowM3s,
    ...(input.gas.temperatureK === undefined ? {} : { temperatureK: input.gas.temperatureK }),
    ...(minVelocityMps === undefined ? {} : { minVelocityMps }),
    entryLoss: design.entryLoss,
    ...(hoodType === undefined ? {} : { hoodType }),
    ...(design.slotVelocityMps === undefined ? {} : { slot: { velocityMps: design.slotVelocityMps, loss: input.slotLoss ?? DEFAULT_SLOT_LOSS } }),
    gas: input.gas,
    warnings,
  };
}

/**
 * The link path of a `hood` cell, for a link back to its design.
 *
 * @param text The cell as typed.
 * @param units The sheet's unit system: the link's when it names none.
 * @returns `/hood-design?…&units=…` (the design's fields in the page's
 *   order, parts not of a hood design left out), or `undefined` for a blank
 *   cell or a link to another page.
 */
export function hoodDesignPath(text: string, units: UnitSystem): string | undefined {
  if (text.trim() === '') return undefined;
  const link = readHoodLink(text);
  if (link.notes.some(({ name }) => name === 'link')) return undefined;
  return hoodLinkPath(link.system ?? units, link.texts);
}

/**
 * Reads a `hood` cell and designs its hood (the hood design's own reader,
 * so the page, `duct-calc hood` and the sheet agree).
 *
 * @param text The cell: `/hood-design?type=…&units=…`, the query alone
 *   (`type=…&units=…`, with or without `?`), or a full URL; a link without
 *   `units` has its bare numbers in `units`.
 * @param units The sheet's unit system.
 * @returns `success` with the figures the row takes (see `HoodDesignCells`);
 *   or `error` with the design's problem in one line: a link to another
 *   page, its fields that cannot be used (`Capture velocity: "fast" is not a
 *   number`, joined by `; `), or what it lacks. Never throws.
 *
 * Source: the design is `readHoodDesign`'s (core/hood/read.ts).
 */
export function readHoodCell(text: string, units: UnitSystem): { status: 'success'; data: HoodDesignCells } | { status: 'error'; message: string } {
  const link = readHoodLink(text);
  const otherPage = link.notes.find(({ name }) => name === 'link');
  if (otherPage !== undefined) return { status: 'error', message: otherPage.message };
  const system = link.system ?? units;
  const reading = readHoodDesign(link.texts, system);
  if (reading.design === undefined) {
    const problems = reading.issues.length > 0 ? reading.issues.map(({ message }) => message) : reading.missing;
    return { status: 'error', message: problems.length > 0 ? problems.join('; ') : 'it gives no design' };
  }
  const notes = link.notes.map(({ message }) => ({ code: 'hood-link-ignored', text: message }));
  return { status: 'success', data: hoodDesignCells(reading.design, hoodLinkPath(system, link.texts), [...notes, ...reading.warnings]) };
}

/** What a row takes from its design: a value for each blank cell, the take-off when the Fh is its, and the given cells that differ. */
export interface TakenFromDesign {
  readonly values: Partial<Record<HoodFilledColumn, number>>;
  readonly hoodType?: HoodTypeId;
  readonly overrides: readonly HoodOverride[];
}

/**
 * What a hood row takes from its design: each blank cell the design's value;
 * each cell given stays, and is listed where it differs from the design.
 *
 * @param cells The design's figures (`readHoodCell`).
 * @param given The row's cells read, SI, by column; `hood_type` as its Fh.
 * @param typed Whether a cell holds text (one typed but unreadable is not
 *   filled: its problem stands).
 * @returns The values of the blank cells: the flow; the temperature and the
 *   minimum velocity when the design has them; the Fh (and its take-off)
 *   when both `hood_type` and `hood_entry_loss` are blank; a slot design's
 *   slot velocity (when neither the slot velocity nor the slot area is given)
 *   and Fs. And every given cell that `differsFromDesign`.
 */
export function takeFromDesign(cells: HoodDesignCells, given: Partial<Record<HoodFilledColumn, number>>, typed: (column: HoodFilledColumn) => boolean): TakenFromDesign {
  const values: Partial<Record<HoodFilledColumn, number>> = {};
  const overrides: HoodOverride[] = [];
  const take = (column: HoodFilledColumn, designSi: number | undefined) => {
    if (designSi === undefined) return;
    const givenSi = given[column];
    if (!typed(column)) values[column] = designSi;
    else if (givenSi !== undefined && differsFromDesign(column, givenSi, designSi)) overrides.push({ column, givenSi, designSi });
  };
  take('flow', cells.flowM3s);
  take('temperature', cells.temperatureK);
  take('min_velocity', cells.minVelocityMps);
  const typedLoss = typed('hood_type') || typed('hood_entry_loss');
  if (typedLoss) take(typed('hood_entry_loss') ? 'hood_entry_loss' : 'hood_type', cells.entryLoss);
  else values.hood_entry_loss = cells.entryLoss;
  const { slot } = cells;
  if (slot !== undefined) {
    take('slot_loss', slot.loss);
    if (typed('slot_area')) take('slot_area', cells.flowM3s / slot.velocityMps);
    else take('slot_velocity', slot.velocityMps);
  }
  return { values, ...(typedLoss || cells.hoodType === undefined ? {} : { hoodType: cells.hoodType }), overrides };
}

/**
 * Whether a given cell differs from its hood design's value, beyond what
 * copying a figure from a report rounds away: loss coefficients by more than
 * 0.005 VP (the tables' two decimals), temperatures by more than 0.5 K, flows,
 * velocities and areas by more than 0.5 % (three significant figures).
 *
 * @param column The column.
 * @param givenSi The cell's value, SI (VP for a coefficient).
 * @param designSi The design's, SI.
 */
export function differsFromDesign(column: HoodFilledColumn, givenSi: number, designSi: number): boolean {
  const bound = column === 'hood_entry_loss' || column === 'hood_type' || column === 'slot_loss' ? 0.005 : column === 'temperature' ? 0.5 : 0.005 * Math.abs(designSi);
  // A figure exactly at the bound (0.495 against 0.49) is within it, whatever its last binary digit.
  return Math.abs(givenSi - designSi) > bound * (1 + 1e-9);
}

/** How slot areas are shown: ft² or m². */
const AREA: Readonly<Record<UnitSystem, FigureUnit>> = { imperial: { unit: 'ft2', decimals: 3 }, metric: { unit: 'm2', decimals: 4 } };

/** How a warning names each filled column, and shows its figure. */
const FILLED: Readonly<Record<HoodFilledColumn, { name: string; units?: Readonly<Record<UnitSystem, FigureUnit>> }>> = {
  flow: { name: 'flow', units: FLOW },
  temperature: { name: 'temperature', units: TEMPERATURE },
  min_velocity: { name: 'minimum velocity', units: VELOCITY },
  hood_entry_loss: { name: 'hood entry loss Fh' },
  hood_type: { name: "hood type's Fh" },
  slot_loss: { name: 'slot loss Fs' },
  slot_velocity: { name: 'slot velocity', units: VELOCITY },
  slot_area: { name: 'slot area', units: AREA },
};

/** A filled column's figure: with its unit, or a coefficient as the field shows it. */
function figureText(column: HoodFilledColumn, valueSi: number, system: UnitSystem): string {
  const { units } = FILLED[column];
  return units === undefined ? formatNumber(valueSi, 'field') : quantityText(valueSi, units, system);
}

/** The moisture as a person reads it. */
const moistureText = (gas: GasConditionsInput) => {
  const { humidityRatio } = gasConditions(gas);
  return humidityRatio === 0 ? 'dry' : gas.moisture !== undefined && 'volumePercent' in gas.moisture ? `${formatNumber(gas.moisture.volumePercent, 'field')} % H₂O` : `ω ${formatNumber(humidityRatio, 'table', { decimals: 4 })}`;
};

/** The barometric pressure and moisture of a gas, in words. */
const gasText = (gas: GasConditionsInput, system: UnitSystem) => `${quantityText(gas.pressurePa ?? STANDARD_AIR.pressurePa, BAROMETRIC, system)}, ${moistureText(gas)}`;

/**
 * The system's warnings about the hood designs its rows name: per hood, each
 * cell given that differs from its design (the cell is used), its design's
 * own warnings, a design at standard air's temperature in a system at
 * another (the hood takes the system's), and a design whose barometric
 * pressure or moisture gives a density more than 0.5 % from the system's
 * (the design's actual flow is kept; the system's gas carries the losses).
 *
 * @param input The system read by `readSystem`; messages in `input.units`.
 * @returns Codes `hood-cell-over-design`, `hood-design:<the design's code>`,
 *   `hood-design-temperature`, `hood-design-gas`; each names its segment.
 */
export function hoodDesignWarnings(input: SystemInput): ToolWarning[] {
  const system = input.units;
  const conditions = input.conditions ?? {};
  return input.segments.flatMap(({ segment, hoodDesign, temperatureK }) => {
    if (hoodDesign === undefined) return [];
    const { cells, overrides } = hoodDesign;
    const warnings: ToolWarning[] = overrides.map(({ column, givenSi, designSi }) => ({
      code: 'hood-cell-over-design',
      text: `Segment ${segment}: its ${FILLED[column].name} ${figureText(column, givenSi, system)} is used, not its hood design's ${figureText(column, designSi, system)}`,
    }));
    warnings.push(...cells.warnings.map(({ code, text }) => ({ code: `hood-design:${code}`, text: `Segment ${segment}, its hood design: ${text}` })));
    const hoodTemperatureK = temperatureK ?? conditions.temperatureK;
    if (cells.temperatureK === undefined && hoodTemperatureK !== undefined && differsFromDesign('temperature', hoodTemperatureK, STANDARD_AIR.temperatureK)) {
      warnings.push({
        code: 'hood-design-temperature',
        text: `Segment ${segment}: its hood design gives no gas temperature (standard air, ${quantityText(STANDARD_AIR.temperatureK, TEMPERATURE, system)}); the hood's gas is taken at ${quantityText(hoodTemperatureK, TEMPERATURE, system)}, and the design's flow is kept as its actual flow there`,
      });
    }
    const densityAt = (gas: GasConditionsInput) => gasConditions({ pressurePa: gas.pressurePa, moisture: gas.moisture }).densityKgPerM3;
    const [designDensity, systemDensity] = [densityAt(cells.gas), densityAt(conditions)];
    if (Math.abs(designDensity - systemDensity) > 0.005 * systemDensity) {
      warnings.push({
        code: 'hood-design-gas',
        text: `Segment ${segment}: its hood design's gas (${gasText(cells.gas, system)}) is not the system's (${gasText(conditions, system)}); the design's flow is kept as the hood's actual flow, and its losses are computed at the system's gas`,
      });
    }
    return warnings;
  });
}
