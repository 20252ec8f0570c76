/**
 * The friction-factor methods a user can pick, and the one entry point that
 * applies the right equation for the flow regime.
 */
import * as v from 'valibot';
import { ACGIH_FRICTION_FORMULA, ACGIH_FRICTION_SOURCE, acgihFrictionFactor, type AcgihFrictionCoefficients } from './acgih.ts';
import { ALTSHUL_TSAL_FORMULA, ALTSHUL_TSAL_SOURCE, altshulTsalFrictionFactor } from './altshul-tsal.ts';
import { COLEBROOK_FORMULA, COLEBROOK_SOURCE, colebrookFrictionFactor } from './colebrook.ts';
import { flowRegime, type FlowRegime } from './reynolds.ts';

/** `colebrook` (the default), `altshul-tsal` or `acgih`. */
export const FRICTION_METHOD_IDS = ['colebrook', 'altshul-tsal', 'acgih'] as const;
export type FrictionMethodId = (typeof FRICTION_METHOD_IDS)[number];

/** A method id typed as text. */
export const FrictionMethodIdSchema = v.picklist(FRICTION_METHOD_IDS, 'Expected colebrook, altshul-tsal or acgih');

/** How a page names each method, its equation, its source and its Know-How entry. */
export const FRICTION_METHODS: Readonly<Record<FrictionMethodId, { label: string; formula: string; source: string; entry: string }>> = {
  colebrook: { label: 'Colebrook', formula: COLEBROOK_FORMULA, source: COLEBROOK_SOURCE, entry: 'colebrook' },
  'altshul-tsal': { label: 'Altshul–Tsal (ASHRAE)', formula: ALTSHUL_TSAL_FORMULA, source: ALTSHUL_TSAL_SOURCE, entry: 'altshul-tsal' },
  acgih: { label: 'ACGIH friction equation (by material, standard air)', formula: ACGIH_FRICTION_FORMULA, source: ACGIH_FRICTION_SOURCE, entry: 'acgih-friction' },
};

export const LAMINAR_FORMULA = 'f = 64/Re (laminar, Re < 2300)';
export const LAMINAR_SOURCE = 'Hagen–Poiseuille; ASHRAE Handbook—Fundamentals (2021), ch. 3';

/** What the friction factor needs: the flow and the duct, in SI. */
export interface FrictionFlow {
  readonly re: number;
  /** ε/D. */
  readonly relativeRoughness: number;
  readonly velocityMps: number;
  readonly airflowM3s: number;
  readonly diameterM: number;
  /** The ACGIH equation's coefficients for the duct's material; galvanized when absent. */
  readonly acgih?: AcgihFrictionCoefficients | undefined;
}

/**
 * Darcy friction factor by the chosen method, or by 64/Re when the flow is laminar.
 *
 * @param method The method for turbulent (and transitional) flow.
 * @param flow Reynolds number, ε/D, and V, Q, D in SI (the ACGIH equation uses them).
 * @returns `frictionFactor` (Darcy f) and the `regime`. Laminar flow
 *   (Re < 2300) always gives 64/Re; transitional flow (2300 to 4000) gives
 *   the method's turbulent figure, which the report flags as uncertain.
 *   Pure arithmetic: no validation.
 *
 * Source: see FRICTION_METHODS and LAMINAR_SOURCE.
 */
export function frictionFactor(method: FrictionMethodId, flow: FrictionFlow): { frictionFactor: number; regime: FlowRegime } {
  const regime = flowRegime(flow.re);
  if (regime === 'laminar') return { frictionFactor: 64 / flow.re, regime };
  const value =
    method === 'colebrook'
      ? colebrookFrictionFactor(flow.re, flow.relativeRoughness)
      : method === 'altshul-tsal'
        ? altshulTsalFrictionFactor(flow.re, flow.relativeRoughness)
        : acgihFrictionFactor(flow.velocityMps, flow.airflowM3s, flow.diameterM, flow.acgih);
  return { frictionFactor: value, regime };
}
