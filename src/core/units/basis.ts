/**
 * The basis a flow or concentration unit states: `ACFM` is CFM at actual
 * conditions, `SCFM` at standard conditions, `Nm³/h` at normal conditions,
 * `gr/dscf` per dry standard cubic foot. The basis is not a different unit:
 * converting between bases needs the gas conditions (see core/air).
 */

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
  // ACFM, SCFM
  { pattern: /^(?<letter>[as])cfm$/i, plain: () => 'cfm' },
  // Am³/h, Nm³/h, Am³/s, Nm³/s
  { pattern: /^(?<letter>[an])(?<rest>m3\/(?:h|hr|s))$/i, plain: (m) => m.groups?.rest ?? '' },
  // mg/Nm³, g/Am³
  { pattern: /^(?<mass>m?g)\/(?<letter>[an])m3$/i, plain: (m) => `${m.groups?.mass ?? ''}/m3` },
  // gr/acf, gr/scf, gr/dscf, gr/dscf3
  { pattern: /^gr\/(?<dry>d?)(?<letter>[as])(?:cf|ft3)$/i, plain: () => 'gr/ft3' },
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
