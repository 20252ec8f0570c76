/**
 * The pressure loss as the figures a page and `duct-calc friction` show,
 * each with its formula and source.
 */
import { SUTHERLAND_FORMULA, SUTHERLAND_SOURCE } from '../air/viscosity.ts';
import {
  US_SHORTCUT_FORMULA,
  US_SHORTCUT_SOURCE,
  VELOCITY_PRESSURE_FORMULA,
  VELOCITY_PRESSURE_SOURCE,
} from '../air/velocity-pressure.ts';
import type { Figure } from '../report/figure.ts';
import { DARCY_FORMULA, DARCY_SOURCE, type DuctFriction } from './duct-friction.ts';
import type { FrictionConditions } from './conditions.ts';
import { FRICTION_METHODS, LAMINAR_FORMULA, LAMINAR_SOURCE } from './method.ts';
import { acgihCoefficientsOf, acgihFrictionFormula } from './acgih.ts';
import type { PressureLoss } from './pressure-loss.ts';
import { REYNOLDS_FORMULA, REYNOLDS_SOURCE } from './reynolds.ts';
import { DUCT_MATERIALS } from './roughness.ts';

export const CONTINUITY_FORMULA = 'V = Q/A = 4Q/(πD²)';
export const CONTINUITY_SOURCE = 'Continuity, Q = V·A (ASHRAE Handbook—Fundamentals (2021), ch. 21)';

/** The method's equation as used: the ACGIH one with the material's coefficients (galvanized for a given roughness). */
function methodFormula(conditions: FrictionConditions): string {
  if (conditions.method !== 'acgih') return FRICTION_METHODS[conditions.method].formula;
  const coefficients = conditions.material === undefined ? undefined : acgihCoefficientsOf(conditions.material);
  return coefficients === undefined ? FRICTION_METHODS.acgih.formula : acgihFrictionFormula(coefficients);
}

/**
 * The figures of the friction in one duct: velocity, VP, Re, f and the
 * friction rate. Shared by the pressure loss and the sizing reports.
 *
 * @param conditions The conditions the friction was computed at.
 * @param friction The friction.
 * @returns Five figures, keys `velocity`, `velocityPressure`,
 *   `reynoldsNumber`, `frictionFactor`, `frictionRate`.
 */
export function frictionFigures(conditions: FrictionConditions, friction: DuctFriction): Figure[] {
  const method = FRICTION_METHODS[conditions.method];
  const laminar = friction.regime === 'laminar';
  return [
    {
      key: 'velocity',
      label: 'Velocity V',
      valueSi: friction.velocityMps,
      units: { metric: { unit: 'm/s', decimals: 2 }, imperial: { unit: 'ft/min', decimals: 0 } },
      formula: CONTINUITY_FORMULA,
      source: CONTINUITY_SOURCE,
      entry: 'continuity',
    },
    {
      key: 'velocityPressure',
      label: 'Velocity pressure VP',
      valueSi: friction.velocityPressurePa,
      units: { metric: { unit: 'Pa', decimals: 1 }, imperial: { unit: 'inH2O', decimals: 3 } },
      formula: VELOCITY_PRESSURE_FORMULA,
      source: VELOCITY_PRESSURE_SOURCE,
      entry: 'velocity-pressure',
    },
    {
      key: 'reynoldsNumber',
      label: 'Reynolds number Re',
      valueSi: friction.reynoldsNumber,
      units: null,
      decimals: 0,
      formula: REYNOLDS_FORMULA,
      source: REYNOLDS_SOURCE,
      entry: 'reynolds-number',
    },
    {
      key: 'frictionFactor',
      label: laminar ? 'Friction factor f = 64/Re' : 'Friction factor f',
      valueSi: friction.frictionFactor,
      units: null,
      decimals: 4,
      formula: laminar ? LAMINAR_FORMULA : methodFormula(conditions),
      source: laminar ? LAMINAR_SOURCE : method.source,
      entry: laminar ? 'laminar-friction' : method.entry,
    },
    {
      key: 'frictionRate',
      label: 'Friction rate Δp/L',
      valueSi: friction.frictionRatePaPerM,
      units: { metric: { unit: 'Pa/m', decimals: 2 }, imperial: { unit: 'inH2O/100ft', decimals: 3 } },
      formula: DARCY_FORMULA,
      source: DARCY_SOURCE,
      entry: 'darcy-weisbach',
    },
  ];
}

/**
 * The figures of the air and the wall a friction calculation runs at, which
 * do not depend on the duct: what a page shows before it has one.
 *
 * @param conditions The conditions (resolveConditions).
 * @returns Keys `density`, `viscosity`, `roughness`.
 */
export function conditionFigures(conditions: FrictionConditions): Figure[] {
  return [
    {
      key: 'density',
      label: 'Air density ρ',
      valueSi: conditions.densityKgPerM3,
      units: { metric: { unit: 'kg/m3', decimals: 3 }, imperial: { unit: 'lb/ft3', decimals: 4 } },
      formula: 'ρ = p/(R·T), R = 287.05 J/(kg·K); p = 101 325·(1 − 2.25577×10⁻⁵·h)^5.25588 Pa',
      source: 'Ideal gas law (ASHRAE Fundamentals ch. 1); ISA troposphere (ISO 2533) for the pressure at altitude h',
      entry: 'air-density',
    },
    {
      key: 'viscosity',
      label: 'Dynamic viscosity μ',
      valueSi: conditions.viscosityPaS,
      units: { metric: { unit: 'uPa.s', decimals: 2 }, imperial: { unit: 'lb/(ft.h)', decimals: 4 } },
      formula: SUTHERLAND_FORMULA,
      source: SUTHERLAND_SOURCE,
      entry: 'sutherland-viscosity',
    },
    {
      key: 'roughness',
      label: 'Roughness ε',
      valueSi: conditions.roughnessM,
      units: { metric: { unit: 'mm', decimals: 3 }, imperial: { unit: 'ft', decimals: 5 } },
      formula: `${conditions.roughnessLabel}: ε/D enters the friction factor`,
      source: conditions.roughnessSource,
      entry: 'duct-roughness',
      // A material's ε is shown from the value its table row gives (0.00015 ft reads 0.04572 mm exactly).
      ...(conditions.material === undefined ? {} : { defined: DUCT_MATERIALS[conditions.material].roughness }),
    },
  ];
}

/**
 * The figures of a pressure loss, in the order a page lists them.
 *
 * @param loss The result of pressureLoss.
 * @returns Keys `velocity`, `velocityPressure`, `density`, `viscosity`,
 *   `roughness`, `reynoldsNumber`, `frictionFactor`, `frictionRate`,
 *   `pressureLoss`, then the US shortcut for comparison:
 *   `velocityPressureShortcut` and `velocityPressureShortcutError` (%).
 */
export function pressureLossFigures(loss: PressureLoss): Figure[] {
  const { conditions, friction } = loss;
  const [velocity, velocityPressure, ...rest] = frictionFigures(conditions, friction);
  const shortcutErrorPercent = (friction.shortcutVelocityPressurePa / friction.velocityPressurePa - 1) * 100;
  return [
    velocity!,
    velocityPressure!,
    ...conditionFigures(conditions),
    ...rest,
    {
      key: 'pressureLoss',
      label: 'Pressure loss Δp',
      valueSi: loss.pressureLossPa,
      units: { metric: { unit: 'Pa', decimals: 1 }, imperial: { unit: 'inH2O', decimals: 3 } },
      formula: 'Δp = (Δp/L)·L',
      source: DARCY_SOURCE,
      entry: 'darcy-weisbach',
    },
    {
      key: 'velocityPressureShortcut',
      label: 'VP by (V/4005)², to compare',
      valueSi: friction.shortcutVelocityPressurePa,
      units: { metric: { unit: 'Pa', decimals: 1 }, imperial: { unit: 'inH2O', decimals: 3 } },
      formula: US_SHORTCUT_FORMULA,
      source: US_SHORTCUT_SOURCE,
      entry: 'velocity-pressure-shortcut',
    },
    {
      key: 'velocityPressureShortcutError',
      label: 'Shortcut error against ρV²/2, %',
      valueSi: shortcutErrorPercent,
      units: null,
      decimals: 2,
      formula: '100·(VP_shortcut/VP − 1)',
      source: 'The shortcut fixes ρ at 0.075 lb/ft³; ρV²/2 uses the density at the conditions given',
      entry: 'velocity-pressure-shortcut',
    },
  ];
}
