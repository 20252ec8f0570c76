import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { horizontalOverflow } from './overflow.ts';
import { VIEWPORTS } from './viewports.ts';

const field = (page: Page, label: 'Velocity (V)' | 'Airflow (Q)' | 'Diameter (D)') =>
  page.getByLabel(label, { exact: true });

async function choose(page: Page, select: 'Unit system' | 'Solve for', option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const notice = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

// The phone and the desktop; the tablet is the desktop's layout in a narrower column (screens.spec.ts checks it fits).
for (const viewport of VIEWPORTS.filter(({ width }) => width !== 768)) {
  test.describe(`ducting calculator at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto('/ducting-calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'Ducting Calculator' })).toBeVisible();
    });

    test('opens with the spec defaults and airflow 3.927 m³/s computed', async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Duct Calculator' })).toBeVisible();
      await expect(field(page, 'Velocity (V)')).toHaveValue('20');
      await expect(field(page, 'Diameter (D)')).toHaveValue('0.5');
      await expect(field(page, 'Airflow (Q)')).toHaveValue('3.927');
      await expect(field(page, 'Airflow (Q)')).toBeDisabled();
      await expect(page.getByRole('img', { name: /Duct diagram/ })).toBeVisible();
      await expect(page.getByText(/^Continuity equation: Q = V·A/)).toBeVisible();
    });

    test('recomputes as the user types and empties the result for unusable input', async ({ page }) => {
      await field(page, 'Velocity (V)').fill('10');
      await expect(field(page, 'Airflow (Q)')).toHaveValue('1.9635');

      await field(page, 'Velocity (V)').fill('-3');

      await expect(field(page, 'Airflow (Q)')).toHaveValue('');
      await expect(field(page, 'Velocity (V)')).toHaveValue('-3');
      await expect(page.getByText('Velocity (V) must be greater than zero, got -3')).toBeVisible();
      await expect(page.getByText(/NaN|Infinity/)).toHaveCount(0);
    });

    test('switches mode and unit system, then sizes 2118 CFM at 4000 ft/min to 9.853 in', async ({ page }) => {
      await choose(page, 'Unit system', 'Imperial');
      await expect(field(page, 'Velocity (V)')).toHaveValue('3937');
      await expect(field(page, 'Diameter (D)')).toHaveValue('19.685');
      // The link keeps the metric values as they are, with their units, never the figures shown.
      await expect(page).toHaveURL(/\?solve=airflow&v=20m%2Fs&d=0\.5m&units=imperial(&|$)/);

      await choose(page, 'Solve for', 'Calculate Diameter (D)');
      await field(page, 'Airflow (Q)').fill('2118');
      await field(page, 'Velocity (V)').fill('4000');

      await expect(field(page, 'Diameter (D)')).toBeDisabled();
      await expect(field(page, 'Diameter (D)')).toHaveValue('9.853');
      await expect(page.getByRole('img', { name: /Duct diagram/ })).toHaveAccessibleName(/diameter D 0\.8211 ft/);
    });

    test("submitting shows the 'Calculation Result' notice to 2 decimals, grouped, with units", async ({ page }) => {
      await choose(page, 'Unit system', 'Imperial');
      await choose(page, 'Solve for', 'Calculate Diameter (D)');
      await field(page, 'Airflow (Q)').fill('2118');
      await field(page, 'Velocity (V)').fill('4000');

      await page.getByRole('button', { name: 'Show result' }).click();

      await expect(notice(page)).toContainText('Calculation Result');
      await expect(notice(page)).toContainText('4,000.00 ft/min');
      await expect(notice(page)).toContainText('9.85 in');
      await expect(notice(page)).toContainText('2,118.00 CFM');
      await notice(page).getByRole('button', { name: 'Close' }).click();
      await expect(notice(page)).toHaveCount(0);
    });

    test('shows 0.5 m as 19.69 in, and 1e30 m/s in full after a unit switch', async ({ page }) => {
      await field(page, 'Velocity (V)').fill('1e30');
      await expect(field(page, 'Airflow (Q)')).toHaveValue('1.9635e+29');

      await choose(page, 'Unit system', 'Imperial');
      await expect(field(page, 'Velocity (V)')).toHaveValue('1.9685e+32');
      await expect(field(page, 'Diameter (D)')).toHaveValue('19.685');
      await page.getByRole('button', { name: 'Show result' }).click();

      await expect(notice(page)).toContainText('1.9685e+32 ft/min');
      await expect(notice(page)).toContainText('19.69 in');
      await expect(notice(page)).toContainText('4.1604e+32 CFM');
    });

    test('has no serious accessibility violations with a hint and the notice showing', async ({ page }) => {
      await page.getByRole('button', { name: 'Show result' }).click();
      await expect(notice(page)).toContainText('Calculation Result');
      await field(page, 'Velocity (V)').fill('abc');
      await expect(page.getByText('Velocity (V) must be a number, got abc')).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);
    });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('expected a visible box');
  return box;
}

/** Diagram states whose labels once clipped or could: long, huge and tiny figures. */
const DIAGRAM_CASES = [
  { name: 'the defaults', units: 'Metric', velocity: '20', diameter: '0.5', shownDiameter: '0.5 m' },
  {
    name: '72 in at 4500 ft/min (127235.2657 CFM)',
    units: 'Imperial',
    velocity: '4500',
    diameter: '72',
    shownDiameter: '6 ft',
  },
  { name: 'a velocity of 1e30 ft/min', units: 'Imperial', velocity: '1e30', diameter: '72', shownDiameter: '6 ft' },
  {
    name: 'a 0.0001 m duct at 0.0001 m/s',
    units: 'Metric',
    velocity: '0.0001',
    diameter: '0.0001',
    shownDiameter: '0.0001 m',
  },
] as const;

for (const viewport of VIEWPORTS.filter(({ width }) => width !== 768)) {
  test.describe(`the duct diagram at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const diagramCase of DIAGRAM_CASES) {
      test(`no label is clipped, overflows the diagram or overlaps another with ${diagramCase.name}`, async ({
        page,
      }) => {
        await page.goto('/ducting-calculator');
        if (diagramCase.units === 'Imperial') await choose(page, 'Unit system', 'Imperial');
        await field(page, 'Velocity (V)').fill(diagramCase.velocity);
        await field(page, 'Diameter (D)').fill(diagramCase.diameter);
        const diagram = page.getByRole('img', { name: /Duct diagram/ });
        // The diagram follows the fields a frame later; the diameter was typed last.
        await expect(diagram).toHaveAccessibleName(new RegExp(`diameter D ${diagramCase.shownDiameter}\\.`));

        const labels = diagram.locator('p');
        await expect(labels).toHaveCount(3);
        const frame = await boxOf(diagram);
        const drawing = await boxOf(diagram.locator('svg').last());
        const boxes: Box[] = [];
        for (const label of await labels.all()) {
          const box = await boxOf(label);
          const clipped = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
          expect(clipped, `${await label.textContent()} is clipped`).toBe(false);
          expect(inside(box, frame), `${await label.textContent()} overflows the diagram`).toBe(true);
          expect(overlaps(box, drawing), `${await label.textContent()} overlaps the drawing`).toBe(false);
          for (const other of boxes) expect(overlaps(box, other), `${await label.textContent()} overlaps a label`).toBe(false);
          boxes.push(box);
        }
        expect(inside(frame, { x: 0, y: frame.y, width: viewport.width, height: frame.height })).toBe(true);
      });
    }
  });
}

test.describe('the result notice on a phone', () => {
  test.use({ viewport: VIEWPORTS[0] });

  test('opens in view without covering Show result or the computed field', async ({ page }) => {
    await page.goto('/ducting-calculator');
    await choose(page, 'Unit system', 'Imperial');
    await field(page, 'Diameter (D)').fill('72');
    await field(page, 'Velocity (V)').fill('4500');
    const submit = page.getByRole('button', { name: 'Show result' });

    await submit.click();

    await expect(notice(page)).toContainText(/127,?235\.27 CFM/);
    await expect(notice(page)).toBeInViewport({ ratio: 1 });
    const noticeBox = await boxOf(notice(page));
    expect(overlaps(noticeBox, await boxOf(submit))).toBe(false);
    expect(overlaps(noticeBox, await boxOf(field(page, 'Airflow (Q)')))).toBe(false);
    await expect(submit).toBeInViewport();
    await expect(field(page, 'Airflow (Q)')).toBeInViewport();
  });
});
