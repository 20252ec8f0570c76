/**
 * The hood equation: the hood static pressure SPh a flow needs at the
 * branch's velocity, the coefficient of entry Ce that relates them, and
 * the flow a measured SPh gives, checked against the design flow.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, ch. 6 (ch. 3 before the 25th ed.), "Hood static pressure" and
 * "Coefficient of entry": SPh = VPd + he = (1 + Fh)·VPd, Ce = √(VPd/SPh),
 * Q = 4005·A·Ce·√(SPh/df) (Q in acfm, A in ft², SPh in inH₂O); in SI
 * Q = Ce·A·√(2·SPh/ρ), ρ the gas's actual density. The US constant 4005 is
 * standard air's √(2/ρ) in those units, rounded: the two forms differ by
 * under 0.1 % (REFERENCE.md, velocity pressure). ✔ REFERENCE.md: a grinder
 * hood, 6 in duct, Ce 0.78, SPh 1.69 inH₂O, df 0.95 gives 818 acfm.
 */

/**
 * The hood static pressure of a simple hood, or of a slot hood with its slot.
 *
 * @param entryLoss Fh, the hood's (or its plenum take-off's) entry loss, in VP of the duct (≥ 0).
 * @param ductVelocityPressurePa VPd at the gas's actual density, Pa (> 0).
 * @param slot A slot hood's slot loss Fs (VP at the slot) and its VPs at the actual density, Pa.
 * @returns SPh in Pa, positive (the suction's size):
 *   (1 + Fh)·VPd, and for a slot hood + Fs·VPs, + VPs when the slot's VP
 *   exceeds the duct's (the air is accelerated to the slot's velocity first).
 *
 * Source: ACGIH Industrial Ventilation, ch. 6, SPh = (1 + Fh)·VPd; a slot
 * (compound) hood by the ch. 9 "Velocity Pressure Method Calculation Sheet"
 * (lines "slot loss coefficient", "acceleration factor 0 or 1", "slot loss
 * per VP", "duct entry loss coefficient", "acceleration factor (1 at
 * hoods)"), as reproduced in course material, and Nordfab, "Help with
 * integral hoods" (compound hoods: acceleration factor 1; Fs 1.00 to 1.78,
 * 1.78 when unknown). The slot's acceleration factor is taken as 1 only
 * where the slot's VP exceeds the duct's (the design contract's rule, ○: no
 * public text found states when the sheet's slot factor is 1); at a slower
 * slot this is the exhaust system's SPh = Fs·VPs + (1 + Fh)·VPd.
 */
export function hoodStaticPressurePa(
  entryLoss: number,
  ductVelocityPressurePa: number,
  slot?: { readonly slotLoss: number; readonly slotVelocityPressurePa: number },
): number {
  const duct = (1 + entryLoss) * ductVelocityPressurePa;
  if (slot === undefined) return duct;
  const acceleration = slot.slotVelocityPressurePa > ductVelocityPressurePa ? slot.slotVelocityPressurePa : 0;
  return duct + slot.slotLoss * slot.slotVelocityPressurePa + acceleration;
}

/**
 * The coefficient of entry of a hood as built: the share of its static
 * pressure that becomes velocity pressure in the duct.
 *
 * @param ductVelocityPressurePa VPd, Pa (> 0).
 * @param hoodStaticPressurePa SPh, Pa (≥ VPd).
 * @returns Ce = √(VPd/SPh), in (0, 1]; 1/√(1 + Fh) for a simple hood.
 *
 * Source: ACGIH Industrial Ventilation, ch. 6, "Coefficient of entry".
 */
export function hoodCoefficientOfEntry(ductVelocityPressurePa: number, hoodStaticPressurePa: number): number {
  return Math.sqrt(ductVelocityPressurePa / hoodStaticPressurePa);
}

/**
 * The flow through a hood from its measured static pressure: the hood equation.
 *
 * @param coefficientOfEntry Ce of the hood, in (0, 1].
 * @param ductAreaM2 A, the branch duct's cross-section where SPh is read, m² (> 0).
 * @param hoodStaticPressurePa SPh measured, Pa (> 0, the suction's size).
 * @param densityKgPerM3 ρ, the gas's actual density, kg/m³ (> 0).
 * @returns Q in actual m³/s: Ce·A·√(2·SPh/ρ).
 *
 * Source: ACGIH Industrial Ventilation, ch. 6: Q = 4005·A·Ce·√(SPh/df) in
 * acfm, ft² and inH₂O, the same law at ρ = 0.075·df lb/ft³.
 *
 * @example The grinder (6 in duct, Ce 0.78, SPh 1.69 inH₂O = 420.96 Pa,
 *   df 0.95, ρ 1.1413 kg/m³): Q = 0.78 × 0.018241 m² × 27.16 m/s =
 *   0.3864 m³/s = 818.8 acfm (4005 form: 818.1 acfm).
 */
export function measuredFlowM3s(coefficientOfEntry: number, ductAreaM2: number, hoodStaticPressurePa: number, densityKgPerM3: number): number {
  return coefficientOfEntry * ductAreaM2 * Math.sqrt((2 * hoodStaticPressurePa) / densityKgPerM3);
}

/**
 * A measured flow as a share of the design flow.
 *
 * @param measuredFlowM3s Q from the measured SPh, m³/s.
 * @param designFlowM3s Q of the design, m³/s (> 0).
 * @returns 100·Q_measured/Q_design, %.
 */
export function percentOfDesign(measuredFlowM3s: number, designFlowM3s: number): number {
  return (100 * measuredFlowM3s) / designFlowM3s;
}
