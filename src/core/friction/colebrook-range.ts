/**
 * The one duct Colebrook cannot describe: a wall roughness of 3.7 diameters
 * or more, where the equation has no root. The checked entry points refuse it
 * as an input error, on the page and in `duct-calc` alike.
 */
import { formatNumber } from '../format/number.ts';
import type { MeasureIssue } from '../report/measure.ts';
import { COLEBROOK_MAX_RELATIVE_ROUGHNESS } from './colebrook.ts';
import type { FrictionConditions } from './conditions.ts';

const mm = (valueM: number) => `${formatNumber(valueM * 1000, 'field')} mm`;

/**
 * Whether Colebrook can give the friction factor of a duct.
 *
 * @param conditions The conditions: the method and the roughness ε (m).
 * @param diameterM The inside diameter D, m.
 * @returns `undefined` for another method or ε/D below 3.7; else an issue on
 *   the roughness (the `roughness` field when it was given, else `material`)
 *   naming ε, D, their ratio, the limit and why.
 *
 * Source: Colebrook (1939), 1/√f = −2 log₁₀(ε/(3.7D) + 2.51/(Re√f)): with
 * ε/(3.7D) ≥ 1 the logarithm's argument exceeds 1 for every f, so the right
 * side is negative while 1/√f is positive.
 */
export function colebrookRangeIssue(conditions: FrictionConditions, diameterM: number): MeasureIssue | undefined {
  const ratio = conditions.roughnessM / diameterM;
  if (conditions.method !== 'colebrook' || ratio < COLEBROOK_MAX_RELATIVE_ROUGHNESS) return undefined;
  const given = conditions.material === undefined;
  return {
    field: given ? 'roughness' : 'material',
    text: given ? mm(conditions.roughnessM) : conditions.material!,
    message:
      `Roughness ε ${mm(conditions.roughnessM)} is ${formatNumber(ratio, 'table')} times the diameter ${mm(diameterM)}: Colebrook has no solution ` +
      `from ε/D = ${COLEBROOK_MAX_RELATIVE_ROUGHNESS} up (the argument of its logarithm, ε/(3.7D) + 2.51/(Re√f), is then above 1, so 1/√f would be negative); ` +
      'give a smaller roughness or a larger diameter',
  };
}
