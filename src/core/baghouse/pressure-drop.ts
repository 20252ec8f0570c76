/**
 * Dust cake and pressure drop across the bags: the EPA pulse-jet equation and
 * the general filter-drag model, and the filtration time to a maximum
 * pressure drop. SI inside; the EPA equation runs in its own units
 * (inH₂O, ft/min, psig, lb/ft²) through the catalogue's exact factors.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';

const IN_H2O = unitById('inH2O');
const FT_MIN = unitById('ft/min');
const PSI = unitById('psi');
const LB_FT2 = unitById('lb/ft2');

/**
 * Cake areal density after a filtration time: W = C·V·θ.
 *
 * @param loadingKgM3 Inlet dust loading C, kg/m³.
 * @param velocityMps Filtering velocity (A/C) V, m/s.
 * @param intervalS Filtration time θ, s.
 * @returns W, kg/m².
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1; ✔ 4 gr/ft³,
 * 4.69 ft/min and 10 min give 0.0268 lb/ft².
 */
export function cakeArealDensity(loadingKgM3: number, velocityMps: number, intervalS: number): number {
  return loadingKgM3 * velocityMps * intervalS;
}

/**
 * The two parts of a pressure drop ΔP = R·V + K₂·W·V: the clean (residual)
 * cloth part R·V, Pa, and the cake's K₂·V, Pa per kg/m² of cake.
 */
export interface DragModel {
  readonly residualPa: number;
  readonly perCakePa: number;
}

/**
 * The EPA pulse-jet model: ΔP[inH₂O] = 6.08·V[ft/min]·Pj[psig]^−0.65 + K₂·W[lb/ft²]·V.
 *
 * @param velocityMps Filtering velocity V, m/s.
 * @param pulsePressurePa Pulse (tank) pressure, gauge, Pa.
 * @param k2 Specific cake resistance K₂, SI (Pa per (kg/m²)·(m/s), i.e. s⁻¹).
 * @returns The model's residual and cake parts in Pa.
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1, pulse-jet
 * pressure drop; ✔ V = 4.69 ft/min, Pj = 100 psig, K₂ = 15, W = 0.0268 lb/ft² give 3.31 inH₂O.
 */
export function pulseJetModel(velocityMps: number, pulsePressurePa: number, k2: number): DragModel {
  const residualInH2O = 6.08 * unitFromSi(FT_MIN, velocityMps) * unitFromSi(PSI, pulsePressurePa) ** -0.65;
  return { residualPa: unitToSi(IN_H2O, residualInH2O), perCakePa: k2 * velocityMps };
}

/**
 * The general filter-drag model ΔP = K₁·V + K₂·W·V.
 *
 * @param velocityMps Filtering velocity V, m/s.
 * @param k1 Clean-cloth (residual) drag K₁, Pa·s/m.
 * @param k2 Specific cake resistance K₂, s⁻¹.
 * @returns The model's residual and cake parts in Pa.
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1; Wang et al.,
 * Air Pollution Control Engineering (2004), ch. 2.
 */
export function filterDragModel(velocityMps: number, k1: number, k2: number): DragModel {
  return { residualPa: k1 * velocityMps, perCakePa: k2 * velocityMps };
}

/**
 * The pressure drop of a model with a cake.
 *
 * @param model Residual and cake parts, Pa and Pa per kg/m².
 * @param cakeKgM2 Cake areal density W, kg/m².
 * @returns ΔP, Pa.
 */
export function pressureDropPa(model: DragModel, cakeKgM2: number): number {
  return model.residualPa + model.perCakePa * cakeKgM2;
}

/**
 * The filtration time for the pressure drop to reach a maximum: θ = (ΔPmax − R·V) / (K₂·C·V²).
 *
 * @param model Residual and cake parts, Pa and Pa per kg/m².
 * @param loadingKgM3 Inlet dust loading C, kg/m³.
 * @param velocityMps Filtering velocity V, m/s.
 * @param maxPressureDropPa The pressure drop at which the bags are cleaned, Pa.
 * @returns θ in s, or `undefined` when the clean cloth alone already reaches
 *   the maximum, or no dust builds a cake (θ would be unbounded).
 *
 * Source: the model solved for θ (EPA Cost Manual Section 6 Chapter 1).
 */
export function intervalToPressureDrop(
  model: DragModel,
  loadingKgM3: number,
  velocityMps: number,
  maxPressureDropPa: number,
): number | undefined {
  const cakeRatePaPerS = model.perCakePa * loadingKgM3 * velocityMps;
  if (maxPressureDropPa <= model.residualPa || cakeRatePaPerS <= 0) return undefined;
  return (maxPressureDropPa - model.residualPa) / cakeRatePaPerS;
}

/** K₁ and K₂ in the units engineers quote them, per unit system, with the SI value of one unit. */
export const DRAG_COEFFICIENT_UNITS = {
  k1: {
    imperial: { symbol: 'inH₂O·min/ft', si: IN_H2O.siPerUnit / FT_MIN.siPerUnit },
    metric: { symbol: 'Pa·min/m', si: 60 },
  },
  k2: {
    imperial: { symbol: 'inH₂O·min·ft/lb', si: IN_H2O.siPerUnit / (FT_MIN.siPerUnit * LB_FT2.siPerUnit) },
    metric: { symbol: 'N·min/(kg·m)', si: 60 },
  },
} as const;

/** Typical filter pressure drop, Pa (○): 1–6 inH₂O. */
export const TYPICAL_PRESSURE_DROP_PA = {
  min: unitToSi(IN_H2O, 1),
  max: unitToSi(IN_H2O, 6),
} as const;
