/**
 * The analysis rules as typed on the page: one text per rule, read into
 * core's `MonitorRules`. A text that does not read keeps the default in the
 * rules and says why, naming the rule and the text, until it is corrected.
 */
import { DEFAULT_MONITOR_RULES, type MonitorRules, type RuleName } from '../../core/monitoring/monitor-rules.ts';
import { formatNumber } from '../../core/format/number.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';

/** The leak-detector limit: no default (its unit is the detector's own); blank leaves it unchecked. */
export const LEAK_SIGNAL_RULE = 'leakSignalLimit';

/** Every rule a text is typed for. */
export type RuleKey = RuleName | typeof LEAK_SIGNAL_RULE;

export type RuleTexts = Readonly<Record<RuleKey, string>>;

/** The rules in the order the form lists them. */
export const RULE_NAMES = Object.keys(DEFAULT_MONITOR_RULES) as RuleName[];

/** A rule's unit in words, after its field. */
export const RULE_UNIT_TEXT: Readonly<Record<string, string>> = { Pa: 'Pa', 'Pa/d': 'Pa/day', d: 'days', s: 's', '1': 'fraction (0.2 = 20 %)', '1/h': 'readings/hour' };

/** The texts of the defaults, as fields show numbers. */
export function defaultRuleTexts(): RuleTexts {
  const texts = Object.fromEntries(RULE_NAMES.map((name) => [name, formatNumber(DEFAULT_MONITOR_RULES[name].value, 'field')]));
  return { ...texts, [LEAK_SIGNAL_RULE]: '' } as RuleTexts;
}

/** Whether a rule is a fraction (at most 1). */
const isFraction = (name: RuleName) => DEFAULT_MONITOR_RULES[name].unit === '1';

/**
 * Reads the texts.
 *
 * @returns `rules`: each rule's value, the default's where its text does not
 *   read; `issues`: one line per rule that does not, by rule key
 *   (`Step drop must be a fraction above 0 and at most 1, got "2"`).
 */
export function readRules(texts: RuleTexts): { rules: MonitorRules; issues: Record<string, string> } {
  const values: Record<string, number> = {};
  const issues: Record<string, string> = {};
  for (const name of RULE_NAMES) {
    const rule = DEFAULT_MONITOR_RULES[name];
    const text = texts[name].trim();
    const value = DECIMAL_NUMBER_TEXT.test(text) ? Number(text) : Number.NaN;
    const ok = Number.isFinite(value) && value > 0 && (!isFraction(name) || value <= 1);
    values[name] = ok ? value : rule.value;
    if (!ok) issues[name] = `${rule.label} must be ${isFraction(name) ? 'a fraction above 0 and at most 1' : 'a number above 0'}, got "${texts[name]}"`;
  }
  const leak = texts[LEAK_SIGNAL_RULE].trim();
  if (leak !== '') {
    const value = DECIMAL_NUMBER_TEXT.test(leak) ? Number(leak) : Number.NaN;
    if (Number.isFinite(value)) values[LEAK_SIGNAL_RULE] = value;
    else issues[LEAK_SIGNAL_RULE] = `Leak-detector signal limit must be a number, or blank to leave it unchecked, got "${texts[LEAK_SIGNAL_RULE]}"`;
  }
  return { rules: values as unknown as MonitorRules, issues };
}
