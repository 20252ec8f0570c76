/**
 * The cost tool's inputs as typed, on the page, in its link and on the
 * command line, and their reading into numbers the core holds: measures in
 * SI (m², m³/s, Pa), prices in US dollars (per m², per m³ of free air, per
 * kWh, per hour), factors and rates as fractions, hours and years as numbers.
 */
import { unitById } from '../units/catalogue.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readMeasure, type MeasureIssue, type MeasureSpec, type TypedIn } from '../report/measure.ts';
import { CLOTH_AREA_RANGE, FLOW_OR_ZERO_RANGE, FLOW_RANGE, SYSTEM_PRESSURE_RANGE } from '../report/ranges.ts';
import { BAGHOUSE_MEASURES } from '../baghouse/measures.ts';
import { POUND_KG } from '../units/definitions.ts';
import { CEPCI_1998 } from './capital.ts';
import { COST_FACTORS, type CostFactorKey } from './factors.ts';
import { FLOW_CONTROLS, type FlowControl } from './flow-control.ts';
import { readNumbers, wholeNumber, type NumberSpec } from './number-field.ts';
import {
  BAG_CHANGE_TIME_RANGE,
  BAG_COUNT_RANGE,
  BAG_LIFE_RANGE,
  BAG_PRICE_RANGE,
  CAGE_PRICE_RANGE,
  CEPCI_RANGE,
  COMPRESSED_AIR_PRICE_RANGE,
  COMPRESSED_AIR_RATIO_RANGE,
  DISPOSAL_PRICE_RANGE,
  DUST_COLLECTED_RANGE,
  EFFICIENCY_RANGE,
  ELECTRICITY_PRICE_RANGE,
  EQUIPMENT_LIFE_RANGE,
  FACTOR_RANGE,
  HOURS_PER_SHIFT_RANGE,
  HOURS_PER_YEAR_RANGE,
  INTEREST_RANGE,
  LUMP_SUM_RANGE,
  WAGE_RANGE,
  YEARS_SHOWN_RANGE,
} from './ranges.ts';

/** m² per ft²: typed $/ft² ÷ this = $/m². */
const FT2 = unitById('ft2').siPerUnit;
/** m³ per 1000 ft³ (a CFM for a minute is a ft³): typed $ per 1000 ft³ ÷ this = $/m³. */
const THOUSAND_FT3 = 1000 * 60 * unitById('CFM').siPerUnit;
/** A US short ton (2000 lb) in kg, exact: 907.184 74 kg (NIST SP 811, App. B.8). */
export const SHORT_TON_KG = 2000 * POUND_KG;
/** A metric tonne in kg. */
const TONNE_KG = 1000;
/** A percentage as a fraction. */
const PERCENT = { metric: 100, imperial: 100 } as const;
const same = (unit: string) => ({ metric: unit, imperial: unit });

/** The measures both sections share. */
const FLOW: MeasureSpec = { key: 'flow', label: 'Gas flow (actual)', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_RANGE };

/** The plain numbers both sections share. */
const FAN_EFFICIENCY: NumberSpec = { key: 'fanEfficiency', label: 'Fan and motor efficiency', units: same('%'), divisor: PERCENT, range: EFFICIENCY_RANGE };
const HOURS: NumberSpec = { key: 'hours', label: 'Operating hours', units: same('h/yr'), range: HOURS_PER_YEAR_RANGE };
const ELECTRICITY_PRICE: NumberSpec = { key: 'electricityPrice', label: 'Electricity price', units: same('$/kWh'), range: ELECTRICITY_PRICE_RANGE };
const COMPRESSED_AIR_PRICE: NumberSpec = {
  key: 'compressedAirPrice',
  label: 'Compressed air price',
  units: { metric: '$/m³', imperial: '$/1000 ft³' },
  divisor: { metric: 1, imperial: THOUSAND_FT3 },
  range: COMPRESSED_AIR_PRICE_RANGE,
};
const INTEREST: NumberSpec = { key: 'interest', label: 'Interest rate', units: same('%'), divisor: PERCENT, defaultValue: 0.07, range: INTEREST_RANGE };

/** The Baghouse Design's inlet dust loading (g/m³ or gr/ft³ at the actual flow's conditions), the same measure and range. */
const LOADING: MeasureSpec = BAGHOUSE_MEASURES.find(({ key }) => key === 'loading')!;

/** The capital and annual cost's measured inputs (readMeasures). */
export const COST_SPECS: readonly MeasureSpec[] = [
  { key: 'grossClothArea', label: 'Gross cloth area', quantity: 'area', units: { metric: 'm2', imperial: 'ft2' }, range: CLOTH_AREA_RANGE },
  FLOW,
  { key: 'pressureDrop', label: 'Pressure drop at the fan', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
  LOADING,
];

/** The capital and annual cost's plain-number inputs, each with its range (ranges.ts). */
export const COST_NUMBERS: readonly NumberSpec[] = [
  { key: 'bagCount', label: 'Number of bags (and cages)', units: same(''), range: BAG_COUNT_RANGE, check: wholeNumber },
  { key: 'bagPrice', label: 'Bag price', units: { metric: '$/m²', imperial: '$/ft²' }, divisor: { metric: 1, imperial: FT2 }, range: BAG_PRICE_RANGE },
  { key: 'cagePrice', label: 'Cage price', units: same('$ per cage'), range: CAGE_PRICE_RANGE },
  { key: 'auxiliaryCost', label: 'Auxiliary equipment', units: same('$'), range: LUMP_SUM_RANGE },
  { key: 'sitePreparation', label: 'Site preparation', units: same('$'), defaultValue: 0, range: LUMP_SUM_RANGE },
  { key: 'buildings', label: 'Buildings', units: same('$'), defaultValue: 0, range: LUMP_SUM_RANGE },
  { key: 'cepci', label: 'CEPCI today', units: same(''), defaultValue: CEPCI_1998, range: CEPCI_RANGE },
  { key: 'baseIndex', label: 'CEPCI of the quoted prices', units: same(''), whenEmpty: 'bags, cages and auxiliaries in today’s $', range: CEPCI_RANGE },
  { ...FAN_EFFICIENCY, defaultValue: 0.65 },
  HOURS,
  ELECTRICITY_PRICE,
  {
    key: 'compressedAirRatio',
    label: 'Compressed air per 1000 of gas flow',
    units: { metric: 'm³/h per 1000 m³/h', imperial: 'scfm per 1000 acfm' },
    divisor: { metric: 1000, imperial: 1000 },
    defaultValue: 0.002,
    range: COMPRESSED_AIR_RATIO_RANGE,
  },
  COMPRESSED_AIR_PRICE,
  { key: 'operatorHours', label: 'Operator labour', units: same('h/shift'), defaultValue: 2, range: HOURS_PER_SHIFT_RANGE },
  { key: 'operatorWage', label: 'Operator wage', units: same('$/h'), range: WAGE_RANGE },
  { key: 'maintenanceHours', label: 'Maintenance labour', units: same('h/shift'), defaultValue: 1, range: HOURS_PER_SHIFT_RANGE },
  { key: 'maintenanceWage', label: 'Maintenance wage', units: same('$/h'), range: WAGE_RANGE },
  { key: 'bagLife', label: 'Bag life', units: same('years'), defaultValue: 2, range: BAG_LIFE_RANGE },
  { key: 'bagChangeTime', label: 'Bag change time', units: same('min per bag'), divisor: { metric: 60, imperial: 60 }, range: BAG_CHANGE_TIME_RANGE },
  {
    key: 'dustCollected',
    label: 'Dust collected per year',
    units: { metric: 't/yr', imperial: 'short ton/yr' },
    divisor: { metric: 1 / TONNE_KG, imperial: 1 / SHORT_TON_KG },
    range: DUST_COLLECTED_RANGE,
  },
  { key: 'disposalPrice', label: 'Disposal price', units: { metric: '$/t', imperial: '$/short ton' }, divisor: { metric: TONNE_KG, imperial: SHORT_TON_KG }, range: DISPOSAL_PRICE_RANGE },
  INTEREST,
  { key: 'years', label: 'Equipment life', units: same('years'), defaultValue: 20, range: EQUIPMENT_LIFE_RANGE },
  ...COST_FACTORS.map(({ key, item, epa }): NumberSpec => ({ key, label: `${item} factor`, units: same(''), defaultValue: epa, range: FACTOR_RANGE })),
];

/** The form's groups, in order, each with its fields' keys (measures and numbers); `insulated` is a check box of the capital group. */
export const COST_FIELD_GROUPS: readonly { readonly id: string; readonly legend: string; readonly keys: readonly string[] }[] = [
  { id: 'capital', legend: 'Baghouse and equipment', keys: ['grossClothArea', 'bagCount', 'bagPrice', 'cagePrice', 'auxiliaryCost', 'sitePreparation', 'buildings', 'cepci', 'baseIndex'] },
  {
    id: 'operation',
    legend: 'Operation and prices',
    keys: ['flow', 'pressureDrop', 'fanEfficiency', 'hours', 'electricityPrice', 'compressedAirRatio', 'compressedAirPrice', 'operatorHours', 'operatorWage', 'maintenanceHours', 'maintenanceWage', 'bagLife', 'bagChangeTime'],
  },
  { id: 'disposal', legend: 'Dust disposal', keys: ['loading', 'dustCollected', 'disposalPrice'] },
  { id: 'finance', legend: 'Capital recovery', keys: ['interest', 'years'] },
  { id: 'capital-factors', legend: 'Capital cost factors (EPA Table 1.9)', keys: COST_FACTORS.filter(({ group }) => !group.startsWith('annual')).map(({ key }) => key) },
  { id: 'annual-factors', legend: 'Annual cost factors (EPA Sec. 6 Ch. 1)', keys: COST_FACTORS.filter(({ group }) => group.startsWith('annual')).map(({ key }) => key) },
];

/** The OPEX comparison's measured inputs. */
export const OPEX_SPECS: readonly MeasureSpec[] = [
  FLOW,
  { key: 'pressureDropBefore', label: 'Pressure drop, baseline', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
  { key: 'pressureDropAfter', label: 'Pressure drop, improved', quantity: 'pressure', units: { metric: 'Pa', imperial: 'inH2O' }, range: SYSTEM_PRESSURE_RANGE },
  { key: 'compressedAirBefore', label: 'Compressed air use (free air), baseline', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_OR_ZERO_RANGE },
  { key: 'compressedAirAfter', label: 'Compressed air use (free air), improved', quantity: 'airflow', units: { metric: 'm3/h', imperial: 'CFM' }, range: FLOW_OR_ZERO_RANGE },
];

/** A choice among named options: its key (the CLI option and the link's key), its label, the options and the one an empty field takes. */
export interface ChoiceSpec<Option extends string = string> {
  readonly key: string;
  readonly label: string;
  readonly options: readonly Option[];
  readonly defaultValue: Option;
}

/** How the fan's flow is held (flow-control.ts): speed control when not given, as the OPEX comparison assumed before it was an input. */
export const FLOW_CONTROL_SPEC: ChoiceSpec<FlowControl> = { key: 'flowControl', label: 'Fan flow control', options: FLOW_CONTROLS, defaultValue: 'speed' };

/** The OPEX comparison's plain-number inputs. */
export const OPEX_NUMBERS: readonly NumberSpec[] = [
  FAN_EFFICIENCY,
  HOURS,
  ELECTRICITY_PRICE,
  COMPRESSED_AIR_PRICE,
  { key: 'bagSetCost', label: 'Cost of a bag set, fitted', units: same('$'), range: LUMP_SUM_RANGE },
  { key: 'bagLifeBefore', label: 'Bag life, baseline', units: same('years'), range: BAG_LIFE_RANGE },
  { key: 'bagLifeAfter', label: 'Bag life, improved', units: same('years'), range: BAG_LIFE_RANGE },
  { key: 'investment', label: 'Investment', units: same('$'), defaultValue: 0, range: LUMP_SUM_RANGE },
  INTEREST,
  { key: 'years', label: 'Years to show', units: same('years'), defaultValue: 10, range: YEARS_SHOWN_RANGE, check: wholeNumber },
];

/** The OPEX form's groups, in order. */
export const OPEX_FIELD_GROUPS: readonly { readonly id: string; readonly legend: string; readonly keys: readonly string[] }[] = [
  { id: 'fan', legend: 'Fan energy', keys: ['flow', 'pressureDropBefore', 'pressureDropAfter', 'flowControl', 'fanEfficiency', 'hours', 'electricityPrice'] },
  { id: 'compressed-air', legend: 'Compressed air', keys: ['compressedAirBefore', 'compressedAirAfter', 'compressedAirPrice'] },
  { id: 'bags', legend: 'Bags', keys: ['bagSetCost', 'bagLifeBefore', 'bagLifeAfter'] },
  { id: 'investment', legend: 'Investment', keys: ['investment', 'interest', 'years'] },
];

/** The capital and annual cost's input, as the core holds it. */
export interface CostInput extends Readonly<Record<CostFactorKey, number>> {
  /** Gross cloth area A, m². */
  readonly grossClothArea: number;
  /** Add the EPA insulation add-on to the housing. */
  readonly insulated: boolean;
  /** Bags, and cages (one per bag); 0 when not given. */
  readonly bagCount: number;
  /** Bag price, today's $/m² of cloth. */
  readonly bagPrice?: number;
  /** Cage price, today's $ per cage. */
  readonly cagePrice?: number;
  /** Auxiliary equipment (fan, ductwork, stack, …), today's $. */
  readonly auxiliaryCost?: number;
  /** Site preparation and buildings, today's $. */
  readonly sitePreparation: number;
  readonly buildings: number;
  /** The Chemical Engineering Plant Cost Index of today; 389.5 (1998) when not given. */
  readonly cepci: number;
  /** The index of the year the bag, cage and auxiliary prices were quoted in; today's (`cepci`) when not given. */
  readonly baseIndex?: number;
  /** Actual gas flow through the fan, m³/s. */
  readonly flow?: number;
  /** Pressure drop the fan overcomes (filter and ducts), Pa. */
  readonly pressureDrop?: number;
  /** Combined fan and motor efficiency, fraction (EPA's 0.000181 is 0.65). */
  readonly fanEfficiency: number;
  /** Operating hours, h/yr. */
  readonly hours?: number;
  /** Electricity price, $/kWh. */
  readonly electricityPrice?: number;
  /** Compressed free air per volume of gas, fraction (2 scfm per 1000 acfm: 0.002). */
  readonly compressedAirRatio: number;
  /** Compressed air price, $ per m³ of free air. */
  readonly compressedAirPrice?: number;
  /** Operator and maintenance hours per 8-hour shift. */
  readonly operatorHours: number;
  readonly maintenanceHours: number;
  /** Wages, $/h. */
  readonly operatorWage?: number;
  readonly maintenanceWage?: number;
  /** Bag life, years. */
  readonly bagLife: number;
  /** Labour to change one bag, h. */
  readonly bagChangeTime?: number;
  /** Inlet dust loading, kg per actual m³. */
  readonly loading?: number;
  /** Dust collected, kg/yr, when given instead of the loading. */
  readonly dustCollected?: number;
  /** Disposal price, $/kg. */
  readonly disposalPrice?: number;
  /** Interest rate, fraction. */
  readonly interest: number;
  /** Equipment life for capital recovery, years. */
  readonly years: number;
}

/** The OPEX comparison's input, as the core holds it. */
export interface OpexInput {
  /** Actual gas flow, m³/s. */
  readonly flow: number;
  /** Pressure drops, baseline and improved, Pa. */
  readonly pressureDropBefore: number;
  readonly pressureDropAfter: number;
  /** How the fan's flow is held; `speed` when not given. */
  readonly flowControl?: FlowControl;
  /** Fan and motor efficiency, fraction. */
  readonly fanEfficiency: number;
  /** Operating hours, h/yr. */
  readonly hours: number;
  /** Electricity price, $/kWh. */
  readonly electricityPrice: number;
  /** Compressed free air, baseline and improved, m³/s; price $/m³. */
  readonly compressedAirBefore?: number;
  readonly compressedAirAfter?: number;
  readonly compressedAirPrice?: number;
  /** Cost of one set of bags, fitted, $; bag life baseline and improved, years. */
  readonly bagSetCost?: number;
  readonly bagLifeBefore?: number;
  readonly bagLifeAfter?: number;
  /** Investment in the improvement, $; interest rate, fraction; years to show. */
  readonly investment: number;
  readonly interest: number;
  readonly years: number;
}

/** Texts as typed, by key; absent or blank is not given. */
export type CostTexts = Readonly<Record<string, string | undefined>>;

const given = (text: string | undefined) => text !== undefined && text.trim() !== '';

/** What one section reads: its measures, plain numbers and choices, the fields it requires, and the pairs of which one only may be given. */
interface SectionSpecs {
  readonly measures: readonly MeasureSpec[];
  readonly numbers: readonly NumberSpec[];
  readonly choices: readonly ChoiceSpec[];
  readonly required: readonly string[];
  readonly eitherOr: readonly (readonly [string, string])[];
}

/**
 * One choice as typed: one of its options, as the page's list, the link and
 * the CLI write it (`damper`); blank takes the default.
 */
function readChoice(spec: ChoiceSpec, text: string): { value: string } | { issue: MeasureIssue } {
  const typed = text.trim().toLowerCase();
  if (spec.options.includes(typed)) return { value: typed };
  return { issue: { field: spec.key, text, message: `${spec.label} must be one of ${spec.options.join(', ')}, got ${text.trim()}` } };
}

/**
 * Reads every given field, each in the system it was typed in, and applies
 * the numbers' and choices' defaults to blank ones.
 *
 * @returns The usable values by key (a field that cannot be used is left
 *   out, not defaulted), and one issue per unusable field, per required
 *   field not given and per pair given both (naming the second), measures
 *   first, each in form order.
 */
function readFields(section: SectionSpecs, texts: CostTexts, system: UnitSystem, typedIn: TypedIn): { data: Record<string, number | string>; issues: MeasureIssue[] } {
  const { measures, numbers, choices } = section;
  const defaults = Object.fromEntries([...numbers, ...choices].flatMap(({ key, defaultValue }) => (defaultValue === undefined ? [] : [[key, defaultValue]])));
  const plain = readNumbers(numbers, texts, system, typedIn);
  const data: Record<string, number | string> = { ...defaults, ...plain.data };
  const issues: MeasureIssue[] = [];
  for (const spec of measures) {
    const text = texts[spec.key];
    if (!given(text)) continue;
    const read = readMeasure(spec, text!, typedIn[spec.key] ?? system);
    if (read.status === 'success') data[spec.key] = read.valueSi;
    else issues.push(read.issue);
  }
  issues.push(...plain.issues);
  for (const spec of choices) {
    const text = texts[spec.key];
    if (!given(text)) continue;
    const read = readChoice(spec, text!);
    if ('value' in read) data[spec.key] = read.value;
    else issues.push(read.issue);
  }
  for (const issue of issues) delete data[issue.field];
  const labels = new Map([...measures, ...numbers, ...choices].map(({ key, label }) => [key, label]));
  for (const key of section.required) if (!given(texts[key])) issues.push({ field: key, text: '', message: `${labels.get(key)} is required` });
  for (const [first, second] of section.eitherOr) {
    if (!given(texts[first]) || !given(texts[second])) continue;
    delete data[second];
    issues.push({ field: second, text: texts[second]!, message: `Give the ${labels.get(first)!.toLowerCase()} or the ${labels.get(second)!.toLowerCase()}, not both` });
  }
  return { data, issues };
}

/** The capital and annual cost's fields: the cloth area is required; the dust collected is given directly or follows from the loading. */
const COST_SECTION: SectionSpecs = { measures: COST_SPECS, numbers: COST_NUMBERS, choices: [], required: ['grossClothArea'], eitherOr: [['loading', 'dustCollected']] };
/** The OPEX comparison's fields. */
const OPEX_SECTION: SectionSpecs = {
  measures: OPEX_SPECS,
  numbers: OPEX_NUMBERS,
  choices: [FLOW_CONTROL_SPEC],
  required: ['flow', 'pressureDropBefore', 'pressureDropAfter', 'fanEfficiency', 'hours', 'electricityPrice'],
  eitherOr: [],
};

/**
 * Inputs read as far as they can be, for a page that shows what they allow:
 * `NaN` stands for each input that cannot be used or is required and not
 * given, so every figure and line that depends on it comes out `NaN` and is
 * withheld (partial.ts), while the rest is computed.
 */
export interface PartialRead<Input> {
  readonly input: Input;
  /** One per unusable or missing field, naming it (`Gross cloth area is required`). */
  readonly issues: readonly MeasureIssue[];
}

/** The read fields with NaN for every field an issue names. */
function withNaN(read: { data: Record<string, number | string>; issues: readonly MeasureIssue[] }): Record<string, number | string> {
  return { ...read.data, ...Object.fromEntries(read.issues.map(({ field }) => [field, Number.NaN])) };
}

/**
 * Reads the capital and annual cost's inputs.
 *
 * @param texts Each field as typed (keys of COST_SPECS and COST_NUMBERS).
 * @param flags `insulated`: add the insulation add-on.
 * @param system The unit system of bare numbers.
 * @param typedIn The system each field was typed in, where it is not `system` (a page after a unit switch).
 * @returns The input (blank numbers take their EPA defaults; dated prices
 *   have none), or one issue per unusable or missing field, none lost. Never throws.
 */
export function readCostInput(
  texts: CostTexts,
  flags: { insulated: boolean },
  system: UnitSystem,
  typedIn: TypedIn = {},
): { status: 'success'; data: CostInput } | { status: 'error'; issues: MeasureIssue[] } {
  const read = readFields(COST_SECTION, texts, system, typedIn);
  if (read.issues.length > 0) return { status: 'error', issues: read.issues };
  return { status: 'success', data: { bagCount: 0, ...read.data, insulated: flags.insulated } as unknown as CostInput };
}

/**
 * Reads the capital and annual cost's inputs as far as they can be (see {@link PartialRead}).
 *
 * @returns The input with `NaN` for each field that cannot be used or, for
 *   the gross cloth area, is not given; and the issues naming them. Never throws.
 */
export function readCostInputPartly(texts: CostTexts, flags: { insulated: boolean }, system: UnitSystem, typedIn: TypedIn = {}): PartialRead<CostInput> {
  const read = readFields(COST_SECTION, texts, system, typedIn);
  return { input: { bagCount: 0, ...withNaN(read), insulated: flags.insulated } as unknown as CostInput, issues: read.issues };
}

/**
 * Reads the OPEX comparison's inputs.
 *
 * @param texts Each field as typed (keys of OPEX_SPECS and OPEX_NUMBERS).
 * @param system The unit system of bare numbers.
 * @param typedIn The system each field was typed in, where it is not `system`.
 * @returns The input, or one issue per unusable or missing field (flow, both
 *   pressure drops, efficiency, hours and electricity price are required). Never throws.
 */
export function readOpexInput(texts: CostTexts, system: UnitSystem, typedIn: TypedIn = {}): { status: 'success'; data: OpexInput } | { status: 'error'; issues: MeasureIssue[] } {
  const read = readFields(OPEX_SECTION, texts, system, typedIn);
  if (read.issues.length > 0) return { status: 'error', issues: read.issues };
  return { status: 'success', data: read.data as unknown as OpexInput };
}

/** Reads the OPEX comparison's inputs as far as they can be (see {@link PartialRead}); a required field not given is `NaN`. */
export function readOpexInputPartly(texts: CostTexts, system: UnitSystem, typedIn: TypedIn = {}): PartialRead<OpexInput> {
  const read = readFields(OPEX_SECTION, texts, system, typedIn);
  return { input: withNaN(read) as unknown as OpexInput, issues: read.issues };
}

/** A worked example: the texts as typed and the unit system they were typed in. */
export interface CostExample {
  readonly system: UnitSystem;
  readonly texts: CostTexts;
}

/**
 * The capital and annual cost's worked example, the page's opening state:
 * the EPA worked example's capital inputs (a pulse-jet baghouse of
 * 2132.5498 ft² gross cloth (the Baghouse Design's figure for the EPA
 * example, shown 2132.55; its housing is $17,582.45), 159 bags of polyester
 * at $1.69/ft² on $12.04 cages, $89,500 of auxiliaries, insulated, all in
 * 1998 dollars, so the quoted prices' index is 1998's too) with illustrative 1998 operating prices, in the EPA's US units.
 * A metric page shows the same texts converted, and reads them as typed.
 */
export const COST_EXAMPLE: CostExample & { readonly insulated: boolean } = {
  system: 'imperial',
  insulated: true,
  texts: {
    grossClothArea: '2132.5498',
    bagCount: '159',
    bagPrice: '1.69',
    cagePrice: '12.04',
    auxiliaryCost: '89500',
    cepci: '389.5',
    baseIndex: '389.5',
    flow: '10000',
    pressureDrop: '10',
    hours: '8640',
    electricityPrice: '0.06',
    compressedAirPrice: '0.25',
    operatorWage: '12.96',
    maintenanceWage: '14.26',
    bagChangeTime: '10',
  },
};

/**
 * The dust disposal worked example, in US units: the reverse-air baghouse of
 * Wang, Williford and Chen, "Fabric Filtration", in Air Pollution Control
 * Engineering (Humana Press, 2004), ch. 2, Examples 9 and 10: 110,000 acfm
 * carrying 3.2 gr/ft³ for 6000 h/yr at $200 per short ton, 10 inH₂O at
 * $0.059/kWh, 3 h/shift of operating labour at $12.96/h and 1 h/shift of
 * maintenance at $14.26/h, 10 % interest; 49,500 ft² is Example 8's gross
 * cloth area (the book prices a reverse-air structure, this tool a pulse-jet housing).
 */
export const DISPOSAL_EXAMPLE_TEXTS: CostTexts = {
  grossClothArea: '49500',
  flow: '110000',
  pressureDrop: '10',
  hours: '6000',
  electricityPrice: '0.059',
  operatorHours: '3',
  operatorWage: '12.96',
  maintenanceWage: '14.26',
  loading: '3.2',
  disposalPrice: '200',
  interest: '10',
};

/** The OPEX worked example, in metric units: 100,000 m³/h, 15 → 10 mbar, 70 %, 8000 h/yr, $0.10/kWh, $20,000 invested at 7 % over 10 years. */
export const OPEX_EXAMPLE: CostExample = {
  system: 'metric',
  texts: {
    flow: '100000',
    pressureDropBefore: '1500',
    pressureDropAfter: '1000',
    fanEfficiency: '70',
    hours: '8000',
    electricityPrice: '0.10',
    investment: '20000',
    interest: '7',
    years: '10',
  },
};
