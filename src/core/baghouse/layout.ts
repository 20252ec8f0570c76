/**
 * Bags: how many, spread evenly across compartments, and their rows and
 * columns in each compartment's housing.
 */

/**
 * The most bags one compartment should hold, our judgement (○; no table we
 * checked sets one): a compartment is what is taken off line to clean,
 * inspect or re-bag, so one of more bags takes a larger share of the cloth
 * out of service at once and needs longer to re-bag. Built units split
 * into compartments or modules of a few hundred bags each; the EPA worked
 * example's 159 bags are one module. Past this number the design warns and
 * suggests compartments.
 */
export const COMPARTMENT_BAG_LIMIT = 1000;

/** The bags and their layout. */
export interface BagLayout {
  /** Bags the cloth area needs: ceil(required area / area per bag). */
  readonly bagsNeeded: number;
  /** Bags built: the same number in every compartment. */
  readonly bagCount: number;
  /** Bags the even split adds to the bags needed. */
  readonly bagsAdded: number;
  readonly compartments: number;
  readonly bagsPerCompartment: number;
  /** Rows and columns of bag positions in each compartment (given or derived). */
  readonly rows: number;
  readonly columns: number;
  /** True when the rows and columns were worked out, not given. */
  readonly derived: boolean;
}

/**
 * The bag count for a cloth area. A tiny tolerance keeps an exact multiple
 * (e.g. 2 × area per bag computed as 2.0000000000000004) from gaining a bag.
 *
 * @param requiredAreaM2 Cloth area the design needs, m².
 * @param areaPerBagM2 Cloth area of one bag, m².
 * @returns ceil(required / per bag), at least 1.
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1;
 * ✔ 2132.55 ft² at 13.417 ft² per bag gives 159 bags.
 */
export function bagsNeeded(requiredAreaM2: number, areaPerBagM2: number): number {
  return Math.max(1, Math.ceil(requiredAreaM2 / areaPerBagM2 - 1e-9));
}

/**
 * Spreads bags evenly over compartments and lays each compartment out.
 *
 * @param needed Bags the cloth area needs.
 * @param compartments Number of compartments, ≥ 1.
 * @param grid Rows and columns of one compartment, or `undefined` to derive
 *   a near-square grid (columns = ⌈√n⌉, rows = ⌈n / columns⌉).
 * @returns The layout; `success: false` with the positions available when a
 *   given grid cannot hold a compartment's bags.
 */
export function layBags(
  needed: number,
  compartments: number,
  grid: { rows: number; columns: number } | undefined,
): { ok: true; layout: BagLayout } | { ok: false; positions: number; bagsPerCompartment: number } {
  const bagsPerCompartment = Math.ceil(needed / compartments);
  if (grid !== undefined && grid.rows * grid.columns < bagsPerCompartment) {
    return { ok: false, positions: grid.rows * grid.columns, bagsPerCompartment };
  }
  const columns = grid?.columns ?? Math.ceil(Math.sqrt(bagsPerCompartment));
  const rows = grid?.rows ?? Math.ceil(bagsPerCompartment / columns);
  const bagCount = bagsPerCompartment * compartments;
  return {
    ok: true,
    layout: {
      bagsNeeded: needed,
      bagCount,
      bagsAdded: bagCount - needed,
      compartments,
      bagsPerCompartment,
      rows,
      columns,
      derived: grid === undefined,
    },
  };
}
