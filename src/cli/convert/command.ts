/**
 * The `duct-calc convert` subcommand: a value from one unit to another, or to
 * every unit of its quantity, with the gas conditions an actual ↔ standard
 * conversion needs. Only the definition lives here; the run (catalogue, gas
 * conditions, report) is imported inside the action, so it costs nothing when
 * `convert` is not used.
 */
import { Command, Option } from 'commander';
import type { CliIo } from '../shared/io.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import { CONVERT_OPTIONS, type ConvertCommandOptions } from './options.ts';

const HELP_AFTER = `
Units are typed as engineers write them, in any case where that is
unambiguous: Pa kPa mbar bar psi inH2O "in wg" mmH2O mmWC inHg, m3/s m3/h cmh
m3/min L/s cfm, m/s fpm ft/min m3/m2h, g/m3 mg/m3 gr/ft3 gr/cf, C F K R, m mm um in
ft, m2 ft2, kg/m3 lb/ft3, W kW hp, kg/h lb/h kg/d lb/d, s min h d, kg/m2 g/m2
lb/ft2, Pa/m inH2O/100ft mmH2O/m, Pa.s cP lb/(ft.h). Without <to>, the value is
given in every unit of its quantity.

A basis letter makes a flow or a concentration actual (ACFM, Am3/h, Am3/min), standard
(SCFM, gr/scf, gr/dscf) or normal (Nm3/h, mg/Nm3); a unit without one is
actual. Converting between bases needs the actual gas conditions:
--temperature and --pressure (or --altitude); a concentration may also be
corrected to a dry basis (--moisture) and to a reference O2 (--o2, --o2-ref).
The reference is the one the target unit implies (SCFM: ACGIH 70 °F and
29.92 inHg; dscf: EPA 68 °F and 29.92 inHg; Nm3: normal 0 °C and
101.325 kPa) unless --standard names another. Every figure is exact to NIST
SP 811 (2008), App. B.8; the output lists each factor applied and its source.

Examples:
  $ duct-calc convert 4 inH2O Pa
  $ duct-calc convert 4 inH2O
  $ duct-calc convert 10000 acfm scfm --temperature 300F --altitude 1500m
  $ duct-calc convert 50 mg/m3 mg/Nm3 --temperature 150C --pressure 98kPa --moisture 8 --o2 11 --o2-ref 6
  $ duct-calc convert 4 inH2O Pa --json
  $ duct-calc convert 4 inH2O Pa --link

Exit codes: 0 converted, 2 an unknown unit, units of two quantities, a missing
or unusable condition, or a bad option.
`;

/**
 * Builds the `convert` subcommand.
 *
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command, for `program.addCommand`. Its action returns for exit
 *   0 and calls `this.error` (exit 2, one line) for unusable input.
 */
export function createConvertCommand(io: CliIo): Command {
  const command = new Command('convert')
    .description('Converts a value between units, exactly (NIST SP 811), and between actual and standard or normal conditions.')
    .argument('<value>', 'the number to convert, e.g. 4')
    .argument('<from>', 'its unit, e.g. inH2O, acfm, mg/m3')
    .argument('[to]', 'the unit wanted; without it, every unit of the quantity');
  for (const { flags, description } of CONVERT_OPTIONS) command.addOption(new Option(flags, description));
  return command
    .addOption(new Option('--standard <reference>', 'the reference conditions of a standard or normal volume').choices(['acgih', 'epa', 'normal']))
    .addOption(new Option('--json', 'print one line of JSON at full precision'))
    .addOption(new Option('--link', 'print the link of the Unit Convertor page that shows this conversion').conflicts('json'))
    .addHelpText('after', HELP_AFTER)
    .action(async function convertAction(this: Command, value: string, from: string, to: string | undefined, options: ConvertCommandOptions) {
      const { runConvert } = await import('./run.ts');
      const outcome = runConvert(value, from, to, options);
      if (outcome.status === 'error') this.error(outcome.message, { exitCode: EXIT_CODES.usage, code: `${OWN_ERROR_PREFIX}usage` });
      io.stdout.write(outcome.output);
    });
}
