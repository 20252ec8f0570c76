// Fan curve bench (issue 18): a catalogue curve of 100,000 points, its
// monotone cubic built once by the core (`fanCurveModel`), evaluated by
// `fanPressurePa` at 100,000 flows across it, against a baseline in this
// process: one linear pass over the same flows (sorted) that walks the knots
// with a moving index and evaluates the same Hermite piece, the least any
// evaluation can cost. The core finds each flow's piece by binary search, so
// it pays a factor of about log₂ n over the pass; the linear scan it replaced
// cost O(n) per flow (4.8 s for a 20,000-point curve in `duct-calc fan`).
// The two take turns; the median of ROUNDS counts (after WARMUP rounds).
// Target: ≤ 25× the linear pass (the binary search makes log₂ 100,000 ≈ 17
// comparisons per flow where the pass makes about one; a scan from the first
// knot would be some 50,000×). The operating point on the same curve (16 scan
// points per interval, each an evaluation) is printed beside it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const POINTS = 100_000;
const ROUNDS = 15;
const WARMUP = 3;
const TARGET_RATIO = 25;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ENTRY = `
import { fanCurveModel, fanPressurePa } from './src/core/fan/fan-curve.ts';
import { operatingPoint } from './src/core/fan/operating-point.ts';

/** A falling catalogue curve: 0.05 to 10 m³/s, 3000 Pa at shut-off. */
export function curvePoints(count) {
  return Array.from({ length: count }, (_, k) => {
    const flow = 0.05 + (9.95 * k) / (count - 1);
    return { flow, pressure: 3000 - 25 * flow * flow };
  });
}

/** Flows across the curve, sorted, each inside a piece (not on a knot). */
export function flowsAcross(points, count) {
  const first = points[0].flow;
  const span = points.at(-1).flow - first;
  return Array.from({ length: count }, (_, k) => first + (span * (k + 0.37)) / count);
}

export const model = (points) => fanCurveModel(points);

export function evaluateAll(curve, flows) {
  let sum = 0;
  for (const flow of flows) sum += fanPressurePa(curve, flow);
  return sum;
}

/** The baseline: one pass, the piece found by moving an index forward, the same Hermite formula. */
export function linearPass(curve, flows) {
  const { xs, ys, slopes } = curve.pressure;
  let k = 0;
  let sum = 0;
  for (const x of flows) {
    while (k < xs.length - 2 && x > xs[k + 1]) k += 1;
    const h = xs[k + 1] - xs[k];
    const t = (x - xs[k]) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    sum += (2 * t3 - 3 * t2 + 1) * ys[k] + (t3 - 2 * t2 + t) * h * slopes[k] + (-2 * t3 + 3 * t2) * ys[k + 1] + (t3 - t2) * h * slopes[k + 1];
  }
  return sum;
}

/** The operating point against a quadratic system curve through the middle of the fan curve. */
export function meet(curve) {
  return operatingPoint(curve, { fixedPa: 0, linearPaPerM3s: 0, quadraticPaPerM3s2: 80 });
}
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fan-curve-bench-'));
  try {
    const outfile = path.join(dir, 'fan-curve.mjs');
    await build({
      stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'fan-curve-bench.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    const { curvePoints, flowsAcross, model, evaluateAll, linearPass, meet } = await import(pathToFileURL(outfile).href);
    const points = curvePoints(POINTS);
    const flows = flowsAcross(points, POINTS);
    let started = performance.now();
    const curve = model(points);
    const buildMs = performance.now() - started;
    const times = { core: [], linear: [], meet: [] };
    let same = true;
    let meeting;
    for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
      started = performance.now();
      const core = evaluateAll(curve, flows);
      const coreMs = performance.now() - started;
      started = performance.now();
      const linear = linearPass(curve, flows);
      const linearMs = performance.now() - started;
      started = performance.now();
      meeting = meet(curve);
      const meetMs = performance.now() - started;
      same &&= core === linear;
      if (round < WARMUP) continue;
      times.core.push(coreMs);
      times.linear.push(linearMs);
      times.meet.push(meetMs);
    }
    const coreMs = median(times.core);
    const linearMs = median(times.linear);
    const ratio = coreMs / linearMs;
    const ok = same && ratio <= TARGET_RATIO && meeting.status === 'meets';
    console.log(`fan curve: ${POINTS.toLocaleString('en-US')} points, model built once in ${buildMs.toFixed(1)} ms; ${POINTS.toLocaleString('en-US')} flows; ${ROUNDS} rounds, median`);
    console.log(`baseline (one linear pass over the sorted flows): ${linearMs.toFixed(2)} ms`);
    console.log(`fanPressurePa at each flow: ${coreMs.toFixed(2)} ms, ${ratio.toFixed(2)}× the linear pass (target ≤ ${TARGET_RATIO}×), same values: ${same ? 'yes' : 'NO'}: ${ok ? 'ok' : 'MISSED'}`);
    console.log(`operating point on the same curve (${(16 * (POINTS - 1)).toLocaleString('en-US')} scan points): ${median(times.meet).toFixed(1)} ms, ${(median(times.meet) / linearMs).toFixed(1)}× the linear pass`);
    return ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await run()) ? 0 : 1;
}
