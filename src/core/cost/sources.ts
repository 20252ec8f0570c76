/**
 * The sources every cost figure and line cites, in words an engineer knows.
 */

/** The EPA Air Pollution Control Cost Manual, 6th edition (2002). */
const MANUAL = 'EPA Air Pollution Control Cost Manual (EPA/452/B-02-001)';

/** Section 6 Chapter 1, Baghouses and Filters. */
const BAGHOUSES = `${MANUAL}, Sec. 6 Ch. 1`;

export const COST_SOURCES = {
  housing: `${BAGHOUSES}, §1.5.1.1, pulse-jet common-housing equation (1998 $)`,
  insulation: `${BAGHOUSES}, §1.5.1.1, insulation add-on equation (1998 $)`,
  bags: `${BAGHOUSES}, §1.5.1.2 and Table 1.8 (bag and cage prices)`,
  auxiliaries: `${BAGHOUSES}, §1.5.1.3 (auxiliary equipment, as quoted)`,
  capitalFactors: `${BAGHOUSES}, Table 1.9 (capital cost factors)`,
  asRequired: `${BAGHOUSES}, Table 1.9 (as required)`,
  escalation: `${MANUAL}, Sec. 1 Ch. 2, §2.4.3 (escalation by the Chemical Engineering Plant Cost Index; 1998 annual index 389.5)`,
  crf: `${MANUAL}, Sec. 1 Ch. 2, §2.4.1 (capital recovery factor)`,
  fanPower: `${BAGHOUSES}, §1.5.2.1 (fan power; 0.000181 · Q[acfm] · ΔP[inH₂O] · θ is this at η = 0.65); AMCA Publication 201`,
  compressedAir: `${BAGHOUSES}, §1.5.2.1 (compressed air, about 2 scfm per 1000 acfm)`,
  bagReplacement: `${BAGHOUSES}, §1.5.2.1 (bag replacement: bags with taxes and freight, and labour, over the bag life)`,
  labour: `${BAGHOUSES}, §1.5.2.1 (operating and maintenance labour per 8-hour shift)`,
  annualFactors: `${BAGHOUSES}, §1.5.2 (annual cost factors)`,
  capitalRecovery: `${BAGHOUSES}, §1.5.2.2 (capital recovery on the total capital investment less the bags and their labour)`,
  opex: 'Fan power P = Q · Δp / η (AMCA Publication 201), over the operating hours; savings as the difference of two designs',
  payback: `${MANUAL}, Sec. 1 Ch. 2, §2.4.4 (payback and present value)`,
} as const;
