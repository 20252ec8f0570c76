// An esbuild plugin that reads `import body from '…/docs/know-how/<id>.md?raw'`
// (a Know-How method's Markdown body, src/core/knowledge/method-bodies.ts; or
// an example sheet) as the file's text, as Vite reads `?raw`.
// Used wherever esbuild bundles the core: the CLI (build-cli.mjs) and the benches.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const rawText = {
  name: 'raw-text',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
  },
};
