/**
 * The rule options of `duct-calc monitor`: one per threshold, named as on the
 * page, each read with its unit (a bare number is in the rule's SI unit:
 * Pa, s, days) and checked to be positive.
 */
import { Option } from 'commander';
import { quantityText } from '../../core/monitoring/figure-text.ts';
import { DEFAULT_MONITOR_RULES, defaultRules, type MonitorRules, type RuleName } from '../../core/monitoring/monitor-rules.ts';
import { parseQuantity } from '../../core/units/parse-quantity.ts';
import type { QuantityId } from '../../core/units/quantity.ts';
import type { UnitId } from '../../core/units/catalogue.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';

/** How a rule's value is typed. */
type RuleKind = { quantity: QuantityId; unit: UnitId } | 'fraction' | 'count';

/** Each rule's option: its long name, its argument and how it is read. */
export const RULE_OPTIONS: Readonly<Record<RuleName, { name: string; argument: string; kind: RuleKind }>> = {
  cycleMinSwingPa: { name: 'cycle-swing', argument: 'pressure', kind: { quantity: 'pressure', unit: 'Pa' } },
  driftLimitPaPerDay: { name: 'drift-limit', argument: 'Pa per day', kind: { quantity: 'pressure', unit: 'Pa' } },
  driftWindowDays: { name: 'drift-window', argument: 'days', kind: { quantity: 'time', unit: 'd' } },
  stepDropFraction: { name: 'step-drop', argument: 'fraction', kind: 'fraction' },
  stepWindowS: { name: 'step-window', argument: 'time', kind: { quantity: 'time', unit: 's' } },
  valveResponseWindowS: { name: 'valve-window', argument: 'time', kind: { quantity: 'time', unit: 's' } },
  deadValveFraction: { name: 'dead-valve', argument: 'fraction', kind: 'fraction' },
  dragRiseFraction: { name: 'drag-rise', argument: 'fraction', kind: 'fraction' },
  gapS: { name: 'gap', argument: 'time', kind: { quantity: 'time', unit: 's' } },
  minReadingsPerHour: { name: 'min-readings-per-hour', argument: 'count', kind: 'count' },
  stoppedDpPa: { name: 'stopped-below', argument: 'pressure', kind: { quantity: 'pressure', unit: 'Pa' } },
  airPressureMinPa: { name: 'air-pressure-min', argument: 'pressure', kind: { quantity: 'pressure', unit: 'Pa' } },
};

/** The option of the leak-detector limit, which has no default. */
export const LEAK_SIGNAL_OPTION = { name: 'leak-signal-limit', argument: 'value' } as const;

/** Commander's attribute name of a long option: `cycle-swing` → `cycleSwing`. */
const attribute = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The rule options for commander, with their defaults in the help. */
export function ruleOptions(): Option[] {
  const options = (Object.keys(RULE_OPTIONS) as RuleName[]).map((rule) => {
    const { name, argument } = RULE_OPTIONS[rule];
    const { label, value, unit } = DEFAULT_MONITOR_RULES[rule];
    const shown = unit === '1' ? `${quantityText(value * 100, '%')}, ${value}` : unit === '1/h' ? `${value} an hour` : quantityText(value, unit);
    return new Option(`--${name} <${argument}>`, `${label.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())} (default ${shown})`);
  });
  return [...options, new Option(`--${LEAK_SIGNAL_OPTION.name} <${LEAK_SIGNAL_OPTION.argument}>`, "leak-detector signal at or over which a reading is a leak, in the signal's unit (default: not checked)")];
}

/** One rule's value as typed, in SI; or the reason it is unusable. */
function readRule(text: string, kind: RuleKind): number | string {
  const trimmed = text.trim();
  if (kind === 'fraction') {
    const percent = trimmed.endsWith('%');
    const number = percent ? trimmed.slice(0, -1).trim() : trimmed;
    const value = DECIMAL_NUMBER_TEXT.test(number) ? Number(number) / (percent ? 100 : 1) : Number.NaN;
    return value > 0 && value < 1 ? value : 'Give a fraction between 0 and 1 (0.2) or a percent (20%)';
  }
  if (kind === 'count') {
    const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    return value >= 1 && value <= 3600 ? value : 'Give a whole number from 1 to 3600';
  }
  const parsed = parseQuantity(trimmed, { quantity: kind.quantity, defaultUnit: kind.unit });
  if (parsed.status === 'error') return parsed.issues[0]!.message;
  const si = parsed.data.valueSi;
  // Time is held in seconds; a days rule is in days.
  const value = kind.unit === 'd' ? si / 86_400 : si;
  return value > 0 && Number.isFinite(value) ? value : 'Give a value above 0';
}

/**
 * The rules from the options.
 *
 * @param options The options as commander parsed them (texts by attribute name).
 * @returns The rules (defaults where not given), or one line naming every unusable option.
 */
export function rulesFromOptions(options: Readonly<Record<string, unknown>>): { status: 'success'; data: MonitorRules } | { status: 'error'; message: string } {
  const rules: Record<string, number> = { ...defaultRules() };
  const problems: string[] = [];
  for (const rule of Object.keys(RULE_OPTIONS) as RuleName[]) {
    const { name, argument, kind } = RULE_OPTIONS[rule];
    const text = options[attribute(name)];
    if (typeof text !== 'string') continue;
    const value = readRule(text, kind);
    if (typeof value === 'string') problems.push(`option '--${name} <${argument}>' argument '${text}' is invalid. ${value}`);
    else rules[rule] = value;
  }
  const leak = options[attribute(LEAK_SIGNAL_OPTION.name)];
  if (typeof leak === 'string') {
    if (DECIMAL_NUMBER_TEXT.test(leak.trim())) rules.leakSignalLimit = Number(leak);
    else problems.push(`option '--${LEAK_SIGNAL_OPTION.name} <${LEAK_SIGNAL_OPTION.argument}>' argument '${leak}' is invalid. Give a number`);
  }
  if (problems.length > 0) return { status: 'error', message: problems.join('; ') };
  return { status: 'success', data: rules as unknown as MonitorRules };
}
