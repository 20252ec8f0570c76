// Bundles the duct-calc CLI into minified CommonJS files. A bundle starts
// faster than loading each ESM module (see shared TOOLCHAIN.md), and CJS
// needs no createRequire shim for commander.
//
// Each tool subcommand that program.ts defines on demand (addLazyCommand,
// `import('./<tool>/command.ts')`) is a bundle of its own, dist/cli/<tool>.cjs,
// required only when that subcommand runs: Node parses every byte of a bundle
// it loads, so one bundle holding every tool (and `ics`, `papaparse`, …) made
// every start slower as tools were added (scripts/bench/cli-start.bench.mjs).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { rawText } from './raw-text-plugin.mjs';

const CLI = 'src/cli';
const LAZY_COMMAND = /import\('\.\/([a-z-]+)\/command\.ts'\)/g;
const toolCommands = [...new Set([...readFileSync(`${CLI}/program.ts`, 'utf8').matchAll(LAZY_COMMAND)].map((match) => match[1]))];

/** `import('./<tool>/command.ts')` in program.ts → `require('./<tool>.cjs')` at run time. */
const toolBundlesExternal = {
  name: 'tool-bundles-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/[a-z-]+\/command\.ts$/ }, (args) => {
      if (!args.importer.endsWith(`${CLI}/program.ts`) || args.kind !== 'dynamic-import') return undefined;
      return { path: `./${args.path.split('/')[1]}.cjs`, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // A dynamic import becomes a require, so a tool's bundle loads as CommonJS too.
  supported: { 'dynamic-import': false },
  minify: true,
  sourcemap: 'linked',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: [`${CLI}/main.ts`], outfile: 'dist/cli/duct-calc.cjs', plugins: [toolBundlesExternal, rawText] });
await build({
  ...common,
  entryPoints: Object.fromEntries(toolCommands.map((tool) => [tool, `${CLI}/${tool}/command.ts`])),
  outdir: 'dist/cli',
  outExtension: { '.js': '.cjs' },
  plugins: [rawText],
});
