// The real `bin/duct-calc` as a process, as a user or a script runs it. The
// node test project's globalSetup builds the bundle first.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'vitest';
import { version } from '../../../package.json';
import { siValueOf, solveDuct } from '../../../src/core/duct/solve.ts';
import { formatNumber } from '../../../src/core/format/number.ts';
import { toDisplayUnits, toSiUnits } from '../../../src/core/duct/units.ts';
import { BIN, runProcess } from '../shared/harness.ts';
import { BAD_INPUT_CASES, WORKED_EXAMPLE } from './cases.ts';

// Concurrent: each case is a separate process, so they can overlap.
describe.concurrent('duct-calc as a process', () => {
  it('prints the worked example: 2118 CFM at 4000 ft/min needs a 9.85 in duct', async ({ expect }) => {
    const run = await runProcess(WORKED_EXAMPLE.args);

    expect(run).toEqual({ stdout: WORKED_EXAMPLE.stdout, stderr: '', exitCode: 0 });
  });

  it('solves velocity in metric by default, marking the solved row', async ({ expect }) => {
    const expected = solveDuct('velocity', { airflowM3s: 1, diameterM: 0.25 });
    if (expected.status !== 'success') throw new Error('the core cannot solve the example');

    const run = await runProcess(['--solve', 'velocity', '--q', '1', '--d', '0.25']);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    const rows = run.stdout.trimEnd().split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(new RegExp(`^Velocity \\(V\\) +${formatNumber(expected.data.velocityMps, 'table')} m/s +\\(solved\\)$`));
    expect(rows[1]).toMatch(/^Diameter \(D\) +0\.25 m$/);
    expect(rows[2]).toMatch(/^Airflow \(Q\) +1\.00 m³\/s$/);
  });

  it('gives the same table with --metric as without it', async ({ expect }) => {
    const args = ['--solve', 'airflow', '--v', '20', '--d', '0.5'];

    const [plain, metric] = await Promise.all([runProcess(args), runProcess([...args, '--metric'])]);

    expect(metric).toEqual(plain);
    expect(plain.stdout).toContain('(solved)');
  });

  it.for([
    ['metric', ['--solve', 'diameter', '--q', '1', '--v', '20']],
    ['imperial', ['--solve', 'diameter', '--q', '2118', '--v', '4000', '--imperial']],
  ] as const)('prints --json in %s units at full precision', async ([unitSystem, args], { expect }) => {
    const airflow = Number(args[3]);
    const velocity = Number(args[5]);
    const expected = solveDuct('diameter', {
      airflowM3s: toSiUnits('airflow', airflow, unitSystem),
      velocityMps: toSiUnits('velocity', velocity, unitSystem),
    });
    if (expected.status !== 'success') throw new Error('the core cannot solve the example');
    const units = unitSystem === 'metric' ? ['m/s', 'm', 'm³/s'] : ['ft/min', 'in', 'CFM'];

    const run = await runProcess([...args, '--json']);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(run.stdout)).toEqual({
      solve: 'diameter',
      unitSystem,
      velocity: { value: velocity, unit: units[0] },
      diameter: {
        value: toDisplayUnits('diameter', siValueOf(expected.data, 'diameter')!, unitSystem),
        unit: units[1],
      },
      airflow: { value: airflow, unit: units[2] },
    });
  });

  it('solves a diameter of 1.128e154 m from 1e308 m³/s at 1 m/s: scientific in the table, full precision in --json', async ({
    expect,
  }) => {
    const args = ['--solve', 'diameter', '--q', '1e308', '--v', '1'];
    const exactDiameterM = 2 * Math.sqrt(1e308 / Math.PI); // √(4Q/(πV)) with V = 1, no intermediate overflow here

    const [table, json] = await Promise.all([runProcess(args), runProcess([...args, '--json'])]);

    expect(table).toEqual({
      stdout: ['Velocity (V)          1.00 m/s', 'Diameter (D)   1.1284e+154 m      (solved)', 'Airflow (Q)    1.0000e+308 m³/s', ''].join('\n'),
      stderr: '',
      exitCode: 0,
    });
    expect(json.exitCode).toBe(0);
    const diameterM: number = JSON.parse(json.stdout).diameter.value;
    expect(Math.abs(diameterM / exactDiameterM - 1)).toBeLessThanOrEqual(4 * Number.EPSILON);
  });

  it('solves velocity through a duct whose D² is subnormal (1e-300 m³/s, D = 1e-160 m) to full precision', async ({ expect }) => {
    const run = await runProcess(['--solve', 'velocity', '--q', '1e-300', '--d', '1e-160', '--json']);

    expect(run.exitCode).toBe(0);
    // V = 4Q/(πD²) = 4e20/π exactly in decimal, so the check needs no subnormal intermediate.
    expect(Math.abs(JSON.parse(run.stdout).velocity.value / (4e20 / Math.PI) - 1)).toBeLessThanOrEqual(4 * Number.EPSILON);
  });

  it('rounds half away from zero on the decimal: 19.685 in shows as 19.69, not 19.68', async ({ expect }) => {
    const run = await runProcess(['--solve', 'airflow', '--v', '4000', '--d', '19.685', '--imperial']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout.split('\n')[1]).toMatch(/^Diameter \(D\) +19\.69 in$/);
  });

  it('shows usage, every option and examples with --help', async ({ expect }) => {
    const run = await runProcess(['--help']);

    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: duct-calc \[options\]/);
    for (const option of ['--solve <quantity>', '--q <airflow>', '--v <velocity>', '--d <diameter>', '--metric', '--imperial', '--json', '--version']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).toContain('Examples:');
    expect(run.stdout).toContain('$ duct-calc --solve diameter --q 2118 --v 4000 --imperial');
  });

  it("prints package.json's version with --version", async ({ expect }) => {
    const run = await runProcess(['--version']);

    expect(run).toEqual({ stdout: `${version}\n`, stderr: '', exitCode: 0 });
  });

  it('ends quietly when the reader closes the pipe first (duct-calc … | head -1)', async ({ expect }) => {
    const child = spawn(BIN, WORKED_EXAMPLE.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    const [exitCode] = await once(child, 'close');

    expect({ stderr, exitCode }).toEqual({ stderr: '', exitCode: 0 });
  });

  it.for(BAD_INPUT_CASES)('rejects $kind with one line on stderr and exit code 2', async ({ args, stderr }, { expect }) => {
    const run = await runProcess(args);

    expect(run).toEqual({ stdout: '', stderr: `${stderr}\n`, exitCode: 2 });
  });
});
