// `duct-calc explain` as a real process, and every worked example's command
// as a user copies it from its entry: the figure it prints and its link. The
// full `duct-calc explain colebrook` output is shown, and run, in
// docs/know-how/method-know-how.md (tests/cli/docs).
import { describe, it } from 'vitest';
import { KNOWLEDGE_ENTRIES } from '../../../src/core/knowledge/catalogue.ts';
import { runProcess } from '../shared/harness.ts';

const examples = KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === 'example');
/** The examples whose tool keeps its inputs in its page's link (all but the Maintenance Schedule's). */
const linked = examples.filter((example) => example.link !== undefined);

/** The rest of the first line that starts with the label, runs of spaces collapsed; '' when none does. */
function figureLine(stdout: string, label: string): string {
  // An indented line counts too: the monitor's ledger prints its blocks under a heading.
  const line = stdout.split('\n').map((text) => text.trimStart()).find((text) => text.startsWith(label));
  return line === undefined ? '' : line.slice(label.length).trim().replace(/ +/g, ' ');
}

describe.concurrent('duct-calc explain as a process', () => {
  it('prints the Colebrook formula with its symbols, source, tools and worked example', async ({ expect }) => {
    const run = await runProcess(['explain', 'colebrook']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Colebrook friction factor \(formula: colebrook\)\n/);
    expect(run.stdout).toContain('  1/√f = −2 log₁₀(ε/(3.7D) + 2.51/(Re√f))\n');
    expect(run.stdout).toMatch(/\n {2}ε +absolute roughness \[m\]\n/);
    expect(run.stdout).toContain('\nSource: ASHRAE Handbook—Fundamentals, 2021, ch. 21');
    expect(run.stdout).toContain('\n  Pressure loss: duct-calc friction, /ducting-calculator\n');
    expect(run.stdout).toContain('\n  $ duct-calc size --q 1000 --friction-rate 0.1 --imperial\n');
  });

  it('finds the entry through a typo and a synonym', async ({ expect }) => {
    const [typo, synonym] = await Promise.all([runProcess(['explain', 'colbrook']), runProcess(['explain', 'K_St'])]);

    expect(typo.stdout).toMatch(/^Colebrook friction factor \(formula: colebrook\)\n/);
    expect(synonym.stdout).toMatch(/^KSt: deflagration index \(term: kst\)\n/);
  });

  it('prints a table from the core’s data', async ({ expect }) => {
    const run = await runProcess(['explain', 'transport-velocities']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/\n {2}average-industrial-dust +average industrial dust +3500–4000 ft\/min +18–20 m\/s\n/);
  });

  it('prints the entry as one line of JSON with --json', async ({ expect }) => {
    const run = await runProcess(['explain', 'colebrook', '--json']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ kind: 'formula', id: 'colebrook', check: '✔', tools: expect.arrayContaining(['friction']) });
  });

  it('lists the ids of one kind with --list', async ({ expect }) => {
    const run = await runProcess(['explain', '--list', 'example']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(examples.length);
    expect(run.stdout).toMatch(/^example-\S+ +example +/);
  });

  it('refuses a term no entry matches: one line naming it and the nearest entries, exit 2, nothing on stdout', async ({ expect }) => {
    const run = await runProcess(['explain', 'wobble', 'gizmo']);

    expect(run).toMatchObject({ exitCode: 2, stdout: '' });
    expect(run.stderr).toMatch(/^error: no Know-How entry matches 'wobble gizmo'; nearest: [a-z0-9-]+, [a-z0-9-]+, [a-z0-9-]+ \(duct-calc explain --list lists every entry\)\n$/);
  });

  it.for(examples.map((example) => [example.id, example] as const))('%s: its command prints the figure', async ([, example], { expect }) => {
    const run = await runProcess(example.cli.args);

    expect(run.exitCode).toBe(example.cli.exitCode ?? 0);
    expect(figureLine(run.stdout, example.figure)).toBe(example.cli.prints);
  });

  it.for(linked.map((example) => [example.id, example] as const))('%s: its link is the command’s --link', async ([, example], { expect }) => {
    const link = await runProcess([...example.cli.args, '--link']);

    expect(link).toMatchObject({ exitCode: 0, stdout: `${example.link}\n` });
  });
});
