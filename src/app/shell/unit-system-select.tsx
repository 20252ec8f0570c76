import type { UnitSystem } from '../../core/report/figure.ts';
import { LabelledSelect, type SelectOption } from './labelled-select.tsx';

const UNIT_SYSTEM_OPTIONS: readonly SelectOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric (SI)' },
  { value: 'imperial', label: 'Imperial (US)' },
];

/** The "Unit system" select of every newer tool: metric or imperial, for bare numbers and results. */
export function UnitSystemSelect({ value, onChange }: { value: UnitSystem; onChange: (system: UnitSystem) => void }) {
  return <LabelledSelect label="Unit system" placeholder="Choose a unit system" value={value} options={UNIT_SYSTEM_OPTIONS} onValueChange={onChange} />;
}
