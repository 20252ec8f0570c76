import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. A missing binary fails the
// run at launch instead of skipping the browser tests.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

// Each run builds its own copy and serves it on its own port (E2E_PORT), so
// parallel runs never test a stale build left behind by another.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = `dist/e2e-${port}`;

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
