/**
 * The browser fuzz of issue 18: on every tool page, each text field in
 * turn (numbers, numbers with units, ids) gets each of the values below. After each one the page must hold: no
 * error boundary, no page error, no NaN, Infinity, `null` or `undefined`
 * shown, no figure left blank, and the main thread never blocked for more
 * than 200 ms (a long-task observer). One pass per field, at 1280 px.
 */
import { expect, test } from '@playwright/test';

/** What a careless or curious user types: 0, negatives, the double's edges, text, a decimal comma, nothing, a unit of another quantity. */
const VALUES = ['0', '-1', '1e-300', '1e308', '1e309', 'abc', '1,5', '', '5 kg/s'] as const;

/** Every field a user types in: numbers, numbers with units, ids and initials alike. */
const FIELDS = 'main input[type="text"]:enabled';

/** The longest a task may hold the main thread, ms. */
const LONG_TASK_LIMIT_MS = 200;

/** The tool pages, each opened on a full example so every section shows. */
const PAGES = [
  { name: 'ducting calculator', path: '/ducting-calculator' },
  { name: 'unit convertor', path: '/pressure-drop' },
  // The EPA example with a fabric and a bag pitch, so the fabric's limits and the velocities show too.
  {
    name: 'baghouse design',
    path:
      '/baghouse-design?flow=10000&temperature=275&loading=4&mmd=7&material-factor=9&application-factor=0.8&cleaning=pulse-jet' +
      '&pulse-pressure=100&k2=15&cleaning-interval=10&fabric=polyester&bag-diameter=5.125&bag-length=10&bag-pitch=6.25&units=imperial',
  },
  { name: 'fan selection', path: '/fan-selection' },
  { name: 'exhaust system design', path: '/ducting-calculator/system' },
  { name: 'hood design', path: '/hood-design' },
  { name: 'explosion protection', path: '/explosion-protection' },
  { name: 'cost estimation', path: '/cost-estimation' },
  { name: 'maintenance schedule', path: '/maintenance' },
] as const;

/** Installed before any script of the page: keeps the longest task since the last reset. */
function observeLongTasks() {
  const state = { since: Infinity, longest: 0 };
  Object.assign(window, { __longTasks: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= state.since) state.longest = Math.max(state.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Types each value into one field as a user does (the input event React
 * listens to), lets two frames paint, and lists what is wrong with the page
 * then; finally puts the field's text back. Runs in the page, so a field
 * costs one round trip. Each problem is one line naming the value.
 */
function fuzzField([FIELDS, index, values, limitMs]: [string, number, readonly string[], number]): Promise<string[]> {
  const field = document.querySelectorAll<HTMLInputElement>(FIELDS)[index];
  if (field === undefined) return Promise.resolve([]);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const type = (text: string) => {
    field.focus();
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const longTasks = (window as unknown as { __longTasks: { since: number; longest: number } }).__longTasks;
  const problemsNow = (): string[] => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (document.body.innerText.includes('Unexpected Application Error!') || !main) return ['the page fell to its error fallback'];
    if (main.innerText.includes('could not be shown')) problems.push('a section fell to its error boundary');
    const shown = main.innerText.match(/\b(NaN|Infinity|undefined|null)\b/);
    if (shown) problems.push(`the page shows "${shown[0]}"`);
    // A figure table (Figure, Value, Unit) never shows a blank value.
    for (const table of main.querySelectorAll('table')) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const valueColumn = headers.indexOf('Value');
      if (valueColumn < 0) continue;
      for (const row of table.querySelectorAll('tbody tr')) {
        if (row.children.length !== headers.length) continue;
        if ((row.children[valueColumn]?.textContent ?? '').trim() === '') problems.push(`"${row.children[0]?.textContent}" has a blank value`);
      }
    }
    if (longTasks.longest > limitMs) problems.push(`a task held the main thread for ${Math.round(longTasks.longest)} ms`);
    return problems;
  };
  const original = field.value;
  const label = (field.getAttribute('aria-label') ?? field.labels?.[0]?.innerText ?? field.name).trim();
  return (async () => {
    const problems: string[] = [];
    for (const value of values) {
      longTasks.since = performance.now();
      longTasks.longest = 0;
      type(value);
      await frames();
      problems.push(...problemsNow().map((problem) => `${label} = ${JSON.stringify(value)}: ${problem}`));
    }
    type(original);
    await frames();
    return problems;
  })();
}

test.describe('the browser fuzz at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 180_000 });

  for (const { name, path } of PAGES) {
    test(`every numeric field of the ${name} takes any text without breaking the page`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript(observeLongTasks);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const fields = page.locator(FIELDS);
      await expect(fields.first()).toBeVisible();
      // Lazy sections and charts settle before the clock starts.
      await page.waitForLoadState('networkidle');

      const problems: string[] = [];
      const count = await fields.count();
      // A field's index is re-read each time: a sheet may add or drop a row's cells as its text changes.
      for (let index = 0; index < (await fields.count()); index += 1) {
        problems.push(...(await page.evaluate(fuzzField, [FIELDS, index, VALUES, LONG_TASK_LIMIT_MS] as [string, number, readonly string[], number])));
      }
      expect(count).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
