// Builds dist/cli/duct-calc.cjs and the tools' bundles once before the node test project, so the
// process tests never run a stale bundle.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function buildCli(): void {
  execFileSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: ROOT, stdio: 'inherit' });
}
