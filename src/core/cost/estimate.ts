/**
 * A fabric filter's cost by the EPA Cost Manual: equipment cost, purchased
 * equipment cost, direct and indirect installation, total capital investment
 * and the annual costs, each as an itemised line with its factor, basis and
 * source.
 */
import { formatNumber } from '../format/number.ts';
import { optionName } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { CEPCI_1998, escalationFactor, housingCost1998Usd, insulationCost1998Usd } from './capital.ts';
import { capitalRecoveryFactor } from './crf.ts';
import { DIRECT_FACTORS, INDIRECT_FACTORS, PURCHASED_FACTORS, type CostFactor } from './factors.ts';
import { SHORT_TON_KG, type CostInput } from './input.ts';
import { COST_SOURCES } from './sources.ts';

/** One line of the itemised table. */
export interface CostLine {
  /** Stable kebab-case key: `housing`, `instruments`, `erection`, `electricity`. */
  readonly key: string;
  readonly group: 'equipment' | 'purchased' | 'direct' | 'indirect' | 'total' | 'annual-direct' | 'annual-indirect' | 'annual-total';
  /** What an engineer calls it: `Instruments and controls`. */
  readonly item: string;
  /** The factor (0.10), or `null` when the line is not a factor of another. */
  readonly factor: number | null;
  /** How the value follows: `× equipment cost A`, `2307 + 7.163 · A_gross[ft²]`. */
  readonly basis: string;
  /** US dollars of today (of the CEPCI given), per year for annual lines; 1998 dollars when the item says so. */
  readonly valueUsd: number;
  readonly source: string;
}

/** The annual cost categories, in the order of the table. */
export const ANNUAL_COST_KEYS = [
  'electricity',
  'compressedAir',
  'bagReplacement',
  'operatingLabour',
  'supervisoryLabour',
  'maintenanceLabour',
  'maintenanceMaterials',
  'wasteDisposal',
  'overhead',
  'administration',
  'propertyTax',
  'insurance',
  'capitalRecovery',
  'total',
] as const;
export type AnnualCostKey = (typeof ANNUAL_COST_KEYS)[number];

/** The whole estimate. */
export interface CostEstimate {
  readonly housingCost1998Usd: number;
  /** 0 when not insulated. */
  readonly insulationCost1998Usd: number;
  readonly escalationFactor: number;
  /** The quoted prices' (bags, cages, auxiliaries) escalation, CEPCI today / CEPCI of their year; 1 when their year is not given. */
  readonly quotedPriceEscalation: number;
  /** Equipment cost A: housing (escalated), bags, cages, auxiliaries; today's $. */
  readonly equipmentCostUsd: number;
  /** Purchased equipment cost B. */
  readonly purchasedEquipmentCostUsd: number;
  readonly totalCapitalInvestmentUsd: number;
  /** CRF over the equipment life. */
  readonly capitalRecoveryFactor: number;
  /** Annual costs by category, today's $/yr, and their `total`. */
  readonly annualCostUsd: Readonly<Record<AnnualCostKey, number>>;
  /** Fan electricity, kWh/yr. */
  readonly electricityKwhPerYear: number;
  /** Dust collected for disposal, kg/yr: as given, or inlet loading · flow · hours; 0 when neither is given. */
  readonly dustCollectedKgPerYear: number;
  readonly lines: readonly CostLine[];
  readonly warnings: readonly ToolWarning[];
}

/** kWh per J. */
const KWH_PER_J = 1 / 3.6e6;
/** Hours of one shift: the EPA's labour is in hours per 8-hour shift. */
const SHIFT_HOURS = 8;

/** Factor lines of a base, and their sum. */
function factorLines(
  factors: readonly CostFactor[],
  input: CostInput,
  baseUsd: number,
  baseName: string,
): { lines: CostLine[]; factorSum: number; sumUsd: number } {
  const lines = factors.map(({ key, item, group }): CostLine => {
    const factor = input[key as keyof CostInput] as number;
    return { key: optionName(key.replace(/Factor$/, '')), group, item, factor, basis: `× ${baseName}`, valueUsd: factor * baseUsd, source: COST_SOURCES.capitalFactors };
  });
  return { lines, factorSum: lines.reduce((sum, line) => sum + line.factor!, 0), sumUsd: lines.reduce((sum, line) => sum + line.valueUsd, 0) };
}

/** A number inside a basis, as a field shows it (up to 4 decimals). */
function field(value: number): string {
  return formatNumber(value, 'field');
}

/** A whole number of an annual quantity, as a result shows it: `156,260`. */
function quantity(value: number): string {
  return formatNumber(value, 'result', { decimals: 0 });
}

/** What the annual lines would price: the fan's electricity, kWh/yr, the labour, h/yr, and the dust, kg/yr. */
interface AnnualQuantities {
  readonly electricityKwh: number;
  readonly operatingHours: number;
  readonly maintenanceHours: number;
  readonly dustKg: number;
}

/** A dust quantity in both tonnes: `8,211.3 t/yr (9,051.4 short tons/yr)`. */
function tonnes(dustKg: number): string {
  const tons = (kg: number) => formatNumber(kg, 'result', { decimals: 1 });
  return `${tons(dustKg / 1000)} t/yr (${tons(dustKg / SHORT_TON_KG)} short tons/yr)`;
}

/** Whether the dust to dispose of is given, as a loading or as a quantity. */
const dustGiven = (input: CostInput) => input.loading !== undefined || input.dustCollected !== undefined;

/** A quantity that is there to be priced (given, finite, above 0). */
const priceable = (value: number) => Number.isFinite(value) && value > 0;

/** The prices not given, each with what it would price, for one warning. */
function missingPrices(input: CostInput, quantities: AnnualQuantities): string[] {
  const { electricityKwh, operatingHours, maintenanceHours, dustKg } = quantities;
  const missing: [boolean, string][] = [
    [input.bagPrice === undefined, 'bag price (the bags and their replacement)'],
    [input.cagePrice === undefined && input.bagCount > 0, `cage price (${field(input.bagCount)} cages)`],
    [input.auxiliaryCost === undefined, 'auxiliary equipment (fans, ductwork, stack, as quoted)'],
    [input.electricityPrice === undefined, `electricity price (${priceable(electricityKwh) ? `${quantity(electricityKwh)} kWh/yr` : 'the fan’s electricity'})`],
    [input.compressedAirPrice === undefined, 'compressed air price (the cleaning air)'],
    [input.operatorWage === undefined, `operator wage (${priceable(operatingHours) ? `${quantity(operatingHours)} h/yr of ` : ''}operating labour, its supervision and overhead)`],
    [input.maintenanceWage === undefined, `maintenance wage (${priceable(maintenanceHours) ? `${quantity(maintenanceHours)} h/yr of ` : ''}maintenance labour, its materials and overhead, and the bag changes)`],
    [input.bagChangeTime === undefined && input.bagCount > 0, `bag change time (the labour to change ${field(input.bagCount)} bags)`],
    [input.disposalPrice === undefined && dustGiven(input), `disposal price (${priceable(dustKg) ? tonnes(dustKg) : 'the dust collected'})`],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, name]) => name);
}

function warningsOf(input: CostInput, quantities: AnnualQuantities): ToolWarning[] {
  const warnings: ToolWarning[] = [];
  if (input.cepci === CEPCI_1998) {
    warnings.push({ code: 'costs-in-1998-dollars', text: `CEPCI today is ${CEPCI_1998}, the 1998 index: every cost is in 1998 dollars. Enter this year's index to escalate.` });
  }
  const operation: [number | undefined, string][] = [
    [input.flow, 'gas flow'],
    [input.pressureDrop, 'pressure drop'],
    [input.hours, 'operating hours'],
  ];
  const absent = operation.filter(([value]) => value === undefined).map(([, name]) => name);
  if (absent.length > 0) {
    warnings.push({ code: 'operation-not-given', text: `Not given: ${absent.join(', ')}. The annual costs that need them (electricity, compressed air, labour, dust disposal) count as $0.` });
  }
  if (input.disposalPrice !== undefined && !dustGiven(input)) {
    warnings.push({ code: 'dust-not-given', text: 'Disposal price given, but neither the inlet dust loading nor the dust collected per year: dust disposal counts as $0.' });
  }
  const prices = missingPrices(input, quantities);
  if (prices.length > 0) warnings.push({ code: 'prices-not-given', text: `Not given, so counted as $0: ${prices.join(', ')}.` });
  if (input.bagCount === 0) warnings.push({ code: 'no-bag-count', text: 'Number of bags not given: no cages and no bag change labour are counted.' });
  return warnings;
}

/**
 * A line's basis, noting a price not given (the line counts it as $0) and,
 * when there is one, the quantity it would price: `156,260 kWh/yr × price (not given)`.
 */
function priced(basis: string, price: number | undefined, toPrice?: { amount: number; unit: string; times: string }): string {
  if (price !== undefined) return basis;
  return toPrice !== undefined && priceable(toPrice.amount) ? `${quantity(toPrice.amount)} ${toPrice.unit} × ${toPrice.times} (not given)` : `${basis} (not given)`;
}

/**
 * The dust collected for disposal in a year.
 *
 * @param input The dust collected (kg/yr) when given; else the inlet loading
 *   (kg per actual m³), the actual flow (m³/s) and the hours (h/yr).
 * @returns kg/yr: as given, or C · Q · hours with all the inlet dust taken
 *   as collected (a baghouse collects over 99 %); 0 when neither the loading
 *   nor the dust is given, or the flow or the hours are not. 3.2 gr/ft³ at
 *   110,000 acfm for 6000 h/yr gives 1.8103·10⁷ lb/yr (Wang et al. 2004, Example 9: 1.81·10⁷ lb/yr).
 *
 * Source: mass balance over the collector.
 */
export function dustCollectedKgPerYear(input: Pick<CostInput, 'dustCollected' | 'loading' | 'flow' | 'hours'>): number {
  if (input.dustCollected !== undefined) return input.dustCollected;
  return (input.loading ?? 0) * (input.flow ?? 0) * (input.hours ?? 0) * 3600;
}

/**
 * Estimates the capital and annual cost of a pulse-jet baghouse.
 *
 * @param input The input as readCostInput gives it (SI, fractions, today's
 *   dollars). A page's input read partly (readCostInputPartly) holds `NaN`
 *   for each input that cannot be used: every value that depends on it is
 *   then `NaN` too (partial.ts withholds those), and the rest is computed.
 * @returns The estimate with every line (factor, basis, value, source) and
 *   warnings for inputs counted as $0 (naming what each would price) or
 *   costs left in 1998 dollars. Never throws.
 *
 * Source: EPA Air Pollution Control Cost Manual (EPA/452/B-02-001), Sec. 6 Ch. 1
 * (equipment equations, Table 1.8, Table 1.9, annual costs) and Sec. 1 Ch. 2 (CRF, escalation).
 */
export function estimateCost(input: CostInput): CostEstimate {
  const housing1998 = housingCost1998Usd(input.grossClothArea);
  const insulation1998 = input.insulated ? insulationCost1998Usd(input.grossClothArea) : 0;
  const escalation = escalationFactor(input.cepci);
  const housingToday = (housing1998 + insulation1998) * escalation;
  // Prices quoted in another year are brought to today's index, as the housing is from 1998's.
  const quoted = input.baseIndex === undefined ? 1 : escalationFactor(input.cepci, input.baseIndex);
  const bagsUsd = (input.bagPrice ?? 0) * quoted * input.grossClothArea;
  const cagesUsd = (input.cagePrice ?? 0) * quoted * input.bagCount;
  const auxiliaryUsd = (input.auxiliaryCost ?? 0) * quoted;
  const equipmentUsd = housingToday + bagsUsd + cagesUsd + auxiliaryUsd;

  const purchased = factorLines(PURCHASED_FACTORS, input, equipmentUsd, 'equipment cost A');
  const purchasedUsd = equipmentUsd + purchased.sumUsd;
  const direct = factorLines(DIRECT_FACTORS, input, purchasedUsd, 'purchased equipment cost B');
  const directUsd = direct.sumUsd + input.sitePreparation + input.buildings;
  const indirect = factorLines(INDIRECT_FACTORS, input, purchasedUsd, 'purchased equipment cost B');
  const tciUsd = purchasedUsd + directUsd + indirect.sumUsd;

  const hours = input.hours ?? 0;
  const flow = input.flow ?? 0;
  const electricityKwh = ((flow * (input.pressureDrop ?? 0)) / input.fanEfficiency) * hours * 3600 * KWH_PER_J;
  const electricityUsd = electricityKwh * (input.electricityPrice ?? 0);
  const compressedAirUsd = input.compressedAirRatio * flow * hours * 3600 * (input.compressedAirPrice ?? 0);
  // Bags are bought again every bag life, with their taxes and freight, and fitted by the maintenance crew.
  const bagTaxFreight = 1 + input.salesTaxFactor + input.freightFactor;
  const bagLabourUsd = input.bagCount * (input.bagChangeTime ?? 0) * (input.maintenanceWage ?? 0);
  const bagCrf = capitalRecoveryFactor(input.interest, input.bagLife);
  const bagReplacementUsd = (bagsUsd * bagTaxFreight + bagLabourUsd) * bagCrf;
  const labourHours = { operating: (input.operatorHours / SHIFT_HOURS) * hours, maintenance: (input.maintenanceHours / SHIFT_HOURS) * hours };
  const operatingUsd = labourHours.operating * (input.operatorWage ?? 0);
  const supervisoryUsd = input.supervisorFactor * operatingUsd;
  const maintenanceUsd = labourHours.maintenance * (input.maintenanceWage ?? 0);
  const materialsUsd = input.maintenanceMaterialsFactor * maintenanceUsd;
  const labourAndMaterialsUsd = operatingUsd + supervisoryUsd + maintenanceUsd + materialsUsd;
  const overheadUsd = input.overheadFactor * labourAndMaterialsUsd;
  const dustKg = dustCollectedKgPerYear(input);
  const disposalUsd = dustKg * (input.disposalPrice ?? 0);
  const crf = capitalRecoveryFactor(input.interest, input.years);
  // The bags are recovered over their own life, so they and their labour leave the capital recovered over the equipment's.
  const capitalRecoveryUsd = crf * Math.max(0, tciUsd - bagsUsd * bagTaxFreight - bagLabourUsd);

  const annualDirect = {
    electricity: electricityUsd,
    compressedAir: compressedAirUsd,
    bagReplacement: bagReplacementUsd,
    operatingLabour: operatingUsd,
    supervisoryLabour: supervisoryUsd,
    maintenanceLabour: maintenanceUsd,
    maintenanceMaterials: materialsUsd,
    wasteDisposal: disposalUsd,
  };
  const annualIndirect = {
    overhead: overheadUsd,
    administration: input.administrationFactor * tciUsd,
    propertyTax: input.propertyTaxFactor * tciUsd,
    insurance: input.insuranceFactor * tciUsd,
    capitalRecovery: capitalRecoveryUsd,
  };
  const directAnnualUsd = Object.values(annualDirect).reduce((sum, value) => sum + value, 0);
  const indirectAnnualUsd = Object.values(annualIndirect).reduce((sum, value) => sum + value, 0);
  const annualCostUsd = { ...annualDirect, ...annualIndirect, total: directAnnualUsd + indirectAnnualUsd };

  const line = (key: string, group: CostLine['group'], item: string, factor: number | null, basis: string, valueUsd: number, source: string): CostLine => ({
    key,
    group,
    item,
    factor,
    basis,
    valueUsd,
    source,
  });
  // A quoted price's year, when given, shows in its line: `· A_gross × CEPCI 800 / 607.5`.
  const escalated = input.baseIndex === undefined ? '' : ` × CEPCI ${field(input.cepci)} / ${field(input.baseIndex)}`;
  const dustBasis = input.dustCollected === undefined ? `C · Q · hours = ${tonnes(dustKg)}` : `${tonnes(dustKg)} as given`;
  const disposalBasis = dustGiven(input) ? `${dustBasis} × ${priced('disposal price', input.disposalPrice)}` : 'inlet dust loading or dust collected not given';
  const lines: CostLine[] = [
    line('housing', 'equipment', 'Baghouse, pulse-jet common housing (1998 $)', null, '2307 + 7.163 · A_gross[ft²]', housing1998, COST_SOURCES.housing),
    ...(input.insulated ? [line('insulation', 'equipment', 'Insulation add-on (1998 $)', null, '1041 + 2.23 · A_gross[ft²]', insulation1998, COST_SOURCES.insulation)] : []),
    line('housing-escalated', 'equipment', input.insulated ? 'Baghouse with insulation, escalated' : 'Baghouse, escalated', escalation, `× CEPCI ${field(input.cepci)} / ${CEPCI_1998}`, housingToday, COST_SOURCES.escalation),
    line('bags', 'equipment', 'Bags', null, `${priced('bag price', input.bagPrice)} · A_gross${escalated}`, bagsUsd, COST_SOURCES.bags),
    line('cages', 'equipment', 'Cages', null, `${priced('cage price', input.cagePrice)} · ${field(input.bagCount)} cages${escalated}`, cagesUsd, COST_SOURCES.bags),
    line('auxiliaries', 'equipment', 'Auxiliary equipment', null, input.auxiliaryCost === undefined ? 'not given' : `as quoted${escalated}`, auxiliaryUsd, COST_SOURCES.auxiliaries),
    line('equipment-cost', 'equipment', 'Equipment cost A', null, 'sum of the above (today’s $)', equipmentUsd, COST_SOURCES.capitalFactors),
    ...purchased.lines,
    line('purchased-equipment-cost', 'purchased', 'Purchased equipment cost B', 1 + purchased.factorSum, 'A + instruments, taxes and freight', purchasedUsd, COST_SOURCES.capitalFactors),
    ...direct.lines,
    line('site-preparation', 'direct', 'Site preparation', null, 'as required', input.sitePreparation, COST_SOURCES.asRequired),
    line('buildings', 'direct', 'Buildings', null, 'as required', input.buildings, COST_SOURCES.asRequired),
    line('direct-installation-cost', 'direct', 'Direct installation cost', null, 'sum of the direct installation lines', directUsd, COST_SOURCES.capitalFactors),
    ...indirect.lines,
    line('indirect-cost', 'indirect', 'Indirect installation cost', null, 'sum of the indirect lines', indirect.sumUsd, COST_SOURCES.capitalFactors),
    line('total-capital-investment', 'total', 'Total capital investment', null, 'B + direct + indirect installation', tciUsd, COST_SOURCES.capitalFactors),
    line('electricity', 'annual-direct', 'Electricity (fan)', null, priced('Q · ΔP / η · hours × price', input.electricityPrice, { amount: electricityKwh, unit: 'kWh/yr', times: 'price' }), electricityUsd, COST_SOURCES.fanPower),
    line('compressed-air', 'annual-direct', 'Compressed air', input.compressedAirRatio, priced('× gas flow · hours × price', input.compressedAirPrice), compressedAirUsd, COST_SOURCES.compressedAir),
    line('bag-replacement', 'annual-direct', 'Bag replacement', bagCrf, `× (bags · ${field(bagTaxFreight)} + labour), CRF over ${field(input.bagLife)} years`, bagReplacementUsd, COST_SOURCES.bagReplacement),
    line('operating-labour', 'annual-direct', 'Operating labour', input.operatorHours / SHIFT_HOURS, priced('× hours × operator wage', input.operatorWage, { amount: labourHours.operating, unit: 'h/yr', times: 'operator wage' }), operatingUsd, COST_SOURCES.labour),
    line('supervisory-labour', 'annual-direct', 'Supervisory labour', input.supervisorFactor, '× operating labour', supervisoryUsd, COST_SOURCES.annualFactors),
    line('maintenance-labour', 'annual-direct', 'Maintenance labour', input.maintenanceHours / SHIFT_HOURS, priced('× hours × maintenance wage', input.maintenanceWage, { amount: labourHours.maintenance, unit: 'h/yr', times: 'maintenance wage' }), maintenanceUsd, COST_SOURCES.labour),
    line('maintenance-materials', 'annual-direct', 'Maintenance materials', input.maintenanceMaterialsFactor, '× maintenance labour', materialsUsd, COST_SOURCES.annualFactors),
    line('waste-disposal', 'annual-direct', 'Dust disposal', null, disposalBasis, disposalUsd, COST_SOURCES.disposal),
    line('direct-annual-cost', 'annual-direct', 'Direct annual cost', null, 'sum of the direct annual lines', directAnnualUsd, COST_SOURCES.annualFactors),
    line('overhead', 'annual-indirect', 'Overhead', input.overheadFactor, '× all labour and maintenance materials', overheadUsd, COST_SOURCES.annualFactors),
    line('administration', 'annual-indirect', 'Administrative charges', input.administrationFactor, '× total capital investment', annualIndirect.administration, COST_SOURCES.annualFactors),
    line('property-tax', 'annual-indirect', 'Property tax', input.propertyTaxFactor, '× total capital investment', annualIndirect.propertyTax, COST_SOURCES.annualFactors),
    line('insurance', 'annual-indirect', 'Insurance', input.insuranceFactor, '× total capital investment', annualIndirect.insurance, COST_SOURCES.annualFactors),
    line('capital-recovery', 'annual-indirect', 'Capital recovery', crf, `× (TCI − bags · ${field(bagTaxFreight)} − bag labour), CRF at ${field(input.interest * 100)} % over ${field(input.years)} years`, capitalRecoveryUsd, COST_SOURCES.capitalRecovery),
    line('indirect-annual-cost', 'annual-indirect', 'Indirect annual cost', null, 'sum of the indirect annual lines', indirectAnnualUsd, COST_SOURCES.annualFactors),
    line('total-annual-cost', 'annual-total', 'Total annual cost', null, 'direct + indirect annual cost', annualCostUsd.total, COST_SOURCES.annualFactors),
  ];
  return {
    housingCost1998Usd: housing1998,
    insulationCost1998Usd: insulation1998,
    escalationFactor: escalation,
    quotedPriceEscalation: quoted,
    equipmentCostUsd: equipmentUsd,
    purchasedEquipmentCostUsd: purchasedUsd,
    totalCapitalInvestmentUsd: tciUsd,
    capitalRecoveryFactor: crf,
    annualCostUsd,
    electricityKwhPerYear: electricityKwh,
    dustCollectedKgPerYear: dustKg,
    lines,
    warnings: warningsOf(input, { electricityKwh, operatingHours: labourHours.operating, maintenanceHours: labourHours.maintenance, dustKg }),
  };
}

/**
 * The total annual cost at other pressure drops, for the chart of annual cost vs filter ΔP.
 *
 * @param input The input; its pressure drop is replaced by each of `pressureDropsPa`.
 * @param pressureDropsPa The pressure drops, Pa.
 * @returns One point per pressure drop: the pressure drop and the total annual cost, today's $/yr.
 */
export function annualCostVsPressureDrop(input: CostInput, pressureDropsPa: readonly number[]): { pressureDropPa: number; totalAnnualCostUsd: number }[] {
  return pressureDropsPa.map((pressureDropPa) => ({ pressureDropPa, totalAnnualCostUsd: estimateCost({ ...input, pressureDrop: pressureDropPa }).annualCostUsd.total }));
}
