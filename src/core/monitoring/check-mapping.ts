/**
 * Checks a log mapping before any row is read: the columns it needs, units
 * of the right quantity, a known time zone. One clear line per problem.
 */
import { unitToSi } from '../units/unit.ts';
import { lookupUnit } from '../units/lookup.ts';
import type { QuantityId } from '../units/quantity.ts';
import type { ColumnRole, LogMapping } from './log-mapping.ts';
import { isTimeZone } from './zone.ts';

/** A checked mapping: the SI factor of each unit. */
export interface CheckedMapping {
  readonly mapping: LogMapping;
  /** Pa per unit of the ΔP column. */
  readonly dpPaPer: number;
  /** m³/s per unit of the flow column (1 when none). */
  readonly flowM3sPer: number;
  /** Pa per unit of the compressed-air column (1 when none). */
  readonly airPaPer: number;
}

/** The result of a check: the mapping with its factors, or one line per problem. */
export type MappingCheck = { status: 'success'; data: CheckedMapping } | { status: 'error'; issues: string[] };

const UNIT_FIELDS: readonly { role: ColumnRole; field: 'dpUnit' | 'flowUnit' | 'airPressureUnit'; quantity: QuantityId; name: string }[] = [
  { role: 'dp', field: 'dpUnit', quantity: 'pressure', name: 'ΔP unit' },
  { role: 'flow', field: 'flowUnit', quantity: 'airflow', name: 'flow unit' },
  { role: 'airPressure', field: 'airPressureUnit', quantity: 'pressure', name: 'compressed-air pressure unit' },
];

/**
 * Checks a mapping.
 *
 * @param mapping The mapping to check.
 * @returns `success` with each unit's SI factor, or `error` with one line per
 *   problem: no timestamp or ΔP column, a column mapped twice or below 0, a
 *   unit missing, unknown or of another quantity (`m3/h` as the ΔP unit), an
 *   unknown time zone.
 */
export function checkMapping(mapping: LogMapping): MappingCheck {
  const issues: string[] = [];
  const { columns } = mapping;
  if (columns.timestamp === undefined) issues.push('No timestamp column is mapped');
  if (columns.dp === undefined) issues.push('No ΔP column is mapped');
  const seen = new Map<number, ColumnRole>();
  for (const [role, index] of Object.entries(columns) as [ColumnRole, number][]) {
    if (!Number.isInteger(index) || index < 0) issues.push(`Column ${index} of ${role} is not a column number (0 is the first)`);
    const other = seen.get(index);
    if (other !== undefined) issues.push(`Column ${index + 1} is mapped both as ${other} and as ${role}`);
    seen.set(index, role);
  }
  const factors: Record<string, number> = {};
  for (const { role, field, quantity, name } of UNIT_FIELDS) {
    const text = mapping[field];
    if (columns[role] === undefined) continue;
    if (text === undefined || text.trim() === '') {
      issues.push(`No ${name} is given`);
      continue;
    }
    const reading = lookupUnit(text, { quantity });
    if (reading.status === 'error') issues.push(`${name[0]!.toUpperCase()}${name.slice(1)}: ${reading.issues.map((issue) => issue.message).join('; ')}`);
    else factors[field] = unitToSi(reading.data.unit, 1);
  }
  if (mapping.time.kind !== 'iso' && !isTimeZone(mapping.time.zone)) issues.push(`Unknown time zone "${mapping.time.zone}"; give an IANA zone such as Europe/Berlin or America/Chicago`);
  if (issues.length > 0) return { status: 'error', issues };
  return { status: 'success', data: { mapping, dpPaPer: factors.dpUnit!, flowM3sPer: factors.flowUnit ?? 1, airPaPer: factors.airPressureUnit ?? 1 } };
}
