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
import { resolve } from 'node:path';
import { build } from 'esbuild';

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

/**
 * `import body from '…/docs/know-how/<id>.md?raw'` (a Know-How entry's
 * Markdown body) as the file's text, as Vite reads `?raw`.
 */
const rawText = {
  name: 'raw-text',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
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
