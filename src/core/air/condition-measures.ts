/**
 * The gas-condition inputs every tool at a plant's gas reads the same way:
 * the temperature, and the altitude or the barometric pressure, with their
 * units per system and their physical ranges. One definition, so a page
 * field, a CLI option and a link key mean the same in Fan Selection and the
 * exhaust system.
 */
import type { MeasureSpec } from '../report/measure.ts';
import { ALTITUDE_RANGE, BAROMETRIC_PRESSURE_RANGE, GAS_TEMPERATURE_RANGE } from '../report/ranges.ts';

/** The gas temperature: °C or °F. */
export const GAS_TEMPERATURE_MEASURE = {
  key: 'temperature',
  label: 'Temperature',
  quantity: 'temperature',
  units: { metric: 'degC', imperial: 'degF' },
  range: GAS_TEMPERATURE_RANGE,
} as const satisfies MeasureSpec;

/** The site's altitude, for the ISA barometric pressure: m or ft. */
export const SITE_ALTITUDE_MEASURE = {
  key: 'altitude',
  label: 'Altitude',
  quantity: 'length',
  units: { metric: 'm', imperial: 'ft' },
  range: ALTITUDE_RANGE,
} as const satisfies MeasureSpec;

/** The absolute barometric pressure, instead of the altitude: kPa or inHg. */
export const BAROMETRIC_PRESSURE_MEASURE = {
  key: 'barometricPressure',
  label: 'Barometric pressure',
  quantity: 'pressure',
  units: { metric: 'kPa', imperial: 'inHg' },
  range: BAROMETRIC_PRESSURE_RANGE,
} as const satisfies MeasureSpec;
