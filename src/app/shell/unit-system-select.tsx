import type { UnitSystem } from '../../core/report/figure.ts';
import { LabelledSelect, type SelectOption } from './labelled-select.tsx';
import { useUnitSystemChoice } from './use-unit-system-choice.ts';

const UNIT_SYSTEM_OPTIONS: readonly SelectOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric (SI)' },
  { value: 'imperial', label: 'Imperial (US)' },
];

/**
 * The "Unit system" select of every newer tool: metric or imperial, for bare
 * numbers and results. It is also where the tool meets the site-wide unit
 * preference (see `useUnitSystemChoice`): a choice here is remembered, and
 * a change made in another tab switches the tool.
 *
 * @param value The tool's unit system.
 * @param onChange Switches the tool (sends its unit-change event).
 */
export function UnitSystemSelect({ value, onChange }: { value: UnitSystem; onChange: (system: UnitSystem) => void }) {
  const choose = useUnitSystemChoice(value, onChange);
  return <LabelledSelect label="Unit system" placeholder="Choose a unit system" value={value} options={UNIT_SYSTEM_OPTIONS} onValueChange={choose} />;
}
