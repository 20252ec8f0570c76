/**
 * The basis a flow or concentration unit states: `ACFM` is CFM at actual
 * conditions, `SCFM` at standard conditions, `Nm³/h` at normal conditions,
 * `gr/dscf` per dry standard cubic foot. The basis is not a different unit:
 * converting between bases needs the gas conditions (see core/air).
 */
import type { Unit } from './catalogue.ts';

/** Actual (as flowing), standard (US, e.g. ACGIH or EPA) or normal (0 °C, 101.325 kPa). */
export type VolumeReference = 'actual' | 'standard' | 'normal';

/** The basis read from a unit: which reference, and whether on a dry basis (`dscf`). */
export interface VolumeBasis {
  readonly reference: VolumeReference;
  readonly dry: boolean;
}

const LETTER_REFERENCE: Readonly<Record<string, VolumeReference>> = { a: 'actual', s: 'standard', n: 'normal' };

/** Each pattern takes normalised text and gives the unit's plain spelling and the basis letters. */
const PATTERNS: readonly { pattern: RegExp; plain: (match: RegExpExecArray) => string }[] = [
  // ACFM, SCFM, NCFM
  { pattern: /^(?<letter>[asn])cfm$/i, plain: () => 'cfm' },
  // Am³/h, Am³/min, Sm³/h, Nm³/h, Nm³/s, NL/s
  { pattern: /^(?<letter>[asn])(?<rest>(?:m3\/(?:h|hr|min|s))|l\/s)$/i, plain: (m) => m.groups?.rest ?? '' },
  // mg/Nm³, g/Am³, mg/Sm³
  { pattern: /^(?<mass>m?g)\/(?<letter>[asn])m3$/i, plain: (m) => `${m.groups?.mass ?? ''}/m3` },
  // gr/acf, gr/scf, gr/dscf, gr/dscf3, gr/ncf
  { pattern: /^gr\/(?<dry>d?)(?<letter>[asn])(?:cf|ft3)$/i, plain: () => 'gr/ft3' },
];

/**
 * Splits a basis marker off a normalised unit.
 *
 * @param normalisedText A unit after normaliseUnitText, e.g. `SCFM`, `mg/Nm3`.
 * @returns The plain unit text to look up (`cfm`, `mg/m3`) and the basis, or
 *   `undefined` when the text states no basis.
 */
export function splitBasis(normalisedText: string): { plainText: string; basis: VolumeBasis } | undefined {
  for (const { pattern, plain } of PATTERNS) {
    const match = pattern.exec(normalisedText);
    const reference = LETTER_REFERENCE[match?.groups?.letter?.toLowerCase() ?? ''];
    if (match && reference) {
      return { plainText: plain(match), basis: { reference, dry: Boolean(match.groups?.dry) } };
    }
  }
  return undefined;
}

const BASIS_LETTER: Readonly<Record<VolumeReference, string>> = { actual: 'A', standard: 'S', normal: 'N' };

/**
 * Writes a unit with its basis, so that lookupUnit reads it back with the
 * same unit and reference.
 *
 * @param unit The plain unit: its `id` (ASCII, for JSON and links) and `symbol` (for people).
 * @param basis The basis, or `undefined` for a plain unit.
 * @param style `symbol` (`Nm³/h`, `mg/Nm³`) or `id` (`Nm3/h`, `mg/Nm3`).
 * @returns Airflow: the basis letter before the unit (`ACFM`, `SCFM`,
 *   `Nm³/h`, `NL/s`). Concentration: the letter before the volume (`mg/Nm³`),
 *   or for grains the US spelling (`gr/scf`, `gr/dscf`, `gr/acf`). Any other
 *   unit, or no basis: the unit as it is. Only `gr/dscf` shows a dry basis;
 *   other dry results say so beside the unit.
 */
export function unitWithBasis(unit: Unit, basis: VolumeBasis | undefined, style: 'symbol' | 'id'): string {
  const plain = unit[style];
  if (!basis) return plain;
  const letter = BASIS_LETTER[basis.reference];
  if (unit.quantity === 'airflow') return `${letter}${plain}`;
  if (unit.quantity !== 'concentration') return plain;
  if (unit.id === 'gr/ft3') return `gr/${basis.dry ? 'd' : ''}${letter.toLowerCase()}cf`;
  return plain.replace('/', `/${letter}`);
}
