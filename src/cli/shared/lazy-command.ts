/**
 * A subcommand whose options, help and action are defined only when it is
 * the one being run, so `duct-calc --solve …` never loads its modules (the
 * units catalogue, the friction equations) at start-up. Commander runs the
 * program's `preSubcommand` hook before the subcommand parses its
 * arguments, `--help` included; the root's help lists the name and the
 * description, which are given here.
 */
import { Command } from 'commander';

/**
 * Adds a subcommand defined on demand.
 *
 * @param program The root command.
 * @param name The subcommand's name, e.g. `friction`.
 * @param description One line for the root's help.
 * @param define Adds the options, help text and action to the subcommand;
 *   loads its definition with a dynamic import.
 * @returns The subcommand.
 */
export function addLazyCommand(
  program: Command,
  name: string,
  description: string,
  define: (command: Command) => Promise<void>,
): Command {
  const command = new Command(name).description(description);
  program.addCommand(command);
  program.hook('preSubcommand', async (_program, actionCommand) => {
    if (actionCommand === command) await define(command);
  });
  return command;
}
