/**
 * The maintenance pressures the page reads and writes back into its fields:
 * core's measure specs (ΔP in inH₂O or Pa, compressed air in psi or bar,
 * gauge) picked by key, and a pressure as a field's text.
 */
import { formatNumber } from '../../core/format/number.ts';
import { CONFIG_MEASURES, READING_MEASURES } from '../../core/maintenance/measures.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { MeasureSpec } from '../../core/report/measure.ts';
import { unitById, type UnitId } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';

function spec(specs: readonly MeasureSpec[], key: string): MeasureSpec {
  const found = specs.find((each) => each.key === key);
  if (found === undefined) throw new Error(`core/maintenance/measures.ts has no ${key}`);
  return found;
}

export const PRESSURE_DROP_ALARM = spec(CONFIG_MEASURES, 'pressureDropAlarm');
export const PRESSURE_DROP_BASELINE = spec(CONFIG_MEASURES, 'pressureDropBaseline');
export const PRESSURE_DROP_READING = spec(READING_MEASURES, 'pressureDrop');
export const COMPRESSED_AIR_READING = spec(READING_MEASURES, 'compressedAir');

/** Decimals a gauge is read to (as core's pressureText shows them). */
const DECIMALS: Partial<Record<UnitId, number>> = { Pa: 0, inH2O: 2, bar: 2, psi: 0 };

/** The symbol of a bare number's unit: `inH₂O`. */
export function unitSymbol(measure: MeasureSpec, system: UnitSystem): string {
  return unitById(measure.units[system]).symbol;
}

/** A pressure in the measure's unit of the system, as a number (the chart plots it). */
export function pressureIn(valuePa: number, measure: MeasureSpec, system: UnitSystem): number {
  return unitFromSi(unitById(measure.units[system]), valuePa);
}

/** A pressure as an editable field's text in the system's unit, to a gauge's decimals: `6.02`. */
export function pressureField(valuePa: number, measure: MeasureSpec, system: UnitSystem): string {
  return formatNumber(pressureIn(valuePa, measure, system), 'field', { decimals: DECIMALS[measure.units[system]] ?? 2 });
}

/** A pressure as a result figure in the system's unit, without the unit: `3.20` (a table's unit is in its header). */
export function pressureValue(valuePa: number, measure: MeasureSpec, system: UnitSystem): string {
  return formatNumber(pressureIn(valuePa, measure, system), 'result', { decimals: DECIMALS[measure.units[system]] ?? 2 });
}
