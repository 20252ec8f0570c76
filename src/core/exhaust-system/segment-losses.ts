/**
 * The losses of one segment by the velocity-pressure method: velocity,
 * velocity pressure of the segment's gas, hood static pressure, friction,
 * fittings and fixed losses. Pure arithmetic over SI numbers.
 */
import { usShortcutVelocityPressurePa } from '../air/velocity-pressure.ts';
import { airViscosityPaS } from '../air/viscosity.ts';
import { velocityFromAirflowMps } from '../duct/solve.ts';
import { acgihCoefficientsOf, acgihFrictionVpPerFoot } from '../friction/acgih.ts';
import { colebrookFrictionFactor } from '../friction/colebrook.ts';
import { resolveConditions } from '../friction/conditions.ts';
import { reynoldsNumber } from '../friction/reynolds.ts';
import { DUCT_MATERIALS } from '../friction/roughness.ts';
import { FOOT_M } from '../units/definitions.ts';
import type { SegmentGas } from './gas.ts';
import type { SegmentInput } from './input.ts';
import type { SystemFrictionMethod } from './sheet.ts';

/** 1 ft/min and 1 CFM in SI (exact), for the ACGIH equation's US units. */
const FPM_MPS = FOOT_M / 60;
const CFM_M3S = FOOT_M ** 3 / 60;

/** Standard air for Colebrook: ASHRAE 20 °C at sea level (the wall's ε is the segment's material's). */
const STANDARD_AIR = resolveConditions({ method: 'colebrook' });

/** One segment's losses in SI. */
export interface SegmentLosses {
  readonly velocityMps: number;
  readonly velocityPressurePa: number;
  /** SPh = Fs·VPs + (1 + Fh)·VP (the slot term for a slot hood only); 0 for a main. */
  readonly hoodStaticPressurePa: number;
  /** A slot hood's slot velocity Vs = Q/As, its VPs and slot loss Fs·VPs. */
  readonly slot?: { readonly velocityMps: number; readonly velocityPressurePa: number; readonly lossPa: number };
  readonly frictionLossPa: number;
  readonly fittingLossPa: number;
}

/**
 * The losses of one segment at an airflow and a diameter.
 *
 * @param segment The segment (length m, material, Fh, elbows in 90° equivalents × elbow loss, entry loss, fittings, VP coefficients).
 * @param isHood Whether the hood entry applies.
 * @param flowM3s Airflow Q in m³/s, above 0.
 * @param diameterM Inside diameter D in m, above 0.
 * @param friction `acgih`: H_f = a·V^b/Q^c VP per ft with the material's
 *   ACGIH coefficients (galvanized 0.0307, 0.533, 0.612; fitted at standard
 *   air, and a multiple of VP, so it scales with df); `colebrook`: f/D per m
 *   of VP, f by Colebrook with the gas's actual density and Sutherland
 *   viscosity (20 °C at sea level when no condition is given) and ε of the
 *   material (galvanized 0.09 mm). A material without ACGIH coefficients
 *   (concrete) is refused by `readSystem` with `acgih`.
 * @param gas The segment's gas: its density factor df and actual density.
 * @returns V = 4Q/(πD²) with Q the actual flow; VP = df·(V/4005)² inH₂O (the
 *   ACGIH sheet's VP at the gas's density; df = 1 exactly at standard air); SPh = (1 + Fh)·VP for a hood, plus Fs·VPs for a slot hood (VPs
 *   the VP at the slot velocity Vs = Q/As; the air accelerates once, to the
 *   duct velocity, so the slot term has no acceleration factor); friction = H_f·L·VP; fittings =
 *   (elbows·elbow loss + entry loss + Σ fittings)·VP, elbows in 90°
 *   equivalents (a 45° elbow counts 1/2). No validation.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9, velocity-pressure method and
 * calculation sheet; ch. 5, non-standard air (VP = df·(V/4005)², every VP-based loss × df); Colebrook (1939) via ASHRAE Fundamentals ch. 21. The
 * slot hood follows the sheet's hood rows: slot static pressure = VPs × (Fs +
 * acceleration factor 0), duct entry loss = VPd × (Fh + 1), SPh = their sum
 * (the "Velocity Pressure Method Calculation Sheet" as reproduced in course
 * material; Nordfab, "Help with integral hoods": Fs 1.00 to 1.78, 1.78 when
 * unknown). Check status ◐: two texts agree on the form; Fs values are
 * the manual's, take them from it.
 */
export function segmentLosses(segment: SegmentInput, isHood: boolean, flowM3s: number, diameterM: number, friction: SystemFrictionMethod, gas: SegmentGas): SegmentLosses {
  const velocityMps = velocityFromAirflowMps(flowM3s, diameterM);
  const df = gas.conditions.densityFactor.total;
  const vp = df * usShortcutVelocityPressurePa(velocityMps);
  const slot = isHood && segment.slot !== undefined ? slotLosses(segment.slot, flowM3s, df) : undefined;
  const perMetre =
    friction === 'acgih'
      ? acgihFrictionVpPerFoot(velocityMps / FPM_MPS, flowM3s / CFM_M3S, acgihCoefficientsOf(segment.material)) / FOOT_M
      : colebrookPerMetre(velocityMps, diameterM, DUCT_MATERIALS[segment.material].roughnessM, gas);
  return {
    velocityMps,
    velocityPressurePa: vp,
    hoodStaticPressurePa: isHood ? (slot?.lossPa ?? 0) + (1 + segment.hoodEntryLoss) * vp : 0,
    ...(slot === undefined ? {} : { slot }),
    frictionLossPa: perMetre * segment.lengthM * vp,
    fittingLossPa: (segment.elbows * segment.elbowLoss + segment.entryLoss + segment.fittingsLoss) * vp,
  };
}

/** Colebrook's f/D, per m of VP: at the gas's density and Sutherland viscosity (or at 20 °C standard air when no condition is given), the wall's roughness ε in m. */
function colebrookPerMetre(velocityMps: number, diameterM: number, roughnessM: number, gas: SegmentGas): number {
  const densityKgPerM3 = gas.standard ? STANDARD_AIR.densityKgPerM3 : gas.conditions.densityKgPerM3;
  const viscosityPaS = gas.standard ? STANDARD_AIR.viscosityPaS : airViscosityPaS(gas.conditions.temperatureK);
  return colebrookFrictionFactor(reynoldsNumber(densityKgPerM3, velocityMps, diameterM, viscosityPaS), roughnessM / diameterM) / diameterM;
}

/** A slot's velocity Vs = Q/As, VPs = df·(Vs/4005)², and its loss Fs·VPs. */
function slotLosses(slot: { readonly areaM2: number; readonly loss: number }, flowM3s: number, df: number) {
  const velocityMps = flowM3s / slot.areaM2;
  const velocityPressurePa = df * usShortcutVelocityPressurePa(velocityMps);
  return { velocityMps, velocityPressurePa, lossPa: slot.loss * velocityPressurePa };
}
