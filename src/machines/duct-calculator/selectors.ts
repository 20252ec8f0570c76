/**
 * What the calculator page shows, read from the machine's context: each
 * field's text, unit and hint, the diagram's labels and the notice's rows.
 * Pure functions, so the page stays free of conversions and formats.
 */
import { diagramDiameter, type ValueWithUnit } from '../../core/duct/diagram-units.ts';
import { parseNumberText } from '../../core/duct/form-schema.ts';
import { checkDuctInput, siValueOf } from '../../core/duct/solve.ts';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { formatNumber } from '../../core/format/number.ts';
import { QUANTITY_LABELS, UNIT_SYMBOLS, toDisplayUnits, toSiUnits, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import type { CalculationNotice, CalculatorContext, FieldEntry } from './context.ts';

/** The order the spec lists the quantities in the notice: velocity, diameter, airflow. */
export const NOTICE_ORDER = ['velocity', 'diameter', 'airflow'] as const satisfies readonly Quantity[];

/**
 * A value in SI as a field shows it: converted, in the `field` style (up to
 * 4 decimals, scientific when fixed decimals can't show it), so it reads
 * back through `parseNumberText` to the value shown; "" when there is none
 * or it cannot be shown there (1e308 m³/s is too large in CFM).
 */
function displayText(quantity: Quantity, valueSi: number | undefined, system: UnitSystem): string {
  return valueSi === undefined ? '' : formatNumber(toDisplayUnits(quantity, valueSi, system), 'field');
}

/** A stored entry as shown in a unit system: typed text as typed in its own system, a number converted in the other. */
function shownEntryText(quantity: Quantity, entry: FieldEntry, system: UnitSystem): string {
  if (entry.kind === 'computed') return displayText(quantity, entry.valueSi, system);
  if (entry.system === system) return entry.text;
  const value = parseNumberText(entry.text);
  // Text that is not a number, or a number the other system cannot show, stays as typed; its hint says why.
  const shown = value === undefined ? '' : displayText(quantity, toSiUnits(quantity, value, entry.system), system);
  return shown === '' ? entry.text : shown;
}

/**
 * What a field shows (spec §2, §4): the computed quantity's result; an
 * input's text as typed, or, after a unit switch, its stored value
 * converted to the shown system (typed `20` m/s shows `3937` ft/min, and
 * `20` again once switched back). A text that is not a usable number is
 * shown as typed.
 *
 * @param context The calculator's context.
 * @param field The field.
 * @returns The text for the field's input.
 */
export function selectFieldText(context: CalculatorContext, field: Quantity): string {
  const { calculationType, unitSystem, inputsSi, fields } = context;
  return field === calculationType ? displayText(field, siValueOf(inputsSi, field), unitSystem) : shownEntryText(field, fields[field], unitSystem);
}

/** The three fields' texts as shown, by quantity. */
export function selectFieldTexts(context: CalculatorContext): Record<Quantity, string> {
  return {
    velocity: selectFieldText(context, 'velocity'),
    diameter: selectFieldText(context, 'diameter'),
    airflow: selectFieldText(context, 'airflow'),
  };
}

/**
 * Why a field cannot be used, as one sentence naming the field and the text
 * the user typed, or `undefined` when it is fine.
 *
 * @param context The calculator's context.
 * @param field The field to explain.
 * @returns For example "Velocity (V) must be greater than zero, got -3".
 */
export function selectFieldHint(context: CalculatorContext, field: Quantity): string | undefined {
  const issues = context.result?.status === 'error' ? context.result.issues : [];
  const issue = issues.find((candidate) => candidate.field === field);
  if (issue === undefined) return undefined;
  const label = QUANTITY_LABELS[field];
  const typed = selectFieldText(context, field).trim();
  // parseNumberText turned non-numeric text into "missing": say what was typed instead.
  const shown = issue.reason === 'missing' && typed !== '' ? { ...issue, reason: 'not-a-number' as const } : issue;
  return describeDuctIssue(shown, label, typed);
}

/** One label of the duct diagram, for example `{ symbol: 'D', text: '0.5 m' }`. */
export interface DiagramLabel {
  symbol: 'V' | 'Q' | 'D';
  /** The value with its unit, or "—" when there is none. */
  text: string;
  /** True for the quantity being calculated. */
  computed: boolean;
}

const withUnit = (value: number | undefined, unit: string): string => {
  const shown = value === undefined ? '' : formatNumber(value, 'field');
  return shown === '' ? '—' : `${shown} ${unit}`;
};

const DIAGRAM_SYMBOLS: Readonly<Record<Quantity, DiagramLabel['symbol']>> = { velocity: 'V', airflow: 'Q', diameter: 'D' };

/**
 * One label of the diagram in the shown unit system. The diameter reads in
 * feet for imperial and metres for metric (spec §9, via `diagramDiameter`).
 * A page part showing one label selects only it, so typing in one field
 * re-renders only the labels whose text changed.
 *
 * @param context The calculator's context.
 * @param quantity The label's quantity.
 * @returns The label; a new object each call, so compare it with `shallowEqual`.
 */
export function selectDiagramLabel(context: CalculatorContext, quantity: Quantity): DiagramLabel {
  const { inputsSi, unitSystem, calculationType } = context;
  const valueSi = siValueOf(inputsSi, quantity);
  const shown: ValueWithUnit | undefined =
    valueSi === undefined
      ? undefined
      : quantity === 'diameter'
        ? diagramDiameter(valueSi, unitSystem)
        : { value: toDisplayUnits(quantity, valueSi, unitSystem), unit: UNIT_SYMBOLS[unitSystem][quantity] };
  return {
    symbol: DIAGRAM_SYMBOLS[quantity],
    text: shown === undefined ? '—' : withUnit(shown.value, shown.unit),
    computed: calculationType === quantity,
  };
}

/**
 * The diagram's three labels in the shown unit system.
 *
 * @param context The calculator's context.
 * @returns Labels for velocity, airflow and diameter.
 */
export function selectDiagramLabels(context: CalculatorContext): Record<Quantity, DiagramLabel> {
  return {
    velocity: selectDiagramLabel(context, 'velocity'),
    airflow: selectDiagramLabel(context, 'airflow'),
    diameter: selectDiagramLabel(context, 'diameter'),
  };
}

/** One line of the 'Calculation Result' notice. */
export interface NoticeRow {
  quantity: Quantity;
  /** "Velocity", "Diameter" or "Airflow". */
  name: string;
  /**
   * The figure as the page shows it: 2 decimals with thousands grouping
   * ("127,235.27"), or 5 significant digits in scientific notation when fixed
   * decimals can't show it ("1.0000e+30"); see `formatNumber`'s `result` style.
   */
  value: string;
  unit: string;
  solved: boolean;
}

const NOTICE_NAMES: Readonly<Record<Quantity, string>> = {
  velocity: 'Velocity',
  diameter: 'Diameter',
  airflow: 'Airflow',
};

/**
 * The notice's rows: velocity, diameter and airflow, each in the `result`
 * style (2 decimals, grouped) with its unit, in the unit system shown at
 * submit time.
 *
 * @param notice The open notice.
 * @returns Three rows in the spec's order.
 */
export function selectNoticeRows(notice: CalculationNotice): NoticeRow[] {
  const { solution, unitSystem } = notice;
  return NOTICE_ORDER.map((quantity) => ({
    quantity,
    name: NOTICE_NAMES[quantity],
    value: formatNumber(toDisplayUnits(quantity, siValueOf(solution, quantity) ?? Number.NaN, unitSystem), 'result'),
    unit: UNIT_SYMBOLS[unitSystem][quantity],
    solved: solution.solved === quantity,
  }));
}

/** The card's duct as the page shows it, for the design sections below the card. */
export interface ShownDuct {
  unitSystem: CalculatorContext['unitSystem'];
  /** Airflow in CFM (imperial) or m³/s, or `undefined` while the card has no solution. */
  airflow: number | undefined;
  /** Diameter in in (imperial) or m, or `undefined` while the card has no solution. */
  diameter: number | undefined;
}

/**
 * The airflow and diameter the card shows, in its unit system: the numbers an
 * engineer reads there (by the calculator's factors), which the design
 * sections read again as typed numbers, like `duct-calc friction --q … --d …`.
 *
 * @param context The calculator's context.
 * @returns The unit system and both values, or `undefined` values while the card cannot solve.
 *   A new object each call; compare it with `shallowEqual`.
 */
export function selectShownDuct(context: CalculatorContext): ShownDuct {
  const { result, unitSystem } = context;
  if (result?.status !== 'success') return { unitSystem, airflow: undefined, diameter: undefined };
  return {
    unitSystem,
    airflow: toDisplayUnits('airflow', result.data.airflowM3s, unitSystem),
    diameter: toDisplayUnits('diameter', result.data.diameterM, unitSystem),
  };
}

/** A value of the card with the unit system it is read in: `{ value: 1000, system: 'imperial' }` is 1000 CFM. */
export interface SystemValue {
  readonly value: number;
  readonly system: UnitSystem;
}

/** The card's airflow and diameter as the design sections read them; `undefined` while one has no usable value. */
export interface CardDuct {
  /** CFM (imperial) or m³/s. */
  readonly airflow: SystemValue | undefined;
  /** in (imperial) or m. */
  readonly diameter: SystemValue | undefined;
}

/** The unit system a field's value is read in: the one it was typed in; metric for a computed value, held in SI. */
const entrySystem = (entry: FieldEntry): UnitSystem => (entry.kind === 'typed' ? entry.system : 'metric');

/** One of the card's airflow and diameter for the sections, or `undefined` while it has no usable value. */
function cardValue(context: CalculatorContext, quantity: 'airflow' | 'diameter'): SystemValue | undefined {
  const { fields, calculationType, inputsSi } = context;
  const valueSi = siValueOf(inputsSi, quantity);
  if (valueSi === undefined || checkDuctInput(quantity, valueSi) !== undefined) return undefined;
  const entry = fields[quantity];
  // A typed input as typed: 1000, not 1000 / 2118.88 × 2118.88.
  if (quantity !== calculationType && entry.kind === 'typed') return { value: parseNumberText(entry.text)!, system: entry.system };
  const system = quantity === calculationType ? entrySystem(fields[quantity === 'airflow' ? 'diameter' : 'airflow']) : entrySystem(entry);
  return { value: toDisplayUnits(quantity, valueSi, system), system };
}

/**
 * The card's airflow and diameter for the design sections, each as the
 * number the card holds in the unit system it was typed in (the computed
 * one in the other's system). The sections read them as `duct-calc
 * friction --q … --d …` reads the same numbers, so 1000 CFM in 14 in typed
 * on the imperial card gives the CLI's figures exactly; and as a unit
 * switch changes none of them, it changes no section's figure. A given
 * airflow counts even while the card cannot solve, so sizing needs only it.
 *
 * @param context The calculator's context.
 * @returns Both values; `undefined` for one that is missing or unusable.
 *   A new object each call; compare it with `shallowEqual`.
 */
export function selectCardDuct(context: CalculatorContext): CardDuct {
  return { airflow: cardValue(context, 'airflow'), diameter: cardValue(context, 'diameter') };
}

const sameValue = (a: SystemValue | undefined, b: SystemValue | undefined) => a?.value === b?.value && a?.system === b?.system;

/** Whether two of {@link selectCardDuct}'s values are the same duct, for a selector's equality. */
export function sameCardDuct(a: CardDuct, b: CardDuct): boolean {
  return sameValue(a.airflow, b.airflow) && sameValue(a.diameter, b.diameter);
}
