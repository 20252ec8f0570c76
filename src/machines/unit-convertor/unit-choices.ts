/**
 * The units the From and To lists offer for a quantity: the catalogue's
 * units, and for airflow and dust concentration the same units on an actual,
 * standard or normal basis (ACFM, SCFM, Nm³/h, mg/Nm³), which is how a
 * conversion that needs gas conditions is asked for.
 */
import { unitWithBasis, type VolumeBasis } from '../../core/units/basis.ts';
import { unitsOf, type UnitId } from '../../core/units/catalogue.ts';
import { lookupUnit } from '../../core/units/lookup.ts';
import { QUANTITY_IDS, QUANTITY_INFO, type QuantityId } from '../../core/units/quantity.ts';

/** One unit in a list: the text sent to `readConversion` (and the link), and what a person reads. */
export interface UnitChoice {
  /** ASCII, as lookupUnit reads it back: `inH2O`, `SCFM`, `mg/Nm3`. */
  value: string;
  /** The symbol, with its basis named when it has one: `SCFM (standard)`. */
  label: string;
}

const ACTUAL: VolumeBasis = { reference: 'actual', dry: false };
const STANDARD: VolumeBasis = { reference: 'standard', dry: false };
const NORMAL: VolumeBasis = { reference: 'normal', dry: false };
const DRY_STANDARD: VolumeBasis = { reference: 'standard', dry: true };

/** The units offered on a basis, in the order engineers meet them. */
const BASIS_CHOICES: Partial<Record<QuantityId, readonly { unit: UnitId; basis: VolumeBasis; word: string }[]>> = {
  airflow: [
    { unit: 'CFM', basis: ACTUAL, word: 'actual' },
    { unit: 'CFM', basis: STANDARD, word: 'standard' },
    { unit: 'm3/h', basis: ACTUAL, word: 'actual' },
    { unit: 'm3/h', basis: NORMAL, word: 'normal' },
    { unit: 'm3/min', basis: ACTUAL, word: 'actual' },
  ],
  concentration: [
    { unit: 'mg/m3', basis: NORMAL, word: 'normal' },
    { unit: 'g/m3', basis: NORMAL, word: 'normal' },
    { unit: 'gr/ft3', basis: DRY_STANDARD, word: 'dry standard' },
    { unit: 'gr/ft3', basis: STANDARD, word: 'standard' },
  ],
};

/**
 * The units of a quantity for the From and To lists.
 *
 * @param quantity The quantity picked.
 * @returns The catalogue's units (symbol as label), then, for airflow and
 *   dust concentration, the units on a basis (`SCFM (standard)`).
 */
export function unitChoicesOf(quantity: QuantityId): UnitChoice[] {
  const plain = unitsOf(quantity).map((unit) => ({ value: unit.id as string, label: unit.symbol }));
  const withBasis = (BASIS_CHOICES[quantity] ?? []).map(({ unit, basis, word }) => {
    const known = unitsOf(quantity).find((candidate) => candidate.id === unit)!;
    return { value: unitWithBasis(known, basis, 'id'), label: `${unitWithBasis(known, basis, 'symbol')} (${word})` };
  });
  return [...plain, ...withBasis];
}

/**
 * The list entry a typed unit stands for, so a link's `from=in wg` or
 * `from=scfm` shows as inH₂O or SCFM in the list.
 *
 * @param quantity The quantity whose list is shown.
 * @param text The unit as typed, or `undefined`.
 * @returns The entry's value, or `undefined` when the text is not one of the list's units.
 */
export function unitChoiceFor(quantity: QuantityId, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const reading = lookupUnit(text, { quantity });
  if (reading.status === 'error') return undefined;
  const value = unitWithBasis(reading.data.unit, reading.data.basis, 'id');
  return unitChoicesOf(quantity).find((choice) => choice.value === value)?.value;
}

/** The quantities in the Quantity list, named as engineers say them. */
export const QUANTITY_CHOICES: readonly { value: QuantityId; label: string }[] = QUANTITY_IDS.map((quantity) => ({
  value: quantity,
  label: quantity === 'velocity' ? 'Velocity, air-to-cloth ratio' : capitalise(QUANTITY_INFO[quantity].label),
}));

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
