// `duct-calc project check` as a real process: the woodshop passes in every
// format (exit 0); a copy with a stale fan fails (exit 1); an unreadable,
// corrupt or newer file is one line on stderr (exit 2) with nothing on stdout.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Project } from '../../../src/core/project/document.ts';
import { runCheckProcess, sheetFolder } from '../check/harness.ts';
import type { Editable } from '../../core/project/shop.ts';

const EXAMPLE = 'examples/shop-project.json';
const EXAMPLE_TEXT = readFileSync(EXAMPLE, 'utf8');
const JUNIT_XSD = 'tests/fixtures/junit-10.xsd';
const folder = sheetFolder();
afterAll(() => folder.cleanup());

/** The example with one change, written to a temporary file; its path. */
function writeShop(name: string, change: (project: Editable<Project>) => void): string {
  const project = JSON.parse(EXAMPLE_TEXT) as Editable<Project>;
  change(project);
  return folder.write(name, JSON.stringify(project, null, 2));
}

const staleFan = writeShop('stale-fan.json', (project) => void (project.parts.fan!.texts.flow = '2500'));
const hoodChanged = writeShop('hood-changed.json', (project) => void (project.parts.hoods![0]!.texts.flow = '600'));

/** The JSON report's shape, as the tests read it. */
interface ProjectJson {
  file: string;
  project: { name: string; revision: string; version: number; migratedFrom?: number };
  checks: { id: string; title: string; source: string; status: string; detail: string; changes?: { path: string; old?: string; new?: string; text: string }[] }[];
  summary: { checks: number; passed: number; failed: number; notApplicable: number };
}

describe.concurrent('duct-calc project check: the woodshop example', () => {
  it('text: every check passes, each with its detail and source; exit 0', async () => {
    const run = await runCheckProcess(['project', 'check', EXAMPLE]);

    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`Checking ${EXAMPLE}: Oakridge Joinery: machine shop dust collection, revision A`);
    expect(lines).toContain('pass            junction-balance: Every junction of the exhaust system is balanced');
    expect(lines).toContain('                parts.system: 5 junctions, the largest SP ratio 1.029 ≤ 1.20');
    expect(lines).toContain('                source: NFPA 660 (2025) dust hazard analysis; NFPA 68 (2018) venting, NFPA 69 (2024) prevention and isolation');
    expect(lines.at(-2)).toBe(`${EXAMPLE}: 13 checks: 13 passed, 0 failed, 0 not applicable`);
  });

  it('json: one line with every check and the counts; exit 0', async () => {
    const run = await runCheckProcess(['project', 'check', EXAMPLE, '--format', 'json']);
    const report = JSON.parse(run.stdout) as ProjectJson;

    expect(run.exitCode).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(report.project).toEqual({ name: 'Oakridge Joinery: machine shop dust collection', revision: 'A', version: 2 });
    expect(report.summary).toEqual({ checks: 13, passed: 13, failed: 0, notApplicable: 0 });
    expect(report.checks.find(({ id }) => id === 'cold-start')).toEqual({
      id: 'cold-start',
      title: 'The fan motor covers the cold start',
      source: 'AMCA Publication 201, fan laws (at constant speed P ∝ ρ); drive loss: AMCA Publication 203; motor ratings: IEC 60072-1, NEMA MG 1',
      status: 'pass',
      detail: 'parts.fan: at a cold start the motor gives 8.22 hp, within its 10.0 hp rating',
    });
  });

  it('junit: one suite, a test case per check, valid against junit-10.xsd; exit 0', async () => {
    const run = await runCheckProcess(['project', 'check', EXAMPLE, '--format', 'junit']);
    const file = folder.write('example.xml', run.stdout);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain(`<testsuite name="${EXAMPLE}" tests="13" failures="0" errors="0" skipped="0" file="${EXAMPLE}">`);
    expect(run.stdout.match(/<testcase /g)).toHaveLength(13);
    const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', JUNIT_XSD, file]);
    expect(stderr.trim()).toBe(`${file} validates`);
  });

  it('github: no annotation, the counts; exit 0', async () => {
    const run = await runCheckProcess(['project', 'check', EXAMPLE, '--format', 'github']);

    expect(run).toEqual({
      stdout: `Checking ${EXAMPLE}: Oakridge Joinery: machine shop dust collection, revision A\n${EXAMPLE}: 13 checks: 13 passed, 0 failed, 0 not applicable\n`,
      stderr: '',
      exitCode: 0,
    });
  });

  it('reads standard input for -', async () => {
    const run = await runCheckProcess(['project', 'check', '-', '--format', 'github'], EXAMPLE_TEXT);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('stdin: 13 checks: 13 passed');
  });
});

describe.concurrent('duct-calc project check: a copy with a stale fan fails, exit 1', () => {
  it('text names the field, old → new', async () => {
    const run = await runCheckProcess(['project', 'check', staleFan]);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('fail            stale-fan: Fan Selection follows Exhaust System\n                parts.fan.texts.flow: 2500 → 2778.3393\n');
    expect(run.stdout).toContain(`${staleFan}: 13 checks: 12 passed, 1 failed, 0 not applicable`);
  });

  it('json counts it', async () => {
    const run = await runCheckProcess(['project', 'check', staleFan, '--format', 'json']);
    const report = JSON.parse(run.stdout) as ProjectJson;

    expect(run.exitCode).toBe(1);
    expect(report.summary).toEqual({ checks: 13, passed: 12, failed: 1, notApplicable: 0 });
    expect(report.checks.find(({ status }) => status === 'fail')!.id).toBe('stale-fan');
  });

  it("a hood's change reads as the segment and the field, old → new; the JSON keeps the path in the file", async () => {
    const [text, json] = await Promise.all([runCheckProcess(['project', 'check', hoodChanged]), runCheckProcess(['project', 'check', hoodChanged, '--format', 'json'])]);
    const system = (JSON.parse(json.stdout) as ProjectJson).checks.find(({ id }) => id === 'stale-system')!;

    expect(text.exitCode).toBe(1);
    expect(text.stdout).toContain('stale-system: Exhaust System follows the site and Hood Design\n                table-saw hood: design flow 440 → 600 CFM\n');
    expect(system.detail).toBe('table-saw hood: design flow 440 → 600 CFM');
    expect(system.changes).toEqual([{ path: 'parts.system.segments[0].hood', old: expect.stringContaining('flow=440'), new: expect.stringContaining('flow=600'), text: system.detail }]);
  });

  it('junit has its failure, still valid', async () => {
    const run = await runCheckProcess(['project', 'check', staleFan, '--format', 'junit']);
    const file = folder.write('stale.xml', run.stdout);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('failures="1"');
    expect(run.stdout).toContain('<failure message="parts.fan.texts.flow: 2500 → 2778.3393" type="project-check">');
    const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--schema', JUNIT_XSD, file]);
    expect(stderr.trim()).toBe(`${file} validates`);
  });

  it('github annotates the file', async () => {
    const run = await runCheckProcess(['project', 'check', staleFan, '--format', 'github']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout.split('\n')[1]).toBe(`::error file=${staleFan},title=stale-fan%3A Fan Selection follows Exhaust System::parts.fan.texts.flow: 2500 → 2778.3393`);
  });

  it('a project without its vent fails explosion-vent and the plan (which has vents); skipped checks are skipped in JUnit', async () => {
    const file = writeShop('no-vent.json', (project) => {
      delete project.parts.explosion;
      delete project.parts.cost;
    });
    const run = await runCheckProcess(['project', 'check', file, '--format', 'junit']);

    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('failures="2" errors="0" skipped="2"');
    expect(run.stdout).toContain('<failure message="parts.maintenance.explosionProtection: vents → none" type="project-check">');
    expect(run.stdout).toContain('<skipped message="the project has no Cost Estimation (parts.cost)"/>');
  });
});

describe.concurrent('duct-calc project check: unusable input is one line on stderr, exit 2, nothing on stdout', () => {
  const newer = writeShop('newer.json', (project) => void ((project as { version: number }).version = 3));
  const corrupt = writeShop('corrupt.json', (project) => void (project.parts.fan!.texts.flow = '-3'));
  const notJson = folder.write('broken.json', '{"format": "tfca-project",');
  const hostile = folder.write('plant\n\u001b[31m.json', '{}');

  it.for([
    ['a newer version', [newer], `error: ${newer}: The project is of version 3, written by a newer toolkit; this one reads versions 1 to 2: update the toolkit to open it`],
    ['a corrupt value', [corrupt], `error: ${corrupt}: parts.fan.texts.flow: Design flow must be from 0.2119 to 2.119e+7 CFM, got -3`],
    ['not JSON', [notJson], `error: ${notJson}: The file is not JSON: it stops making sense at line 1, column 27`],
    ['a missing file', ['no-such.json'], 'error: cannot read no-such.json: no such file'],
    ['a folder', [folder.dir], `error: ${folder.dir} is a folder, not a project file`],
    ['a hostile file name', [hostile], `error: ${folder.dir}/plant\\n\\u001b[31m.json: The file is not a project: a project file is a JSON object with "format": "tfca-project"`],
    ['a bad format', [EXAMPLE, '--format', 'xml'], "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, junit, github."],
    ['a repeated option', [EXAMPLE, '--format', 'json', '--format', 'text'], "error: option '--format <format>' is given twice ('json', then 'text'): give it once"],
    ['no file', [], "error: missing required argument 'project'"],
  ] as const)('%s', async ([, args, line]) => {
    const run = await runCheckProcess(['project', 'check', ...args]);

    expect(run).toEqual({ stdout: '', stderr: `${line}\n`, exitCode: 2 });
  });

  it.for([
    ['no subcommand', ['project'], 'error: give a command: duct-calc project check <project> (commands: check, report, export-sheet, import-sheet)'],
    ['a misspelt subcommand', ['project', 'chek', EXAMPLE], "error: unknown command 'project chek' (commands: check, report, export-sheet, import-sheet; see duct-calc project --help)"],
  ] as const)('%s', async ([, args, line]) => {
    expect(await runCheckProcess(args)).toEqual({ stdout: '', stderr: `${line}\n`, exitCode: 2 });
  });

  it('the version 1 fixture migrates and says so', async () => {
    const run = await runCheckProcess(['project', 'check', 'tests/core/project/shop-project-v1.json', '--format', 'json']);
    const report = JSON.parse(run.stdout) as ProjectJson;

    expect(report.project.migratedFrom).toBe(1);
    // Version 1 had no temperature: the site no longer gives the sheet's 75 °F, so the system is stale.
    expect(report.checks.find(({ id }) => id === 'stale-system')).toMatchObject({ status: 'fail', detail: 'parts.system.conditions.temperature: 75 → (not given); Hood Design upstream is stale' });
    expect(run.exitCode).toBe(1);
  });
});
