/**
 * The maintenance pressures as the page shows them: core's measure specs
 * (ΔP in inH₂O or Pa, compressed air in psi or bar, gauge) in the unit
 * system's unit, as a number for the chart, a field's text or a result.
 */
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { MeasureSpec } from '../../core/report/measure.ts';
import { unitById, type UnitId } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';

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

/** A stored pressure as a field shows it in the system's unit, in core/format's field style (up to 4 decimals): `6.0221`. */
export function pressureField(valuePa: number, measure: MeasureSpec, system: UnitSystem): string {
  return formatNumber(pressureIn(valuePa, measure, system), 'field');
}

/** A pressure as a result figure in the system's unit, without the unit: `3.20` (a table's unit is in its header). */
export function pressureValue(valuePa: number, measure: MeasureSpec, system: UnitSystem): string {
  return formatNumber(pressureIn(valuePa, measure, system), 'result', { decimals: DECIMALS[measure.units[system]] ?? 2 });
}
