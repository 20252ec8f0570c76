// Equipment monitoring in the browser (issue 22): a generated 1-million-row
// controller log (1 Hz, a 15-minute cleaning sawtooth, about 11.6 days)
// imported on /monitoring and analysed in the page's Web Worker, in headless
// Chromium. Two ratios against baselines in the same page and run:
// - time to the first drawn ΔP trend (from the file chosen to the trend's
//   canvas drawn) ÷ a bare papaparse pass over the same file on the page's
//   main thread (papaparse injected, CSP bypassed for it);
// - keystroke latency into a plain <input> while the import runs ÷ the same
//   input's while the page is idle (Event Timing, see event-timing.mjs): the
//   page must not freeze.
// The trend's ratio is reported (the issue asks for the time, not a bound; it
// includes two workers' start, the header read and core's analysis, which the
// CLI bench bounds). Target: the keystrokes' p95 during the import within 2×
// the idle p95 (a p95 under Event Timing's 16 ms floor counts as 16 ms): the
// main thread only takes progress and, once, the result and its first draw.
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { median } from './process-run.mjs';
import { CHROMIUM_LAUNCH, serveStatic } from './static-server.mjs';
import { DURATION_THRESHOLD_MS, injectPlainInput, observeKeystrokes, percentile, shown, takeDurations } from './event-timing.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'dist/bench-monitor-page');
const PAPAPARSE = path.join(ROOT, 'node_modules/papaparse/papaparse.min.js');
const ROWS = 1_000_000;
const KEYSTROKE_TARGET = 2;
const IDLE_KEYS = 40;
/** Imports, each on a fresh page, whose keystrokes are pooled: about 30 keys, so one slow key does not make the p95. */
const IMPORT_ROUNDS = 5;
const KEY_GAP_MS = 100;

/** Writes the log: ISO timestamps at 1 Hz, ΔP in Pa climbing 0.5 Pa/s and dropped by a pulse every 900 s, flow in m³/h. */
async function writeLog(file) {
  const out = createWriteStream(file);
  const start = Date.UTC(2025, 0, 6);
  const write = (text) => (out.write(text) ? undefined : new Promise((resolve) => out.once('drain', resolve)));
  await write('Timestamp,Diff Press (Pa),Flow m3/h\n');
  let batch = '';
  for (let second = 0; second < ROWS; second += 1) {
    batch += `${new Date(start + second * 1000).toISOString().slice(0, 19)}Z,${(800 + (second % 900) * 0.5).toFixed(1)},${(36000 + (second % 7)).toString()}\n`;
    if (batch.length > 1 << 20) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch);
  await new Promise((resolve) => out.end(resolve));
}

/** A bare papaparse pass over the file chosen in an injected input, on the main thread; resolves with its ms. Runs in the page. */
function bareParse() {
  const file = document.querySelector('#bench-file').files[0];
  return new Promise((resolve) => {
    const started = performance.now();
    window.Papa.parse(file, { chunkSize: 1 << 20, chunk: () => undefined, complete: () => resolve(performance.now() - started) });
  });
}

/** Notes when a file is chosen for import and when the trend's canvas is first drawn after it. Runs in the page. */
function watchImport() {
  window.benchImport = {};
  document.addEventListener('change', (event) => {
    if (event.target.type === 'file' && event.target.id !== 'bench-file') window.benchImport.chosenAt = performance.now();
  }, true);
  new MutationObserver((_, observer) => {
    if (!document.querySelector('figure[aria-label="ΔP trend"] canvas')) return;
    observer.disconnect();
    // The canvas is drawn in the frame after it is added.
    requestAnimationFrame(() => requestAnimationFrame(() => (window.benchImport.drawnAt = performance.now())));
  }).observe(document.body, { childList: true, subtree: true });
}

/** Types a key and erases it into the plain input. */
async function typeKey(page, plain) {
  await plain.press('5');
  await page.waitForTimeout(KEY_GAP_MS);
  await plain.press('Backspace');
  await page.waitForTimeout(KEY_GAP_MS);
}

export async function run() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tfca-monitor-bench-'));
  const log = path.join(dir, 'one-million-rows.csv');
  await writeLog(log);
  await build({ logLevel: 'warn', root: ROOT, build: { outDir: OUT, emptyOutDir: true, sourcemap: false } });
  const { server, origin } = await serveStatic(OUT);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}/monitoring`);
    const importInput = page.getByLabel('Import controller logs (CSV or .xlsx)');
    await importInput.waitFor({ state: 'attached' });

    // Baseline 1: a bare papaparse pass over the same file, on this page.
    await page.addScriptTag({ path: PAPAPARSE });
    await page.evaluate(() => {
      const input = Object.assign(document.createElement('input'), { type: 'file', id: 'bench-file', hidden: true });
      document.body.append(input);
    });
    await page.locator('#bench-file').setInputFiles(log);
    const bareMs = await page.evaluate(bareParse);

    // Baseline 2: keystrokes into a plain input with the page idle.
    await page.evaluate(injectPlainInput);
    const plain = page.getByLabel('Plain input');
    await page.evaluate(observeKeystrokes, DURATION_THRESHOLD_MS);
    for (let key = 0; key < IDLE_KEYS / 2; key += 1) await typeKey(page, plain);
    const idle = (await takeDurations(page)).plain;

    // The import, typing all along until the trend is drawn; in rounds on a fresh page each, so the p95 rests on
    // enough keys (one import is about a second: a handful of keys, whose p95 would be its one slowest).
    const busy = [];
    const trendTimes = [];
    let busyKeys = 0;
    for (let round = 0; round < IMPORT_ROUNDS; round += 1) {
      if (round > 0) {
        await page.goto(`${origin}/monitoring`);
        await importInput.waitFor({ state: 'attached' });
        await page.evaluate(injectPlainInput);
        await page.evaluate(observeKeystrokes, DURATION_THRESHOLD_MS);
      }
      await page.evaluate(watchImport);
      await importInput.setInputFiles(log);
      while (!(await page.evaluate(() => window.benchImport.drawnAt !== undefined))) {
        await typeKey(page, plain);
        busyKeys += 2;
      }
      busy.push(...(await takeDurations(page)).plain);
      const { chosenAt, drawnAt } = await page.evaluate(() => window.benchImport);
      trendTimes.push(drawnAt - chosenAt);
      const summary = await page.getByRole('list', { name: 'Analysis summary' }).textContent();
      if (!summary.includes(`${ROWS.toLocaleString('en-US')} rows read, ${ROWS.toLocaleString('en-US')} analysed`)) throw new Error(`the analysis did not read every row: ${summary}`);
    }

    const trendMs = median(trendTimes);
    const trendRatio = trendMs / bareMs;
    const p95 = (values, keys) => percentile(values, keys, 95);
    const idleP95 = p95(idle, IDLE_KEYS);
    const busyP95 = p95(busy, busyKeys);
    const keyRatio = (busyP95 ?? DURATION_THRESHOLD_MS) / (idleP95 ?? DURATION_THRESHOLD_MS);
    const keysOk = keyRatio <= KEYSTROKE_TARGET;
    console.log(`${ROWS.toLocaleString('en-US')}-row log imported and analysed in the worker, headless Chromium:`);
    console.log(`  bare papaparse pass (baseline)  ${bareMs.toFixed(0)} ms`);
    console.log(`  first drawn ΔP trend            ${trendMs.toFixed(0)} ms (median of ${IMPORT_ROUNDS} imports): ratio ${trendRatio.toFixed(2)}× the bare pass (reported)`);
    console.log(`  keystroke p95, page idle        ${shown(idleP95)} (${IDLE_KEYS} keys)`);
    console.log(`  keystroke p95, during import    ${shown(busyP95)} (${busyKeys} keys over ${IMPORT_ROUNDS} imports): ratio ${keyRatio.toFixed(2)}× (target ≤ ${KEYSTROKE_TARGET}×): ${keysOk ? 'ok' : 'OVER TARGET'}`);
    return keysOk;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
