/**
 * `duct-calc project`: `check` (every check of a project, for CI), `report`
 * (the calculation package as HTML), `export-sheet` and `import-sheet` (the
 * system part as the exhaust system's CSV, both ways). Only the definitions
 * live here; each run (the tools' cores, the formats) is imported inside its
 * action, so it costs nothing until used.
 */
import { CommanderError, InvalidArgumentError, Option, type Command } from 'commander';
import { isCalendarDate } from '../../core/maintenance/dates.ts';
import { CHECK_FORMATS, type CheckFormat } from '../check/settings.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import type { CliIo } from '../shared/io.ts';
import type { ProjectFileOutcome } from './package-run.ts';
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { refuseRepeatedOptions } from '../shared/repeated-option.ts';
import { USAGE_ERROR } from '../shared/tool-options.ts';

const CHECK_HELP_AFTER = `
The project: a JSON file as the app exports it ("format": "tfca-project"),
or - to read standard input. It is read whole and validated first: an older
version is migrated, a newer one, a corrupt file or a value a tool cannot
read is refused with one line naming the path (parts.fan.texts.flow: …).

The checks, each a named rule with its source, computed by the tools' own
cores: every part gives its results; every junction is balanced (ACGIH);
no duct below its transport velocity; the baghouse can velocity within its
limit; a combustible dust has its vent sized (NFPA 660, 68); the fan motor
covers the cold start (AMCA 201); each derived part follows its sources
(the fan the system's duty, the cost the baghouse, …), else the fields
that changed, old → new. A check that does not apply says why.

Exit codes: 0 every check passed (or does not apply), 1 a check failed,
2 an unreadable, corrupt or newer-version file, or a bad option.

Examples:
  $ duct-calc project check examples/shop-project.json
  $ duct-calc project check plant.json --format junit > project-report.xml
  $ duct-calc project check plant.json --format github
`;

const REPORT_HELP_AFTER = `
The calculation package, as one standalone HTML file to print to PDF from a
browser (A4 or US Letter): a cover (project, plant, revision, engineer,
checker, date), the contents, every project check, and for each part its
inputs as typed, its results with formula, source and Know-How entry, its
warnings and its checks; an appendix with the system sheet and the data
tables used; the revisions and the sign-off. No script, no external file.
Each figure's Know-How entry is linked as the app's path
(/process/know-how/<id>); --base-url makes the links absolute, so they
open from the saved file (the app's address, e.g. https://tools.example.com).

The project is validated first: a corrupt or newer-version file writes no
file. The report is written whatever the checks say; it shows them.

Exit codes: 0 the file written, 2 an unreadable, corrupt or newer-version
project, a file that cannot be written, or a bad option.

Examples:
  $ duct-calc project report examples/shop-project.json --out package.html
  $ duct-calc project report plant.json --out package.html --date 2027-01-15
  $ duct-calc project report plant.json --out package.html --base-url https://tools.example.com
`;

const EXPORT_HELP_AFTER = `
The system part as the exhaust system's CSV sheet (the page's CSV export):
every column, one row per segment, texts as typed, bare numbers in the
sheet's units. To stdout, or to --out.

Examples:
  $ duct-calc project export-sheet examples/shop-project.json
  $ duct-calc project export-sheet plant.json --out sheet.csv
`;

const IMPORT_HELP_AFTER = `
Writes a new project whose system part has the sheet's segments (bare
numbers in the system part's units, else the site's), keeping the part's
friction method, outlet pressure, conditions and dust, and every other part
as it was: the parts that follow the system then read stale, and
duct-calc project check names what changed. The sheet and the new project
are validated before anything is written.

Exit codes: 0 the file written, 2 a project or sheet that cannot be used
(every problem of the sheet by row), a file that cannot be written.

Examples:
  $ duct-calc project import-sheet plant.json sheet.csv --out plant-rev-b.json
`;

/** The date of issue: a calendar date `YYYY-MM-DD`. */
function dateOption(text: string): string {
  if (!isCalendarDate(text)) throw new InvalidArgumentError('expected a calendar date YYYY-MM-DD.');
  return text;
}

/** A base URL for the Know-How links: an http(s) address with no query or fragment. */
function baseUrlOption(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError('expected an http or https address, e.g. https://tools.example.com.');
  }
  if (!/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '') throw new InvalidArgumentError('expected an http or https address with no query or fragment, e.g. https://tools.example.com.');
  return text;
}

/** The outcome of a file-writing run: its line to stdout, or one line (or one per problem) to stderr with exit 2. */
function finish(command: Command, io: CliIo, outcome: ProjectFileOutcome): void {
  if (outcome.status === 'unusable') command.error(outcome.message.split('\n').map((line) => `error: ${line}`).join('\n'), USAGE_ERROR);
  io.stdout.write(outcome.output);
}

/**
 * Defines `duct-calc project` and its subcommands `check`, `report`,
 * `export-sheet` and `import-sheet` (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`, stdin is read for `-`.
 * @returns The command. `check`'s action returns for exit 0, throws a
 *   `CommanderError` with code `duct-calc.check-failed` (exit 1) when a
 *   check fails, and calls `this.error` (exit 2, one line) for a file that
 *   cannot be used, with nothing on stdout. The other three write their
 *   file (or the CSV to stdout) and one line, or call `this.error` (exit 2)
 *   with nothing written.
 */
export function defineProjectCommand(command: Command, io: CliIo): Command {
  // `command()` gives the subcommand the program's settings: output to io, errors thrown.
  const check = command
    .command('check')
    .description('Runs every check of a project file: balance, transport and can velocities, explosion vent, cold start, stale parts.')
    .argument('<project>', 'the project JSON file, or - for standard input')
    .addOption(new Option('--format <format>', 'the report format').choices(CHECK_FORMATS).default('text'))
    .addHelpText('after', CHECK_HELP_AFTER)
    .action(async function projectCheckAction(this: Command, file: string, options: { format: CheckFormat }) {
      const { runProjectCheck } = await import('./run.ts');
      const outcome = await runProjectCheck(file, options.format, io);
      if (outcome.status === 'unusable') this.error(`error: ${outcome.message}`, USAGE_ERROR);
      if (outcome.failed > 0) throw new CommanderError(EXIT_CODES.checkFailed, `${OWN_ERROR_PREFIX}check-failed`, '');
    });
  refuseRepeatedOptions(check);
  const report = command
    .command('report')
    .description('Writes the calculation package of a project as one standalone, printable HTML file.')
    .argument('<project>', 'the project JSON file, or - for standard input')
    .requiredOption('--out <file>', 'the HTML file to write')
    .option('--date <YYYY-MM-DD>', 'the date of issue on the cover and the pages (default: today)', dateOption)
    .option('--base-url <url>', "the app's address, to make the Know-How links absolute (default: the app's paths)", baseUrlOption)
    .addHelpText('after', REPORT_HELP_AFTER)
    .action(async function projectReportAction(this: Command, file: string, options: { out: string; date?: string; baseUrl?: string }) {
      const { runProjectReport } = await import('./package-run.ts');
      finish(this, io, await runProjectReport(file, options.out, options.date ?? localCalendarDate(new Date()), io, options.baseUrl));
    });
  refuseRepeatedOptions(report);
  const exportSheet = command
    .command('export-sheet')
    .description("Writes the project's system part as the exhaust system's CSV sheet.")
    .argument('<project>', 'the project JSON file, or - for standard input')
    .option('--out <file>', 'the CSV file to write (default: standard output)')
    .addHelpText('after', EXPORT_HELP_AFTER)
    .action(async function projectExportSheetAction(this: Command, file: string, options: { out?: string }) {
      const { runExportSheet } = await import('./sheet-run.ts');
      finish(this, io, await runExportSheet(file, options.out, io));
    });
  refuseRepeatedOptions(exportSheet);
  const importSheet = command
    .command('import-sheet')
    .description("Writes a new project whose system part is a CSV sheet's segments; the parts downstream then read stale.")
    .argument('<project>', 'the project JSON file, or - for standard input')
    .argument('<sheet>', 'the CSV sheet')
    .requiredOption('--out <file>', 'the new project file to write')
    .addHelpText('after', IMPORT_HELP_AFTER)
    .action(async function projectImportSheetAction(this: Command, file: string, sheet: string, options: { out: string }) {
      const { runImportSheet } = await import('./sheet-run.ts');
      finish(this, io, await runImportSheet(file, sheet, options.out, io));
    });
  refuseRepeatedOptions(importSheet);
  // Without its subcommand, or with a misspelt one, `project` says so in one line, as every usage error.
  return command.allowExcessArguments().action(function projectAction(this: Command) {
    const [stray] = this.args;
    const commands = this.commands.map((each) => each.name()).join(', ');
    this.error(stray === undefined ? `error: give a command: duct-calc project check <project> (commands: ${commands})` : `error: unknown command 'project ${stray}' (commands: ${commands}; see duct-calc project --help)`, USAGE_ERROR);
  });
}
