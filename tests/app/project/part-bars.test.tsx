import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staleParts } from '../../../src/core/project/links.ts';
import { CURRENT_PROJECT_KEY } from '../../../src/app/project/current.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';
import { withShop } from './with-shop.ts';

// The project bars of the tools that are not form pages: the Exhaust System, Cost Estimation and the Maintenance Schedule.
const SLOW_DOM = { timeout: 60_000 };

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/exhaust-system/page.tsx'), import('../../../src/app/exhaust-system/project-bar.tsx'), import('../../../src/app/cost/page.tsx'), import('../../../src/app/cost/project-bar.tsx'),
    import('../../../src/app/maintenance/page.tsx'),
    import('../../../src/app/maintenance/project-bar.tsx'),
  ]);
});

beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

const bar = () => screen.findByRole('region', { name: 'Project' }, { timeout: 10_000 });

/** Replaces a cell's text in one input event (each keystroke would design the whole sheet again). */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('the Exhaust System in the current project', SLOW_DOM, () => {
  it('has no bar when no project is current', async () => {
    localStorage.removeItem(CURRENT_PROJECT_KEY);
    const { unmount } = renderAppAt('/ducting-calculator/system');
    await screen.findByRole('textbox', { name: 'Flow, segment A' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Project' })).not.toBeInTheDocument();
    unmount();
  });

  it("opens the project's sheet with an undo, saves the sheet with an undo, and the fan reads stale old → new", async () => {
    const shop = await withShop('Duct shop');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAppAt('/ducting-calculator/system');
    await screen.findByRole('textbox', { name: 'Flow, segment A' }, { timeout: 10_000 });
    const region = within(await bar());
    expect(await region.findByText(/Exhaust System follows its sources; your sheet differs from the project's\./)).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: "Open the project's sheet" }));
    expect(await screen.findByRole('textbox', { name: 'Length, segment band-saw' })).toHaveValue('50');
    expect(region.getByText(/your sheet is the project's\./)).toBeInTheDocument();
    // The sheet's own undo, shown in the bar by the button (the file actions' notice sits below the whole sheet).
    expect(region.getByText("Opened the project's sheet (Exhaust System) in place of yours.")).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    await user.click(region.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('textbox', { name: 'Flow, segment A' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Length, segment band-saw' })).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: "Open the project's sheet" }));
    await screen.findByRole('textbox', { name: 'Length, segment band-saw' });
    await retype(user, 'Length, segment band-saw', '80');
    expect(region.getByText(/your sheet differs from the project's\./)).toBeInTheDocument();
    expect(staleParts(shop.current()).map(({ part }) => part)).not.toContain('fan');
    await user.click(region.getByRole('button', { name: 'Save sheet to the project' }));
    await waitFor(() => expect(shop.current().parts.system?.segments.find(({ segment }) => segment === 'band-saw')?.length).toBe('80'));
    // The longer run needs more fan pressure: the fan that follows the system is stale.
    expect(staleParts(shop.current()).map(({ part }) => part)).toContain('fan');
    expect(region.getByText(/your sheet is the project's\./)).toBeInTheDocument();

    expect(region.getByText('Saved your sheet to Duct shop (Exhaust System).')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shop.current().parts.system?.segments.find(({ segment }) => segment === 'band-saw')?.length).toBe('50'));
    expect(staleParts(shop.current()).map(({ part }) => part)).not.toContain('fan');
    unmount();
  });
});

describe('the Cost Estimation in the current project', SLOW_DOM, () => {
  it("opens the project's cost with an undo, saves with an undo, and the cost reads stale against the baghouse old → new", async () => {
    const shop = await withShop('Cost shop');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAppAt('/cost-estimation');
    await screen.findByRole('heading', { level: 1, name: 'Cost Estimation' }, { timeout: 10_000 });
    const region = within(await bar());
    expect(await region.findByText(/Cost Estimation follows its sources; your inputs differ from the project's\./)).toBeInTheDocument();
    const area = () => screen.getByRole('textbox', { name: 'Gross cloth area' });
    const example = (area() as HTMLInputElement).value;

    await user.click(region.getByRole('button', { name: "Open the project's inputs" }));
    expect(area()).toHaveValue('463.0565');
    expect(region.getByText(/your inputs are the project's\./)).toBeInTheDocument();
    expect(screen.getByText("Opened the project's inputs (Cost Estimation) in place of yours.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(area()).toHaveValue(example);

    await user.click(region.getByRole('button', { name: "Open the project's inputs" }));
    await retype(user, 'Gross cloth area', '500');
    expect(region.getByText(/your inputs differ from the project's\./)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Save to the project' }));
    await waitFor(() => expect(shop.current().parts.cost?.texts.grossClothArea).toBe('500'));
    expect(shop.current().parts.cost?.insulated).toBe(false);
    // The baghouse's cloth area no longer reaches the cost: the overview and the bar say so, old → new.
    expect(staleParts(shop.current()).map(({ part }) => part)).toContain('cost');
    expect(await region.findByText('parts.cost.texts.grossClothArea: 500 → 463.0565')).toBeInTheDocument();

    expect(region.getByText('Saved your inputs to Cost shop (Cost Estimation).')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Project' })).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shop.current().parts.cost?.texts.grossClothArea).toBe('463.0565'));
    expect(staleParts(shop.current()).map(({ part }) => part)).not.toContain('cost');
    unmount();
  });
});

describe('the Maintenance Schedule in the current project', SLOW_DOM, () => {
  it("opens the project's configuration with an undo, saves it with an undo, and the plan reads stale against the baghouse old → new", async () => {
    const shop = await withShop('Plan shop');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAppAt('/maintenance');
    await screen.findByRole('form', { name: 'Collector' }, { timeout: 10_000 });
    const region = within(await bar());
    expect(await region.findByText(/Maintenance Schedule follows its sources; your configuration differs from the project's\./)).toBeInTheDocument();
    const hours = () => screen.getByRole('textbox', { name: 'Operating hours per day' });
    expect(hours()).toHaveValue('16');

    await user.click(region.getByRole('button', { name: "Open the project's configuration" }));
    expect(hours()).toHaveValue('8');
    expect(screen.getByRole('checkbox', { name: 'Spark arrestor' })).toBeChecked();
    expect(region.getByText(/your configuration is the project's\./)).toBeInTheDocument();
    expect(region.getByText("Opened the project's configuration (Maintenance Schedule) in place of yours.")).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Undo' }));
    expect(hours()).toHaveValue('16');

    await user.click(region.getByRole('button', { name: "Open the project's configuration" }));
    await user.click(screen.getByRole('checkbox', { name: 'Compressed air' }));
    expect(screen.queryByText("Opened the project's configuration (Maintenance Schedule) in place of yours.")).not.toBeInTheDocument();
    expect(region.getByText(/your configuration differs from the project's\./)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Save configuration to the project' }));
    await waitFor(() => expect(shop.current().parts.maintenance?.compressedAir).toBe(false));
    // A pulse-jet baghouse needs compressed air: the plan no longer follows the baghouse, old → new.
    expect(staleParts(shop.current()).map(({ part }) => part)).toContain('maintenance');
    expect(await region.findByText('parts.maintenance.compressedAir: false → true')).toBeInTheDocument();

    expect(region.getByText('Saved your configuration to Plan shop (Maintenance Schedule).')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shop.current().parts.maintenance?.compressedAir).toBe(true));
    expect(staleParts(shop.current()).map(({ part }) => part)).not.toContain('maintenance');
    unmount();
  });

  it('waits to save while the form has a problem, naming the field, and saves once the form reads', async () => {
    const shop = await withShop('Waiting shop');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAppAt('/maintenance');
    await screen.findByRole('form', { name: 'Collector' }, { timeout: 10_000 });
    const region = within(await bar());
    const save = () => region.getByRole('button', { name: 'Save configuration to the project' });
    const bagLife = screen.getByRole('textbox', { name: 'Bag life' });
    await user.clear(bagLife);
    await user.type(bagLife, '500');

    // The plan still shows the last configuration it could read: Save would not write what the form shows.
    const reason = 'Fix Bag life first: Bag life must be from 1 to 120 months, got 500';
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(save()).toHaveAccessibleDescription(reason);
    await user.click(save());
    expect(region.queryByText(/Saved your configuration/)).not.toBeInTheDocument();
    expect(shop.current().parts.maintenance?.bagLifeMonths).not.toBe(500);

    await user.clear(bagLife);
    await user.type(bagLife, '30');
    expect(save()).not.toHaveAttribute('aria-disabled');
    expect(region.queryByText(reason)).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(shop.current().parts.maintenance?.bagLifeMonths).toBe(30));
    unmount();
  });
});
