import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';
import { withShop } from './with-shop.ts';

const SLOW_DOM = { timeout: 30_000 };

beforeAll(async () => {
  await import('../../../src/app/project/page.tsx');
});

/** The overview of the woodshop, imported under `name`. */
async function overview(name: string) {
  const shop = await withShop(name);
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/project');
  await screen.findByText(`${name}, revision A`, {}, { timeout: 10_000 });
  return { user, ...shop, ...view };
}

const site = () => within(screen.getByRole('region', { name: 'Site' }));
const revisions = () => within(screen.getByRole('region', { name: 'Revisions' }));
const part = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });
const form = () => within(screen.getByRole('form', { name: 'Edit site' }));

describe("the overview's site form", SLOW_DOM, () => {
  it('saves the site: new conditions mark the hoods and the system stale, Undo puts the site back', async () => {
    const { user, current, unmount } = await overview('Site edit');
    await user.click(site().getByRole('button', { name: 'Edit site' }));
    const plant = form().getByRole('textbox', { name: 'Plant' });
    await user.clear(plant);
    await user.type(plant, 'Mill 2');
    const temperature = form().getByRole('textbox', { name: 'Temperature' });
    expect(temperature).toHaveValue('75');
    await user.clear(temperature);
    await user.type(temperature, '95');
    await user.click(form().getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(current().site).toMatchObject({ plant: 'Mill 2', conditions: { temperature: '95', altitude: '2134' } }));
    expect(screen.queryByRole('form', { name: 'Edit site' })).not.toBeInTheDocument();
    expect(site().getByText('Mill 2')).toBeInTheDocument();
    for (const title of ['Hood Design', 'Exhaust System', 'Fan Selection']) expect(within(part(title)).getByText('Stale')).toBeInTheDocument();
    expect(within(part('Hood Design')).getByRole('button', { name: /^Follow / })).toBeInTheDocument();
    await user.click(site().getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(current().site.plant).toBe('Oakridge Joinery, machine room'));
    expect(current().site.conditions).toEqual({ temperature: '75', altitude: '2134' });
    await waitFor(() => expect(screen.queryByText('Stale')).not.toBeInTheDocument());
    unmount();
  });

  it('follows new conditions through the links until nothing is stale', async () => {
    const { user, current, unmount } = await overview('Site follow');
    await user.click(site().getByRole('button', { name: 'Edit site' }));
    await user.type(form().getByRole('textbox', { name: 'Moisture' }), '2');
    await user.click(form().getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(current().site.conditions.moisture).toBe('2'));
    for (let step = 0; step < 12 && screen.queryAllByRole('button', { name: /^Follow / }).length > 0; step += 1) {
      await user.click(screen.getAllByRole('button', { name: /^Follow / })[0]!);
    }
    await waitFor(() => expect(screen.queryByText('Stale')).not.toBeInTheDocument());
    expect(current().parts.system?.conditions?.moisture).toBe('2');
    unmount();
  });

  it('refuses a bad temperature naming it and its value, saving nothing; Cancel changes nothing', async () => {
    const { user, current, unmount } = await overview('Site refuse');
    const before = current();
    await user.click(site().getByRole('button', { name: 'Edit site' }));
    const temperature = form().getByRole('textbox', { name: 'Temperature' });
    await user.clear(temperature);
    await user.type(temperature, '9000');
    await user.click(form().getByRole('button', { name: 'Save site' }));
    expect(form().getByRole('alert')).toHaveTextContent(/Temperature .*got 9000/);
    expect(temperature).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toEqual(before);
    await user.click(form().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit site' })).not.toBeInTheDocument();
    expect(site().getByRole('button', { name: 'Edit site' })).toHaveFocus();
    expect(current()).toEqual(before);
    unmount();
  });

  it('re-displays the conditions on a unit switch and saves the same values', async () => {
    const { user, current, unmount } = await overview('Site units');
    await user.click(site().getByRole('button', { name: 'Edit site' }));
    const units = within(form().getByRole('group', { name: 'Unit system of the conditions' }));
    await user.click(units.getByRole('radio', { name: /^Metric/ }));
    expect(form().getByRole('textbox', { name: 'Temperature' })).toHaveValue('23.8889');
    expect(form().getByRole('textbox', { name: 'Altitude' })).toHaveValue('650.4432');
    await user.click(form().getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(current().site).toMatchObject({ units: 'metric', conditions: { temperature: '75degF', altitude: '2134ft' } }));
    // The same air: nothing downstream is stale.
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    unmount();
  });
});

describe("the overview's revision table", SLOW_DOM, () => {
  it('adds the next revision and makes it current, edits it, refuses a bad date, removes a line with Undo', async () => {
    const { user, current, unmount } = await overview('Revisions');
    await user.click(revisions().getByRole('button', { name: 'Add revision' }));
    await waitFor(() => expect(current().revision).toBe('B'));
    expect(screen.getByText('Revisions, revision B')).toBeInTheDocument();
    const table = () => within(revisions().getByRole('table', { name: 'Revision table' }));
    expect(table().getByRole('rowheader', { name: 'B' })).toBeInTheDocument();
    // The new line opens for editing.
    const editor = () => within(screen.getByRole('form', { name: 'Edit revision B' }));
    expect(editor().getByRole('textbox', { name: 'By' })).toHaveValue('J. Alvarez, PE');
    await user.type(editor().getByRole('textbox', { name: 'Description' }), 'Issued for construction');
    const date = editor().getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, '2026-02-30');
    await user.click(editor().getByRole('button', { name: 'Save revision' }));
    expect(editor().getByRole('alert')).toHaveTextContent('Date: expected a calendar date YYYY-MM-DD, got 2026-02-30');
    expect(current().revisions).toHaveLength(2);
    expect(current().revisions[1]!.description).toBe('');
    await user.clear(date);
    await user.type(date, '2026-11-27');
    await user.click(editor().getByRole('button', { name: 'Save revision' }));
    await waitFor(() => expect(current().revisions[1]).toEqual({ revision: 'B', date: '2026-11-27', by: 'J. Alvarez, PE', description: 'Issued for construction' }));
    expect(table().getByText('Issued for construction')).toBeInTheDocument();

    await user.click(table().getByRole('button', { name: 'Remove revision A' }));
    await waitFor(() => expect(current().revisions.map(({ revision }) => revision)).toEqual(['B']));
    await user.click(revisions().getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(current().revisions.map(({ revision }) => revision)).toEqual(['A', 'B']));
    expect(current().revision).toBe('B');
    unmount();
  });

  it('refuses a revision the file could not hold, naming why, and changes nothing', async () => {
    const { user, current, unmount } = await overview('Long revision');
    // A current revision of 200 Zs is the longest the file holds; the next (201 characters) is not.
    const longest = 'Z'.repeat(200);
    const { projectActor } = await import('../../../src/app/project/actor.ts');
    projectActor().send({ type: 'revisions.save', table: { revision: longest, revisions: [{ revision: longest, date: '2026-11-26', by: 'J. Alvarez, PE', description: '' }] }, now: Date.now() });
    await waitFor(() => expect(current().revision).toBe(longest));
    await user.click(revisions().getByRole('button', { name: 'Add revision' }));
    expect(revisions().getByRole('alert')).toHaveTextContent('Not changed: Revision: the current revision must be named in 1 to 200 characters, got 201');
    expect(current().revisions).toHaveLength(1);
    expect(revisions().queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    unmount();
  });
});
