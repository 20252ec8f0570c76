import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'vitest';
import { BIN } from '../shared/harness.ts';
import { consoleCommands, type ConsoleCommand } from './console-blocks.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs a shown command from the repository's root, as a reader would, feeding its `< file`. */
async function run({ args, stdin }: ConsoleCommand): Promise<{ printed: string; exitCode: number }> {
  const input = stdin === undefined ? '' : await readFile(path.join(ROOT, stdin), 'utf8');
  return new Promise((resolve) => {
    const child = execFile(BIN, args, { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ printed: stdout + stderr, exitCode: error === null ? 0 : Number(error.code) });
    });
    child.stdin?.end(input);
  });
}

describe('the commands shown in docs/know-how, run as real processes', () => {
  const shown = consoleCommands();

  it('finds the shown commands', ({ expect }) => {
    expect(shown.length).toBeGreaterThan(0);
  });

  it.concurrent.for(shown.map((command) => [`${command.file}: duct-calc ${command.args.join(' ')}`, command] as const))(
    '%s',
    async ([, command], { expect }) => {
      expect(await run(command)).toEqual({ printed: command.prints, exitCode: command.exitCode });
    },
  );
});
