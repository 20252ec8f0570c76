// `duct-calc monitor` as a real process: the example controller export (CSV
// and .xlsx) with its built-in events found (docs/know-how/method-monitoring.md
// shows its report without the mapping and sources, in console blocks the
// console-block runner checks: tests/cli/docs), the exit codes, the JSON, the
// alarm ledger, and each unusable input named in one line (exit 2).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInProcess, runProcess } from '../shared/harness.ts';

const LOG = 'examples/collector-log.csv';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'duct-calc-monitor-'));
});

/** Writes a file in the test folder and returns its path. */
async function file(name: string, text: string): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, text);
  return target;
}

/** A steady log: a 10-minute sawtooth, one reading a minute for a day. */
function steadyLog(): string {
  const lines = ['Timestamp,Diff Press (Pa)'];
  for (let minute = 0; minute < 1440; minute += 1) lines.push(`${new Date(Date.UTC(2025, 2, 3) + minute * 60_000).toISOString()},${900 + 30 * (minute % 10)}`);
  return `${lines.join('\n')}\n`;
}

describe.concurrent('duct-calc monitor on the example export', () => {
  it('finds every event built into it and exits 1 for the warnings', async () => {
    const run = await runProcess(['monitor', LOG]);

    expect(run).toMatchObject({ exitCode: 1, stderr: '' });
    expect(run.stdout).toMatch(/^examples\/collector-log\.csv: 5,641 rows read, 5,639 analysed, 2 bad; 2025-03-03 00:00 to 2025-03-06 23:59 UTC$/m);
    expect(run.stdout).toContain('Cleaning cycles: 189, every 30.0 min');
    expect(run.stdout).toMatch(/\[residual-drift\] Residual ΔP after cleaning rises 39\.\d Pa\/d/);
    expect(run.stdout).toMatch(/\[dead-valve\] Valve 5 /);
    expect(run.stdout).toMatch(/2025-03-04 01:59 to 2025-03-04 04:00 {2}\[gap\]/);
    expect(run.stdout).toMatch(/2025-03-04 02:00 to 2025-03-04 04:00 {2}\[completeness\] 2 hours in a row/);
    expect(run.stdout).toMatch(/2025-03-05 10:00 to 2025-03-05 10:20 {2}\[air-pressure-low\]/);
    expect(run.stdout).toMatch(/ALARM {3}2025-03-06 12:59 to 2025-03-06 14:59 {2}\[step-drop\] ΔP level fell 40 % \(931 Pa → 560 Pa\)/);
    expect(run.stdout).toMatch(/ALARM {3}2025-03-06 13:25 to 2025-03-06 14:05 {2}\[leak-alarm\]/);
    expect(run.stdout).toContain('line 1502, column 2 (dP [inWC]): unreadable ΔP (expected a number): "n/a"');
    expect(run.stdout).toContain('line 2003, column 1 (Timestamp): same timestamp as the row before: not analysed');
  });

  it('reads the .xlsx of the same log to the same analysis', async () => {
    const [csv, xlsx] = await Promise.all([runProcess(['monitor', LOG, '--json']), runProcess(['monitor', 'examples/collector-log.xlsx', '--json'])]);

    const pick = (text: string) => {
      const { counts, findings, cycles, daily, completeness, valves } = JSON.parse(text);
      return { counts, findings, cycles, daily, completeness, valves };
    };
    expect(xlsx.exitCode).toBe(1);
    expect(pick(xlsx.stdout)).toEqual(pick(csv.stdout));
  });

  it('prints JSON with the counts, findings and ledger at full precision', async () => {
    const run = await runProcess(['monitor', LOG, '--json', '--alarms', 'examples/bld-alarms.csv', '--operating-hours', '2000', '--severity', 'alarm']);

    expect(run.exitCode).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json.counts).toEqual({ read: 5641, analysed: 5639, bad: 2 });
    expect(json.counts.analysed + json.counts.bad).toBe(json.counts.read);
    expect(json.findings.map((finding: { rule: string }) => finding.rule)).toEqual(['residual-drift', 'dead-valve', 'gap', 'completeness', 'out-of-order', 'air-pressure-low', 'step-drop', 'leak-alarm']);
    expect(json.findings[0]).toMatchObject({ start: '2025-03-03T00:00:00.000Z', severity: 'warning', source: expect.any(String), values: { limitPaPerDay: 10 } });
    expect(json.ledger).toEqual([expect.objectContaining({ block: '2025 H1', alarms: 3, countedHours: 4, operatingHours: 2000, fraction: 0.002, overLimit: false })]);
    expect(json.ledger[0].entries.map((entry: { countedHours: number }) => entry.countedHours)).toEqual([0, 3, 1]);
  });

  it('exits 0 when no finding reaches the severity, and 1 when one does', async () => {
    const steady = await file('steady.csv', steadyLog());

    expect(await runProcess(['monitor', steady])).toMatchObject({ exitCode: 0, stderr: '' });
    expect((await runProcess(['monitor', LOG, '--severity', 'alarm'])).exitCode).toBe(1);
    expect((await runProcess(['monitor', steady, '--severity', 'info', '--gap', '30'])).exitCode).toBe(1);
  });

  it('takes the mapping, units, time format and rules from the options', async () => {
    const log = await file('local.csv', 'Zeit;Diff\n2025-07-01 08:00:00;4,0\n2025-07-01 08:01:00;4,1\n');

    // --map takes several pairs, or repeats.
    const run = await runProcess(['monitor', log, '--map', 'Zeit=timestamp', '--map', 'Diff=dp', '--dp-unit', 'inH2O', '--time', 'local', '--zone', 'Europe/Berlin', '--json', '--min-readings-per-hour', '1']);

    expect(run.exitCode).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.mapping).toEqual({ columns: { timestamp: 0, dp: 1 }, dpUnit: 'inH2O', time: { kind: 'local', zone: 'Europe/Berlin' } });
    expect(json.completeness).toMatchObject({ firstMs: Date.UTC(2025, 6, 1, 6), minReadingsPerHour: 1 });
    expect(json.daily[0].residualDpPa).toBeCloseTo(4 * 249.08891, 9);
  });

  it('warns when no ΔP is above the stopped level, as when inH2O is read as Pa', async () => {
    const run = await runProcess(['monitor', LOG, '--dp-unit', 'Pa', '--json']);

    expect(JSON.parse(run.stdout).warnings).toEqual([expect.stringMatching(/^No ΔP above 50 Pa \(highest 4\.\d Pa read in Pa\): the collector never ran, or the ΔP unit is wrong/)]);
  });

  it('reads a CSV log from standard input', async () => {
    const run = await runInProcess(['monitor', '-', '--json'], steadyLog());

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(JSON.parse(run.stdout)).toMatchObject({ log: '-', counts: { read: 1440, analysed: 1440, bad: 0 }, cycles: { count: 143, medianIntervalS: 600 } });
  });
});

/** One line on stderr, exit 2, nothing on stdout. */
function expectRefused(run: { stdout: string; stderr: string; exitCode: number }, line: RegExp): void {
  expect(run.exitCode).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr.trimEnd()).toMatch(line);
}

describe.concurrent('duct-calc monitor refuses unusable input in one line', () => {
  it('an empty file', async () => {
    expectRefused(await runProcess(['monitor', await file('empty.csv', '')]), /^error: .*empty\.csv is empty: no header and no rows$/);
  });

  it('a header with no rows', async () => {
    expectRefused(await runProcess(['monitor', await file('header.csv', 'Timestamp,dP [Pa]\n')]), /^error: no row of .*header\.csv can be analysed; it has a header but no rows$/);
  });

  it('a wrong delimiter', async () => {
    expectRefused(await runProcess(['monitor', await file('colon.csv', 'Timestamp:dP\n2025-03-03T00:00:00Z:1000\n')]), /line 1: the header "Timestamp:dP" is one column; the delimiter must be a comma, semicolon, tab or \|$/);
  });

  it('a unit of the wrong quantity, and an unknown one', async () => {
    expectRefused(await runProcess(['monitor', LOG, '--dp-unit', 'm3/h']), /^error: line 1: ΔP unit: "m3\/h" is a unit of airflow/);
    expectRefused(await runProcess(['monitor', LOG, '--dp-unit', 'furlong']), /^error: line 1: ΔP unit: Unknown unit "furlong"/);
  });

  it('a ΔP unit that puts the readings beyond any fabric filter', async () => {
    expectRefused(await runProcess(['monitor', LOG, '--dp-unit', 'bar']), /^error: examples\/collector-log\.csv: ΔP up to [\d,]+ Pa read in bar is far above any fabric filter's \(under 25,000 Pa\): is the ΔP unit right\?$/);
  });

  it('a header that maps no ΔP column, naming the header', async () => {
    expectRefused(await runProcess(['monitor', await file('nodp.csv', 'Timestamp,Speed\n2025-03-03T00:00:00Z,1\n')]), /^error: line 1: No ΔP column is mapped in the header \(Timestamp, Speed\); map it with --map/);
  });

  it('a log no row of which can be read, naming the line and column', async () => {
    const log = await file('dates.csv', 'Timestamp,dP [Pa]\n03/03/2025 00:00,1000\n03/03/2025 00:01,1000\n');
    expectRefused(await runProcess(['monitor', log]), /^error: no row of .*dates\.csv can be analysed; line 2, column 1 \(Timestamp\): unreadable timestamp \(expected an ISO 8601 time like 2025-03-14T08:00:00Z\): "03\/03\/2025 00:00"$/);
  });

  it('a missing file, and a file that is no workbook', async () => {
    expectRefused(await runProcess(['monitor', 'no-such-log.csv']), /^error: Cannot read no-such-log\.csv: no such file$/);
    expectRefused(await runProcess(['monitor', await file('fake.xlsx', 'not a zip')]), /^error: Cannot read .*fake\.xlsx as an \.xlsx workbook: /);
  });

  it('a --map that names no column, or no role', async () => {
    expectRefused(await runProcess(['monitor', LOG, '--map', 'Pressure=dp']), /No column "Pressure" in the header \(Timestamp, dP \[inWC\], /);
    expectRefused(await runProcess(['monitor', LOG, '--map', 'Valve=speed']), /argument 'Valve=speed' is invalid\. Give column=role/);
  });

  it('rule options out of range', async () => {
    expectRefused(await runProcess(['monitor', LOG, '--step-drop', '20']), /^error: option '--step-drop <fraction>' argument '20' is invalid\. Give a fraction between 0 and 1 \(0\.2\) or a percent \(20%\)$/);
    expectRefused(await runProcess(['monitor', LOG, '--gap', '-5']), /^error: option '--gap <time>' argument '-5' is invalid\./);
    expectRefused(await runProcess(['monitor', LOG, '--time', 'local', '--zone', 'Mars/Base']), /^error: option '--zone <zone>' argument 'Mars\/Base' is invalid\./);
  });

  it('an alarm log without operating hours, or with an unreadable row', async () => {
    expectRefused(await runProcess(['monitor', LOG, '--alarms', 'examples/bld-alarms.csv']), /needs --operating-hours <h>/);
    const alarms = await file('alarms.csv', 'alarm_time,action_time,action_needed\n2025-03-03 08:00:00,,maybe\n');
    expectRefused(await runProcess(['monitor', LOG, '--alarms', alarms, '--operating-hours', '2000']), /alarms\.csv, line 2, column 3: action_needed must be yes or no: "maybe"$/);
    expectRefused(await runProcess(['monitor', LOG, '--alarms', 'examples/bld-alarms.csv', '--operating-hours', '9000']), /exceed the 4,344 h of block 2025 H1$/);
  });
});
