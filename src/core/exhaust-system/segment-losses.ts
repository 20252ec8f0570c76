/**
 * The losses of one segment by the velocity-pressure method: velocity,
 * velocity pressure at standard air, hood static pressure, friction,
 * fittings and fixed losses. Pure arithmetic over SI numbers.
 */
import { usShortcutVelocityPressurePa } from '../air/velocity-pressure.ts';
import { velocityFromAirflowMps } from '../duct/solve.ts';
import { acgihFrictionVpPerFoot } from '../friction/acgih.ts';
import { colebrookFrictionFactor } from '../friction/colebrook.ts';
import { resolveConditions } from '../friction/conditions.ts';
import { reynoldsNumber } from '../friction/reynolds.ts';
import { FOOT_M } from '../units/definitions.ts';
import type { SegmentInput } from './input.ts';
import type { SystemFrictionMethod } from './sheet.ts';

/** 1 ft/min and 1 CFM in SI (exact), for the ACGIH equation's US units. */
const FPM_MPS = FOOT_M / 60;
const CFM_M3S = FOOT_M ** 3 / 60;

/** Standard air for Colebrook: ASHRAE 20 °C at sea level, galvanized steel (ε = 0.09 mm). */
const STANDARD_AIR = resolveConditions({ method: 'colebrook' });

/** One segment's losses in SI. */
export interface SegmentLosses {
  readonly velocityMps: number;
  readonly velocityPressurePa: number;
  /** SPh = (1 + Fh)·VP; 0 for a main. */
  readonly hoodStaticPressurePa: number;
  readonly frictionLossPa: number;
  readonly fittingLossPa: number;
}

/**
 * The losses of one segment at an airflow and a diameter.
 *
 * @param segment The segment (length m, Fh, elbows × elbow loss, entry loss, VP coefficients).
 * @param isHood Whether the hood entry applies.
 * @param flowM3s Airflow Q in m³/s, above 0.
 * @param diameterM Inside diameter D in m, above 0.
 * @param friction `acgih`: H_f = 0.0307·V^0.533/Q^0.612 VP per ft (galvanized,
 *   standard air); `colebrook`: f/D per m of VP, f by Colebrook at 20 °C, sea
 *   level, galvanized (ε = 0.09 mm).
 * @returns V = 4Q/(πD²); VP = (V/4005)² inH₂O (standard air, as the ACGIH
 *   sheet); SPh = (1 + Fh)·VP for a hood; friction = H_f·L·VP; fittings =
 *   (elbows·elbow loss + entry loss)·VP. No validation.
 *
 * Source: ACGIH Industrial Ventilation, ch. 9, velocity-pressure method and
 * calculation sheet; Colebrook (1939) via ASHRAE Fundamentals ch. 21.
 */
export function segmentLosses(segment: SegmentInput, isHood: boolean, flowM3s: number, diameterM: number, friction: SystemFrictionMethod): SegmentLosses {
  const velocityMps = velocityFromAirflowMps(flowM3s, diameterM);
  const vp = usShortcutVelocityPressurePa(velocityMps);
  const perMetre =
    friction === 'acgih'
      ? acgihFrictionVpPerFoot(velocityMps / FPM_MPS, flowM3s / CFM_M3S) / FOOT_M
      : colebrookFrictionFactor(reynoldsNumber(STANDARD_AIR.densityKgPerM3, velocityMps, diameterM, STANDARD_AIR.viscosityPaS), STANDARD_AIR.roughnessM / diameterM) / diameterM;
  return {
    velocityMps,
    velocityPressurePa: vp,
    hoodStaticPressurePa: isHood ? (1 + segment.hoodEntryLoss) * vp : 0,
    frictionLossPa: perMetre * segment.lengthM * vp,
    fittingLossPa: (segment.elbows * segment.elbowLoss + segment.entryLoss) * vp,
  };
}
