/**
 * `duct-calc project check <project.json>`: every check of a project, for
 * CI. Only the definition lives here; the run (the tools' cores, the
 * formats) is imported inside the action, so it costs nothing until used.
 */
import { CommanderError, Option, type Command } from 'commander';
import { CHECK_FORMATS, type CheckFormat } from '../check/settings.ts';
import { EXIT_CODES } from '../shared/exit-codes.ts';
import { OWN_ERROR_PREFIX } from '../shared/exit-code-for.ts';
import type { CliIo } from '../shared/io.ts';
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

/**
 * Defines `duct-calc project` and its `check` subcommand (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the report goes to `io.stdout`, stdin is read for `-`.
 * @returns The command. `check`'s action returns for exit 0, throws a
 *   `CommanderError` with code `duct-calc.check-failed` (exit 1) when a
 *   check fails, and calls `this.error` (exit 2, one line) for a file that
 *   cannot be used, with nothing on stdout.
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
  // Without its subcommand, or with a misspelt one, `project` says so in one line, as every usage error.
  return command.allowExcessArguments().action(function projectAction(this: Command) {
    const [stray] = this.args;
    const commands = this.commands.map((each) => each.name()).join(', ');
    this.error(stray === undefined ? `error: give a command: duct-calc project check <project> (commands: ${commands})` : `error: unknown command 'project ${stray}' (commands: ${commands}; see duct-calc project --help)`, USAGE_ERROR);
  });
}
