// Renders the app icons (public/icons/*.svg) to the PNG sizes the web app
// manifest and iOS ask for, with Debian's Chromium, so no image tool or
// download is needed. Run after editing an SVG: `node scripts/build-icons.mjs`.
// The PNGs are committed; the build only copies them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ICONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

/** [source SVG, output PNG, side in px]. */
const RENDERS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon-180.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [source, output, side] of RENDERS) {
    const page = await browser.newPage({ viewport: { width: side, height: side } });
    const svg = readFileSync(path.join(ICONS, source), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${side}px;height:${side}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(ICONS, output), omitBackground: true });
    await page.close();
    console.log(`${output} (${side} × ${side})`);
  }
} finally {
  await browser.close();
}
