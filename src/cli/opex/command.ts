/**
 * `duct-calc opex`: what a better filter saves each year in fan energy,
 * compressed air and bags, over N years, and when it pays back. Only the
 * definition lives here; the run is imported inside the action.
 */
import type { Command } from 'commander';
import { OPEX_FIELD_GROUPS, OPEX_NUMBERS, OPEX_SPECS } from '../../core/cost/input.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';
import { addNumberOptions } from '../cost/number-options.ts';

/** The options as commander parses them: texts as typed. */
export interface OpexCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
}

const HELP_AFTER = `
Energy saved ΔE = Q·(Δp_before − Δp_after)/η·hours (fan power P = Q·Δp/η,
AMCA 201), priced at --electricity-price. Compressed air saved is the
difference of the free-air flows, over the hours, at --compressed-air-price.
Bags: a set (--bag-set-cost, fitted) recovered over its life at --interest,
--bag-life-before against --bag-life-after. Simple payback = investment /
savings a year; discounted payback: the years after which the present value
of the savings equals --investment. --flow, both pressure drops,
--fan-efficiency, --hours and --electricity-price are required.

Example:
  $ duct-calc opex --flow 100000m3/h --pressure-drop-before 15mbar --pressure-drop-after 10mbar --fan-efficiency 70 --hours 8000 --electricity-price 0.10 --years 10 --investment 20000 --interest 7

Exit codes: 0 compared (warnings do not change it), 2 an unusable value or option.
`;

/**
 * Defines `duct-calc opex` (see addLazyCommand in program.ts), the options in
 * the order of the page's groups.
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the comparison goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) for unusable input.
 */
export function defineOpexCommand(command: Command, io: CliIo): Command {
  for (const key of OPEX_FIELD_GROUPS.flatMap(({ keys }) => keys)) {
    const measure = OPEX_SPECS.find((spec) => spec.key === key);
    if (measure) addMeasureOptions(command, [measure]);
    else addNumberOptions(command, OPEX_NUMBERS.filter((spec) => spec.key === key));
  }
  return addToolOutputOptions(command, 'the link of the Cost Estimation page that shows this comparison')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runOpex));
}
