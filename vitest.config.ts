import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Core, machines and CLI run in node; the React app runs in jsdom.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
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
