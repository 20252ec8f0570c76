/**
 * The fabric table as a person reads it, in a unit system: what the page
 * shows beside the fabric choice, so the limits and their source are in
 * view when a fabric is picked.
 */
import { figureText, type UnitSystem } from '../report/figure.ts';
import { fabricLimitsK, fabricsTaking } from './fabric-check.ts';
import { FABRIC_IDS, fabricOf, type FabricId } from './fabrics.ts';

/** One fabric's row: temperatures as text in the unit system, resistances in the sources' words. */
export interface FabricRow {
  readonly id: FabricId;
  readonly name: string;
  /** `275.0 °F`, `135.0 °C`. */
  readonly continuous: string;
  readonly surge: string;
  readonly acid: string;
  readonly alkali: string;
  /** The rating, or `not rated` where no source checked rates it. */
  readonly hydrolysis: string;
  /** ◐ continuous temperature confirmed by a second text, ○ one source (with what the cross-check found). */
  readonly check: string;
  /** Whether the fabric takes the gas temperature continuously; `undefined` without one. */
  readonly takesGas?: boolean;
}

/** A temperature of the table in a unit system, exactly as defined in °F, through core/format. */
function temperatureText(valueF: number, valueK: number, system: UnitSystem): string {
  const units = { imperial: { unit: 'degF', decimals: 0 }, metric: { unit: 'degC', decimals: 0 } } as const;
  const { value, unit } = figureText({ key: '', label: '', valueSi: valueK, units, formula: '', source: '', defined: { value: valueF, unit: 'degF' } }, system);
  return `${value} ${unit}`;
}

/**
 * Every fabric of the table, in order of its continuous temperature.
 *
 * @param system The unit system of the temperatures.
 * @param temperatureK The gas temperature, K, to mark the fabrics that take it; optional.
 * @returns One row per fabric (see {@link FabricRow}).
 *
 * Source: EPA APTI SI:412A Lesson 4, Table 4-1; Wang et al. (2004), ch. 2, Table 3 (fabrics.ts).
 */
export function fabricTable(system: UnitSystem, temperatureK?: number): FabricRow[] {
  const takers = temperatureK === undefined ? undefined : fabricsTaking(temperatureK);
  return FABRIC_IDS.map((id) => {
    const row = fabricOf(id);
    const limits = fabricLimitsK(id);
    return {
      id,
      name: row.name,
      continuous: temperatureText(row.continuousF, limits.continuousK, system),
      surge: temperatureText(row.surgeF, limits.surgeK, system),
      acid: row.acid,
      alkali: row.alkali,
      hydrolysis: row.hydrolysis ?? 'not rated',
      check: row.check === 'confirmed' ? '◐' : `○${row.note === undefined ? '' : ` (${row.note})`}`,
      ...(takers !== undefined && { takesGas: takers.includes(id) }),
    };
  });
}
