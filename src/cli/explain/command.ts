/**
 * `duct-calc explain <term or id>`: a Know-How entry in the terminal, the
 * same entry the page shows. Only the definition lives here; the run (the
 * entries, the search index) is imported inside the action.
 */
import { Option, type Command } from 'commander';
import { ENTRY_KINDS } from '../../core/knowledge/entry.ts';
import type { CliIo } from '../shared/io.ts';
import { toolAction } from '../shared/tool-action.ts';
import type { ExplainOptions } from './run.ts';

const HELP_AFTER = `
A term, a symbol or an entry's id: the best entry is printed (a formula in
plain text with its symbols and units, validity, source and check status,
the tools that use it, and its worked example's command and link), then the
other entries the search found. Synonyms are understood: dP, Δp and
pressure drop; ACFM and actual flow; Kst and K_St.

Examples:
  $ duct-calc explain colebrook
  $ duct-calc explain kst
  $ duct-calc explain nfpa68-vent-area --json
  $ duct-calc explain --list table

Exit codes: 0 found, 2 no entry matches (the nearest are suggested) or usage.
`;

/**
 * Defines `duct-calc explain` (see addLazyCommand in program.ts).
 *
 * @param command The subcommand, named and described by the program.
 * @param io Streams: the entry goes to `io.stdout`.
 * @returns The command; its action calls `this.error` (exit 2, one line) when no entry matches.
 */
export function defineExplainCommand(command: Command, io: CliIo): Command {
  const action = toolAction<ExplainOptions>(io, async () => (await import('./run.ts')).runExplain);
  return command
    .argument('[term...]', 'a term, symbol or entry id, e.g. colebrook, ACFM, nfpa68-vent-area')
    .addOption(new Option('--json', 'print the entry as one line of JSON').conflicts('list'))
    .addOption(new Option('--list [kind]', `list the entries' ids, all or of one kind (${ENTRY_KINDS.join(', ')})`))
    .addHelpText('after', HELP_AFTER)
    .action(function explainAction(this: Command, words: string[], options: Omit<ExplainOptions, 'words'>) {
      return action.call(this, { ...options, words });
    });
}
