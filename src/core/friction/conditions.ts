/**
 * The air and the duct wall a friction calculation runs at: temperature,
 * altitude, roughness and method, read once into the figures every friction
 * calculation needs (density, viscosity, ε).
 */
import { checkedAltitudePressurePa } from '../air/barometric.ts';
import { DRY_AIR_GAS_CONSTANT_J_PER_KG_K } from '../air/density.ts';
import { airViscosityPaS } from '../air/viscosity.ts';
import type { MeasureSpec } from '../report/measure.ts';
import { ALTITUDE_RANGE, DUCT_DIAMETER_RANGE, FLOW_RANGE, GAS_TEMPERATURE_RANGE, ROUGHNESS_RANGE } from '../report/ranges.ts';
import { ZERO_CELSIUS_K } from '../units/definitions.ts';
import type { FrictionMethodId } from './method.ts';
import { DUCT_MATERIALS, GIVEN_ROUGHNESS_SOURCE, type MaterialId } from './roughness.ts';

/** Standard air as ASHRAE states it: 20 °C at sea level (101.325 kPa), 1.204 kg/m³. */
export const STANDARD_TEMPERATURE_K = ZERO_CELSIUS_K + 20;

/** Airflow Q: m³/s or CFM. */
export const AIRFLOW_MEASURE: MeasureSpec = {
  key: 'q',
  label: 'Airflow',
  quantity: 'airflow',
  units: { metric: 'm3/s', imperial: 'CFM' },
  range: FLOW_RANGE,
};

/** Inside diameter D of a round duct: m or in, as the ducting calculator. */
export const DIAMETER_MEASURE: MeasureSpec = {
  key: 'd',
  label: 'Diameter',
  quantity: 'length',
  units: { metric: 'm', imperial: 'in' },
  range: DUCT_DIAMETER_RANGE,
};

/** Air temperature: °C or °F. */
export const TEMPERATURE_MEASURE: MeasureSpec = {
  key: 'temperature',
  label: 'Air temperature',
  quantity: 'temperature',
  units: { metric: 'degC', imperial: 'degF' },
  range: GAS_TEMPERATURE_RANGE,
};

/** Altitude above sea level: m or ft. */
export const ALTITUDE_MEASURE: MeasureSpec = {
  key: 'altitude',
  label: 'Altitude',
  quantity: 'length',
  units: { metric: 'm', imperial: 'ft' },
  range: ALTITUDE_RANGE,
};

/** Absolute roughness ε the user gives instead of a material: mm or ft (ASHRAE's tables are in ft). */
export const ROUGHNESS_MEASURE: MeasureSpec = {
  key: 'roughness',
  label: 'Roughness',
  quantity: 'length',
  units: { metric: 'mm', imperial: 'ft' },
  range: ROUGHNESS_RANGE,
};

/** The condition inputs, in the order a page and `--help` list them. */
export const CONDITION_MEASURES: readonly MeasureSpec[] = [TEMPERATURE_MEASURE, ALTITUDE_MEASURE, ROUGHNESS_MEASURE];

/** The conditions in SI; each has a default. */
export interface ConditionsInput {
  /** Air temperature, K; 20 °C by default. */
  readonly temperature?: number | undefined;
  /** Altitude above sea level, m; 0 by default. */
  readonly altitude?: number | undefined;
  /** A material of the roughness table; galvanized by default; not used when `roughness` is given. */
  readonly material?: MaterialId | undefined;
  /** Absolute roughness ε, m. */
  readonly roughness?: number | undefined;
  /** Colebrook by default. */
  readonly method?: FrictionMethodId | undefined;
}

/** The conditions read into what the equations take. */
export interface FrictionConditions {
  readonly temperatureK: number;
  readonly altitudeM: number;
  /** Absolute pressure at the altitude, ISA, Pa. */
  readonly pressurePa: number;
  readonly densityKgPerM3: number;
  readonly viscosityPaS: number;
  /** The material picked, or `undefined` when the user gave the roughness. */
  readonly material: MaterialId | undefined;
  readonly roughnessM: number;
  /** How the roughness is named on a page: `Galvanized steel` or `Given roughness`. */
  readonly roughnessLabel: string;
  readonly roughnessSource: string;
  readonly method: FrictionMethodId;
}

/**
 * Reads checked conditions into the figures the equations need.
 *
 * @param input The conditions in SI, checked against CONDITION_MEASURES; absent ones take their defaults.
 * @returns Pressure (ISA), density (ideal gas, R = 287.05 J/(kg·K)),
 *   viscosity (Sutherland), the roughness and where it comes from, the method.
 *
 * Source: ISA troposphere (ISO 2533); ideal gas law; Sutherland's law (U.S.
 * Standard Atmosphere 1976); the roughness table in roughness.ts.
 */
export function resolveConditions(input: ConditionsInput): FrictionConditions {
  const temperatureK = input.temperature ?? STANDARD_TEMPERATURE_K;
  const altitudeM = input.altitude ?? 0;
  const pressurePa = checkedAltitudePressurePa(altitudeM);
  const material = input.roughness === undefined ? DUCT_MATERIALS[input.material ?? 'galvanized'] : undefined;
  return {
    temperatureK,
    altitudeM,
    pressurePa,
    densityKgPerM3: pressurePa / (DRY_AIR_GAS_CONSTANT_J_PER_KG_K * temperatureK),
    viscosityPaS: airViscosityPaS(temperatureK),
    material: material?.id,
    roughnessM: material?.roughnessM ?? input.roughness ?? 0,
    roughnessLabel: material?.label ?? 'Given roughness',
    roughnessSource: material?.source ?? GIVEN_ROUGHNESS_SOURCE,
    method: input.method ?? 'colebrook',
  };
}
