/**
 * The `duct-calc` program: a factory, so each run and each test gets its own
 * command wired to its own streams (no global `program`).
 */
import { Command, Option } from 'commander';
import { version } from '../../package.json';
import { QUANTITIES } from '../core/duct/units.ts';
import type { CliIo } from './shared/io.ts';
import { EXIT_CODES } from './shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from './shared/exit-code-for.ts';
import { diagnosticLine } from './shared/diagnostic.ts';
import { formatReportJson, formatSolutionTable } from './solve/report.ts';
import { QUANTITY_OPTIONS, quantityParser, resolveGivenOption, type GivenOption } from './shared/quantity-option.ts';
import { solveFromOptions, type SolveOptions } from './solve/solve-options.ts';
import { createCheckCommand } from './check/command.ts';
import { createConvertCommand } from './convert/command.ts';
import { addLazyCommand } from './shared/lazy-command.ts';
import { refuseRepeatedOptions } from './shared/repeated-option.ts';

/** The root command's options as commander parses them, before unit suffixes are read. */
type SolveCommandOptions = Omit<SolveOptions, 'q' | 'v' | 'd'> & { q?: GivenOption; v?: GivenOption; d?: GivenOption };

const EXAMPLES = `
Examples:
  $ duct-calc --solve diameter --q 2118 --v 4000 --imperial
  $ duct-calc --solve velocity --q 1.2 --d 0.3
  $ duct-calc --solve airflow --v 20 --d 0.5 --json
  $ duct-calc --solve diameter --q 2118cfm --v 20m/s
  $ duct-calc --solve diameter --q 2118 --v 4000 --imperial --link
  $ duct-calc convert 4 inH2O Pa
  $ duct-calc friction --q 1000 --d 14 --imperial
  $ duct-calc size --q 1000 --friction-rate 0.1 --imperial
  $ duct-calc equivalent --rect 12x24 --imperial
  $ duct-calc baghouse --flow 10000 --imperial --material-factor 9 --application-factor 0.8 --temperature 275 --loading 4 --mmd 7 --bag-diameter 5.125 --bag-length 10ft
  $ duct-calc fan --flow 10000 --pressure 10 --imperial --efficiency 70
  $ duct-calc fan-laws --flow 10000 --pressure 10 --power 22.5 --speed 1000 --new-speed 1200 --imperial
  $ duct-calc hood --type flanged-opening --diameter 8 --capture-velocity 150 --distance 8 --transport average-industrial-dust --imperial
  $ duct-calc system examples/exhaust-system.csv --imperial
  $ duct-calc cost --gross-cloth-area 2132.5498 --imperial --insulated --cepci 800
  $ duct-calc opex --flow 100000m3/h --pressure-drop-before 15mbar --pressure-drop-after 10mbar --fan-efficiency 70 --hours 8000 --electricity-price 0.10
  $ duct-calc maintenance --cleaning pulse-jet --compressed-air --dryer --belt-drive --explosion-vents --start 2027-01-04
  $ duct-calc vent --volume 10 --kst 200 --pmax 9 --pred 0.5 --ld 3
  $ duct-calc explain colebrook
  $ duct-calc monitor examples/collector-log.csv
  $ duct-calc project check examples/shop-project.json

A bare number is in the chosen unit system: metric (default) m/s, m, m³/s;
imperial ft/min, in, CFM. A number may carry its unit instead (2118cfm,
20m/s, 10in, 3400m3/h): it is converted with the exact NIST SP 811 factor.
Give the two quantities that --solve needs.
Exit codes: 0 success, 1 a check failed (duct-calc check, project check), 2 bad usage or value.
`;

/**
 * The error for a word that is neither an option, an option's value nor a
 * subcommand: most likely a misspelt subcommand or a value without its option.
 *
 * @param word The first stray word, as typed.
 * @param commandNames The program's subcommands.
 * @returns One line for stderr.
 */
export function strayArgumentMessage(word: string, commandNames: readonly string[]): string {
  return commandNames.length > 0
    ? `error: unknown command '${word}' (commands: ${commandNames.join(', ')}; see duct-calc --help)`
    : `error: unexpected argument '${word}': give each value after its option, e.g. --q 2118`;
}

/**
 * Builds the program.
 *
 * @param io The streams to use: help, --version and results go to `io.stdout`,
 *   errors to `io.stderr`, each as exactly one line (see `diagnosticLine`).
 * @returns A commander `Command` whose `parseAsync` never exits the process:
 *   it throws a `CommanderError` instead (see `runProgram` and `exitCodeFor`).
 */
export function createProgram(io: CliIo): Command {
  const output = {
    writeOut: (text: string) => void io.stdout.write(text),
    writeErr: (text: string) => void io.stderr.write(text),
    // Every error, commander's or ours, as one line with the input's control characters escaped.
    outputError: (text: string, write: (text: string) => void) => write(diagnosticLine(text)),
  };
  const program = new Command('duct-calc')
    .description('Sizes a round duct: solves velocity V, diameter D or airflow Q from the other two (Q = V · π D² / 4).')
    .version(version)
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput(output)
    // A subcommand's usage, not commander's legacy term, so a lazy subcommand (no options yet) still reads `friction [options]`.
    .configureHelp({ subcommandTerm: (command) => `${command.name()} ${command.usage()}` })
    .addOption(new Option('--solve <quantity>', 'the quantity to compute').choices(QUANTITIES))
    .addOption(
      new Option(QUANTITY_OPTIONS.airflow.flags, 'airflow Q: a bare number in m³/s (--imperial: CFM), or with a unit, e.g. 2118cfm').argParser(
        quantityParser('airflow'),
      ),
    )
    .addOption(
      new Option(QUANTITY_OPTIONS.velocity.flags, 'velocity V: a bare number in m/s (--imperial: ft/min), or with a unit, e.g. 4000fpm').argParser(
        quantityParser('velocity'),
      ),
    )
    .addOption(
      new Option(QUANTITY_OPTIONS.diameter.flags, 'inside diameter D: a bare number in m (--imperial: in), or with a unit, e.g. 10in').argParser(
        quantityParser('diameter'),
      ),
    )
    .addOption(new Option('--metric', 'values in m/s, m and m³/s (the default)').conflicts('imperial'))
    .addOption(new Option('--imperial', 'values in ft/min, in and CFM').conflicts('metric'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'))
    .addOption(new Option('--link', 'print the link of the ducting calculator page that shows this calculation').conflicts('json'))
    .addHelpText('after', EXAMPLES)
    // Stray words are reported by the action, which knows the subcommands.
    .allowExcessArguments()
    .action(async function solveAction(this: Command, parsed: SolveCommandOptions) {
      const usage = { exitCode: EXIT_CODES.usage, code: `${OWN_ERROR_PREFIX}usage` };
      const [stray] = this.args;
      if (stray !== undefined) this.error(strayArgumentMessage(stray, this.commands.map((command) => command.name())), usage);
      const options: SolveOptions = { solve: parsed.solve, imperial: parsed.imperial, json: parsed.json, link: parsed.link };
      for (const [key, quantity] of [['q', 'airflow'], ['v', 'velocity'], ['d', 'diameter']] as const) {
        const given = await resolveGivenOption(quantity, parsed[key], QUANTITY_OPTIONS[quantity].flags);
        if (given && 'message' in given) this.error(given.message, usage);
        else options[key] = given;
      }
      const outcome = solveFromOptions(options);
      if (outcome.status === 'error') this.error(outcome.message, usage);
      const { solution, report } = outcome;
      if (options.link) {
        const { solveLinkPath } = await import('./solve/link.ts');
        io.stdout.write(`${solveLinkPath(report.solve, report.unitSystem, options)}\n`);
      } else {
        io.stdout.write(options.json ? formatReportJson(report) : formatSolutionTable(solution, report.unitSystem));
      }
    });

  // Subcommands go here, e.g. issue 4's `program.addCommand(createCheckCommand(io));`
  // - Keep their heavy modules behind a dynamic import() inside the action, so
  //   `duct-calc --solve …` never loads them (esbuild's CJS bundle keeps it lazy).
  // - Usage errors: `this.error('error: …', { exitCode: EXIT_CODES.usage })` → exit 2.
  // - A failed check: print the report, then throw
  //   `new CommanderError(EXIT_CODES.checkFailed, 'duct-calc.check-failed', '')` → exit 1
  //   (see exitCodeFor). The loop below routes their output to `io` and makes
  //   them throw instead of exiting, like the root command.
  program.addCommand(createCheckCommand(io));
  program.addCommand(createConvertCommand(io));
  // The tools load even their options on demand (see addLazyCommand): their specs need the units catalogue.
  addLazyCommand(
    program,
    'friction',
    'Pressure loss of a straight round duct: velocity pressure, Reynolds number, friction factor, friction rate and loss.',
    async (command) => void (await import('./friction/command.ts')).defineFrictionCommand(command, io),
  );
  addLazyCommand(
    program,
    'size',
    'Sizes a round duct: equal friction (next standard size up) or transport velocity (largest standard size at or above the minimum).',
    async (command) => void (await import('./size/command.ts')).defineSizeCommand(command, io),
  );
  addLazyCommand(
    program,
    'equivalent',
    'The equivalent round diameter of a rectangular or flat oval duct, its hydraulic diameter, area and velocity.',
    async (command) => void (await import('./equivalent/command.ts')).defineEquivalentCommand(command, io),
  );
  addLazyCommand(
    program,
    'baghouse',
    'Sizes a baghouse (fabric filter): A/C ratio, cloth area, bags, can velocity, pressure drop and cleaning interval (EPA Cost Manual, Section 6 Chapter 1).',
    async (command) => void (await import('./baghouse/command.ts')).defineBaghouseCommand(command, io),
  );
  addLazyCommand(
    program,
    'fan',
    'Selects a fan: gas density, air, shaft and electrical power, the motor, the cold start, and the operating points on a fan curve.',
    async (command) => void (await import('./fan/command.ts')).defineFanCommand(command, io),
  );
  addLazyCommand(
    program,
    'fan-laws',
    'Scales flow, pressure and power by the fan laws for a new speed, diameter or density.',
    async (command) => void (await import('./fan/command.ts')).defineFanLawsCommand(command, io),
  );
  addLazyCommand(
    program,
    'hood',
    'Designs a hood: its airflow from the capture velocity at the source, its entry loss and hood static pressure, and the flow a measured SPh gives (ACGIH).',
    async (command) => void (await import('./hood/command.ts')).defineHoodCommand(command, io),
  );
  addLazyCommand(
    program,
    'system',
    'Designs an exhaust system from its sheet by the ACGIH velocity-pressure method: hoods, junction balancing, fan static pressure.',
    async (command) => void (await import('./system/command.ts')).defineSystemCommand(command, io),
  );
  addLazyCommand(
    program,
    'cost',
    'Estimates the capital and annual cost of a pulse-jet baghouse by the EPA Cost Manual, escalated by CEPCI, every line with its factor and source.',
    async (command) => void (await import('./cost/command.ts')).defineCostCommand(command, io),
  );
  addLazyCommand(
    program,
    'opex',
    'What a better filter saves each year (fan energy, compressed air, bags), the savings over N years, and the simple and discounted payback.',
    async (command) => void (await import('./opex/command.ts')).defineOpexCommand(command, io),
  );
  addLazyCommand(
    program,
    'maintenance',
    'Plans a dust collector’s routine maintenance from its configuration: tasks by interval with criteria and sources, dates on operating days, bag replacements, an .ics calendar.',
    async (command) => void (await import('./maintenance/command.ts')).defineMaintenanceCommand(command, io),
  );
  addLazyCommand(
    program,
    'monitor',
    'Analyses a dust collector controller log (CSV or .xlsx): cleaning cycles, residual ΔP drift, step drops, dead valves, drag, completeness, leak alarms and the 6-month alarm ledger.',
    async (command) => void (await import('./monitor/command.ts')).defineMonitorCommand(command, io),
  );
  addLazyCommand(
    program,
    'vent',
    'Sizes a dust explosion vent by NFPA 68 and EN 14491 side by side: each area, the governing one, the St class and the hazard zone in front of the vent.',
    async (command) => void (await import('./vent/command.ts')).defineVentCommand(command, io),
  );
  addLazyCommand(
    program,
    'project',
    'Works with a project file (one collector system through every tool): `project check` runs every check across its parts, for CI; `project report` writes the calculation package as HTML; `project export-sheet` and `import-sheet` carry the system sheet as CSV.',
    async (command) => void (await import('./project/command.ts')).defineProjectCommand(command, io),
  );
  addLazyCommand(
    program,
    'explain',
    'Explains a term, formula, table or worked example from Know-How, the knowledge base: the formula, its units, source and worked example.',
    async (command) => void (await import('./explain/command.ts')).defineExplainCommand(command, io),
  );

  for (const subcommand of program.commands) subcommand.exitOverride().configureOutput(output);
  // An option given twice is refused (exit 2), in every command. Registered last, so a lazy subcommand has its options by then.
  refuseRepeatedOptions(program);
  program.hook('preSubcommand', (_program, subcommand) => refuseRepeatedOptions(subcommand));
  return program;
}
