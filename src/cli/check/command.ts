/**
 * The `duct-calc check` subcommand: checks a sizing sheet (CSV) row by row
 * for CI. Only the definition lives here; the run (CSV library, reporters) is
 * imported inside the action, so it costs nothing when `check` is not used.
 */
import { Command, CommanderError, Option } from 'commander';
import {
  formatVelocityRange,
  TRANSPORT_CLASS_IDS,
  TRANSPORT_CLASSES,
  TRANSPORT_TABLE_SOURCE,
} from '../../core/duct/transport-velocity.ts';
import type { CliIo } from '../shared/io.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import { resolveGivenOption } from '../shared/quantity-option.ts';
import { checkSettingsFrom, parseTolerancePercent, parseVelocityLimit, type CheckCommandOptions, type ParsedCheckOptions } from './options.ts';
import { CHECK_FORMATS } from './settings.ts';

const CLASS_COLUMN = 26;

function transportClassLines(): string {
  return TRANSPORT_CLASS_IDS.map((id) => {
    const klass = TRANSPORT_CLASSES[id];
    const ranges = klass.minimum
      ? `${formatVelocityRange(klass.minimum.imperial, 'ft/min')}, ${formatVelocityRange(klass.minimum.metric, 'm/s')}`
      : `any velocity; economic ${formatVelocityRange(klass.economic!.imperial, 'ft/min')}, ${formatVelocityRange(klass.economic!.metric, 'm/s')}`;
    return `  ${id.padEnd(CLASS_COLUMN)}${ranges} (${klass.label})`;
  }).join('\n');
}

const HELP_AFTER = `
The sheet: a CSV file (RFC 4180; a BOM, CRLF, quoted fields and blank lines
are fine), or - to read standard input. Its header names the columns tag,q,v,d
or tag,airflow,velocity,diameter in any order and case; tag is optional and
other columns are ignored. Values are in the sheet's units: metric (default)
m³/s, m/s, m; --imperial CFM, ft/min, in.

Each data row, reported with its line in the file (the header is line 1):
  - one of q, v, d blank: it is solved (Q = V · π D² / 4);
  - none blank: the velocity that Q and D give must be within --tolerance
    percent of the given v;
  - then the velocity, given or solved, must be inside the window
    (--min-velocity, --max-velocity, --transport);
  - a value that is not a number, zero or negative, or two blanks, fails it.

Transport classes (--transport): ranges of minimum duct design velocities.
A row fails below the lower figure and gets a warning below the upper one
(vapors, gases, smoke: a warning outside the economic range). An imperial
sheet uses the ft/min column, a metric one the table's own m/s column.
${transportClassLines()}
  Source: ${TRANSPORT_TABLE_SOURCE}.

Exit codes: 0 every row passed (warnings allowed), 1 a row failed,
2 unusable input (missing or unreadable file, a folder, an empty file, a
header without q, v and d, no data rows) or a bad option.

Examples:
  $ duct-calc check examples/sizing-sheet.csv --imperial --transport average-industrial-dust
  $ duct-calc check plant.csv --min-velocity 18 --max-velocity 25 --format junit > report.xml
  $ cat plant.csv | duct-calc check - --format json
`;

/**
 * Builds the `check` subcommand.
 *
 * @param io Streams: the report goes to `io.stdout`, stdin is read for `-`.
 * @returns The command, for `program.addCommand`. Its action sets the exit
 *   code through commander: it returns for exit 0, throws a `CommanderError`
 *   with code `duct-calc.check-failed` (exit 1) when a row failed, and calls
 *   `this.error` (exit 2) with one line for unusable input.
 */
export function createCheckCommand(io: CliIo): Command {
  return new Command('check')
    .description('Checks a sizing sheet (CSV) row by row: solves the blank quantity, checks Q, V and D agree, and checks the velocity (for CI).')
    .argument('<sheet>', 'the CSV file to check, or - for standard input')
    .addOption(new Option('--metric', "the sheet's values are in m³/s, m/s and m (the default)").conflicts('imperial'))
    .addOption(new Option('--imperial', "the sheet's values are in CFM, ft/min and in").conflicts('metric'))
    .addOption(
      new Option('--tolerance <percent>', 'how far, in percent, the given v may be from the velocity Q and D give')
        .argParser(parseTolerancePercent)
        .default(1),
    )
    .addOption(
      new Option('--min-velocity <velocity>', "fail a row slower than this: a bare number in the sheet's velocity unit (m/s, --imperial: ft/min), or with a unit, e.g. 3500fpm").argParser(
        parseVelocityLimit,
      ),
    )
    .addOption(
      new Option('--max-velocity <velocity>', "fail a row faster than this: a bare number in the sheet's velocity unit (m/s, --imperial: ft/min), or with a unit, e.g. 25m/s").argParser(
        parseVelocityLimit,
      ),
    )
    .addOption(
      new Option('--transport <class>', 'check the minimum transport velocity of a contaminant class (ACGIH; listed below)').choices(
        TRANSPORT_CLASS_IDS,
      ),
    )
    .addOption(new Option('--format <format>', 'the report format').choices(CHECK_FORMATS).default('text'))
    .addHelpText('after', HELP_AFTER)
    .action(async function checkAction(this: Command, sheet: string, parsed: ParsedCheckOptions) {
      const usage = { exitCode: EXIT_CODES.usage, code: `${OWN_ERROR_PREFIX}usage` };
      const options: CheckCommandOptions = { ...parsed, minVelocity: undefined, maxVelocity: undefined };
      for (const [key, flags] of [['minVelocity', '--min-velocity <velocity>'], ['maxVelocity', '--max-velocity <velocity>']] as const) {
        const given = await resolveGivenOption('velocity', parsed[key], flags);
        if (given && 'message' in given) this.error(given.message, usage);
        else options[key] = given;
      }
      const settings = checkSettingsFrom(sheet, options);
      if (settings.status === 'error') this.error(settings.message, usage);
      const { runCheck } = await import('./run-check.ts');
      const outcome = await runCheck(settings.data, io);
      if (outcome.status === 'unusable') {
        this.error(`error: ${outcome.message}`, usage);
      }
      if (outcome.summary.failed > 0) {
        throw new CommanderError(EXIT_CODES.checkFailed, `${OWN_ERROR_PREFIX}check-failed`, '');
      }
    });
}
