/**
 * One ambient condition's field, as the exhaust system types it
 * (core/exhaust-system/conditions.ts): temperature, altitude or barometric
 * pressure, moisture; what a blank one stands for, its range and unit in the
 * system shown. The Exhaust System's gas conditions and the project's site
 * both use it, each from its own state.
 */
import { CONDITION_MEASURES, MOISTURE_SPEC, type ConditionKey } from '../../core/exhaust-system/conditions.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { rangeText } from '../../core/report/measure.ts';
import { plainRangeText } from '../../core/report/plain-number.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { UnitField } from './unit-field.tsx';

/** What a blank condition stands for, and what each one is. */
const HELP: Readonly<Record<ConditionKey, string>> = {
  temperature: 'Of every hood without its own; blank: standard air, 70 °F (21.1 °C)',
  altitude: 'Above sea level (ISA); or give the barometric pressure',
  barometricPressure: 'Absolute; or give the altitude; blank: 29.92 inHg (101.32 kPa)',
  moisture: 'Water vapour, % H₂O by volume; blank: dry',
};

/** A condition's unit symbol in the system shown. */
export function conditionUnit(key: ConditionKey, system: UnitSystem): string {
  const spec = CONDITION_MEASURES.find((measure) => measure.key === key);
  return spec === undefined ? MOISTURE_SPEC.unit : unitById(spec.units[system]).symbol;
}

/** A condition's label: `Temperature`, `Moisture`. */
export function conditionLabel(key: ConditionKey): string {
  return key === 'moisture' ? MOISTURE_SPEC.label : CONDITION_MEASURES.find((measure) => measure.key === key)!.label;
}

/** A condition's range in words, for a field's help. */
function rangeOf(key: ConditionKey, system: UnitSystem): string {
  const spec = CONDITION_MEASURES.find((measure) => measure.key === key);
  return spec === undefined ? plainRangeText(MOISTURE_SPEC) : rangeText(spec.range, spec.units[system]);
}

interface ConditionFieldProps {
  conditionKey: ConditionKey;
  /** The unit system shown. */
  system: UnitSystem;
  /** The text as shown in `system`. */
  value: string;
  /** Why it cannot be used, naming it and the value. */
  issue: string | undefined;
  onChange: (text: string) => void;
}

/** One condition's field: its text as shown, its unit, what blank means and its range, and why it cannot be used. */
export function ConditionField({ conditionKey, system, value, issue, onChange }: ConditionFieldProps) {
  return (
    <UnitField
      label={conditionLabel(conditionKey)}
      unit={conditionUnit(conditionKey, system)}
      help={`${HELP[conditionKey]}; ${rangeOf(conditionKey, system).replace(/^must be /, '')}`}
      hint={issue}
      value={value}
      onChange={onChange}
    />
  );
}
