/**
 * An option given twice (`--q 1 --q 2`) is refused rather than letting the
 * last one win silently: the user meant one of them, and only they know
 * which. A list option (variadic, `<values...>`) may repeat. Commander
 * announces each option as it parses it (the `option:<name>` event), so one
 * listener per option sees a repeat before the action runs.
 */
import type { Command } from 'commander';
import { USAGE_ERROR } from './tool-options.ts';

/**
 * The line for a repeated option.
 *
 * @param flags The option as `--help` shows it: `--q <airflow>`.
 * @param first The value given first, or `undefined` for a flag.
 * @param second The value given again.
 * @returns `error: option '--q <airflow>' is given twice ('1', then '2'): give it once`.
 */
export function repeatedOptionMessage(flags: string, first: string | undefined, second: string | undefined): string {
  const values = first === undefined || second === undefined ? '' : ` ('${first}', then '${second}')`;
  return `error: option '${flags}' is given twice${values}: give it once`;
}

/**
 * Makes a command refuse a repeated option, with exit 2 and one line naming
 * it. Call it once the command has all its options (a lazy subcommand's come
 * with its definition).
 *
 * @param command The command.
 */
export function refuseRepeatedOptions(command: Command): void {
  const seen = new Map<string, string | undefined>();
  for (const option of command.options) {
    if (option.variadic) continue;
    const name = option.name();
    command.on(`option:${name}`, (value?: string) => {
      if (seen.has(name)) command.error(repeatedOptionMessage(option.flags, seen.get(name), value), USAGE_ERROR);
      seen.set(name, value);
    });
  }
}
