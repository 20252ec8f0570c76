// `duct-calc check` streaming bench (issue 4): a generated 1,000,000-row
// imperial sheet, checked by the built CLI as a real process, against a plain
// `readline` loop that splits each row and solves it with the same core
// `solveDuct` (bundled by esbuild), run as a process in the same bench run.
// Prints rows/s, peak RSS and the ratio. Targets: the default text report
// ≤ 2× the baseline's time; peak RSS < 150 MB for text and json (json's time
// is printed for information: it writes every row, the baseline writes none).
// Each side runs ROUNDS times, alternating; the median time counts, so a busy
// machine slows both alike.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { MAX_RSS_PRELOAD, measure, median } from './process-run.mjs';

const ROWS = 1_000_000;
const ROUNDS = 3;
const MAX_RATIO = 2;
const MAX_RSS_MB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(root, 'dist/cli/duct-calc.cjs');

/** A passing plant-like sheet: every velocity ≥ 4100 ft/min, a quarter each of blank q, v, d and full rows. */
async function writeSheet(file) {
  const out = createWriteStream(file);
  out.write('tag,q,v,d\r\n');
  for (let i = 0; i < ROWS; i += 1) {
    const diameterIn = 6 + (i % 19);
    const velocityFpm = 4100 + (i % 7) * 100;
    const airflowCfm = (velocityFpm * Math.PI * (diameterIn / 12) ** 2) / 4;
    const cells = [`"B-${i}"`, airflowCfm.toFixed(1), String(velocityFpm), String(diameterIn)];
    if (i % 4 < 3) cells[1 + (i % 4)] = '';
    if (!out.write(`${cells.join(',')}\r\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const BASELINE_SOURCE = `
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { solveDuct } from './src/core/duct/solve.ts';
import { toSiUnits } from './src/core/duct/units.ts';
const keys = ['airflowM3s', 'velocityMps', 'diameterM'];
const quantities = ['airflow', 'velocity', 'diameter'];
let rows = 0, failed = 0, header = true;
for await (const line of createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity })) {
  if (header) { header = false; continue; }
  const cells = line.split(',');
  const inputs = {};
  let blank = 'velocity';
  for (let k = 0; k < 3; k += 1) {
    const text = cells[k + 1].trim();
    if (text === '') blank = quantities[k];
    else inputs[keys[k]] = toSiUnits(quantities[k], Number(text), 'imperial');
  }
  rows += 1;
  if (solveDuct(blank, inputs).status !== 'success') failed += 1;
}
console.log(JSON.stringify({ rows, failed }));
`;

const rate = (seconds) => `${Math.round(ROWS / seconds).toLocaleString('en-US')} rows/s`;

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-bench-'));
  try {
    const sheet = path.join(dir, 'plant-1m.csv');
    const baseline = path.join(dir, 'baseline.mjs');
    const preload = path.join(dir, 'max-rss.cjs');
    await once(spawn(process.execPath, [path.join(root, 'scripts/build-cli.mjs')], { cwd: root, stdio: 'inherit' }), 'close');
    await writeSheet(sheet);
    await writeFile(preload, MAX_RSS_PRELOAD);
    await build({
      stdin: { contents: BASELINE_SOURCE, resolveDir: root, loader: 'ts', sourcefile: 'baseline.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: baseline,
      logLevel: 'warning',
    });
    const checkArgs = (format) => [bundle, 'check', sheet, '--imperial', '--transport', 'average-industrial-dust', '--format', format];

    const runs = { baseline: [], text: [], json: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.baseline.push(await measure(preload, [baseline, sheet]));
      runs.text.push(await measure(preload, checkArgs('text')));
      runs.json.push(await measure(preload, checkArgs('json')));
    }

    const base = median(runs.baseline.map((r) => r.seconds));
    console.log(`sheet: ${ROWS.toLocaleString('en-US')} rows; ${ROUNDS} rounds, median time`);
    console.log(`baseline readline + solveDuct: ${base.toFixed(2)} s, ${rate(base)}, peak RSS ${Math.max(...runs.baseline.map((r) => r.rssMb)).toFixed(0)} MB`);
    let ok = JSON.parse(runs.baseline[0].lastLine).rows === ROWS;
    for (const format of ['text', 'json']) {
      const seconds = median(runs[format].map((r) => r.seconds));
      const rssMb = Math.max(...runs[format].map((r) => r.rssMb));
      const ratio = seconds / base;
      const last = runs[format][0].lastLine;
      const counted = format === 'json' ? JSON.parse(`{${last.slice(last.indexOf('"summary"'))}`).summary.rows : Number(/(\d+) rows checked/.exec(last)?.[1]);
      const exitCodes = [...new Set(runs[format].map((r) => r.code))].join(',');
      // The time target is for the default report; json writes every row, which the baseline never does.
      const timed = format === 'text';
      const verdict = (!timed || ratio <= MAX_RATIO) && rssMb < MAX_RSS_MB && counted === ROWS && exitCodes === '0';
      ok &&= verdict;
      const targets = timed ? `≤ ${MAX_RATIO}×, < ${MAX_RSS_MB} MB` : `< ${MAX_RSS_MB} MB; time for information`;
      console.log(
        `duct-calc check --format ${format}: ${seconds.toFixed(2)} s, ${rate(seconds)}, peak RSS ${rssMb.toFixed(0)} MB, ` +
          `${ratio.toFixed(2)}× baseline, ${counted} rows reported, exit ${exitCodes} (targets ${targets}): ${verdict ? 'ok' : 'MISSED'}`,
      );
    }
    return ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await run()) ? 0 : 1;
}
