/**
 * `duct-calc opex`: what a better filter saves each year in fan energy,
 * compressed air and bags, over N years, and when it pays back. Only the
 * definition lives here; the run is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { FLOW_CONTROL_NAMES } from '../../core/cost/flow-control.ts';
import { FLOW_CONTROL_SPEC, OPEX_FIELD_GROUPS, OPEX_NUMBERS, OPEX_SPECS } from '../../core/cost/input.ts';
import type { CliIo } from '../shared/io.ts';
import { addMeasureOptions } from '../shared/measure-options.ts';
import { toolAction } from '../shared/tool-action.ts';
import { addToolOutputOptions, type ToolOutputOptions } from '../shared/tool-options.ts';
import { addNumberOptions, choiceFlags } from '../cost/number-options.ts';

/** The options as commander parses them: texts as typed. */
export interface OpexCommandOptions extends ToolOutputOptions {
  readonly [key: string]: string | boolean | undefined;
}

const FLOW_CONTROL_HELP = `${FLOW_CONTROL_SPEC.label}: ${FLOW_CONTROL_SPEC.options.map((option) => `${option} = ${FLOW_CONTROL_NAMES[option]}`).join('; ')} (default ${FLOW_CONTROL_SPEC.defaultValue})`;

const HELP_AFTER = `
Energy saved with --flow-control speed (the default): ΔE = Q·(Δp_before −
Δp_after)/η·hours (fan power P = Q·Δp/η, AMCA 201). With inlet-vanes or
damper the constant-speed fan stays on its curve: ΔE = Q·Δp_before/η·hours ·
(1 − PLF(x)/PLF(1)), DOE-2's part-load curve at x = (Δp_after/Δp_before)^(1/3);
with none, 0. The assumption is printed beside the result. Priced at --electricity-price. Compressed air saved is the
difference of the free-air flows, over the hours, at --compressed-air-price.
Bags: a set (--bag-set-cost, fitted) recovered over its life at --interest,
--bag-life-before against --bag-life-after. Simple payback = investment /
savings a year; discounted payback: the years after which the present value
of the savings equals --investment. --flow, both pressure drops,
--fan-efficiency, --hours and --electricity-price are required.

Example:
  $ duct-calc opex --flow 100000m3/h --pressure-drop-before 15mbar --pressure-drop-after 10mbar --fan-efficiency 70 --hours 8000 --electricity-price 0.10 --years 10 --investment 20000 --interest 7
  $ duct-calc opex --flow 100000m3/h --pressure-drop-before 15mbar --pressure-drop-after 10mbar --flow-control damper --fan-efficiency 70 --hours 8000 --electricity-price 0.10

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
    else if (key === FLOW_CONTROL_SPEC.key) command.addOption(new Option(choiceFlags(FLOW_CONTROL_SPEC), FLOW_CONTROL_HELP));
    else addNumberOptions(command, OPEX_NUMBERS.filter((spec) => spec.key === key));
  }
  return addToolOutputOptions(command, 'the link of the Cost Estimation page that shows this comparison')
    .addHelpText('after', HELP_AFTER)
    .action(toolAction(io, async () => (await import('./run.ts')).runOpex));
}
