import type { Quantity } from '../../core/duct/units.ts';

/** The inputs in the order the product lists them: 'Velocity (V)', 'Airflow (Q)', 'Diameter (D)'. */
export const FIELD_ORDER: readonly Quantity[] = ['velocity', 'airflow', 'diameter'];
