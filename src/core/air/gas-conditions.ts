/**
 * The gas a tool works at: its temperature, absolute pressure and moisture,
 * and the ACGIH density factor that carries them into every velocity
 * pressure, fan pressure and power. One model for every tool, so that a hot,
 * high or humid gas means the same figure in each.
 */
import { unitById } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import { REFERENCE_CONDITIONS } from './reference-conditions.ts';

/**
 * The ratio of the molar masses of dry air and water vapour, 28.965/18.015
 * rounded as ACGIH prints it: dfm = (1 + ω)/(1 + 1.607·ω).
 */
export const ACGIH_MOISTURE_COEFFICIENT = 1.607;

/** A condition set stated as the sources state it, with its density. */
export interface StandardAir {
  /** How a page names it. */
  readonly label: string;
  /** `70 °F, 29.92 inHg, dry`. */
  readonly statedAs: string;
  readonly temperatureK: number;
  readonly pressurePa: number;
  readonly densityKgPerM3: number;
  readonly source: string;
}

/**
 * ACGIH standard air: 70 °F, 29.92 inHg, dry, 0.075 lb/ft³ (1.2014 kg/m³).
 * Every density factor is relative to it, and fan catalogues are at its
 * density.
 */
export const STANDARD_AIR: StandardAir = {
  label: 'Standard air',
  statedAs: '70 °F, 29.92 inHg, dry; 0.075 lb/ft³',
  temperatureK: REFERENCE_CONDITIONS.acgih.temperatureK,
  pressurePa: REFERENCE_CONDITIONS.acgih.pressurePa,
  densityKgPerM3: unitToSi(unitById('lb/ft3'), 0.075),
  source: 'ACGIH Industrial Ventilation, ch. 5: standard air 70 °F, 29.92 inHg, dry, 0.075 lb/ft³',
};

/**
 * The metric standard air of fan catalogues: 1.2 kg/m³ (20 °C, 101.325 kPa,
 * 50 % RH), named beside ACGIH's. It differs from 0.075 lb/ft³ by 0.12 %, so a
 * metric catalogue read at ACGIH standard air is off by no more than that.
 */
export const METRIC_STANDARD_AIR: StandardAir = {
  label: 'Metric standard air',
  statedAs: '20 °C, 101.325 kPa, 50 % RH; 1.2 kg/m³',
  temperatureK: 293.15,
  pressurePa: 101_325,
  densityKgPerM3: 1.2,
  source: 'ISO 5801:2017 and AMCA 210 standard air: 1.2 kg/m³',
};

/** The water in the gas: a mass ratio ω (kg water per kg dry air) or a volume fraction of H₂O in %. */
export type Moisture = { readonly humidityRatio: number } | { readonly volumePercent: number };

/** The gas conditions, in SI; each part has a default. */
export interface GasConditionsInput {
  /** Gas temperature, K; 70 °F (standard air) by default. */
  readonly temperatureK?: number | undefined;
  /** Absolute pressure of the gas, Pa (barometric, plus the duct's static pressure if wanted); 29.92 inHg by default. */
  readonly pressurePa?: number | undefined;
  /** The water in the gas; dry by default. */
  readonly moisture?: Moisture | undefined;
}

/** The ACGIH density factor and its three parts. */
export interface DensityFactor {
  /** Temperature factor dft = T_std / T. */
  readonly temperature: number;
  /** Elevation (barometric pressure) factor dfe = p / p_std. */
  readonly elevation: number;
  /** Moisture factor dfm = (1 + ω)/(1 + 1.607·ω). */
  readonly moisture: number;
  /** df = dft · dfe · dfm. */
  readonly total: number;
}

/** The gas conditions read into the figures the tools need. */
export interface GasConditions {
  readonly temperatureK: number;
  readonly pressurePa: number;
  /** ω, kg of water per kg of dry air. */
  readonly humidityRatio: number;
  readonly densityFactor: DensityFactor;
  /** The actual density ρ = 0.075 lb/ft³ · df, in kg/m³. */
  readonly densityKgPerM3: number;
}

export const DENSITY_FACTOR_FORMULA = 'df = dft·dfe·dfm; dft = T_std/T, dfe = p/p_std, dfm = (1 + ω)/(1 + 1.607ω)';
export const DENSITY_FACTOR_SOURCE =
  'ACGIH Industrial Ventilation, ch. 5 (non-standard air): density factors for temperature, elevation and moisture; ρ = 0.075·df lb/ft³';

/**
 * The humidity ratio of a gas holding a volume fraction of water vapour.
 *
 * @param volumePercent H₂O in % by volume (the mole fraction × 100), 0 to below 100.
 * @returns ω = y / (1.607·(1 − y)) kg/kg, with y the fraction; so that
 *   dfm = 1 − y·(1 − 1/1.607), the molar-mass mixing rule.
 *
 * Source: ideal-gas mixture, Dalton's law; ACGIH's 1.607 = M_air/M_water.
 */
export function humidityRatioFromVolumePercent(volumePercent: number): number {
  const y = volumePercent / 100;
  return y / (ACGIH_MOISTURE_COEFFICIENT * (1 - y));
}

/**
 * The volume fraction of water vapour in a gas of a given humidity ratio; the
 * inverse of {@link humidityRatioFromVolumePercent}.
 *
 * @param humidityRatio ω, kg water per kg dry air, ≥ 0.
 * @returns H₂O in % by volume.
 */
export function volumePercentFromHumidityRatio(humidityRatio: number): number {
  const molesOfWater = ACGIH_MOISTURE_COEFFICIENT * humidityRatio;
  return (100 * molesOfWater) / (1 + molesOfWater);
}

/** ω from either form of the moisture; 0 for dry gas. */
export function humidityRatioOf(moisture: Moisture | undefined): number {
  if (moisture === undefined) return 0;
  return 'humidityRatio' in moisture ? moisture.humidityRatio : humidityRatioFromVolumePercent(moisture.volumePercent);
}

/**
 * Reads gas conditions into the ACGIH density factor and the actual density.
 *
 * @param input Temperature K (> 0), absolute pressure Pa (> 0) and moisture;
 *   values are checked by the tool's MeasureSpecs before they come here.
 * @returns The conditions with ω, df and its parts, and ρ = 0.075 lb/ft³ · df
 *   in kg/m³. With no input, df = 1 exactly. Pure arithmetic; never throws.
 *
 * Source: ACGIH Industrial Ventilation, ch. 5: df = dft·dfe·dfm with
 * dft = (460 + 70)/(460 + T °F), dfe = p/29.92 inHg, dfm = (1 + ω)/(1 + 1.607ω).
 *
 * @example 200 °F at 6000 ft (ISA 81.2 kPa), dry: df = 0.8030 × 0.8014 = 0.6435
 *   (Loren Cook, Engineering Cookbook: 0.643).
 */
export function gasConditions(input: GasConditionsInput = {}): GasConditions {
  const temperatureK = input.temperatureK ?? STANDARD_AIR.temperatureK;
  const pressurePa = input.pressurePa ?? STANDARD_AIR.pressurePa;
  const humidityRatio = humidityRatioOf(input.moisture);
  const temperature = input.temperatureK === undefined ? 1 : STANDARD_AIR.temperatureK / temperatureK;
  const elevation = input.pressurePa === undefined ? 1 : pressurePa / STANDARD_AIR.pressurePa;
  const moisture = (1 + humidityRatio) / (1 + ACGIH_MOISTURE_COEFFICIENT * humidityRatio);
  const total = temperature * elevation * moisture;
  return {
    temperatureK,
    pressurePa,
    humidityRatio,
    densityFactor: { temperature, elevation, moisture, total },
    densityKgPerM3: STANDARD_AIR.densityKgPerM3 * total,
  };
}

/**
 * The flow at standard air that carries the same mass: SCFM = ACFM · df.
 *
 * @param actualFlowM3s Actual volume flow, m³/s.
 * @param densityFactor df of the gas.
 * @returns The standard-air flow, m³/s (at 0.075 lb/ft³; wet if the gas is).
 *
 * Source: ACGIH Industrial Ventilation, ch. 5: scfm = acfm × df.
 */
export function standardAirFlowM3s(actualFlowM3s: number, densityFactor: number): number {
  return actualFlowM3s * densityFactor;
}

/**
 * The actual flow of a standard-air flow: ACFM = SCFM / df.
 *
 * @param standardFlowM3s Flow at standard air, m³/s.
 * @param densityFactor df of the gas, > 0.
 * @returns The actual flow, m³/s.
 *
 * Source: ACGIH Industrial Ventilation, ch. 5: acfm = scfm / df.
 */
export function actualFlowM3s(standardFlowM3s: number, densityFactor: number): number {
  return standardFlowM3s / densityFactor;
}
