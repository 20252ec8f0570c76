/**
 * The Cost Estimation page's link: its inputs in the URL query, named as the
 * `duct-calc cost` options (`?gross-cloth-area=2132.55&insulated=1&units=imperial`);
 * the OPEX section's inputs, named as the `duct-calc opex` options, carry
 * the prefix `opex-` (`opex-flow=100000`), as both sections have a flow.
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { optionName, type TypedIn } from '../report/measure.ts';
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { COST_NUMBERS, COST_SPECS, FLOW_CONTROL_SPEC, OPEX_NUMBERS, OPEX_SPECS, type CostTexts } from './input.ts';
import { linkedSectionTexts } from './typed-texts.ts';

/** The page's path (the home tile's). */
export const COST_LINK_PATH = '/cost-estimation';

/** The query keys' prefix of the OPEX section. */
export const OPEX_LINK_PREFIX = 'opex-';

/** Every field key of each section, in form order. */
export const COST_FIELD_KEYS: readonly string[] = [...COST_SPECS, ...COST_NUMBERS].map(({ key }) => key);
export const OPEX_FIELD_KEYS: readonly string[] = [...OPEX_SPECS, ...OPEX_NUMBERS, FLOW_CONTROL_SPEC].map(({ key }) => key);

/** What the link holds. */
export interface CostLinkState {
  readonly texts: CostTexts;
  readonly opexTexts: CostTexts;
  readonly insulated: boolean;
  readonly unitSystem: UnitSystem;
}

/** What the page writes into its link: the texts and, per field, the system it was typed in where that is not the page's. */
export interface CostLinkInputs extends CostLinkState {
  readonly typedIn?: TypedIn;
  readonly opexTypedIn?: TypedIn;
}

const costParam = (key: string) => optionName(key);
const opexParam = (key: string) => `${OPEX_LINK_PREFIX}${optionName(key)}`;

/**
 * Builds the page's link.
 *
 * @param state The texts as typed (blank ones left out), the systems they
 *   were typed in where not the page's, the insulation flag and the unit system.
 * @returns `/cost-estimation?gross-cloth-area=2132.55&…&insulated=1&opex-flow=…&units=imperial`;
 *   a bare number typed in the other system carries its unit
 *   (`gross-cloth-area=2132.5498ft2`, `bag-price=1.69$/ft2`), so the link
 *   reads back to the same values bit for bit.
 */
export function costLinkPath(state: CostLinkInputs): string {
  const system = state.unitSystem;
  const texts = linkedSectionTexts('cost', state.texts, state.typedIn ?? {}, system);
  const opexTexts = linkedSectionTexts('opex', state.opexTexts, state.opexTypedIn ?? {}, system);
  return buildLinkPath(COST_LINK_PATH, [
    ...COST_FIELD_KEYS.map((key) => [costParam(key), texts[key]] as const),
    ['insulated', state.insulated ? '1' : undefined],
    ...OPEX_FIELD_KEYS.map((key) => [opexParam(key), opexTexts[key]] as const),
    ['units', system],
  ]);
}

/** The id of the page's OPEX section: the anchor of its link, and where the OPEX saving Graph page's link leads. */
export const OPEX_SECTION_ID = 'opex-savings';

/**
 * Builds the page's link opened on its OPEX section: the OPEX texts only, with
 * the section's anchor, as `duct-calc opex --link` prints it.
 *
 * @param opexTexts The OPEX texts as typed (a bare number in the system's unit, or with its unit).
 * @param system The page's unit system.
 * @returns `/cost-estimation?opex-flow=100000m3%2Fh&…&units=metric#opex-savings`.
 */
export function opexLinkPath(opexTexts: CostTexts, system: UnitSystem): string {
  return `${costLinkPath({ texts: {}, opexTexts, insulated: false, unitSystem: system })}#${OPEX_SECTION_ID}`;
}

/**
 * Reads the page's link.
 *
 * @param search The query, with or without `?`.
 * @returns The texts as typed (unchecked: the page reads them as typed), the
 *   flag (`insulated=1` or `0`), the unit system (metric when absent or
 *   unknown) and a note per unknown, repeated or unusable parameter. Never throws.
 */
export function readCostLink(search: string): CostLinkState & { ignored: LinkNote[]; unitSystemGiven: boolean } {
  const names = [...COST_FIELD_KEYS.map(costParam), 'insulated', ...OPEX_FIELD_KEYS.map(opexParam), 'units'];
  const { values, ignored } = readLinkQuery(search, names);
  const pick = (keys: readonly string[], param: (key: string) => string) =>
    Object.fromEntries(keys.flatMap((key) => (values[param(key)] === undefined ? [] : [[key, values[param(key)]!]])));
  const { insulated, units } = values;
  if (insulated !== undefined && insulated !== '1' && insulated !== '0') {
    ignored.push({ name: 'insulated', value: insulated, message: `Ignored link parameter ${quoteLinkParameter('insulated', insulated)}: insulated is 1 or 0` });
  }
  const system = UNIT_SYSTEMS.find((known) => known === units);
  if (units !== undefined && system === undefined) {
    ignored.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: units are metric or imperial` });
  }
  return {
    texts: pick(COST_FIELD_KEYS, costParam),
    opexTexts: pick(OPEX_FIELD_KEYS, opexParam),
    insulated: insulated === '1',
    unitSystem: system ?? 'metric',
    unitSystemGiven: system !== undefined,
    ignored,
  };
}
