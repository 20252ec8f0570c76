/**
 * The reference conditions that standard and normal volumes are quoted at.
 * A result always names the one it used: an SCFM at 70 °F and one at 68 °F
 * differ by 0.7 %.
 */
import * as v from 'valibot';
import type { VolumeBasis } from '../units/basis.ts';
import { unitById } from '../units/catalogue.ts';
import { ZERO_CELSIUS_K } from '../units/definitions.ts';
import { unitToSi } from '../units/unit.ts';

/** ACGIH standard air, EPA standard conditions, or normal conditions. */
export const REFERENCE_CONDITION_IDS = ['acgih', 'epa', 'normal'] as const;
/** `acgih`, `epa` or `normal`. */
export type ReferenceConditionId = (typeof REFERENCE_CONDITION_IDS)[number];

/** A reference typed as text (`--standard acgih`, a link's query). */
export const ReferenceConditionIdSchema = v.picklist(REFERENCE_CONDITION_IDS, 'Expected acgih, epa or normal');

/** A reference condition: its temperature and absolute pressure in SI, and where it is defined. */
export interface ReferenceCondition {
  readonly id: ReferenceConditionId;
  /** How a page names it: `ACGIH standard air`. */
  readonly label: string;
  /** As the source states it: `70 °F and 29.92 inHg`. */
  readonly statedAs: string;
  readonly temperatureK: number;
  readonly pressurePa: number;
  readonly source: string;
}

/** 29.92 inHg (conventional) in Pa: 101 320.748 Pa, i.e. 101.3207 kPa, a little under 101.325 kPa. */
const US_STANDARD_PRESSURE_PA = unitToSi(unitById('inHg'), 29.92);

/**
 * The three references. ACGIH is the default for SCFM and normal the default
 * for Nm³ (see {@link defaultReferenceFor}).
 */
export const REFERENCE_CONDITIONS: Readonly<Record<ReferenceConditionId, ReferenceCondition>> = {
  acgih: {
    id: 'acgih',
    label: 'ACGIH standard air',
    statedAs: '70 °F and 29.92 inHg',
    temperatureK: unitToSi(unitById('degF'), 70),
    pressurePa: US_STANDARD_PRESSURE_PA,
    source: 'ACGIH Industrial Ventilation: standard air 70 °F, 29.92 inHg, 0.075 lb/ft³',
  },
  epa: {
    id: 'epa',
    label: 'EPA standard conditions',
    statedAs: '68 °F and 29.92 inHg',
    temperatureK: unitToSi(unitById('degF'), 68),
    pressurePa: US_STANDARD_PRESSURE_PA,
    source: 'US EPA, 40 CFR 60.2: standard conditions 20 °C (68 °F) and 29.92 inHg; the basis of dscf',
  },
  normal: {
    id: 'normal',
    label: 'normal conditions',
    statedAs: '0 °C and 101.325 kPa',
    temperatureK: ZERO_CELSIUS_K,
    pressurePa: 101_325,
    source: 'European practice (Nm³), e.g. EU Industrial Emissions Directive 2010/75/EU Annex VI: 273.15 K, 101.3 kPa',
  },
};

/**
 * The reference a unit's basis implies when the user names none.
 *
 * @param basis The basis read from the unit (`SCFM`, `Nm³/h`, `gr/dscf`).
 * @returns `normal` for a normal basis, `epa` for a dry standard one (dscf),
 *   `acgih` for any other standard one; `undefined` for an actual basis.
 */
export function defaultReferenceFor(basis: VolumeBasis): ReferenceConditionId | undefined {
  if (basis.reference === 'actual') return undefined;
  if (basis.reference === 'normal') return 'normal';
  return basis.dry ? 'epa' : 'acgih';
}
