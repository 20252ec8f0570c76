import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * Layer boundaries: imports flow core → machines → app and core → cli.
 * Each layer lists what it must never import, and any module it must not
 * import for another reason (`more`, each pattern with its message).
 */
const layer = (files, groups, message, more = []) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: groups, message }, ...more] }],
  },
});

const ui = ['react', 'react-dom', 'react-dom/*', 'wouter', 'wouter/*', '@emotion/*', 'radix-ui', 'lucide-react'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  layer(
    ['src/core/**'],
    ['**/machines/**', '**/app/**', '**/cli/**', 'node:*', 'xstate', '@xstate/*', 'commander', ...ui],
    'src/core is pure TypeScript: no UI, no Node, no machines, no CLI.',
  ),
  layer(
    ['src/machines/**'],
    ['**/app/**', '**/cli/**', 'node:*', 'commander', ...ui],
    'src/machines imports core only.',
  ),
  layer(['src/app/**'], ['**/cli/**', 'node:*', 'commander'], 'src/app imports machines and core only.', [
    {
      group: ['**/core/knowledge/method-bodies.ts'],
      message: 'It holds every Know-How method body: the app loads only the one it shows (src/app/know-how/method-body.tsx).',
    },
  ]),
  layer(
    ['src/cli/**'],
    ['**/app/**', '**/machines/**', 'xstate', '@xstate/*', ...ui],
    'src/cli imports core and Node only.',
  ),
);
