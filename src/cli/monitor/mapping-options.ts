/**
 * The mapping of a log from its header and the options: the guess from the
 * header names, then each `--map column=role` over it, the units and the
 * time format given.
 */
import { checkMapping } from '../../core/monitoring/check-mapping.ts';
import { COLUMN_ROLES, DEFAULT_UNITS, guessMapping, unitInHeader, type ColumnRole, type LogMapping, type TimeFormat } from '../../core/monitoring/log-mapping.ts';

/** The mapping options as commander parses them. */
export interface MappingOptions {
  readonly map?: readonly string[];
  readonly dpUnit?: string;
  readonly flowUnit?: string;
  readonly airPressureUnit?: string;
  readonly time: 'iso' | 'local' | 'serial';
  readonly zone?: string;
}

/** Role names as typed: `dp`, `air-pressure`, `leak-signal`, `none` (unmaps the column). */
const ROLE_WORDS = new Map<string, ColumnRole | 'none'>([...COLUMN_ROLES.map((role) => [role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), role] as const), ['none', 'none']]);

/** The column a `--map` names: a header name (any case) or a 1-based number. */
function columnOf(header: readonly string[], text: string): number | undefined {
  if (/^\d+$/.test(text)) {
    const index = Number(text) - 1;
    return index >= 0 && index < header.length ? index : undefined;
  }
  const index = header.findIndex((cell) => cell.toLowerCase() === text.toLowerCase());
  return index === -1 ? undefined : index;
}

/**
 * The mapping of a log.
 *
 * @param header The log's header cells.
 * @param options The options.
 * @returns The mapping, checked; or one line naming each problem: a `--map`
 *   that is not `column=role`, a column not in the header, an unknown role, a
 *   unit of the wrong quantity, no timestamp or ΔP column found (the header
 *   is quoted so the user sees what was read).
 */
export function mappingFromOptions(header: readonly string[], options: MappingOptions): { status: 'success'; data: LogMapping } | { status: 'error'; message: string } {
  const guess = guessMapping(header);
  const columns: Partial<Record<ColumnRole, number>> = { ...guess.columns };
  const problems: string[] = [];
  for (const item of options.map ?? []) {
    const split = item.lastIndexOf('=');
    const [columnText, roleText] = split === -1 ? [item, ''] : [item.slice(0, split).trim(), item.slice(split + 1).trim().toLowerCase()];
    const role = ROLE_WORDS.get(roleText);
    const index = columnOf(header, columnText);
    if (split === -1 || role === undefined) {
      problems.push(`option '--map <column=role...>' argument '${item}' is invalid. Give column=role, the role one of ${[...ROLE_WORDS.keys()].join(', ')} (the log file goes before --map)`);
      continue;
    }
    if (index === undefined) {
      problems.push(`option '--map <column=role...>' argument '${item}' is invalid. No column "${columnText}" in the header (${header.join(', ')}); give its name or its number from 1`);
      continue;
    }
    for (const other of COLUMN_ROLES) if (columns[other] === index) delete columns[other];
    if (role !== 'none') columns[role] = index;
  }
  if (problems.length > 0) return { status: 'error', message: problems.join('; ') };
  const unitOf = (role: keyof typeof DEFAULT_UNITS, given: string | undefined): string | undefined => {
    const index = columns[role];
    if (index === undefined) return undefined;
    return given ?? unitInHeader(header[index]!, role) ?? DEFAULT_UNITS[role];
  };
  const time: TimeFormat = options.time === 'iso' ? { kind: 'iso' } : { kind: options.time, zone: options.zone ?? 'UTC' };
  const flowUnit = unitOf('flow', options.flowUnit);
  const airPressureUnit = unitOf('airPressure', options.airPressureUnit);
  const mapping: LogMapping = {
    columns,
    dpUnit: unitOf('dp', options.dpUnit) ?? options.dpUnit ?? DEFAULT_UNITS.dp,
    ...(flowUnit === undefined ? {} : { flowUnit }),
    ...(airPressureUnit === undefined ? {} : { airPressureUnit }),
    time,
  };
  const checked = checkMapping(mapping);
  if (checked.status === 'success') return { status: 'success', data: mapping };
  const unmapped = columns.timestamp === undefined || columns.dp === undefined;
  const hint = unmapped ? ` in the header (${header.join(', ')}); map it with --map column=timestamp or --map column=dp` : '';
  return { status: 'error', message: `line 1: ${checked.issues.join('; ')}${hint}` };
}
