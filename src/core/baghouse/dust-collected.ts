/**
 * The dust a baghouse collects: a mass balance over the filter, per second
 * and per year of operation. The Cost Estimation's waste-disposal line rests
 * on it (dust per year × price per ton).
 */

/** Seconds in an hour, exact. */
const HOUR_S = 3600;

/**
 * The dust collected per second: what comes in less what goes out.
 *
 * @param inletLoadingKgM3 Inlet dust loading C_in, kg/m³ at actual conditions.
 * @param flowM3s Actual gas flow Q, m³/s (at the same conditions as the loadings).
 * @param outletLoadingKgM3 Outlet (emitted) loading C_out, kg/m³; 0 when left out,
 *   which a baghouse's few mg/m³ justify: 0.01 gr/ft³ out of the EPA example's
 *   4 gr/ft³ in is 0.25 % of the dust.
 * @returns (C_in − C_out)·Q, kg/s; 0 when the outlet is not below the inlet.
 *
 * Source: mass balance over the filter (EPA Cost Manual, Sec. 6 Ch. 1, dust
 * disposal costs rest on the same balance).
 */
export function dustCollectedKgS(inletLoadingKgM3: number, flowM3s: number, outletLoadingKgM3 = 0): number {
  return Math.max(inletLoadingKgM3 - outletLoadingKgM3, 0) * flowM3s;
}

/**
 * The dust collected in a year of operation.
 *
 * @param dustKgS Dust collected, kg/s (dustCollectedKgS; a design's `dustKgS`).
 * @param hoursPerYear Operating hours in a year, h.
 * @returns kg per year: dustKgS × hours × 3600 s/h. ✔ The EPA example's
 *   342.86 lb/h over 8,760 h is 3,003,429 lb (1,501.7 short tons) a year.
 */
export function dustCollectedPerYearKg(dustKgS: number, hoursPerYear: number): number {
  return dustKgS * hoursPerYear * HOUR_S;
}
