/**
 * The system curve: the pressure the ducts, the filter and any fixed
 * resistance need at each flow, Δp = Δp₀ + a·Q + b·Q².
 */

/** Δp(Q) = fixedPa + linearPaPerM3s·Q + quadraticPaPerM3s2·Q², in Pa for Q in m³/s. */
export interface SystemCurve {
  /** Δp₀, a pressure that does not depend on the flow (a process back pressure), Pa. */
  readonly fixedPa: number;
  /** a, the filter's drag: cloth and dust cake are laminar, so their loss is linear in Q. Pa/(m³/s). */
  readonly linearPaPerM3s: number;
  /** b, the ducts and fittings: turbulent, their loss goes with Q². Pa/(m³/s)². */
  readonly quadraticPaPerM3s2: number;
}

/** The parts of the design pressure at the design flow, each in Pa. */
export interface PressureSplit {
  /** The part that does not change with flow. */
  readonly fixedPa: number;
  /** The filter's part (linear in flow). */
  readonly filterPa: number;
  /** Ducts and fittings: the rest of the design pressure (quadratic in flow). */
  readonly ductsPa: number;
}

/**
 * The system curve through the design point for a split of its pressure.
 *
 * @param designFlowM3s The design flow Q_d in m³/s, above 0.
 * @param split The design pressure's parts in Pa, each at least 0.
 * @returns a = filterPa/Q_d, b = ductsPa/Q_d², Δp₀ = fixedPa, so the curve
 *   passes through (Q_d, fixedPa + filterPa + ductsPa).
 *
 * Source: AMCA Publication 201 (system curve); the filter's linear law is
 * Darcy's law for flow through a porous medium, as for fabric filters in
 * the US EPA Air Pollution Control Cost Manual, Section 6 Chapter 1.
 */
export function systemCurveThrough(designFlowM3s: number, split: PressureSplit): SystemCurve {
  return {
    fixedPa: split.fixedPa,
    linearPaPerM3s: split.filterPa / designFlowM3s,
    quadraticPaPerM3s2: split.ductsPa / designFlowM3s ** 2,
  };
}

/**
 * The pressure a system needs at a flow.
 *
 * @param curve The system curve.
 * @param flowM3s Q in m³/s.
 * @returns Δp in Pa.
 */
export function systemPressurePa(curve: SystemCurve, flowM3s: number): number {
  return curve.fixedPa + curve.linearPaPerM3s * flowM3s + curve.quadraticPaPerM3s2 * flowM3s ** 2;
}
