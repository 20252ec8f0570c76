/**
 * The `duct-calc baghouse` subcommand: sizes a fabric filter by the EPA Cost
 * Manual method. Only the definition lives here; the run (core design, report)
 * is imported inside the action, so it costs nothing when `baghouse` is not used.
 */
import { Command, Option } from 'commander';
import type { CliIo } from '../shared/io.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import { BAGHOUSE_OPTIONS, type BaghouseCommandOptions } from './options.ts';

const HELP_AFTER = `
The A/C ratio comes from --air-to-cloth when given, else from --dust (EPA
Table 1.1), else (pulse-jet) from the EPA factor method: --material-factor A
(15 flour, grain, sawdust; 12 gypsum, salt, lime; 10 cement, coal, limestone;
9 fly ash, coke, metal oxides; 6 carbon, detergents, metal fumes),
--application-factor B (1.0 nuisance venting, 0.9 product collection, 0.8
process gas), --temperature, --loading and --mmd. The pressure drop uses the
EPA pulse-jet equation, or K1·V + K2·W·V when --k1 is given (needed for shaker
and reverse-air). Pulse pressure, K2 and the interval default to the EPA
worked example's 100 psig, 15 and 10 min, with a warning. Give --bag-pitch
for the can velocity and --pulse-spacing to check the pulse sequence.

K1 is in inH2O·min/ft (metric Pa·min/m), K2 in inH2O·min·ft/lb (metric
N·min/(kg·m)). Pulse pressure is gauge. Sources: EPA Air Pollution Control
Cost Manual, Section 6 Chapter 1 (EPA/452/B-02-001).

Examples:
  $ duct-calc baghouse --flow 10000 --imperial --cleaning pulse-jet --material-factor 9 --application-factor 0.8 --temperature 275 --loading 4 --mmd 7 --bag-diameter 5.125 --bag-length 10ft --pulse-pressure 100 --k2 15 --cleaning-interval 10
  $ duct-calc baghouse --flow 17000 --cleaning reverse-air --dust cement --loading 9 --bag-diameter 300 --bag-length 9 --compartments 4 --k1 300 --k2 1500 --json

Exit codes: 0 designed (warnings do not change it), 2 an unusable value or option.
`;

/**
 * Builds the `baghouse` subcommand.
 *
 * @param io Streams: the result goes to `io.stdout`.
 * @returns The command, for `program.addCommand`. Its action returns for exit
 *   0 and calls `this.error` (exit 2, one line) for unusable input.
 */
export function createBaghouseCommand(io: CliIo): Command {
  const command = new Command('baghouse').description(
    'Sizes a baghouse (fabric filter): A/C ratio, cloth area, bags, can velocity, pressure drop and cleaning interval (EPA Cost Manual, Section 6 Chapter 1).',
  );
  for (const option of BAGHOUSE_OPTIONS) command.addOption(option);
  return command
    .addOption(new Option('--metric', 'bare numbers in m³/h, °C, g/m³, µm, mm, m, bar, Pa, min (the default)').conflicts('imperial'))
    .addOption(new Option('--imperial', 'bare numbers in ACFM, °F, gr/ft³, µm, in, ft, psi, inH₂O, min').conflicts('metric'))
    .addOption(new Option('--json', 'print one line of JSON at full precision'))
    .addOption(new Option('--link', 'print the link of the Baghouse Design page that shows this design').conflicts('json'))
    .addHelpText('after', HELP_AFTER)
    .action(async function baghouseAction(this: Command, options: BaghouseCommandOptions) {
      const { runBaghouse } = await import('./run.ts');
      const outcome = runBaghouse(options);
      if (outcome.status === 'error') this.error(outcome.message, { exitCode: EXIT_CODES.usage, code: `${OWN_ERROR_PREFIX}usage` });
      io.stdout.write(outcome.output);
    });
}
