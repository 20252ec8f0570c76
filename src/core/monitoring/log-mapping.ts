/**
 * Which column of a controller log holds what, the units of its figures and
 * how its timestamps are written; and a first guess of all that from the
 * header line, for the user to correct.
 */
import { lookupUnit } from '../units/lookup.ts';
import type { QuantityId } from '../units/quantity.ts';

/** What a column of a controller log holds. */
export type ColumnRole = 'timestamp' | 'dp' | 'flow' | 'airPressure' | 'valve' | 'pulse' | 'leakSignal' | 'alarm';

/** Every role, in the order a mapping lists them. */
export const COLUMN_ROLES: readonly ColumnRole[] = ['timestamp', 'dp', 'flow', 'airPressure', 'valve', 'pulse', 'leakSignal', 'alarm'];

/**
 * How timestamps are written: ISO 8601 (an offset or `Z` when given, else
 * UTC), a local wall time in an IANA zone (`Europe/Berlin`), or a
 * spreadsheet's serial days (1900 date system) counted in an IANA zone.
 */
export type TimeFormat = { kind: 'iso' } | { kind: 'local'; zone: string } | { kind: 'serial'; zone: string };

/** A log's column mapping. Column indexes count from 0. */
export interface LogMapping {
  columns: Partial<Record<ColumnRole, number>>;
  /** Unit id of the ΔP column (`Pa`, `inH2O`, `mmH2O`, `kPa`, `mbar`, …, see core/units). */
  dpUnit: string;
  /** Unit id of the flow column (`m3/h`, `CFM`, …); required when a flow column is mapped. */
  flowUnit?: string;
  /** Unit id of the compressed-air pressure column (`bar`, `psi`, `kPa`); gauge pressure. */
  airPressureUnit?: string;
  time: TimeFormat;
}

/** Header words for each role, tried in this order (the first role that matches a header wins). */
const ROLE_PATTERNS: readonly (readonly [ColumnRole, RegExp])[] = [
  ['timestamp', /\b(time\s*stamp|timestamp|date\s*time|datetime|date|time|zeit)\b/i],
  ['leakSignal', /\b(bld|tribo\w*|leak\s*(signal|detector)?|broken\s*bag|emission|opacity)\b/i],
  ['alarm', /\b(alarm|alert|fault)\b/i],
  ['airPressure', /\b(air|header|compressed|tank|supply)\b.*\b(press\w*|p)\b|\bcomp(ressed)?\s*air\b/i],
  ['dp', /(\bd\s*p\b|\bdp\b|δp|Δp|\bdelta\s*p\b|\bdiff\w*\s*press\w*|\bdifferential\b|\bpressure\s*drop\b|\btube\s*sheet\b)/i],
  ['flow', /\b(flow|airflow|volume|cfm|q)\b/i],
  ['valve', /\b(valve|row|solenoid|ventil)\b/i],
  ['pulse', /\b(pulse|firing|fired|clean(ing)?)\b/i],
];

/** The quantity each role's unit belongs to. */
const ROLE_QUANTITY: Partial<Record<ColumnRole, QuantityId>> = { dp: 'pressure', flow: 'airflow', airPressure: 'pressure' };

/** The unit defaulted to for each role with a unit when its header names none. */
export const DEFAULT_UNITS = { dp: 'Pa', flow: 'm3/h', airPressure: 'bar' } as const;

/**
 * The unit written in a column's header, in brackets or after the name.
 *
 * @param header The header cell: `dP [inWC]`, `Diff Press (Pa)`, `Flow m3/h`.
 * @param role The column's role; only ΔP, flow and air pressure have units.
 * @returns The unit id (`inH2O`, `Pa`, `m3/h`), or undefined when none of
 *   the role's quantity is written.
 */
export function unitInHeader(header: string, role: ColumnRole): string | undefined {
  const quantity = ROLE_QUANTITY[role];
  if (!quantity) return undefined;
  const bracketed = /[[(]([^\])]+)[\])]/.exec(header)?.[1];
  const candidates = bracketed === undefined ? header.trim().split(/\s+/).slice(1).reverse() : [bracketed];
  for (const candidate of candidates) {
    const reading = lookupUnit(candidate, { quantity });
    if (reading.status === 'success') return reading.data.unit.id;
  }
  return undefined;
}

/**
 * Guesses a log's mapping from its header line.
 *
 * @param header The header cells, in column order.
 * @returns The first column whose name matches each role (a column takes one
 *   role), the units written in the ΔP, flow and air-pressure headers (ΔP
 *   defaults to Pa, flow to m³/h and air pressure to bar when no unit is
 *   written), and ISO 8601 timestamps. The user corrects what is wrong.
 */
export function guessMapping(header: readonly string[]): LogMapping {
  const columns: Partial<Record<ColumnRole, number>> = {};
  header.forEach((cell, index) => {
    const match = ROLE_PATTERNS.find(([role, pattern]) => columns[role] === undefined && pattern.test(cell));
    if (match) columns[match[0]] = index;
  });
  const unitOf = (role: keyof typeof DEFAULT_UNITS): string => {
    const index = columns[role];
    return (index !== undefined && unitInHeader(header[index]!, role)) || DEFAULT_UNITS[role];
  };
  return {
    columns,
    dpUnit: unitOf('dp'),
    ...(columns.flow !== undefined ? { flowUnit: unitOf('flow') } : {}),
    ...(columns.airPressure !== undefined ? { airPressureUnit: unitOf('airPressure') } : {}),
    time: { kind: 'iso' },
  };
}
