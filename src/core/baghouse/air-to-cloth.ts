/**
 * The design air-to-cloth (A/C) ratio, i.e. the filtering velocity through the
 * cloth: the EPA pulse-jet factor method, EPA Table 1.1 by dust, and the
 * typical ranges per cleaning type. SI inside (m/s); the EPA equation itself
 * is in its own units (ft/min, °F, gr/ft³, µm), converted with the
 * catalogue's exact factors.
 */
import { unitById } from '../units/catalogue.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';
import type { CleaningType } from './cleaning.ts';
import { DUST_AIR_TO_CLOTH, type DustId } from './dusts.ts';

/** EPA material factor A, by the dusts it is listed for (○, one secondary source). */
export const MATERIAL_FACTORS = [
  { value: 15, dusts: 'flour, grain, sawdust, feeds' },
  { value: 12, dusts: 'gypsum, salt, sand, talc, lime' },
  { value: 10, dusts: 'cement, coal, clay, limestone, silica, sugar' },
  { value: 9, dusts: 'fly ash, coke, metal oxides, pigments, plastics, starch' },
  { value: 6, dusts: 'activated carbon, detergents, metal fumes, milk powder' },
] as const;

/** EPA application factor B (○, one secondary source). */
export const APPLICATION_FACTORS = [
  { value: 1, use: 'nuisance venting' },
  { value: 0.9, use: 'product collection' },
  { value: 0.8, use: 'process gas filtration' },
] as const;

/** Typical A/C range per cleaning type in ft/min (○, vendor glossaries). */
export const TYPICAL_AIR_TO_CLOTH_FT_MIN: Readonly<Record<CleaningType, { min: number; max: number }>> = {
  'pulse-jet': { min: 3, max: 8 },
  'reverse-air': { min: 1, max: 2.5 },
  shaker: { min: 1.5, max: 3 },
};

/** Validity of the factor method's inputs, in its own units. */
export const FACTOR_METHOD_RANGE = {
  temperatureF: { min: 50, max: 275 },
  loadingGrFt3: { min: 0.05, max: 100 },
  mmdMicrons: { min: 3, max: 100 },
} as const;

/** The factor method's inputs, SI. */
export interface FactorMethodInput {
  readonly materialFactor: number;
  readonly applicationFactor: number;
  /** Gas temperature, K. */
  readonly temperatureK: number;
  /** Inlet dust loading, kg/m³ (actual). */
  readonly loadingKgM3: number;
  /** Mass median diameter of the dust, m. */
  readonly mmdM: number;
}

/** An input the factor method did not take as given, and what it used instead. */
export type FactorClamp =
  | { readonly code: 'temperature-clamped'; readonly givenSi: number; readonly usedSi: number }
  | { readonly code: 'loading-clamped'; readonly givenSi: number; readonly usedSi: number }
  | { readonly code: 'mmd-below-range' | 'mmd-above-range'; readonly givenSi: number; readonly sizeTerm: number };

const FT_MIN = unitById('ft/min');
const DEG_F = unitById('degF');
const GR_FT3 = unitById('gr/ft3');
const MICRON = unitById('um');

/** Relative slack for a bound: 275 °F read through kelvin comes back as 275.00000000000006 °F. */
const BOUND_SLACK = 1e-12;

/** The value kept when inside the range (within the slack), else the bound it passes. */
function clamp(value: number, range: { min: number; max: number }): number {
  if (value < range.min * (1 - BOUND_SLACK)) return range.min;
  if (value > range.max * (1 + BOUND_SLACK)) return range.max;
  return value;
}

/**
 * The pulse-jet A/C ratio by the EPA factor method:
 * V[ft/min] = 2.878 · A · B · T^−0.2335 · L^−0.06021 · (0.7471 + 0.0853 ln D),
 * with T in °F clamped to 50–275, L in gr/ft³ clamped to 0.05–100, and the
 * size term 0.8 for D < 3 µm and 1.2 for D > 100 µm.
 *
 * @param input A and B (dimension one), temperature K, loading kg/m³, MMD m.
 * @returns The A/C ratio in m/s and every clamp or size rule applied (the
 *   caller reports each as a warning). Inputs must be positive (checked by
 *   the input schema).
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1,
 * pulse-jet A/C factor method. ✔ A = 9, B = 0.8, 275 °F, 4 gr/ft³, 7 µm gives 4.69 ft/min.
 */
export function factorMethodAirToCloth(input: FactorMethodInput): { airToClothMps: number; clamps: FactorClamp[] } {
  const clamps: FactorClamp[] = [];
  const temperatureF = unitFromSi(DEG_F, input.temperatureK);
  const usedF = clamp(temperatureF, FACTOR_METHOD_RANGE.temperatureF);
  if (usedF !== temperatureF) clamps.push({ code: 'temperature-clamped', givenSi: input.temperatureK, usedSi: unitToSi(DEG_F, usedF) });
  const loadingGr = unitFromSi(GR_FT3, input.loadingKgM3);
  const usedGr = clamp(loadingGr, FACTOR_METHOD_RANGE.loadingGrFt3);
  if (usedGr !== loadingGr) clamps.push({ code: 'loading-clamped', givenSi: input.loadingKgM3, usedSi: unitToSi(GR_FT3, usedGr) });
  const mmdMicrons = unitFromSi(MICRON, input.mmdM);
  const sizeTerm = mmdSizeTerm(mmdMicrons);
  if (sizeTerm === 0.8) clamps.push({ code: 'mmd-below-range', givenSi: input.mmdM, sizeTerm });
  if (sizeTerm === 1.2) clamps.push({ code: 'mmd-above-range', givenSi: input.mmdM, sizeTerm });
  const velocityFtMin =
    2.878 * input.materialFactor * input.applicationFactor * usedF ** -0.2335 * usedGr ** -0.06021 * sizeTerm;
  return { airToClothMps: unitToSi(FT_MIN, velocityFtMin), clamps };
}

/** The factor method's size term (0.7471 + 0.0853 ln D), 0.8 below 3 µm and 1.2 above 100 µm. */
function mmdSizeTerm(mmdMicrons: number): number {
  const used = clamp(mmdMicrons, FACTOR_METHOD_RANGE.mmdMicrons);
  if (used > mmdMicrons) return 0.8;
  if (used < mmdMicrons) return 1.2;
  return 0.7471 + 0.0853 * Math.log(mmdMicrons);
}

/**
 * The A/C ratio EPA Table 1.1 gives for a dust and cleaning type.
 *
 * @param dust A dust of the table.
 * @param cleaning Shaker and reverse-air read the woven column, pulse-jet its own.
 * @returns The A/C ratio in m/s.
 *
 * Source: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1, Table 1.1.
 */
export function tableAirToCloth(dust: DustId, cleaning: CleaningType): number {
  const row = DUST_AIR_TO_CLOTH[dust];
  return unitToSi(FT_MIN, cleaning === 'pulse-jet' ? row.pulseJetFtMin : row.wovenFtMin);
}

/**
 * Whether an A/C ratio lies in the typical range for a cleaning type.
 *
 * @param airToClothMps The A/C ratio, m/s.
 * @param cleaning The cleaning type.
 * @returns The typical range in m/s when the ratio lies outside it, else `undefined`.
 *
 * Source: vendor glossaries (○): pulse-jet 3–8, reverse-air 1–2.5, shaker 1.5–3 ft/min.
 */
export function airToClothOutsideTypical(airToClothMps: number, cleaning: CleaningType): { minMps: number; maxMps: number } | undefined {
  const range = TYPICAL_AIR_TO_CLOTH_FT_MIN[cleaning];
  const minMps = unitToSi(FT_MIN, range.min);
  const maxMps = unitToSi(FT_MIN, range.max);
  return airToClothMps < minMps || airToClothMps > maxMps ? { minMps, maxMps } : undefined;
}
