import { defineConfig } from '@playwright/test';
import { e2eBuildDir as outDir, e2ePort as port } from './tests/e2e/build-dir.ts';

// Debian's Chromium, never a downloaded browser. A missing binary fails the
// run at launch instead of skipping the browser tests.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  forbidOnly: true,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
