// `duct-calc system` on a sheet whose hood rows name their hood designs
// (issue 20): a CI job regenerates the system's flows from the designs.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { runInProcess, runProcess } from '../shared/harness.ts';

const WELDING = '/hood-design?type=flanged-opening&capture-velocity=0.5&distance=200&diameter=200&transport=fumes&units=metric';
const HEADER = 'segment,to,flow,min_velocity,length,hood_type,entry_loss,other_loss,hood';
const sheet = (welding: string, weldingFlow = '') =>
  `${HEADER}\nwelding,M,${weldingFlow},,6,,0.18,,${welding}\nbench,M,1000,18,8,flanged-duct-end,0.18,,\nM,fan,,16,10,,,750,\n`;

/** The welding hood's flow as the hood design page gives it, m³/h. */
function weldingFlowM3h(): number {
  const reading = readHoodDesign({ type: 'flanged-opening', captureVelocity: '0.5', distance: '200', diameter: '200', transport: 'fumes' }, 'metric');
  if (reading.design === undefined) throw new Error(reading.issues.map(({ message }) => message).join('\n'));
  return reading.design.flowM3s * 3600;
}

type JsonSegment = { segment: string; flow: { value: number; unit: string } };

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe.concurrent('duct-calc system with hood designs', () => {
  // The command's output is checked by the console-block runner (tests/cli/docs), which runs the page's example.
  it('quotes examples/hood-system.csv exactly in the Know-How page of the sheet (method-exhaust-system-sheet)', async () => {
    const [page, example] = await Promise.all([
      readFile(path.join(ROOT, 'docs/know-how/method-exhaust-system-sheet.md'), 'utf8'),
      readFile(path.join(ROOT, 'examples/hood-system.csv'), 'utf8'),
    ]);
    const [, sheet] = /```csv\n(segment,to,flow,min_velocity,length,elbows,entry_loss,other_loss,hood,description\n[\s\S]*?)```/.exec(page)!;

    expect(sheet).toBe(example);
    expect(page).toContain('```console\n$ duct-calc system examples/hood-system.csv --metric\n');
  });

  it("designs a hood row from its design's flow, as if typed, and prints no warning", async () => {
    const flow = weldingFlowM3h();
    const [linked, typed] = await Promise.all([
      runInProcess(['system', '-', '--metric', '--json'], sheet(WELDING)),
      runInProcess(['system', '-', '--metric', '--json'], sheet(WELDING, String(flow))),
    ]);

    // The bench governs the junction by far (exit 1: a redesign is due), with the design's flow as with it typed.
    expect([linked.exitCode, typed.exitCode]).toEqual([1, 1]);
    const json = JSON.parse(linked.stdout) as { segments: JsonSegment[]; warnings: unknown[]; fan: unknown };
    expect(json.warnings).toEqual([]);
    expect(json.segments.find(({ segment }) => segment === 'welding')!.flow.value).toBeGreaterThanOrEqual(flow * (1 - 1e-12));
    expect(json.fan).toEqual((JSON.parse(typed.stdout) as { fan: unknown }).fan);
  });

  it('reads the link in any of its forms: the query alone, a full URL', async () => {
    const runs = await Promise.all(
      [WELDING, WELDING.replace('/hood-design?', ''), `https://tools.example.org${WELDING}`].map((link) => runInProcess(['system', '-', '--metric', '--json'], sheet(link))),
    );

    expect(runs.map(({ exitCode }) => exitCode)).toEqual([1, 1, 1]);
    expect(new Set(runs.map(({ stdout }) => stdout)).size).toBe(1);
  });

  it('keeps a flow given, and warns in the report where it differs from the design', async () => {
    const run = await runInProcess(['system', '-', '--metric'], sheet(WELDING, '2000'));

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(`\nwarning: Segment welding: its flow 2000 m³/h is used, not its hood design's ${Math.round(weldingFlowM3h())} m³/h\n`);
    expect(run.stdout.match(/^warning: /gm)).toHaveLength(1);
  });

  it('refuses a design that cannot be used in one line naming the file, row, column and problem, exit 2, nothing on stdout', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'duct-calc-hoods-')), 'hoods.csv');
    await writeFile(file, sheet(WELDING.replace('distance=200', 'distance=far')));
    const run = await runProcess(['system', file, '--metric']);

    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`error: ${file}: Segment welding (row 2), hood: the hood design cannot be used: Distance X: "far" does not start with a number\n`);
  });
});
