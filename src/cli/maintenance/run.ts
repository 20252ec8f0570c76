/**
 * One `duct-calc maintenance` run, once commander has parsed it: the options
 * become a configuration checked by the core (the same check as a log
 * file's), and the plan is printed as text or JSON, or written as `.ics`.
 * Loaded by the action with a dynamic import.
 */
import { writeFile } from 'node:fs/promises';
import { planToIcs } from '../../core/maintenance/calendar.ts';
import { checkConfig, DEFAULT_CONFIG, type CollectorConfig, type ConfigIssue } from '../../core/maintenance/config.ts';
import { addDays, WEEKDAYS } from '../../core/maintenance/dates.ts';
import { CONFIG_MEASURES } from '../../core/maintenance/measures.ts';
import { bagReplacementForecast, occurrences, planTasks } from '../../core/maintenance/plan.ts';
import { DECIMAL_NUMBER_TEXT } from '../../core/units/number-text.ts';
import { jsonLine } from '../shared/json-line.ts';
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { readMeasureOptions } from '../shared/measure-options.ts';
import { unitSystemOf, type ToolOutcome } from '../shared/tool-options.ts';
import { CONFIG_OPTIONS, type MaintenanceCommandOptions } from './command.ts';
import { formatPlan } from './text.ts';

/** Days of occurrences in the JSON, from the start. */
export const JSON_DAYS = 90;
/** Bag replacements forecast. */
export const BAG_REPLACEMENTS = 3;

/** A number as typed, or NaN for anything else (so the core names it). */
const numberOf = (text: string) => (DECIMAL_NUMBER_TEXT.test(text.trim()) ? Number(text) : Number.NaN);

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** `mo,tu,we` or `mon,tue,wed` or `Monday,Tuesday` as iCalendar's two-letter days; an unknown word is kept for the core to name. */
function weekdaysOf(text: string): string[] {
  return text.split(',').map((word) => {
    const lower = word.trim().toLowerCase();
    const index = DAY_NAMES.findIndex((name) => lower.length >= 2 && name.startsWith(lower));
    return index === -1 ? lower : WEEKDAYS[index]!;
  });
}

/** One configuration issue in commander's words, naming the option and what was given. */
function issueText(issue: ConfigIssue, options: MaintenanceCommandOptions): string {
  if (issue.field === 'dryer') return `option '${CONFIG_OPTIONS.dryer.flags}' is invalid. ${issue.message}: add --compressed-air`;
  const option = issue.field === null ? undefined : CONFIG_OPTIONS[issue.field as keyof typeof CONFIG_OPTIONS];
  if (option === undefined) return issue.message;
  const given = options[option.attributeName() as keyof MaintenanceCommandOptions];
  return `option '${option.flags}' argument '${String(given)}' is invalid. ${issue.message}`;
}

/**
 * Reads the configuration from the options.
 *
 * @returns The configuration, or one error line naming every unusable option.
 */
export function configFromOptions(options: MaintenanceCommandOptions): { status: 'success'; data: CollectorConfig } | { status: 'error'; message: string } {
  const pressures = readMeasureOptions(CONFIG_MEASURES, options, unitSystemOf(options));
  if (pressures.status === 'error') return pressures;
  const checked = checkConfig({
    cleaning: options.cleaning,
    discharge: options.discharge,
    compressedAir: options.compressedAir === true,
    dryer: options.dryer === true,
    fanDrive: options.beltDrive ? 'belt' : 'direct',
    explosionProtection: options.explosionVents ? 'vents' : options.flamelessVents ? 'flameless' : 'none',
    sparkArrestor: options.sparkArrestor === true,
    emissionMonitor: options.emissionMonitor === true,
    bagLifeMonths: numberOf(options.bagLife),
    start: options.start ?? localCalendarDate(new Date()),
    operatingDays: weekdaysOf(options.operatingDays),
    hoursPerDay: numberOf(options.hoursPerDay),
    pressureDropAlarmPa: pressures.data.pressureDropAlarm ?? DEFAULT_CONFIG.pressureDropAlarmPa,
    pressureDropBaselinePa: pressures.data.pressureDropBaseline ?? null,
  });
  if (checked.status === 'success') return checked;
  // One line per option, even when valibot finds two problems in it.
  const lines = [...new Set(checked.issues.map((issue) => issueText(issue, options)))];
  return { status: 'error', message: `error: ${lines.join('; ')}` };
}

/**
 * Runs a plan.
 *
 * @param options The options as typed.
 * @returns The plan as text; one JSON line
 *   (`{ unitSystem, configuration, tasks: [{id, component, interval, check, criterion, source}],
 *   occurrences: [{taskId, date}] (the first 90 days), bagReplacements }`); or, with `--ics`,
 *   the calendar on stdout (`-`) or a line naming the file written. Or one error line.
 */
export async function runMaintenance(options: MaintenanceCommandOptions): Promise<ToolOutcome> {
  const read = configFromOptions(options);
  if (read.status === 'error') return read;
  const config = read.data;
  const tasks = planTasks(config);
  if (options.ics !== undefined) {
    const calendar = planToIcs(config, tasks);
    if (options.ics === '-') return { status: 'success', output: calendar };
    try {
      await writeFile(options.ics, calendar, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { status: 'error', message: `error: option '--ics <file>' argument '${options.ics}' is invalid. Cannot write the file${code ? ` (${code})` : ''}` };
    }
    return { status: 'success', output: `Wrote ${options.ics}: ${tasks.length} recurring all-day events from ${config.start}\n` };
  }
  const bagReplacements = bagReplacementForecast(config, BAG_REPLACEMENTS);
  const system = unitSystemOf(options);
  if (!options.json) return { status: 'success', output: formatPlan(config, tasks, bagReplacements, system) };
  const json = {
    unitSystem: system,
    configuration: config,
    tasks: tasks.map(({ id, component, interval, check, criterion, source }) => ({ id, component, interval, check, criterion, source })),
    occurrences: occurrences(config, tasks, config.start, addDays(config.start, JSON_DAYS - 1)),
    bagReplacements,
  };
  return { status: 'success', output: jsonLine(json) };
}
