// Start-up of `duct-calc --solve …` as a ratio of a bare `node -e ''`, both
// measured in this run, interleaved so machine load affects both alike.
// Target (issue 2, item 7): the CLI's median is at most 1.3× node's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = path.join(ROOT, 'bin/duct-calc');
const BUNDLE = path.join(ROOT, 'dist/cli/duct-calc.cjs');
const CLI_ARGS = ['--solve', 'diameter', '--q', '2118', '--v', '4000', '--imperial'];
const TARGET_RATIO = 1.3;
const WARM_UP_RUNS = 5;
const RUNS = 40;

/** Wall-clock milliseconds of one child process; throws if it fails. */
function timeRun(args) {
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, args, { encoding: 'utf8' });
  const elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited ${child.status}: ${child.stderr}`);
  return elapsedMs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs the bench; returns false when the CLI is slower than the target ratio. */
export async function run() {
  if (!existsSync(BUNDLE)) {
    console.log('dist/cli/duct-calc.cjs is missing: run `npm run build:cli` first');
    return false;
  }
  const baseline = ['-e', ''];
  const cli = [BIN, ...CLI_ARGS];
  for (let i = 0; i < WARM_UP_RUNS; i += 1) {
    timeRun(baseline);
    timeRun(cli);
  }
  const baselineMs = [];
  const cliMs = [];
  for (let i = 0; i < RUNS; i += 1) {
    baselineMs.push(timeRun(baseline));
    cliMs.push(timeRun(cli));
  }
  const ratio = median(cliMs) / median(baselineMs);
  console.log(`node -e '':                median ${median(baselineMs).toFixed(1)} ms over ${RUNS} runs`);
  console.log(`duct-calc ${CLI_ARGS.join(' ')}: median ${median(cliMs).toFixed(1)} ms`);
  console.log(`ratio ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×): ${ratio <= TARGET_RATIO ? 'ok' : 'OVER TARGET'}`);
  return ratio <= TARGET_RATIO;
}
