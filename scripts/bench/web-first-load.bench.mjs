// First-visit budget of the web app: a visit to `/` may load at most 100 KB
// of gzipped JavaScript (issue #2, item 7). Builds the app, serves it, opens
// `/` in Debian's Chromium and sums every script the page really requested,
// gzipped. In the same run it builds and measures an empty React 19 app as
// the baseline, so the figure can be read as a ratio, not only in bytes.
// Then a Know-How method entry opened from a tool's link, straight from its
// address: it must load its own Markdown body and no other (one chunk per
// docs/know-how file), within its own budget, printed as a ratio to `/`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, serveStatic } from './static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_OUT = path.join(ROOT, 'dist/bench-web');
const BASELINE_SRC = path.join(ROOT, 'dist/bench-web-baseline-src');
const BASELINE_OUT = path.join(ROOT, 'dist/bench-web-baseline');
/** The budget, in bytes of gzipped JavaScript (1 KB = 1000 bytes, as Vite reports sizes). */
export const BUDGET_BYTES = 100_000;
/** A method entry's page, its body among the longest, and its budget (the tables' and examples' core modules make most of it). */
const ENTRY_ROUTE = '/process/know-how/method-fan';
const ENTRY_BUDGET_BYTES = 400_000;
/** The chunk of one method body, `docs/know-how/<id>.md` (src/app/know-how/method-body.tsx). */
const isMethodBody = (name) => /^\/assets\/method-[a-z-]+-[\w-]{8}\.js$/.test(name);

/** Opens the route and returns each script Chromium loaded, with its gzipped size. */
async function measureVisit(browser, dir, route = '/') {
  const { server, origin } = await serveStatic(dir);
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const scripts = [];
    for (const response of responses) {
      const body = await response.body();
      scripts.push({ name: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
    }
    return scripts;
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** An app that renders one element with React 19 and nothing else. */
function writeBaselineApp() {
  mkdirSync(BASELINE_SRC, { recursive: true });
  writeFileSync(
    path.join(BASELINE_SRC, 'index.html'),
    '<!doctype html><html><head><link rel="icon" href="data:,"></head><body><div id="root"></div>' +
      '<script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(BASELINE_SRC, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'baseline'));\n",
  );
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (scripts) => scripts.reduce((total, script) => total + script.gzipBytes, 0);

/** Prints the method entry's load and says whether it holds one body and stays within its budget. */
function entryPageOk(scripts, firstVisitBytes) {
  const bytes = sum(scripts);
  const bodies = scripts.filter((script) => isMethodBody(script.name));
  const ok = bodies.length === 1 && bytes <= ENTRY_BUDGET_BYTES;
  console.log(`${ENTRY_ROUTE} opened from its address (gzipped JS Chromium loaded): ${kb(bytes)} in ${scripts.length} script(s), ${(bytes / firstVisitBytes).toFixed(2)}× the first visit`);
  console.log(`  method bodies loaded: ${bodies.map((script) => `${script.name} ${kb(script.gzipBytes)}`).join(', ') || 'none'} (must be its own, one)`);
  console.log(`budget ${kb(ENTRY_BUDGET_BYTES)}: ${(bytes / ENTRY_BUDGET_BYTES).toFixed(2)}× budget, ${ok ? 'within' : 'OVER'} budget${bodies.length === 1 ? '' : ', NOT one body'}`);
  return ok;
}

export async function run() {
  const quiet = { logLevel: 'warn' };
  await build({ ...quiet, root: ROOT, build: { outDir: APP_OUT, emptyOutDir: true, sourcemap: false } });
  writeBaselineApp();
  await build({
    ...quiet,
    configFile: false,
    root: BASELINE_SRC,
    build: { outDir: BASELINE_OUT, emptyOutDir: true },
  });

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const appScripts = await measureVisit(browser, APP_OUT);
    const baselineScripts = await measureVisit(browser, BASELINE_OUT);
    const entryScripts = await measureVisit(browser, APP_OUT, ENTRY_ROUTE);
    const appBytes = sum(appScripts);
    const baselineBytes = sum(baselineScripts);
    const ok = appScripts.length > 0 && appBytes <= BUDGET_BYTES;

    console.log('first visit to / (gzipped JS Chromium loaded):');
    for (const script of appScripts) console.log(`  ${script.name.padEnd(44)} ${kb(script.gzipBytes)}`);
    console.log(`  total ${kb(appBytes)} in ${appScripts.length} script(s)`);
    const ratio = (appBytes / BUDGET_BYTES).toFixed(2);
    console.log(`budget ${kb(BUDGET_BYTES)}: ${ratio}× budget, ${ok ? 'within' : 'OVER'} budget`);
    console.log(
      `baseline, an empty React 19 app built in this run: ${kb(baselineBytes)}; ` +
        `/ is ${(appBytes / baselineBytes).toFixed(2)}× the baseline (+${kb(appBytes - baselineBytes)})`,
    );
    return ok && entryPageOk(entryScripts, appBytes);
  } finally {
    await browser.close();
  }
}
