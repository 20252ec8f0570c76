/**
 * The air and the duct wall a friction calculation runs at: temperature,
 * altitude, roughness and method, read once into the figures every friction
 * calculation needs (density, viscosity, ε).
 */
import * as v from 'valibot';
import { ISA_ALTITUDE_RANGE_M, barometricPressurePa } from '../air/barometric.ts';
import { DRY_AIR_GAS_CONSTANT_J_PER_KG_K } from '../air/density.ts';
import { airViscosityPaS } from '../air/viscosity.ts';
import { ZERO_CELSIUS_K } from '../units/definitions.ts';
import { FrictionMethodIdSchema, type FrictionMethodId } from './method.ts';
import { DUCT_MATERIALS, GIVEN_ROUGHNESS_SOURCE, MaterialIdSchema, type MaterialId } from './roughness.ts';

/** Standard air as ASHRAE states it: 20 °C at sea level (101.325 kPa), 1.204 kg/m³. */
export const STANDARD_TEMPERATURE_K = ZERO_CELSIUS_K + 20;

/** Temperatures Sutherland's law and the ideal gas hold for in a duct, K: −100 °C to 1000 °C. */
export const TEMPERATURE_RANGE_K = { min: ZERO_CELSIUS_K - 100, max: ZERO_CELSIUS_K + 1000 } as const;

/** A finite number; the message names the field. */
export function finiteSchema(label: string) {
  const message = `${label} must be a finite number`;
  return v.pipe(v.number(message), v.finite(message));
}

/** A number greater than zero (an airflow, a diameter, a length, a friction rate). */
export function positiveSchema(label: string) {
  return v.pipe(finiteSchema(label), v.gtValue(0, `${label} must be greater than zero`));
}

/** The conditions as typed into a front end, in SI; every one has a default. */
export const ConditionsSchema = v.object({
  /** Air temperature, K; 20 °C by default. */
  temperature: v.optional(
    v.pipe(
      finiteSchema('Air temperature'),
      v.minValue(TEMPERATURE_RANGE_K.min, 'Air temperature must be between −100 °C and 1000 °C (−148 °F and 1832 °F)'),
      v.maxValue(TEMPERATURE_RANGE_K.max, 'Air temperature must be between −100 °C and 1000 °C (−148 °F and 1832 °F)'),
    ),
    STANDARD_TEMPERATURE_K,
  ),
  /** Altitude above sea level, m; sea level by default. */
  altitude: v.optional(
    v.pipe(
      finiteSchema('Altitude'),
      v.minValue(ISA_ALTITUDE_RANGE_M.min, 'Altitude must be between −1000 m and 11 000 m (−3281 ft and 36 089 ft), the ISA troposphere'),
      v.maxValue(ISA_ALTITUDE_RANGE_M.max, 'Altitude must be between −1000 m and 11 000 m (−3281 ft and 36 089 ft), the ISA troposphere'),
    ),
    0,
  ),
  /** A material of the roughness table; galvanized steel by default. Ignored when `roughness` is given. */
  material: v.optional(MaterialIdSchema, 'galvanized'),
  /** Absolute roughness ε, m, when the user gives one instead of a material. */
  roughness: v.optional(v.pipe(finiteSchema('Roughness'), v.minValue(0, 'Roughness must not be negative'))),
  /** The friction-factor method; Colebrook by default. */
  method: v.optional(FrictionMethodIdSchema, 'colebrook'),
});
export type ConditionsInput = v.InferInput<typeof ConditionsSchema>;

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
  /** How the roughness is named on a page: `Galvanized steel` or `Given`. */
  readonly roughnessLabel: string;
  readonly roughnessSource: string;
  readonly method: FrictionMethodId;
}

/**
 * Reads parsed conditions into the figures the equations need.
 *
 * @param input The output of ConditionsSchema (SI, defaults applied).
 * @returns Pressure (ISA), density (ideal gas, R = 287.05 J/(kg·K)),
 *   viscosity (Sutherland), the roughness and where it comes from.
 *
 * Source: ISA troposphere (ISO 2533); ideal gas law; Sutherland's law (U.S.
 * Standard Atmosphere 1976); the roughness table in roughness.ts.
 */
export function resolveConditions(input: v.InferOutput<typeof ConditionsSchema>): FrictionConditions {
  const pressure = barometricPressurePa({ altitudeM: input.altitude });
  // The schema has checked the altitude's range, so the ISA function cannot refuse it.
  const pressurePa = pressure.status === 'success' ? pressure.data.pressurePa : Number.NaN;
  const given = input.roughness !== undefined;
  const material = given ? undefined : DUCT_MATERIALS[input.material];
  return {
    temperatureK: input.temperature,
    altitudeM: input.altitude,
    pressurePa,
    densityKgPerM3: pressurePa / (DRY_AIR_GAS_CONSTANT_J_PER_KG_K * input.temperature),
    viscosityPaS: airViscosityPaS(input.temperature),
    material: material?.id,
    roughnessM: input.roughness ?? material!.roughnessM,
    roughnessLabel: material?.label ?? 'Given roughness',
    roughnessSource: material?.source ?? GIVEN_ROUGHNESS_SOURCE,
    method: input.method,
  };
}
