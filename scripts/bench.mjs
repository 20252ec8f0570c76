// `npm run bench`: runs every scripts/bench/*.bench.mjs in turn. Each bench
// measures against a baseline in the same process run and prints ratios,
// never absolute timings checked by a test.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort();
let failed = false;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const { run } = await import(pathToFileURL(path.join(dir, name)).href);
  const ok = await run();
  if (ok === false) failed = true;
}
process.exitCode = failed ? 1 : 0;
