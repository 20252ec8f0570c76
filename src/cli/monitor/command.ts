/**
 * `duct-calc monitor`: analyses a dust collector controller's log (CSV or
 * .xlsx): cleaning cycles, residual ΔP drift, step drops, dead valves, drag,
 * gaps and completeness, leak-detector alarms, and the alarm ledger. Only the
 * definition lives here; the run is imported inside the action.
 */
import { CommanderError, Option, type Command } from 'commander';
import { SEVERITIES } from '../../core/monitoring/finding.ts';
import { diagnosticLine } from '../shared/diagnostic.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import type { CliIo } from '../shared/io.ts';
import { USAGE_ERROR } from '../shared/tool-options.ts';
import { ruleOptions } from './rule-options.ts';
import type { MonitorCommandOptions } from './run.ts';

const HELP_AFTER = `
The first row of the log is its header. Columns are mapped from the header
names (Timestamp, dP [inWC], Diff Press (Pa), Flow m3/h, Valve, Pulse, BLD %,
Alarm; the unit from the header where it is written); --map column=role
corrects the guess (column: its header name or number from 1; role: timestamp,
dp, flow, air-pressure, valve, pulse, leak-signal, alarm, or none). Give the
log before --map.

Rows with an unreadable timestamp or value, and rows out of time order or
repeating the timestamp before, are counted as bad and listed with their line
and column: rows read = analysed + bad. Each threshold is an option; its
default and source: duct-calc explain monitoring-rules.

--alarms reads a bag leak detector alarm log (CSV: alarm_time, action_time
blank when no action was taken, action_needed yes/no) and counts each 6-month
block's alarm time against --operating-hours (40 CFR 63: 0 h when no action
was needed, at least 1 h, else the actual delay; over 5 % calls for a quality
improvement plan).

.xlsx: the first worksheet, streamed. Standard input (-) is read as CSV.

Examples:
  $ duct-calc monitor examples/collector-log.csv
  $ duct-calc monitor examples/collector-log.xlsx --json
  $ duct-calc monitor log.csv --map "Diff=dp" --dp-unit inH2O --time local --zone America/Chicago
  $ duct-calc monitor examples/collector-log.csv --alarms examples/bld-alarms.csv --operating-hours 4000 --severity alarm

Exit codes: 0 no finding at or above --severity (default warning), 1 one at
least, 2 an unreadable or empty log, a header that maps no timestamp or ΔP,
a bad option, an unreadable alarm log.
`;

/**
 * Defines the `monitor` subcommand's argument, options, help and action (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`; `-` reads the log from stdin.
 * @returns The command. Its action returns for exit 0, throws a
 *   `CommanderError` `duct-calc.check-failed` (exit 1) after the report when a
 *   finding reaches `--severity`, and calls `this.error` (exit 2, one line)
 *   for unusable input.
 */
export function defineMonitorCommand(command: Command, io: CliIo): Command {
  command
    .argument('<log>', 'the controller log: a .csv or .xlsx file, or - for a CSV on standard input')
    .addOption(new Option('--map <column=role...>', 'map a column to a role, over the guess from the header (repeatable)'))
    .addOption(new Option('--dp-unit <unit>', 'unit of the ΔP column (default: from its header, else Pa)'))
    .addOption(new Option('--flow-unit <unit>', 'unit of the flow column (default: from its header, else m3/h)'))
    .addOption(new Option('--air-pressure-unit <unit>', 'unit of the compressed-air column, gauge (default: from its header, else bar)'))
    .addOption(new Option('--time <format>', 'how timestamps are written: iso (ISO 8601, UTC unless an offset is written), local (wall time in --zone), serial (spreadsheet days in --zone)').choices(['iso', 'local', 'serial']).default('iso'))
    .addOption(new Option('--zone <zone>', 'IANA time zone of local or serial timestamps, and of the days (default UTC)'));
  for (const option of ruleOptions()) command.addOption(option);
  return command
    .addOption(new Option('--alarms <file>', 'a bag leak detector alarm log (CSV) for the 6-month alarm ledger'))
    .addOption(new Option('--operating-hours <h>', 'operating hours of each 6-month block, for the ledger'))
    .addOption(new Option('--severity <level>', 'exit 1 when a finding is at or above this').choices(SEVERITIES).default('warning'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'))
    .addHelpText('after', HELP_AFTER)
    .action(async function monitorAction(this: Command, log: string, options: MonitorCommandOptions) {
      const { runMonitor } = await import('./run.ts');
      const outcome = await runMonitor(log, options, io.stdin);
      if (outcome.status === 'error') this.error(diagnosticLine(outcome.message).trimEnd(), USAGE_ERROR);
      io.stdout.write(outcome.output);
      if (outcome.alerting) throw new CommanderError(EXIT_CODES.checkFailed, `${OWN_ERROR_PREFIX}check-failed`, '');
    });
}
