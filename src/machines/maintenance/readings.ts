/**
 * The pressures of the maintenance log and settings, read and shown through
 * the units catalogue: ΔP across the filter in Pa (metric) or inH₂O
 * (imperial), the compressed-air header in bar or psi (gauge). Pa inside.
 */
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { mustBePositive, type MeasureSpec } from '../../core/report/measure.ts';
import { unitById, type UnitId } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';

/** A bare ΔP's unit per system: Pa, or inH₂O as on a Magnehelic gauge. */
export const PRESSURE_DROP_UNITS = { metric: 'Pa', imperial: 'inH2O' } as const;

/** ΔP across the filter, as read on the gauge. */
export const PRESSURE_DROP_READING: MeasureSpec = { key: 'pressureDrop', label: 'ΔP', quantity: 'pressure', units: PRESSURE_DROP_UNITS, check: mustBePositive };

/** The cleaning header's pressure, gauge (the catalogue has no gauge units, so psi and bar are read as gauge here). */
export const COMPRESSED_AIR_READING: MeasureSpec = {
  key: 'compressedAir',
  label: 'Compressed-air pressure',
  quantity: 'pressure',
  units: { metric: 'bar', imperial: 'psi' },
  check: mustBePositive,
};

/** Decimals a gauge is read to, per unit. */
const DECIMALS: Partial<Record<UnitId, number>> = { Pa: 0, inH2O: 2, bar: 2, psi: 1 };

/** A pressure in a spec's unit of the system, as a number (the chart plots it). */
export function readingValue(valuePa: number, spec: MeasureSpec, system: UnitSystem): number {
  return unitFromSi(unitById(spec.units[system]), valuePa);
}

/** A pressure as a person reads it: `{ value: '3.20', unit: 'inH₂O' }`. */
export function readingText(valuePa: number, spec: MeasureSpec, system: UnitSystem, style: 'result' | 'field' = 'result'): { value: string; unit: string } {
  const unit = unitById(spec.units[system]);
  return { value: formatNumber(unitFromSi(unit, valuePa), style, { decimals: DECIMALS[unit.id] ?? 2 }), unit: unit.symbol };
}
