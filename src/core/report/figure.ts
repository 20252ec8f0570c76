/**
 * A figure that a tool reports: its value in SI, the unit it is shown in
 * per unit system, and the formula and source behind it. Each tool's core
 * turns its result into a list of figures once; the page and the CLI both
 * show that list, so they cannot disagree.
 */
import { unitById, type UnitId } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import { convertExactly } from './exact-conversion.ts';
import { formatNumber, type NumberStyle } from '../format/number.ts';
import type { UnitSystem } from '../duct/units.ts';

export type { UnitSystem };

/** How a figure is shown in one unit system: its catalogue unit and how many decimals a person reads. */
export interface FigureUnit {
  readonly unit: UnitId;
  readonly decimals: number;
}

/** One reported figure. */
export interface Figure {
  /** Stable camelCase key: the CLI's JSON key (`velocityPressure`, `bagCount`). */
  readonly key: string;
  /** What an engineer calls it: `Velocity pressure VP`. */
  readonly label: string;
  /** The value in the SI unit of the display units' quantity (Pa, m/s, m², …), or the bare number. */
  readonly valueSi: number;
  /** The display unit and decimals per unit system, or `null` for a number of dimension one (Re, f, a count). */
  readonly units: Readonly<Record<UnitSystem, FigureUnit>> | null;
  /** Decimals of a dimension-one figure; 2 when absent. Ignored when `units` is given. */
  readonly decimals?: number;
  /** A dimension-one figure given in per cent: shown with `%` beside it and written with unit `%` in JSON. */
  readonly percent?: true;
  /** The formula, as the source writes it: `VP = ρV²/2`. */
  readonly formula: string;
  /** The standard, manual, table or equation: `ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 6`. */
  readonly source: string;
  /**
   * The id of the Know-How entry that explains the formula (or, for a value
   * given or looked up, what the value is): the panel links to
   * `/process/know-how/<entry>`. A test runs every tool's report and checks
   * that each figure has one and that it exists (tests/core/knowledge/figure-entries.test.ts).
   */
  readonly entry?: string;
  /**
   * The value as it is defined, in the unit it is defined in, for a figure
   * that is not computed but looked up: a standard size of 6 in, a catalogue
   * roughness of 0.00015 ft. The display value is converted from it in one
   * exact step, so a 6 in size reads 6 in and 152.4 mm, not 5.999999999999999
   * (6 × 0.0254 m ÷ 0.0254 in double arithmetic). Absent for a computed figure.
   */
  readonly defined?: { readonly value: number; readonly unit: UnitId };
}

/** The unit written for a number of dimension one (NIST SP 811 §7.14: the unit one, symbol 1). */
export const DIMENSION_ONE_UNIT = '1';

/** Decimals of a dimension-one figure that names none. */
const DEFAULT_DECIMALS = 2;

/**
 * A figure in a unit system, for JSON, at full precision: the double itself,
 * which `JSON.stringify` writes in its shortest round-trip form.
 *
 * @param figure The figure.
 * @param system `metric` or `imperial`.
 * @returns `{ value, unit }`: the value in the system's display unit and the
 *   unit's catalogue id, or `'1'` for a number of dimension one (`'%'` for a percent figure). A figure
 *   with a `defined` value is converted from it exactly (the nearest double
 *   to the exact product of decimals); any other is converted from `valueSi`
 *   with the catalogue's factor. No digit is cut. Never throws; a value out
 *   of range is refused before it is shown (see figure-check.ts).
 */
export function figureValue(figure: Figure, system: UnitSystem): { value: number; unit: string } {
  if (figure.units === null) return { value: figure.valueSi, unit: figure.percent ? '%' : DIMENSION_ONE_UNIT };
  const { unit } = figure.units[system];
  const value = figure.defined === undefined ? unitFromSi(unitById(unit), figure.valueSi) : convertExactly(figure.defined.value, figure.defined.unit, unit);
  return { value, unit };
}

/**
 * A figure as a person reads it, through core/format.
 *
 * @param figure The figure.
 * @param system `metric` or `imperial`.
 * @param style `result` on a page (thousands grouped), `table` in the CLI (plain digits).
 * @returns The value text (the figure's decimals; scientific when tiny or
 *   huge; "" only for a non-finite value, which a core never reports) and the
 *   unit's symbol (`inH₂O`, `m³/h`), "" for a number of dimension one.
 */
export function figureText(figure: Figure, system: UnitSystem, style: NumberStyle = 'result'): { value: string; unit: string } {
  const { value } = figureValue(figure, system);
  if (figure.units === null) return { value: formatNumber(value, style, { decimals: figure.decimals ?? DEFAULT_DECIMALS }), unit: figure.percent ? '%' : '' };
  const { unit, decimals } = figure.units[system];
  return { value: formatNumber(value, style, { decimals }), unit: unitById(unit).symbol };
}
