/**
 * Which core input spec reads each numeric design field.
 */
import type { DesignField } from '../../core/duct/design-link.ts';
import { FRICTION_RATE_MEASURE, MIN_VELOCITY_MEASURE } from '../../core/duct-size/size.ts';
import { ALTITUDE_MEASURE, ROUGHNESS_MEASURE, TEMPERATURE_MEASURE } from '../../core/friction/conditions.ts';
import { LENGTH_MEASURE } from '../../core/friction/pressure-loss.ts';
import type { MeasureSpec } from '../../core/report/measure.ts';

/** The numeric fields and their specs; the others are picked from lists or are sections. */
export const MEASURE_BY_FIELD: Partial<Record<DesignField, MeasureSpec>> = {
  length: LENGTH_MEASURE,
  temperature: TEMPERATURE_MEASURE,
  altitude: ALTITUDE_MEASURE,
  roughness: ROUGHNESS_MEASURE,
  frictionRate: FRICTION_RATE_MEASURE,
  minVelocity: MIN_VELOCITY_MEASURE,
};
