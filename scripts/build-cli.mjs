// Bundles the duct-calc CLI into one minified CommonJS file. A bundle starts
// faster than loading each ESM module (see shared TOOLCHAIN.md), and CJS
// needs no createRequire shim for commander.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/cli/duct-calc.cjs',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  logLevel: 'warning',
});
