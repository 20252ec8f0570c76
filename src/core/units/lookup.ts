/**
 * Reads a unit as a person types it into a unit of the catalogue.
 */
import { splitBasis, type VolumeBasis } from './basis.ts';
import type { Unit } from './catalogue.ts';
import { quoteText, unitError, type UnitResult } from './issue.ts';
import { normaliseUnitText } from './normalise.ts';
import { QUANTITY_INFO, type QuantityId } from './quantity.ts';
import { unitBySpelling } from './spelling.ts';
import { closestQuantities, describeUnitsOf } from './suggest.ts';

/** A unit read from text, with the basis its spelling states (`SCFM`, `mg/Nm³`), if any. */
export interface UnitReading {
  readonly unit: Unit;
  readonly basis: VolumeBasis | undefined;
}

/** Gauge pressures: `psig`, `barg`, `kPa(g)`, `mbar g`. */
const GAUGE_PRESSURE = /^(psi|m?bar|k?pa)g$/i;

/**
 * Reads a unit.
 *
 * @param text The unit as typed: `inH2O`, `in. w.g.`, `m³/h`, `°F`, `SCFM`.
 *   Spaces, dots, brackets and middle dots are ignored; superscripts count as
 *   digits. Case matters only where two units would differ by case.
 * @param options.quantity The quantity expected; a unit of another quantity is refused.
 * @returns `success` with the unit and the basis its spelling states; or
 *   `error` with one issue: `empty`, `gauge-pressure` (`psig`, `barg`: give an
 *   absolute pressure instead), `unknown-unit` (the message lists the units of
 *   the closest-looking quantities, or of the expected one) or
 *   `wrong-quantity`. Never throws.
 */
export function lookupUnit(text: string, options: { quantity?: QuantityId } = {}): UnitResult<UnitReading> {
  const normalised = normaliseUnitText(text);
  if (normalised === '') return unitError('empty', text, 'No unit given');
  if (GAUGE_PRESSURE.test(normalised)) {
    return unitError(
      'gauge-pressure',
      text,
      `${quoteText(text)} is a gauge pressure; give the absolute pressure (psi, bar, kPa), since the local atmosphere is not known here`,
    );
  }
  // A unit's own spelling wins over a basis marker: `SCFM` is CFM on a basis, `cfm` is CFM.
  const direct = unitBySpelling(normalised);
  const withBasis = direct ? undefined : splitBasis(normalised);
  const unit = direct ?? (withBasis && unitBySpelling(withBasis.plainText));
  if (!unit) {
    const expected = options.quantity ? [options.quantity] : closestQuantities(normalised);
    return unitError('unknown-unit', text, `Unknown unit ${quoteText(text)}; known units of ${expected.map(describeUnitsOf).join('; ')}`);
  }
  if (options.quantity && unit.quantity !== options.quantity) {
    return unitError(
      'wrong-quantity',
      text,
      `${quoteText(text)} is a unit of ${QUANTITY_INFO[unit.quantity].label}, not ${describeUnitsOf(options.quantity)}`,
    );
  }
  return { status: 'success', data: { unit, basis: withBasis?.basis } };
}
