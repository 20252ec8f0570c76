/**
 * The index from typed spellings to units. A spelling matches with its case
 * first (`K`, `kW`); otherwise case-insensitively where only one unit has
 * that spelling in any case (`KW`, `PA`, `MBAR`, `cfm`).
 */
import { UNITS, type Unit, type UnitId } from './catalogue.ts';
import { normaliseUnitText } from './normalise.ts';

/** Every unit's spellings after normalisation: its id, its symbol and its aliases, without repeats. */
export const UNIT_SPELLINGS: ReadonlyMap<UnitId, readonly string[]> = new Map(
  UNITS.map((unit) => [unit.id, [...new Set([unit.id, unit.symbol, ...unit.aliases].map(normaliseUnitText))]]),
);

const exactIndex = new Map<string, Unit>();
/** Lower-case spelling → its unit, or null when two units share it (e.g. a future `Mm` and `mm`). */
const foldedIndex = new Map<string, Unit | null>();
for (const unit of UNITS) {
  for (const spelling of UNIT_SPELLINGS.get(unit.id) ?? []) {
    exactIndex.set(spelling, unit);
    const folded = spelling.toLowerCase();
    const known = foldedIndex.get(folded);
    foldedIndex.set(folded, known === undefined || known === unit ? unit : null);
  }
}

/**
 * Finds the unit a normalised spelling names.
 *
 * @param normalisedText A unit after normaliseUnitText.
 * @returns The unit, or `undefined` when no unit (or more than one, ignoring
 *   case) has that spelling.
 */
export function unitBySpelling(normalisedText: string): Unit | undefined {
  return exactIndex.get(normalisedText) ?? foldedIndex.get(normalisedText.toLowerCase()) ?? undefined;
}
