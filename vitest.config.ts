import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Core, machines and CLI run in node; the React app runs in jsdom.
// A test's time limit is a guard against a hang, not a speed check (speed is
// measured by `npm run bench`): 30 s, so a busy CI machine does not fail a
// property run or a CLI process that is merely slow.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/{core,machines,cli}/**/*.test.ts'],
            globalSetup: ['tests/cli/build-cli.global-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            include: ['tests/app/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup-app.ts'],
          },
        },
      ],
      typecheck: { enabled: true, include: ['tests/**/*.test-d.ts'] },
    },
  }),
);
