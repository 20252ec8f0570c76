// The README's `duct-calc vent` section shows real output: each command in
// its console blocks (but the one piped to jq) prints exactly what is shown,
// on stdout or, for a refusal, on stderr with exit 2.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'vitest';
import { runProcess } from '../shared/harness.ts';

/** Each `$ npx duct-calc vent …` of the section with the lines shown after it. */
async function readmeRuns(): Promise<{ args: string[]; shown: string }[]> {
  const readme = await readFile(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const start = readme.indexOf('## Explosion protection: `duct-calc vent`');
  // To the next top-level section, whichever follows it.
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const blocks = [...section.matchAll(/```console\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    block
      .split(/^\$ /m)
      .slice(1)
      .map((run) => {
        const [command = '', ...shown] = run.split('\n');
        return { command, shown: shown.join('\n') };
      })
      .filter(({ command }) => !command.includes('|'))
      .map(({ command, shown }) => ({ args: command.split(' ').slice(2), shown })),
  );
}

describe('the README’s duct-calc vent examples', () => {
  it('print what the README shows', async ({ expect }) => {
    const runs = await readmeRuns();
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (const { args, shown } of runs) {
      const run = await runProcess(args);
      expect(run.exitCode === 0 ? run.stdout : run.stderr, args.join(' ')).toBe(shown);
    }
  });
});
