import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--headless', '--no-sandbox'] });
const [url, out, w, ...ys] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: 1000 } });
await page.goto(url); await page.waitForTimeout(1500);
for (const y of ys) { await page.evaluate((y) => window.scrollTo(0, Number(y)), y); await page.waitForTimeout(300); await page.screenshot({ path: `${out}-${y}.png` }); }
await browser.close();
