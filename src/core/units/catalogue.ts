/**
 * The units catalogue: every unit of every quantity, by id.
 */
import * as v from 'valibot';
import { AIRFLOW_UNITS } from './airflow.ts';
import { AREA_UNITS } from './area.ts';
import { AREAL_DENSITY_UNITS } from './areal-density.ts';
import { CONCENTRATION_UNITS } from './concentration.ts';
import { DEFLAGRATION_INDEX_UNITS } from './deflagration-index.ts';
import { DENSITY_UNITS } from './density.ts';
import { DYNAMIC_VISCOSITY_UNITS } from './dynamic-viscosity.ts';
import { FRICTION_RATE_UNITS } from './friction-rate.ts';
import { LENGTH_UNITS } from './length.ts';
import { MASS_FLOW_UNITS } from './mass-flow.ts';
import { POWER_UNITS } from './power.ts';
import { PRESSURE_UNITS } from './pressure.ts';
import type { QuantityId } from './quantity.ts';
import { TEMPERATURE_UNITS } from './temperature.ts';
import { TIME_UNITS } from './time.ts';
import { VELOCITY_UNITS } from './velocity.ts';
import { VOLUME_UNITS } from './volume.ts';
import type { UnitDefinition } from './unit.ts';

const ALL_UNITS = [
  ...PRESSURE_UNITS,
  ...AIRFLOW_UNITS,
  ...VELOCITY_UNITS,
  ...CONCENTRATION_UNITS,
  ...TEMPERATURE_UNITS,
  ...LENGTH_UNITS,
  ...AREA_UNITS,
  ...DENSITY_UNITS,
  ...POWER_UNITS,
  ...MASS_FLOW_UNITS,
  ...FRICTION_RATE_UNITS,
  ...DYNAMIC_VISCOSITY_UNITS,
  ...TIME_UNITS,
  ...AREAL_DENSITY_UNITS,
  ...VOLUME_UNITS,
  ...DEFLAGRATION_INDEX_UNITS,
] as const;

/** The id of a unit in the catalogue: `Pa`, `inH2O`, `CFM`, `degF`, … */
export type UnitId = (typeof ALL_UNITS)[number]['id'];

/** A unit of the catalogue: a {@link UnitDefinition} whose id is a {@link UnitId}. */
export type Unit = UnitDefinition & { readonly id: UnitId };

/** Every unit, grouped by quantity in the order of QUANTITY_IDS. */
export const UNITS: readonly Unit[] = ALL_UNITS;

/** Every unit id, for schemas and pickers. */
export const UNIT_IDS: readonly UnitId[] = UNITS.map((unit) => unit.id);

/** A unit id typed as text (a link's query); the CLI reads free text with lookupUnit. */
export const UnitIdSchema = v.picklist(UNIT_IDS, 'Expected a unit id');

const UNIT_BY_ID = new Map<UnitId, Unit>(UNITS.map((unit) => [unit.id, unit]));

/**
 * The unit with this id.
 *
 * @param id A unit id; the type guarantees it exists.
 * @returns Its definition: symbol, SI factor, offset, source.
 */
export function unitById(id: UnitId): Unit {
  return UNIT_BY_ID.get(id) as Unit;
}

/**
 * Every unit of a quantity, in catalogue order (SI first).
 *
 * @param quantity The quantity, e.g. `pressure`.
 * @returns Its units; never empty.
 */
export function unitsOf(quantity: QuantityId): readonly Unit[] {
  return UNITS.filter((unit) => unit.quantity === quantity);
}
