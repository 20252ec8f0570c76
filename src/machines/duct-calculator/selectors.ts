/**
 * What the calculator page shows, read from the machine's context: each
 * field's text, unit and hint, the diagram's labels and the notice's rows.
 * Pure functions, so the page stays free of conversions and formats.
 */
import { diagramDiameter, type ValueWithUnit } from '../../core/duct/diagram-units.ts';
import { siValueOf } from '../../core/duct/solve.ts';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { formatNumber } from '../../core/format/number.ts';
import { QUANTITY_LABELS, UNIT_SYMBOLS, toDisplayUnits, type Quantity } from '../../core/duct/units.ts';
import type { CalculationNotice, CalculatorContext } from './context.ts';

/** The order the spec lists the quantities in the notice: velocity, diameter, airflow. */
export const NOTICE_ORDER = ['velocity', 'diameter', 'airflow'] as const satisfies readonly Quantity[];

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
  const typed = context.fieldText[field].trim();
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
