/**
 * `duct-calc cost`: the capital and annual cost of a pulse-jet baghouse by
 * the EPA Cost Manual. Only the definition lives here; the run (core
 * estimate, report) is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { COST_FIELD_GROUPS, COST_NUMBERS, COST_SPECS } from '../../core/cost/input.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';
import { addNumberOptions } from './number-options.ts';

/** The options as commander parses them: texts as typed, `insulated` as a flag. */
export interface CostCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
  readonly insulated?: boolean;
}

const HELP_AFTER = `
Capital: the EPA pulse-jet common-housing equation P = 2307 + 7.163·A and the
insulation add-on P = 1041 + 2.23·A (A = gross cloth area in ft², 1998 $),
escalated by --cepci (the Chemical Engineering Plant Cost Index of today;
1998 = 389.5, the default, so costs stay in 1998 $), plus bags (--bag-price
per ft² or m² of gross cloth), cages (--cage-price per cage, --bag-count
cages) and --auxiliary-cost, in today's $, or in the $ of the year whose
index is --base-index: C₂ = C₁·I₂/I₁ (CEPCI; EPA Sec. 1 Ch. 2). Then EPA
Table 1.9: purchased equipment B = A·(1 + instruments + taxes + freight),
direct and indirect installation as factors of B, every factor an option
with its EPA default.

Annual: fan electricity Q·ΔP/η·hours, compressed air, bag replacement over
--bag-life, labour per 8-hour shift, supervision, maintenance materials,
dust disposal (--loading × --flow × --hours, all the inlet dust taken as
collected, or --dust-collected per year; × --disposal-price per metric t, or
per US short ton of 2000 lb with --imperial), overhead, administration,
property tax, insurance and capital recovery, CRF = i(1+i)^n/((1+i)^n − 1)
at --interest over --years. Prices, wages and the CEPCI are dated: give
today's; a price not given counts as $0, with a warning.
Source: EPA Air Pollution Control Cost Manual (EPA/452/B-02-001), Sec. 6
Ch. 1 and Sec. 1 Ch. 2.

Examples:
  $ duct-calc cost --gross-cloth-area 2132.5498 --imperial --insulated --bag-count 159 --bag-price 1.69 --cage-price 12.04 --auxiliary-cost 89500
  $ duct-calc cost --gross-cloth-area 2132.5498 --imperial --insulated --cepci 800 --interest 7 --years 20 --flow 10000 --pressure-drop 10 --hours 8640 --electricity-price 0.12 --json
  $ duct-calc cost --gross-cloth-area 2132.5498 --imperial --auxiliary-cost 89500 --base-index 389.5 --cepci 800 --flow 10000 --hours 8640 --loading 4 --disposal-price 25

Exit codes: 0 estimated (warnings do not change it), 2 an unusable value or option.
`;

/**
 * Defines `duct-calc cost` (see addLazyCommand in program.ts), the options in
 * the order of the page's groups: baghouse and equipment, operation and
 * prices, capital recovery, factors.
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the estimate goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineCostCommand(command: Command, io: CliIo): Command {
  for (const key of COST_FIELD_GROUPS.flatMap(({ keys }) => keys)) {
    const measure = COST_SPECS.find((spec) => spec.key === key);
    if (measure) addMeasureOptions(command, [measure]);
    else addNumberOptions(command, COST_NUMBERS.filter((spec) => spec.key === key));
    if (key === 'grossClothArea') command.addOption(new Option('--insulated', 'add the EPA insulation add-on to the housing'));
  }
  return addToolOutputOptions(command, 'the link of the Cost Estimation page that shows this estimate')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runCost));
}
