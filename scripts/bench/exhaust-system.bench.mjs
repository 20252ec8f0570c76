// Exhaust system design bench (issue 12, item 7; issue 18): two measures,
// each against a baseline in this process, the two sides taking turns and the
// median of their rounds counted (after warm-up rounds), so a busy machine
// slows both alike.
// 1. A generated 500-segment system (hoods merged two or three at a time into
//    mains, one fan), designed by the core's `designSystem`, against a tight
//    baseline of the same arithmetic: one typed-array pass that computes each
//    segment's V, VP, hood SP, ACGIH friction and fittings, sums flows and
//    takes the larger SP at each junction, with no balancing. Target: the
//    design's median under 50 ms, so the page can design on every keystroke.
//    The same system is also designed at actual gas conditions (issue 19: 120 °F,
//    3000 ft, 5 % H₂O, every third hood at its own temperature, so most mains
//    carry a mixture), against the same baseline and the same target.
// 2. The same generator at 10,000 segments, designed with `applyRedesign`
//    (every junction that needs it redesigned with smaller sizes) against the
//    plain design of the same system. The redesign is settled in the same
//    pass, so it costs a bounded factor of the design; designing the whole
//    system again after every step took over 600 s here. Target: ≤ 3×.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const SEGMENTS = 500;
const ROUNDS = 41;
/** Rounds run first and not counted, so both sides are compiled by the JIT before timing. */
const WARMUP = 10;
const TARGET_MS = 50;
const REDESIGN_SEGMENTS = 10_000;
const REDESIGN_ROUNDS = 9;
const REDESIGN_WARMUP = 2;
const REDESIGN_TARGET_RATIO = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const ENTRY = `
import { readSystem } from './src/core/exhaust-system/read-sheet.ts';
import { designSystem } from './src/core/exhaust-system/design-system.ts';

/** A deterministic generator, so every run designs the same system. */
function random(seed) {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
}

/** Gas conditions for the hot variant: the system's, and a hood's own temperature for every third hood. */
const HOT_CONDITIONS = { temperature: '120', altitude: '3000', moisture: '5' };
const hoodTemperature = (hood) => (hood % 3 === 0 ? { temperature: String(150 + ((hood * 37) % 400)) } : {});

export function generateSheet(segments, hot = false) {
  const next = random(12);
  const rows = [];
  const open = [];
  let hoods = 0, mains = 0;
  while (rows.length < segments - 1) {
    const merge = open.length >= 3 && (next() < 0.45 || rows.length + 1 >= segments - 1 - open.length);
    if (merge) {
      const count = Math.min(open.length, next() < 0.7 ? 2 : 3);
      const id = 'M' + (++mains);
      for (const taken of open.splice(Math.floor(next() * (open.length - count + 1)), count)) taken.to = id;
      const row = { segment: id, min_velocity: '3500', length: String(5 + Math.floor(next() * 25)), elbows: '1' };
      rows.push(row);
      open.push(row);
    } else {
      const row = {
        segment: 'H' + (++hoods),
        flow: String(200 + Math.floor(next() * 1200)),
        min_velocity: ['3000', '3500', '4000', '4500'][Math.floor(next() * 4)],
        length: String(2 + Math.floor(next() * 60)),
        hood_entry_loss: ['0.25', '0.49', '0.65', '0.93'][Math.floor(next() * 4)],
        elbows: String(Math.floor(next() * 3)),
        entry_loss: next() < 0.5 ? '30°' : '45°',
        ...(hot ? hoodTemperature(hoods) : {}),
      };
      rows.push(row);
      open.push(row);
    }
  }
  const collector = { segment: 'collector', to: 'fan', min_velocity: '3500', length: '10', other_loss: '4' };
  for (const row of open) row.to = 'collector';
  rows.push(collector);
  return { version: 1, units: 'imperial', friction: 'acgih', outletPressure: '0.5', ...(hot ? { conditions: HOT_CONDITIONS } : {}), segments: rows };
}

export function prepare(segments, hot = false) {
  const read = readSystem(generateSheet(segments, hot));
  if (read.status === 'error') throw new Error(read.issues[0].message);
  return read.data;
}

export function design(input, applyRedesign = false) {
  const result = designSystem(input, { applyRedesign });
  if (result.status === 'error') throw new Error(result.issues[0].message);
  return result.data;
}

/** The same arithmetic in one tight pass: the segments come in an order where each follows its inflows. */
export function baselineOf(input) {
  const n = input.segments.length;
  const index = new Map(input.segments.map((segment, i) => [segment.segment, i]));
  const to = Int32Array.from(input.segments, (segment) => (segment.to === 'fan' ? -1 : index.get(segment.to)));
  const order = [];
  const visited = new Uint8Array(n);
  const inflows = Array.from({ length: n }, () => []);
  to.forEach((target, i) => target >= 0 && inflows[target].push(i));
  const visit = (i) => { if (visited[i]) return; visited[i] = 1; for (const from of inflows[i]) visit(from); order.push(i); };
  for (let i = 0; i < n; i += 1) visit(i);
  const flow = new Float64Array(n), sp = new Float64Array(n), diameter = new Float64Array(n);
  return () => {
    flow.fill(0);
    sp.fill(0);
    let fanSp = 0;
    for (const i of order) {
      const segment = input.segments[i];
      const q = segment.flowM3s ?? flow[i];
      const d = segment.diameterM ?? Math.sqrt((4 * q) / (Math.PI * segment.minVelocityMps));
      diameter[i] = d;
      const v = (4 * q) / (Math.PI * d * d);
      const vp = (v / 0.00508 / 4005) ** 2 * 249.08891;
      const hf = (0.0307 * (v / 0.00508) ** 0.533) / (q / 4.719474432e-4) ** 0.612 / 0.3048;
      const start = segment.flowM3s === undefined ? sp[i] : (1 + segment.hoodEntryLoss) * vp;
      const end = start + hf * segment.lengthM * vp + (segment.elbows * segment.elbowLoss + segment.entryLoss) * vp + segment.otherLossPa;
      const target = to[i];
      if (target >= 0) {
        flow[target] += q;
        if (end > sp[target]) sp[target] = end;
      } else fanSp = end;
    }
    return fanSp;
  };
}
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const actionCounts = (design) =>
  Object.entries(design.junctions.reduce((count, { action }) => ({ ...count, [action]: (count[action] ?? 0) + 1 }), {}))
    .map(([action, count]) => `${count} ${action}`)
    .join(', ');

/** The redesign at 10,000 segments against the plain design of the same system. */
function benchRedesign(prepare, design) {
  const input = prepare(REDESIGN_SEGMENTS);
  const times = { plain: [], redesign: [] };
  let plain;
  let redesigned;
  for (let round = 0; round < REDESIGN_WARMUP + REDESIGN_ROUNDS; round += 1) {
    let started = performance.now();
    plain = design(input);
    const plainMs = performance.now() - started;
    started = performance.now();
    redesigned = design(input, true);
    const redesignMs = performance.now() - started;
    if (round < REDESIGN_WARMUP) continue;
    times.plain.push(plainMs);
    times.redesign.push(redesignMs);
  }
  const plainMs = median(times.plain);
  const redesignMs = median(times.redesign);
  const ratio = redesignMs / plainMs;
  const ok = ratio <= REDESIGN_TARGET_RATIO && redesigned.segments.length === REDESIGN_SEGMENTS;
  console.log(`system: ${plain.segments.length} segments, ${plain.junctions.length} junctions (${actionCounts(plain)}); ${REDESIGN_ROUNDS} rounds, median`);
  console.log(`plain design (baseline): ${plainMs.toFixed(1)} ms`);
  console.log(`with the redesign applied: ${redesigned.redesign.changes.length} sizes changed, ${redesigned.redesign.stops.length} junctions left (${actionCounts(redesigned)}); ${redesignMs.toFixed(1)} ms, ${ratio.toFixed(2)}× the plain design (target ≤ ${REDESIGN_TARGET_RATIO}×): ${ok ? 'ok' : 'MISSED'}`);
  return ok;
}

export async function run() {
  const dir = await mkdtemp(path.join(tmpdir(), 'exhaust-bench-'));
  try {
    const outfile = path.join(dir, 'exhaust.mjs');
    await build({
      stdin: { contents: ENTRY, resolveDir: root, loader: 'ts', sourcefile: 'exhaust-bench.ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    const { prepare, design, baselineOf } = await import(pathToFileURL(outfile).href);
    const input = prepare(SEGMENTS);
    const hotInput = prepare(SEGMENTS, true);
    const baseline = baselineOf(input);
    const times = { design: [], hot: [], baseline: [] };
    let last;
    let lastHot;
    for (let round = 0; round < WARMUP; round += 1) {
      design(input);
      design(hotInput);
      baseline();
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      last = design(input);
      times.design.push(performance.now() - started);
      started = performance.now();
      lastHot = design(hotInput);
      times.hot.push(performance.now() - started);
      started = performance.now();
      baseline();
      times.baseline.push(performance.now() - started);
    }
    const designMs = median(times.design);
    const hotMs = median(times.hot);
    const baselineMs = median(times.baseline);
    const ok = designMs < TARGET_MS && last.segments.length === SEGMENTS;
    const hotOk = hotMs < TARGET_MS && lastHot.segments.length === SEGMENTS;
    console.log(`system: ${last.segments.length} segments, ${last.junctions.length} junctions (${actionCounts(last)}); ${ROUNDS} rounds, median`);
    console.log(`baseline (same arithmetic, one pass, no balancing): ${baselineMs.toFixed(3)} ms`);
    console.log(`designSystem: ${designMs.toFixed(2)} ms, ${(designMs / baselineMs).toFixed(1)}× baseline (target < ${TARGET_MS} ms): ${ok ? 'ok' : 'MISSED'}`);
    console.log(`designSystem at actual conditions (mixtures at the junctions): ${hotMs.toFixed(2)} ms, ${(hotMs / baselineMs).toFixed(1)}× baseline, ${(hotMs / designMs).toFixed(2)}× the standard-air design (target < ${TARGET_MS} ms): ${hotOk ? 'ok' : 'MISSED'}`);
    return benchRedesign(prepare, design) && ok && hotOk;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = (await run()) ? 0 : 1;
}
