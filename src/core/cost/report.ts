/**
 * The cost estimate and the OPEX comparison as figures (value, formula,
 * source), for the page's figure lists and the CLI's tables alike. Money is
 * a number of dimension one whose label names the dollars.
 */
import type { Figure } from '../report/figure.ts';
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import type { MeasureIssue } from '../report/measure.ts';
import { CEPCI_1998 } from './capital.ts';
import type { CostEstimate } from './estimate.ts';
import { COST_SPECS, OPEX_SPECS, type CostInput, type OpexInput } from './input.ts';
import type { FlowControl } from './flow-control.ts';
import type { OpexComparison } from './opex.ts';
import { COST_SOURCES } from './sources.ts';

/** A dollar figure: 2 decimals; an itemised line or a year's savings, checked for range but not listed, links to no entry. */
function usd(key: string, label: string, valueUsd: number, formula: string, source: string, entry?: string): Figure {
  return { key, label, valueSi: valueUsd, units: null, decimals: 2, formula, source, entry };
}

/**
 * The dust collected per year in metric tonnes, whatever the unit system, so
 * that no result depends on the page's system (the disposal line gives it in
 * US short tons beside).
 */
function dustFigure(estimate: CostEstimate): Figure {
  return {
    key: 'dustCollected',
    label: 'Dust collected (t/yr)',
    valueSi: estimate.dustCollectedKgPerYear / 1000,
    units: null,
    decimals: 1,
    formula: 'M = C · Q · hours (or as given); 1 t = 1000 kg, 1 US short ton = 2000 lb = 907.18474 kg',
    source: COST_SOURCES.dustCollected,
    entry: 'dust-collected',
  };
}

/**
 * The headline figures of an estimate.
 *
 * @param estimate From estimateCost.
 * @returns Housing and insulation (1998 $), the escalation factors from 1998
 *   and of the quoted prices, equipment cost A, purchased equipment cost B,
 *   total capital investment, the CRF, the fan's electricity, the dust
 *   collected and the total annual cost (today's $). The itemised lines are `estimate.lines`.
 */
export function costFigures(estimate: CostEstimate): Figure[] {
  return [
    usd('housingCost', 'Baghouse housing (1998 $)', estimate.housingCost1998Usd, 'P = 2307 + 7.163 · A_gross[ft²]', COST_SOURCES.housing, 'epa-baghouse-housing-cost'),
    usd('insulationCost', 'Insulation add-on (1998 $)', estimate.insulationCost1998Usd, 'P = 1041 + 2.23 · A_gross[ft²] (0 when not insulated)', COST_SOURCES.insulation, 'epa-baghouse-housing-cost'),
    {
      key: 'escalationFactor',
      label: 'Escalation factor from 1998',
      valueSi: estimate.escalationFactor,
      units: null,
      decimals: 4,
      formula: `CEPCI today / CEPCI 1998 (${CEPCI_1998})`,
      source: COST_SOURCES.escalation,
      entry: 'cepci',
    },
    {
      key: 'quotedPriceEscalation',
      label: 'Escalation factor of the quoted prices',
      valueSi: estimate.quotedPriceEscalation,
      units: null,
      decimals: 4,
      formula: 'C₂ = C₁ · I₂/I₁: CEPCI today / CEPCI of the quoted prices (1 when their year is not given: today’s $)',
      source: COST_SOURCES.quotedEscalation,
      entry: 'cepci',
    },
    usd('equipmentCost', 'Equipment cost A ($)', estimate.equipmentCostUsd, 'A = housing · escalation + bags + cages + auxiliaries', COST_SOURCES.capitalFactors, 'epa-table-1-9'),
    usd('purchasedEquipmentCost', 'Purchased equipment cost B ($)', estimate.purchasedEquipmentCostUsd, 'B = A · (1 + instruments + taxes + freight)', COST_SOURCES.capitalFactors, 'epa-table-1-9'),
    usd(
      'totalCapitalInvestment',
      'Total capital investment ($)',
      estimate.totalCapitalInvestmentUsd,
      'TCI = B · (1 + Σ direct + Σ indirect factors) + site preparation + buildings',
      COST_SOURCES.capitalFactors,
      'epa-table-1-9',
    ),
    {
      key: 'capitalRecoveryFactor',
      label: 'Capital recovery factor CRF',
      valueSi: estimate.capitalRecoveryFactor,
      units: null,
      decimals: 6,
      formula: 'CRF = i(1+i)ⁿ / ((1+i)ⁿ − 1)',
      source: COST_SOURCES.crf,
      entry: 'capital-recovery-factor',
    },
    {
      key: 'electricityUse',
      label: 'Fan electricity (kWh/yr)',
      valueSi: estimate.electricityKwhPerYear,
      units: null,
      decimals: 0,
      formula: 'E = Q · ΔP / η · hours',
      source: COST_SOURCES.fanPower,
      entry: 'fan-power',
    },
    dustFigure(estimate),
    usd('wasteDisposal', 'Dust disposal ($/yr)', estimate.annualCostUsd.wasteDisposal, 'M · disposal price', COST_SOURCES.disposal, 'dust-collected'),
    usd('totalAnnualCost', 'Total annual cost ($/yr)', estimate.annualCostUsd.total, 'direct annual costs + indirect annual costs', COST_SOURCES.annualFactors, 'total-annual-cost'),
  ];
}

/** How the fan power after follows from the power before, per flow control. */
const FAN_POWER_FORMULAS: Readonly<Record<FlowControl, string>> = {
  speed: 'P_after/P_before = Δp_after/Δp_before (flow held by speed, η unchanged)',
  'inlet-vanes': 'P_after/P_before = PLF(x)/PLF(1), PLF = 0.35071 + 0.30851x − 0.54137x² + 0.87199x³, x = (Δp_after/Δp_before)^⅓',
  damper: 'P_after/P_before = PLF(x)/PLF(1), PLF = 0.37073 + 0.97250x − 0.34241x², x = (Δp_after/Δp_before)^⅓',
  none: 'P_after/P_before = 1 (no flow control: the system absorbs the lower pressure drop)',
};

/**
 * The figures of an OPEX comparison.
 *
 * @returns The fan power after as a share of before (by the flow control),
 *   energy saved, the savings per year by category and in all, and the
 *   paybacks when they exist (a payback that never comes is a warning, not a figure).
 */
export function opexFigures(comparison: OpexComparison): Figure[] {
  const { annualSavingsUsd: savings } = comparison;
  const figures: Figure[] = [
    {
      key: 'fanPowerRatio',
      label: 'Fan power after, share of before (%)',
      valueSi: comparison.fanPowerRatio * 100,
      units: null,
      decimals: 1,
      formula: FAN_POWER_FORMULAS[comparison.flowControl],
      source: comparison.flowControl === 'speed' ? COST_SOURCES.opex : COST_SOURCES.flowControl,
      entry: 'fan-part-load-power',
    },
    {
      key: 'energySaved',
      label: 'Fan energy saved (kWh/yr)',
      valueSi: comparison.energySavedKwhPerYear,
      units: null,
      decimals: 0,
      formula: comparison.flowControl === 'speed' ? 'ΔE = Q · (Δp_before − Δp_after) / η · hours' : 'ΔE = Q · Δp_before / η · hours · (1 − P_after/P_before)',
      source: comparison.flowControl === 'speed' ? COST_SOURCES.opex : COST_SOURCES.flowControl,
      entry: 'fan-part-load-power',
    },
    usd('energySavings', 'Energy savings ($/yr)', savings.energy, 'ΔE · electricity price', COST_SOURCES.opex, 'opex-savings'),
    usd('compressedAirSavings', 'Compressed air savings ($/yr)', savings.compressedAir, '(V_before − V_after) · hours · price', COST_SOURCES.compressedAir, 'opex-savings'),
    usd('bagSavings', 'Bag savings ($/yr)', savings.bags, 'set cost · (CRF(i, life_before) − CRF(i, life_after))', COST_SOURCES.bagReplacement, 'opex-savings'),
    usd('annualSavings', 'Total savings ($/yr)', savings.total, 'energy + compressed air + bags', COST_SOURCES.opex, 'opex-savings'),
  ];
  if (comparison.simplePaybackYears !== null) {
    figures.push({
      key: 'simplePayback',
      label: 'Simple payback (years)',
      valueSi: comparison.simplePaybackYears,
      units: null,
      decimals: 2,
      formula: 'investment / savings per year',
      source: COST_SOURCES.payback,
      entry: 'payback',
    });
  }
  if (comparison.discountedPaybackYears !== null) {
    figures.push({
      key: 'discountedPayback',
      label: 'Discounted payback (years)',
      valueSi: comparison.discountedPaybackYears,
      units: null,
      decimals: 2,
      formula: 't = −ln(1 − I·i/S) / ln(1 + i)',
      source: COST_SOURCES.payback,
      entry: 'payback',
    });
  }
  return figures;
}

/** The measures of an input, as a range issue names them. */
const inputTexts = (specs: Parameters<typeof measureInputTexts>[0], input: CostInput | OpexInput) =>
  measureInputTexts(specs, input as unknown as Readonly<Record<string, number | undefined>>);

/**
 * Refuses an estimate with a figure or an itemised line that cannot be shown
 * (a gross cloth area of 1e308 m² makes the housing cost infinite).
 *
 * @param estimate From estimateCost.
 * @param input What it was estimated from, to name the inputs.
 * @returns `undefined`, or one issue (field `result`) naming the figure or
 *   line and the inputs (figureRangeIssue).
 */
export function costRangeIssue(estimate: CostEstimate, input: CostInput): MeasureIssue | undefined {
  const lines = estimate.lines.map((line) => usd(line.key, line.item, line.valueUsd, line.basis, line.source));
  return figureRangeIssue([...costFigures(estimate), ...lines], inputTexts(COST_SPECS, input));
}

/**
 * Refuses a comparison with a figure or a year's savings that cannot be
 * shown (a flow of 1e308 m³/h makes the energy saved infinite, and the
 * payback would read 0.00 beside it). A payback that never comes is `null`
 * with a warning, not a figure, and is not refused.
 *
 * @param comparison From compareOpex.
 * @param input What it was compared from, to name the inputs.
 * @returns `undefined`, or one issue (field `result`) naming the figure and the inputs (figureRangeIssue).
 */
export function opexRangeIssue(comparison: OpexComparison, input: OpexInput): MeasureIssue | undefined {
  const columns = { energy: 'Energy', compressedAir: 'Compressed air', bags: 'Bag', total: 'Total', discountedTotal: 'Present value of the' } as const;
  const years = comparison.cumulativeSavings.flatMap((row) =>
    (Object.keys(columns) as (keyof typeof columns)[]).map((key) =>
      usd(`${key}Year${row.year}`, `${columns[key]} savings after ${row.year} years ($)`, row[key], '', COST_SOURCES.opex),
    ),
  );
  return figureRangeIssue([...opexFigures(comparison), ...years], inputTexts(OPEX_SPECS, input));
}
