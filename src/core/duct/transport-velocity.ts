/**
 * Minimum duct transport velocities by contaminant class: the slowest air
 * that keeps a dust moving along a duct instead of settling and plugging it.
 *
 * Source: ACGIH, *Industrial Ventilation: A Manual of Recommended Practice for
 * Design*, table "Range of minimum duct design velocities"; the same figures
 * are published as Nordfab's "Minimum duct design velocities" (◐ in
 * /work/shared/REFERENCE.md). The m/s figures are the table's own rounded
 * metric column, not conversions of the ft/min figures, so a metric sheet is
 * checked against the m/s bounds and an imperial sheet against the ft/min
 * bounds, exactly as printed. Nordfab's UK table gives higher metric ranges
 * (e.g. 25–32 m/s for heavy or moist dust); it is not the table used here.
 */
import type { UnitSystem } from './units.ts';

/** The table a transport check uses, named in every message that rests on it. */
export const TRANSPORT_TABLE_SOURCE =
  'ACGIH Industrial Ventilation, "Range of minimum duct design velocities" (also Nordfab\'s "Minimum duct design velocities")';

/** The short name used inside one-line messages. */
export const TRANSPORT_TABLE_SHORT = 'ACGIH "Range of minimum duct design velocities"';

/** Stable ids of the contaminant classes, in the table's order. */
export const TRANSPORT_CLASS_IDS = [
  'vapors-gases-smoke',
  'fumes',
  'very-fine-light-dust',
  'dry-dusts-powders',
  'average-industrial-dust',
  'heavy-dusts',
  'heavy-moist-dust',
] as const;
export type TransportClassId = (typeof TRANSPORT_CLASS_IDS)[number];

/** A velocity range in one unit system; `upper` is absent for "and up". */
export interface VelocityRange {
  lower: number;
  upper?: number;
}

/**
 * One row of the table.
 *
 * - `minimum`: the range of minimum design velocities. A duct slower than
 *   `lower` does not transport the class; one between `lower` and `upper` is
 *   at the bottom of the range the table allows. Absent for vapors, gases and
 *   smoke, which any velocity carries.
 * - `economic`: for vapors, gases and smoke, the range the table calls
 *   economic (a design guide, not a transport limit).
 */
export interface TransportClass {
  id: TransportClassId;
  /** The class as the table names it. */
  label: string;
  /** Bounds in ft/min (imperial) and m/s (metric), as printed. */
  minimum?: Readonly<Record<UnitSystem, VelocityRange>>;
  economic?: Readonly<Record<UnitSystem, VelocityRange>>;
}

/** The table, one entry per class (source: see the module comment). */
export const TRANSPORT_CLASSES: Readonly<Record<TransportClassId, TransportClass>> = {
  'vapors-gases-smoke': {
    id: 'vapors-gases-smoke',
    label: 'vapors, gases, smoke',
    economic: { imperial: { lower: 1000, upper: 2000 }, metric: { lower: 5, upper: 10 } },
  },
  fumes: {
    id: 'fumes',
    label: 'fumes (e.g. welding)',
    minimum: { imperial: { lower: 2000, upper: 2500 }, metric: { lower: 10, upper: 13 } },
  },
  'very-fine-light-dust': {
    id: 'very-fine-light-dust',
    label: 'very fine light dust',
    minimum: { imperial: { lower: 2500, upper: 3000 }, metric: { lower: 13, upper: 15 } },
  },
  'dry-dusts-powders': {
    id: 'dry-dusts-powders',
    label: 'dry dusts and powders',
    minimum: { imperial: { lower: 3000, upper: 4000 }, metric: { lower: 15, upper: 20 } },
  },
  'average-industrial-dust': {
    id: 'average-industrial-dust',
    label: 'average industrial dust',
    minimum: { imperial: { lower: 3500, upper: 4000 }, metric: { lower: 18, upper: 20 } },
  },
  'heavy-dusts': {
    id: 'heavy-dusts',
    label: 'heavy dusts',
    minimum: { imperial: { lower: 4000, upper: 4500 }, metric: { lower: 20, upper: 23 } },
  },
  'heavy-moist-dust': {
    id: 'heavy-moist-dust',
    label: 'heavy or moist dust',
    minimum: { imperial: { lower: 4500 }, metric: { lower: 23 } },
  },
};

/**
 * Writes a range as the table prints it.
 *
 * @param range The bounds, in `unit`.
 * @param unit The unit symbol, e.g. `ft/min`.
 * @returns `3500–4000 ft/min`, or `4500 ft/min and up` without an upper bound.
 */
export function formatVelocityRange(range: VelocityRange, unit: string): string {
  return range.upper === undefined ? `${range.lower} ${unit} and up` : `${range.lower}–${range.upper} ${unit}`;
}

/**
 * Reads a class id, e.g. from a command-line option.
 *
 * @param text The id as typed; case and surrounding spaces are ignored.
 * @returns The class, or `undefined` when no class has that id.
 */
export function findTransportClass(text: string): TransportClass | undefined {
  const id = text.trim().toLowerCase();
  return (TRANSPORT_CLASS_IDS as readonly string[]).includes(id)
    ? TRANSPORT_CLASSES[id as TransportClassId]
    : undefined;
}
