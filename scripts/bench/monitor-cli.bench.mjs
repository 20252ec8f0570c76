// `duct-calc monitor` streaming bench (issue 22): a generated 10,000,000-row
// controller log at 1 Hz (about 116 days: timestamp, ΔP in Pa with a
// cleaning sawtooth, flow, the valve fired) analysed by the built CLI as a
// real process, against a bare papaparse pass over the same file (the same
// streaming parse, rows counted and nothing else), run as a process in the
// same bench run. Prints rows/s, peak RSS and the ratio. Targets: ≤ 2× the
// baseline's CPU time (user + system: the work done, which other processes on
// a busy machine do not inflate the way they do wall time; wall time is
// printed too), and flat memory: peak RSS < 300 MB whatever the log's length
// (the monitor keeps no series in the CLI). Each side runs ROUNDS times,
// alternating; the median counts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { MAX_RSS_PRELOAD, measure, median } from './process-run.mjs';

const ROWS = Number(process.env.MONITOR_BENCH_ROWS ?? 10_000_000);
const ROUNDS = 3;
const MAX_RATIO = 2;
const MAX_RSS_MB = 300;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(root, 'dist/cli/duct-calc.cjs');

/** One reading a second: a 10-minute sawtooth that valves 1–8 bring down in its last 8 seconds, one a second. */
async function writeLog(file) {
  const out = createWriteStream(file);
  out.write('Timestamp,dP [Pa],Flow [m3/h],Valve\n');
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < ROWS; i += 1) {
    const phase = i % 600;
    const firing = phase >= 592 ? phase - 591 : 0;
    const valve = firing === 0 ? '' : String(firing);
    const dp = (firing === 0 ? 900 + phase * 0.5 + (i % 7) : 1196 - firing * 37).toFixed(1);
    const line = `${new Date(start + i * 1000).toISOString()},${dp},${36000 + (i % 11)},${valve}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const BASELINE_SOURCE = `
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';
let rows = 0;
await new Promise((resolve, reject) => {
  Papa.parse(createReadStream(process.argv[2]), { delimiter: ',', chunk(results) { rows += results.data.length; }, complete: resolve, error: reject });
});
console.log(JSON.stringify({ rows }));
`;

const rate = (seconds) => `${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s`;

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'monitor-bench-'));
  try {
    const log = path.join(dir, 'collector-1hz.csv');
    const baseline = path.join(dir, 'baseline.mjs');
    const preload = path.join(dir, 'max-rss.cjs');
    await once(spawn(process.execPath, [path.join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' }), 'close');
    await writeLog(log);
    await writeFile(preload, MAX_RSS_PRELOAD);
    await build({ stdin: { contents: BASELINE_SOURCE, resolveDir: root, sourcefile: 'baseline.mjs' }, bundle: true, platform: 'node', format: 'esm', outfile: baseline, logLevel: 'warning' });

    const runs = { baseline: [], monitor: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.baseline.push(await measure(preload, [baseline, log]));
      runs.monitor.push(await measure(preload, [bundle, 'monitor', log, '--json', '--severity', 'alarm']));
    }

    const base = median(runs.baseline.map((r) => r.cpuSeconds));
    const cpuSeconds = median(runs.monitor.map((r) => r.cpuSeconds));
    const baseWall = median(runs.baseline.map((r) => r.seconds));
    const wall = median(runs.monitor.map((r) => r.seconds));
    const rssMb = Math.max(...runs.monitor.map((r) => r.rssMb));
    const ratio = cpuSeconds / base;
    const counted = JSON.parse(runs.monitor[0].lastLine).counts;
    const parsed = JSON.parse(runs.baseline[0].lastLine).rows;
    const exitCodes = [...new Set(runs.monitor.map((r) => r.code))].join(',');
    const ok = ratio <= MAX_RATIO && rssMb < MAX_RSS_MB && counted.read === ROWS && counted.analysed === ROWS && parsed === ROWS + 1 && exitCodes === '0';
    console.log(`log: ${ROWS.toLocaleString('en-US')} rows at 1 Hz; ${ROUNDS} rounds, medians`);
    console.log(`baseline papaparse pass: CPU ${base.toFixed(2)} s, wall ${baseWall.toFixed(2)} s, ${rate(baseWall)}, peak RSS ${Math.max(...runs.baseline.map((r) => r.rssMb)).toFixed(0)} MB, ${parsed.toLocaleString('en-US')} rows with the header`);
    console.log(
      `duct-calc monitor --json: CPU ${cpuSeconds.toFixed(2)} s, wall ${wall.toFixed(2)} s, ${rate(wall)}, peak RSS ${rssMb.toFixed(0)} MB, ` +
        `${ratio.toFixed(2)}× the baseline's CPU time (wall ${(wall / baseWall).toFixed(2)}×), ` +
        `${counted.read.toLocaleString('en-US')} rows read, ${counted.analysed.toLocaleString('en-US')} analysed, exit ${exitCodes} ` +
        `(targets ≤ ${MAX_RATIO}×, < ${MAX_RSS_MB} MB): ${ok ? 'ok' : 'MISSED'}`,
    );
    return ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await run()) ? 0 : 1;
}
