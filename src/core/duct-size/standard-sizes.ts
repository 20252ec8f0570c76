/**
 * Standard round duct sizes: the diameters that can be ordered. Issue 12's
 * exhaust designer picks its sizes from these series too.
 */
import * as v from 'valibot';
import type { UnitSystem } from '../duct/units.ts';
import { INCH_M } from '../units/definitions.ts';

/** `us-spiral` (inches) or `en-1506` (millimetres). */
export const SERIES_IDS = ['us-spiral', 'en-1506'] as const;
export type SeriesId = (typeof SERIES_IDS)[number];

/** A series id typed as text. */
export const SeriesIdSchema = v.picklist(SERIES_IDS, 'Expected us-spiral or en-1506');

/** One series: its sizes in m, ascending, and where it comes from. */
export interface StandardSeries {
  readonly id: SeriesId;
  readonly label: string;
  /** Inside (nominal) diameters in m, ascending. */
  readonly diametersM: readonly number[];
  /** How its sizes are written: `in` or `mm`. */
  readonly nominalUnit: 'in' | 'mm';
  /** The same sizes as the series defines them, in `nominalUnit` (6, 14, …, or 63, 80, …). */
  readonly nominalSizes: readonly number[];
  readonly source: string;
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/**
 * US spiral duct, in: 3–20 by 1, then 22–60 by 2. One maker's table checked
 * (Spiral Manufacturing Co., 2006): it lists 3–18 by 1 and 20–72 by 2, so
 * every size here but 19 in is in it; 19 in is kept from the other catalogues
 * until a second table confirms or drops it.
 */
const US_SPIRAL_IN = [...range(3, 20, 1), ...range(22, 60, 2)];

/** EN 1506 / EN 12237 nominal diameters, mm. */
const EN_1506_MM = [63, 80, 100, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900, 1000, 1120, 1250];

/** The series. */
export const STANDARD_SERIES: Readonly<Record<SeriesId, StandardSeries>> = {
  'us-spiral': {
    id: 'us-spiral',
    label: 'US round spiral duct, 3–20 in by 1 in, 22–60 in by 2 in',
    diametersM: US_SPIRAL_IN.map((inches) => inches * INCH_M),
    nominalUnit: 'in',
    nominalSizes: US_SPIRAL_IN,
    source:
      'US spiral duct manufacturers\' catalogues: Spiral Manufacturing Co., Inc., Spiral Catalog vol. 5 (2006), "Spiral Galvanized Pipe Weight Table", 3–18 in by 1 in and 20–72 in by 2 in (◐ every size but 19 in, which that table does not list: ○, ask your supplier)',
  },
  'en-1506': {
    id: 'en-1506',
    label: 'EN 1506 / EN 12237 round duct, 63–1250 mm',
    diametersM: EN_1506_MM.map((mm) => mm / 1000),
    nominalUnit: 'mm',
    nominalSizes: EN_1506_MM,
    source: 'EN 1506:2007 (circular sheet-metal ducts, dimensions) and EN 12237:2003, nominal diameters (◐)',
  },
};

/**
 * The series a unit system sizes from when none is named.
 *
 * @param system `imperial` or `metric`.
 * @returns `us-spiral` for imperial, `en-1506` for metric.
 */
export function defaultSeriesFor(system: UnitSystem): SeriesId {
  return system === 'imperial' ? 'us-spiral' : 'en-1506';
}

/** A relative tolerance, so a size computed as 0.3556000000000001 m still counts as 14 in. */
export const SAME_SIZE = 1e-9;

/**
 * The smallest standard size at or above a diameter: equal friction's pick.
 *
 * @param series The series.
 * @param diameterM The exact diameter in m.
 * @returns The size in m, or `undefined` when the diameter exceeds the series' largest.
 */
export function nextSizeUp(series: StandardSeries, diameterM: number): number | undefined {
  return series.diametersM.find((size) => size >= diameterM * (1 - SAME_SIZE));
}

/**
 * The largest standard size at or below a diameter: a transport velocity's
 * pick (the next size down, so the velocity stays at or above the minimum).
 *
 * @param series The series.
 * @param diameterM The largest diameter that keeps the minimum velocity, m.
 * @returns The size in m, or `undefined` when even the smallest is larger.
 */
export function nextSizeDown(series: StandardSeries, diameterM: number): number | undefined {
  return series.diametersM.findLast((size) => size <= diameterM * (1 + SAME_SIZE));
}

/**
 * A size of a series as the series defines it.
 *
 * @param series The series.
 * @param diameterM One of its sizes, in m (from nextSizeUp or nextSizeDown).
 * @returns The size in the series' own unit (`{ value: 6, unit: 'in' }`),
 *   or `undefined` for a diameter that is not one of its sizes.
 */
export function nominalSize(series: StandardSeries, diameterM: number): { value: number; unit: 'in' | 'mm' } | undefined {
  const index = series.diametersM.indexOf(diameterM);
  return index === -1 ? undefined : { value: series.nominalSizes[index]!, unit: series.nominalUnit };
}

/**
 * The unit system a series belongs to.
 *
 * @returns `imperial` for a series in inches, `metric` for one in millimetres.
 */
export function seriesUnitSystem(series: StandardSeries): UnitSystem {
  return series.nominalUnit === 'in' ? 'imperial' : 'metric';
}
