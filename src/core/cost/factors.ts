/**
 * The EPA factors of a fabric filter's cost, each an input with its EPA
 * default: from equipment cost to purchased equipment cost, the direct and
 * indirect installation costs, and the annual costs that are shares of
 * another cost.
 */

/** One factor: its key (the input and the CLI option), what it multiplies, the EPA default. */
export interface CostFactor {
  readonly key: string;
  /** The line's item: `Instruments and controls`. */
  readonly item: string;
  /** The line's group and what the factor multiplies. */
  readonly group: 'purchased' | 'direct' | 'indirect' | 'annual-direct' | 'annual-indirect';
  /** The EPA default. */
  readonly epa: number;
}

/** Factors of the equipment cost A (EPA Table 1.9): B = A · (1 + Σ). */
export const PURCHASED_FACTORS = [
  { key: 'instrumentsFactor', item: 'Instruments and controls', group: 'purchased', epa: 0.1 },
  { key: 'salesTaxFactor', item: 'Sales taxes', group: 'purchased', epa: 0.03 },
  { key: 'freightFactor', item: 'Freight', group: 'purchased', epa: 0.05 },
] as const satisfies readonly CostFactor[];

/** Direct installation factors of the purchased equipment cost B (EPA Table 1.9; 0.74 in all). */
export const DIRECT_FACTORS = [
  { key: 'foundationsFactor', item: 'Foundations and supports', group: 'direct', epa: 0.04 },
  { key: 'erectionFactor', item: 'Handling and erection', group: 'direct', epa: 0.5 },
  { key: 'electricalFactor', item: 'Electrical', group: 'direct', epa: 0.08 },
  { key: 'pipingFactor', item: 'Piping', group: 'direct', epa: 0.01 },
  { key: 'ductInsulationFactor', item: 'Insulation for ductwork', group: 'direct', epa: 0.07 },
  { key: 'paintingFactor', item: 'Painting', group: 'direct', epa: 0.04 },
] as const satisfies readonly CostFactor[];

/** Indirect installation factors of B (EPA Table 1.9; 0.45 in all). */
export const INDIRECT_FACTORS = [
  { key: 'engineeringFactor', item: 'Engineering', group: 'indirect', epa: 0.1 },
  { key: 'constructionFactor', item: 'Construction and field expenses', group: 'indirect', epa: 0.2 },
  { key: 'contractorFactor', item: 'Contractor fees', group: 'indirect', epa: 0.1 },
  { key: 'startUpFactor', item: 'Start-up', group: 'indirect', epa: 0.01 },
  { key: 'performanceTestFactor', item: 'Performance test', group: 'indirect', epa: 0.01 },
  { key: 'contingenciesFactor', item: 'Contingencies', group: 'indirect', epa: 0.03 },
] as const satisfies readonly CostFactor[];

/** Annual costs that are shares of other costs (EPA Sec. 6 Ch. 1, annual costs). */
export const ANNUAL_FACTORS = [
  { key: 'supervisorFactor', item: 'Supervisory labour', group: 'annual-direct', epa: 0.15 },
  { key: 'maintenanceMaterialsFactor', item: 'Maintenance materials', group: 'annual-direct', epa: 1 },
  { key: 'overheadFactor', item: 'Overhead', group: 'annual-indirect', epa: 0.6 },
  { key: 'administrationFactor', item: 'Administrative charges', group: 'annual-indirect', epa: 0.02 },
  { key: 'propertyTaxFactor', item: 'Property tax', group: 'annual-indirect', epa: 0.01 },
  { key: 'insuranceFactor', item: 'Insurance', group: 'annual-indirect', epa: 0.01 },
] as const satisfies readonly CostFactor[];

/** Every factor, in the order of the itemised table. */
export const COST_FACTORS: readonly CostFactor[] = [...PURCHASED_FACTORS, ...DIRECT_FACTORS, ...INDIRECT_FACTORS, ...ANNUAL_FACTORS];

/** The key of one factor. */
export type CostFactorKey =
  | (typeof PURCHASED_FACTORS)[number]['key']
  | (typeof DIRECT_FACTORS)[number]['key']
  | (typeof INDIRECT_FACTORS)[number]['key']
  | (typeof ANNUAL_FACTORS)[number]['key'];
