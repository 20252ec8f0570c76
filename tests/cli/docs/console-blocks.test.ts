import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'vitest';
import { BIN } from '../shared/harness.ts';
import { consoleCommands, ELISION, printsPattern, type ConsoleCommand } from './console-blocks.ts';

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

  it('reads a … line as any run of whole lines, none included, and nothing else', ({ expect }) => {
    const pattern = printsPattern('Fan\n…\nFSP 7.84 inH₂O\n…\n');
    expect('Fan\nFSP 7.84 inH₂O\n').toMatch(pattern);
    expect('Fan\nsegment A\nsegment B\nFSP 7.84 inH₂O\nmotor 5 hp\n').toMatch(pattern);
    expect('Fan\nFSP 7.84 inH₂O (standard)\n').not.toMatch(pattern);
    expect('The fan\nFSP 7.84 inH₂O\n').not.toMatch(pattern);
    expect('Fan\nFSP 7.845 inH₂O\n').not.toMatch(printsPattern('Fan\nFSP 7.84 inH₂O\n'));
  });

  it.concurrent.for(shown.map((command) => [`${command.file}: duct-calc ${command.args.join(' ')}`, command] as const))(
    '%s',
    async ([, command], { expect }) => {
      const result = await run(command);
      if (!command.prints.split('\n').includes(ELISION)) expect(result).toEqual({ printed: command.prints, exitCode: command.exitCode });
      else {
        expect(result.printed).toMatch(printsPattern(command.prints));
        expect(result.exitCode).toBe(command.exitCode);
      }
    },
  );
});
