/**
 * The physical ranges of the tools' inputs, in SI, named once so that a gas
 * flow means the same range in every tool. Each is wide enough for any plant
 * (the largest baghouses filter about 5 million m³/h; the hottest fabric
 * filters run near 260 °C), and narrow enough that no formula downstream
 * overflows to Infinity or underflows to zero. They are our judgement (○ in
 * REFERENCE.md's terms) unless a law or table sets them (`why`).
 */
import { ISA_ALTITUDE_RANGE_M } from '../air/barometric.ts';
import { ZERO_CELSIUS_K } from '../units/definitions.ts';
import type { MeasureRange } from './measure.ts';

const HOUR_S = 3600;

/** A gas flow through a hood, a duct, a fan or a collector: 0.36 m³/h to 36 million m³/h. */
export const FLOW_RANGE: MeasureRange = { min: 1e-4, max: 1e4 };

/** A flow that may be nil (compressed air a design no longer uses). */
export const FLOW_OR_ZERO_RANGE: MeasureRange = { min: 0, max: 1e4 };

/** A gas temperature: −100 °C to 1000 °C, where Sutherland's law and the ideal gas hold for air. */
export const GAS_TEMPERATURE_RANGE: MeasureRange = {
  min: ZERO_CELSIUS_K - 100,
  max: ZERO_CELSIUS_K + 1000,
  why: "where Sutherland's law holds",
};

/**
 * Water vapour in a gas, % by volume: 0 (dry) to 90 % (a gas that is nearly
 * all steam). The ideal-gas mixing rule holds throughout; a wetter gas is
 * steam, not air.
 */
export const MOISTURE_VOLUME_PERCENT_RANGE: MeasureRange = { min: 0, max: 90 };

/** A humidity ratio ω, kg water per kg dry air: 0 to 5 (about 89 % H₂O by volume). */
export const HUMIDITY_RATIO_RANGE: MeasureRange = { min: 0, max: 5 };

/** Altitude above sea level: the ISA troposphere, −1000 m to 11 000 m. */
export const ALTITUDE_RANGE: MeasureRange = { ...ISA_ALTITUDE_RANGE_M, why: 'the ISA troposphere' };

/** An absolute barometric pressure: 20 kPa (above the troposphere's top) to 120 kPa. */
export const BAROMETRIC_PRESSURE_RANGE: MeasureRange = { min: 20e3, max: 120e3 };

/** A static or total pressure a fan or a system works against, or a collector's drop: 1 Pa to 100 kPa. */
export const SYSTEM_PRESSURE_RANGE: MeasureRange = { min: 1, max: 1e5 };

/** A pressure loss that may be nil (a segment with no fixed loss, a filter not counted): 0 to 100 kPa. */
export const PRESSURE_OR_ZERO_RANGE: MeasureRange = { min: 0, max: 1e5 };

/** A tube-sheet ΔP setting (alarm, clean baseline): 10 Pa to 10 kPa. */
export const FILTER_PRESSURE_DROP_RANGE: MeasureRange = { min: 10, max: 10e3 };

/** A tube-sheet ΔP reading, which may be zero with the fan off: 0 to 20 kPa. */
export const FILTER_PRESSURE_READING_RANGE: MeasureRange = { min: 0, max: 20e3 };

/** A pulse-jet header pressure (gauge): 0.1 bar to 10 bar. */
export const PULSE_PRESSURE_RANGE: MeasureRange = { min: 1e4, max: 1e6 };

/** A compressed-air reading (gauge), zero with the compressor off: 0 to 20 bar. */
export const COMPRESSED_AIR_READING_RANGE: MeasureRange = { min: 0, max: 2e6 };

/** A dust concentration, clean gas to dense-phase conveying: 0 to 2 kg/m³. */
export const DUST_LOADING_RANGE: MeasureRange = { min: 0, max: 2 };

/** A particle size: 10 nm to 1 mm. */
export const PARTICLE_SIZE_RANGE: MeasureRange = { min: 1e-8, max: 1e-3 };

/** An air-to-cloth ratio (filtration velocity): 0.03 to 12 m/min. */
export const AIR_TO_CLOTH_RANGE: MeasureRange = { min: 5e-4, max: 0.2 };

/** A duct or conveying velocity (minimum transport, slot, design): 0.1 to 100 m/s. */
export const DUCT_VELOCITY_RANGE: MeasureRange = { min: 0.1, max: 100 };

/** A round duct's, a stack's or a fan's diameter: 10 mm to 20 m. */
export const DUCT_DIAMETER_RANGE: MeasureRange = { min: 0.01, max: 20 };

/** A duct run: 1 mm to 10 km. */
export const DUCT_LENGTH_RANGE: MeasureRange = { min: 1e-3, max: 1e4 };

/** A duct run that may be nil (a segment of fittings only): 0 to 10 km. */
export const DUCT_LENGTH_OR_ZERO_RANGE: MeasureRange = { min: 0, max: 1e4 };

/** A wall's absolute roughness: 0 (smooth) to 10 mm. */
export const ROUGHNESS_RANGE: MeasureRange = { min: 0, max: 0.01 };

/** A friction rate to size for: 0.01 to 100 Pa/m. */
export const FRICTION_RATE_RANGE: MeasureRange = { min: 0.01, max: 100 };

/** An opening's area (a slot): 0.1 cm² to 100 m². */
export const OPENING_AREA_RANGE: MeasureRange = { min: 1e-5, max: 100 };

/** A collector's cloth area: 0.1 m² to 1 km². */
export const CLOTH_AREA_RANGE: MeasureRange = { min: 0.1, max: 1e6 };

/** A bag's or cartridge's diameter: 10 mm to 1 m. */
export const BAG_DIAMETER_RANGE: MeasureRange = { min: 0.01, max: 1 };

/** A bag's length: 0.1 m to 20 m. */
export const BAG_LENGTH_RANGE: MeasureRange = { min: 0.1, max: 20 };

/** The centre-to-centre spacing of bags: 10 mm to 2 m. */
export const BAG_PITCH_RANGE: MeasureRange = { min: 0.01, max: 2 };

/** The time between two pulses: 10 ms to 1 h. */
export const PULSE_SPACING_RANGE: MeasureRange = { min: 0.01, max: HOUR_S };

/** The time between two cleanings of a bag: 1 s to 30 days. */
export const CLEANING_INTERVAL_RANGE: MeasureRange = { min: 1, max: 30 * 24 * HOUR_S };

/** A shaft or motor power: 1 W to 100 MW. */
export const POWER_RANGE: MeasureRange = { min: 1, max: 1e8 };

/** A gas density: 0.01 to 50 kg/m³. */
export const GAS_DENSITY_RANGE: MeasureRange = { min: 0.01, max: 50 };
