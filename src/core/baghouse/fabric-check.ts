/**
 * The gas temperature against the filter fabric: each fabric's limits in SI,
 * the fabrics that take a temperature continuously, and the warning when the
 * chosen fabric (or every fabric) is too hot.
 */
import { unitById } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import { FABRIC_IDS, FABRICS, type FabricId } from './fabrics.ts';
import type { BaghouseNote } from './notes.ts';

const DEG_F = unitById('degF');

/** Relative slack for a limit: 275 °F typed in °C and read back through kelvin must not warn. */
const LIMIT_SLACK = 1e-12;

/**
 * A fabric's temperature limits in kelvin.
 *
 * @param fabric A fabric of the table.
 * @returns The maximum continuous and surge gas temperatures, K, from the table's °F.
 *
 * Source: EPA APTI SI:412A Lesson 4, Table 4-1 (see fabrics.ts for the check status).
 */
export function fabricLimitsK(fabric: FabricId): { continuousK: number; surgeK: number } {
  const { continuousF, surgeF } = FABRICS[fabric];
  return { continuousK: unitToSi(DEG_F, continuousF), surgeK: unitToSi(DEG_F, surgeF) };
}

/** Whether a temperature is above a limit, beyond the rounding of a unit conversion. */
function above(temperatureK: number, limitK: number): boolean {
  return temperatureK > limitK * (1 + LIMIT_SLACK);
}

/**
 * The fabrics of the table that take a gas temperature continuously.
 *
 * @param temperatureK Gas temperature, K.
 * @returns Their ids, in the table's order (lowest limit first); empty when
 *   the gas is hotter than every fabric's continuous limit.
 */
export function fabricsTaking(temperatureK: number): FabricId[] {
  return FABRIC_IDS.filter((id) => !above(temperatureK, fabricLimitsK(id).continuousK));
}

/** The fabric of the table with the highest continuous limit, and that limit, K. */
export function hottestFabric(): { fabric: FabricId; continuousK: number } {
  const fabric = FABRIC_IDS.reduce((hottest, id) => (FABRICS[id].continuousF > FABRICS[hottest].continuousF ? id : hottest));
  return { fabric, continuousK: fabricLimitsK(fabric).continuousK };
}

/**
 * The fabric check of a design: the gas temperature against the chosen
 * fabric's maximum continuous temperature, or, with no fabric chosen,
 * against every fabric's.
 *
 * @param temperatureK Gas temperature, K.
 * @param fabric The chosen fabric, or `undefined`.
 * @returns `fabric-temperature-high` (with whether the surge limit is passed
 *   too, and the fabrics that would take the gas) when the chosen fabric's
 *   continuous limit is passed; `temperature-above-every-fabric` when no
 *   fabric is chosen and none in the table takes the gas; else `undefined`.
 */
export function fabricNote(temperatureK: number, fabric: FabricId | undefined): BaghouseNote | undefined {
  const takers = fabricsTaking(temperatureK);
  if (fabric === undefined) return takers.length === 0 ? { code: 'temperature-above-every-fabric', temperatureK } : undefined;
  const { continuousK, surgeK } = fabricLimitsK(fabric);
  if (!above(temperatureK, continuousK)) return undefined;
  return { code: 'fabric-temperature-high', fabric, temperatureK, continuousK, surgeK, aboveSurge: above(temperatureK, surgeK), takers };
}
