import { expect, test } from '@playwright/test';
import { paths } from '../../src/app/paths.ts';

/** The 404 page logs the missing path on purpose (spec §2); that is its only console error. */
const NOT_FOUND = '/no-such-page';
const NOT_FOUND_LOG = `404 Error: User attempted to access non-existent route: ${NOT_FOUND}`;

declare global {
  interface Window {
    /** Every Content Security Policy violation the page saw, as "directive blocked-uri". */
    cspViolations: string[];
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the Content Security Policy holds on every route: no violation, no console error', async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/');
  const header = response?.headers()['content-security-policy'] ?? '';
  expect(header).toContain("script-src 'self';");
  expect(header).toContain("frame-ancestors 'none'");
  // The meta tag carries the same policy, less what only a header can say.
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(`${meta}; frame-ancestors 'none'`).toBe(header);

  // A Know-How entry inserts Temml's MathML as markup: it must need no script or style the policy refuses.
  const KNOW_HOW_FORMULA = `${paths.knowHow.path}/colebrook`;
  for (const path of [...Object.values(paths).map((route) => route.path), KNOW_HOW_FORMULA, NOT_FOUND]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
  }
  await expect.poll(() => errors.filter((text) => text !== NOT_FOUND_LOG)).toEqual([]);

  // The listener sees a violation when there is one: an inline script is refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  // Both the header and the meta tag refuse it, so it is reported once by each.
  await expect.poll(() => page.evaluate(() => window.cspViolations)).toEqual(['script-src-elem inline', 'script-src-elem inline']);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
