/**
 * The hood equation: the hood static pressure SPh a flow needs at the
 * branch's velocity, the coefficient of entry Ce that relates them, and
 * the flow a measured SPh gives, checked against the design flow.
 *
 * Source: ACGIH Industrial Ventilation: A Manual of Recommended Practice for
 * Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.), "Hood static pressure" and
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
 * @returns SPh in Pa, positive (the suction's size): (1 + Fh)·VPd for a
 *   simple hood; for a slot hood Fs·VPs + Fh·VPd + the larger of VPs and VPd
 *   (the air is accelerated once, to the faster of the slot and the duct):
 *   Fs·VPs + (1 + Fh)·VPd at a slot slower than the duct, and
 *   Fs·VPs + Fh·VPd + VPs at a faster one.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed. (2001), ch. 3 (ch. 6 from
 * the 25th ed.), SPh = (1 + Fh)·VPd; a slot (compound) hood by the ch. 9
 * "Velocity Pressure Method Calculation Sheet": slot loss per VP = Fs + an
 * acceleration factor of 0 or 1, duct entry loss per VP = Fh + an
 * acceleration factor of 1 or 0 ("1 at hoods"), as reproduced in course
 * material; Nordfab, "Help with integral hoods" (compound hoods: acceleration
 * factor 1; Fs 1.00 to 1.78, 1.78 when unknown). ○: that the one
 * acceleration goes to the faster velocity is our reading of the sheet's two
 * 0-or-1 factors; no public text found states it. At a slower slot it is the
 * exhaust system's SPh (core/exhaust-system/segment-losses.ts).
 */
export function hoodStaticPressurePa(
  entryLoss: number,
  ductVelocityPressurePa: number,
  slot?: { readonly slotLoss: number; readonly slotVelocityPressurePa: number },
): number {
  if (slot === undefined) return (1 + entryLoss) * ductVelocityPressurePa;
  const acceleration = Math.max(slot.slotVelocityPressurePa, ductVelocityPressurePa);
  return slot.slotLoss * slot.slotVelocityPressurePa + entryLoss * ductVelocityPressurePa + acceleration;
}

/**
 * The coefficient of entry of a hood as built: the share of its static
 * pressure that becomes velocity pressure in the duct.
 *
 * @param ductVelocityPressurePa VPd, Pa (> 0).
 * @param hoodStaticPressurePa SPh, Pa (≥ VPd).
 * @returns Ce = √(VPd/SPh), in (0, 1]; 1/√(1 + Fh) for a simple hood.
 *
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3, "Coefficient of entry".
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
 * Source: ACGIH Industrial Ventilation, 24th ed., ch. 3: Q = 4005·A·Ce·√(SPh/df) in
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
