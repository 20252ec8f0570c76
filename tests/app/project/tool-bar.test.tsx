import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staleParts } from '../../../src/core/project/links.ts';
import { CURRENT_PROJECT_KEY } from '../../../src/app/project/current.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';
import { withShop } from './with-shop.ts';

const SLOW_DOM = { timeout: 30_000 };

// Radix Select (the hood's choice) uses pointer capture and scrollIntoView, which jsdom lacks.
beforeAll(async () => {
  await Promise.all([import('../../../src/app/fan/page.tsx'), import('../../../src/app/hood/page.tsx'), import('../../../src/app/project/tool-bar.tsx')]);
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial'));

async function renderTool(path: string, title: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return { user, ...view };
}

const bar = () => screen.findByRole('region', { name: 'Project' }, { timeout: 10_000 });

describe("a tool page's project bar", SLOW_DOM, () => {
  it('is not there when no project is current: the page works alone', async () => {
    localStorage.removeItem(CURRENT_PROJECT_KEY);
    const { unmount } = await renderTool('/fan-selection', 'Fan Selection');
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('10000');
    expect(screen.queryByRole('region', { name: 'Project' })).not.toBeInTheDocument();
    unmount();
  });

  it("opens the project's fan with an undo, saves to the project with an undo, and shows the fan stale old → new", async () => {
    const shop = await withShop('Fan shop');
    const { user, unmount } = await renderTool('/fan-selection', 'Fan Selection');
    const region = within(await bar());
    // The page opened on the worked example, not the project's part: it says they differ.
    expect(await region.findByText(/Fan Selection follows its sources; your inputs differ from the project's\./)).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: "Open the project's inputs" }));
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('2778.3393');
    expect(region.getByText(/your inputs are the project's\./)).toBeInTheDocument();
    expect(screen.getByText("Opened the project's inputs (Fan Selection) in place of yours.")).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Undo' })[0]!);
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('10000');

    await user.click(region.getByRole('button', { name: "Open the project's inputs" }));
    const flow = screen.getByRole('textbox', { name: 'Design flow' });
    await user.clear(flow);
    await user.type(flow, '3000');
    expect(region.getByText(/your inputs differ from the project's\./)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Save to the project' }));
    await waitFor(() => expect(shop.current().parts.fan?.texts.flow).toBe('3000'));
    // The system's fan duty no longer matches: the overview's staleness (staleParts) and the bar say so, old → new.
    expect(staleParts(shop.current()).map(({ part }) => part)).toContain('fan');
    expect(await region.findByText('parts.fan.texts.flow: 3000 → 2778.3393')).toBeInTheDocument();
    expect(region.getByText(/Fan Selection is stale: its sources changed; your inputs are the project's\./)).toBeInTheDocument();

    expect(region.getByText('Saved your inputs to Fan shop (Fan Selection).')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(shop.current().parts.fan?.texts.flow).toBe('2778.3393'));
    expect(staleParts(shop.current()).map(({ part }) => part)).not.toContain('fan');
    unmount();
  });

  it("chooses which hood to open and save, and adds the page's inputs as a new hood", async () => {
    const shop = await withShop('Hood shop');
    const { user, unmount } = await renderTool('/hood-design', 'Hood Design');
    const region = within(await bar());
    // The hood is chosen as every select on the site: the Radix LabelledSelect, by its label.
    await user.click(await region.findByRole('combobox', { name: 'Hood' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Segment jointer' }));
    await user.click(region.getByRole('button', { name: "Open the project's inputs" }));
    expect(screen.getByRole('textbox', { name: 'Design flow' })).toHaveValue('350');
    expect(region.getByText(/The hood of segment jointer follows its sources; your inputs are the project's\./)).toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Add as a new hood' }));
    expect(region.getByText('Segment of the new hood: give the sheet segment it feeds, not blank')).toBeInTheDocument();
    await user.type(region.getByRole('textbox', { name: 'Segment of the new hood' }), 'jointer');
    await user.click(region.getByRole('button', { name: 'Add as a new hood' }));
    expect(region.getByText('Segment of the new hood: the project already has a hood for segment jointer')).toBeInTheDocument();

    const flow = screen.getByRole('textbox', { name: 'Design flow' });
    await user.clear(flow);
    await user.type(flow, '400');
    await user.clear(region.getByRole('textbox', { name: 'Segment of the new hood' }));
    await user.type(region.getByRole('textbox', { name: 'Segment of the new hood' }), 'drum-sander');
    await user.click(region.getByRole('button', { name: 'Add as a new hood' }));
    await waitFor(() => expect(shop.current().parts.hoods?.map(({ segment }) => segment)).toContain('drum-sander'));
    expect(shop.current().parts.hoods?.find(({ segment }) => segment === 'drum-sander')?.texts.flow).toBe('400');
    expect(shop.current().parts.hoods?.find(({ segment }) => segment === 'jointer')?.texts.flow).toBe('350');
    expect(await region.findByRole('combobox', { name: 'Hood' })).toHaveTextContent('Segment drum-sander');
    unmount();
  });
});
