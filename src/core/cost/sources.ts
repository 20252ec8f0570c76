/**
 * The sources every cost figure and line cites, in words an engineer knows.
 */

/** The EPA Air Pollution Control Cost Manual, 6th edition (2002). */
const MANUAL = 'EPA Air Pollution Control Cost Manual (EPA/452/B-02-001)';

/** Section 6 Chapter 1, Baghouses and Filters. */
const BAGHOUSES = `${MANUAL}, Sec. 6 Ch. 1`;

export const COST_SOURCES = {
  housing: `${BAGHOUSES}, equipment cost of a pulse-jet baghouse with a common housing (1998 $)`,
  insulation: `${BAGHOUSES}, insulation add-on of a pulse-jet common housing (1998 $)`,
  bags: `${BAGHOUSES}, Table 1.8 (bag and cage prices)`,
  auxiliaries: `${BAGHOUSES}, auxiliary equipment (as quoted)`,
  capitalFactors: `${BAGHOUSES}, Table 1.9 (capital cost factors)`,
  asRequired: `${BAGHOUSES}, Table 1.9 (as required)`,
  escalation: `${MANUAL}, Sec. 1 Ch. 2, §2.4.3 (escalation by the Chemical Engineering Plant Cost Index; 1998 annual index 389.5)`,
  crf: `${MANUAL}, Sec. 1 Ch. 2, §2.4.1 (time value of money: capital recovery factor)`,
  fanPower: `${BAGHOUSES}, annual costs: fan electricity (0.000181 · Q[acfm] · ΔP[inH₂O] · θ is Q · ΔP / η at η = 0.65); AMCA Publication 201`,
  compressedAir: `${BAGHOUSES}, annual costs: compressed air (about 2 scfm per 1000 acfm)`,
  bagReplacement: `${BAGHOUSES}, annual costs: bag replacement (bags with taxes and freight, and labour, over the bag life)`,
  labour: `${BAGHOUSES}, annual costs: operating and maintenance labour per 8-hour shift`,
  annualFactors: `${BAGHOUSES}, annual cost factors`,
  capitalRecovery: `${BAGHOUSES}, annual costs: capital recovery on the total capital investment less the bags and their labour; CRF of Sec. 1 Ch. 2`,
  opex: 'Fan power P = Q · Δp / η (AMCA Publication 201), over the operating hours; savings as the difference of two designs',
  payback: `${MANUAL}, Sec. 1 Ch. 2, §2.4.4 (payback and present value)`,
  quotedEscalation: `${MANUAL}, Sec. 1 Ch. 2, §2.4.3 (escalation C₂ = C₁ · I₂/I₁ by the Chemical Engineering Plant Cost Index of each year)`,
  dustCollected: 'Mass balance: dust collected = inlet loading · actual flow · operating hours, all the inlet dust taken as collected (a baghouse collects over 99 %)',
  disposal: `${MANUAL}, Sec. 1 Ch. 2 (direct annual costs: waste disposal); Wang, Williford and Chen, “Fabric Filtration”, in Air Pollution Control Engineering (Humana, 2004), Examples 9–10`,
  flowControl:
    'Fan part-load power fractions of DOE-2 (discharge dampers, inlet vane dampers, variable-speed motor), as EnergyPlus tabulates them (Fan:VariableVolume); US DOE, Improving Fan System Performance: A Sourcebook for Industry (2003), flow control options',
} as const;
