import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import { SYSTEM_DATABASE } from '../../../src/app/exhaust-system/store.ts';
import { PROJECT_DATABASE } from '../../../src/app/project/store.ts';
import { renderAppAt } from '../render-app-at.tsx';
import { shop } from '../../core/project/shop.ts';

const SLOW_DOM = { timeout: 30_000 };

/** The tests' own handles on the databases the pages keep. */
const projects = new Dexie(PROJECT_DATABASE);
projects.version(1).stores({ projects: 'id, updatedAt' });
const systems = new Dexie(SYSTEM_DATABASE);
systems.version(1).stores({ systems: 'id' });

const SHEET = shop().parts.system!;

beforeAll(async () => {
  await projects.table('projects').put({ id: 'broken', name: 'Broken', updatedAt: 1, json: '{"format": "tfca-project", "version": 2' });
  await systems.table('systems').put({ id: 'current', json: sheetToJson(SHEET), savedAt: 1 });
  await import('../../../src/app/project/page.tsx');
  await import('../../../src/app/project/switcher-dialog.tsx');
});

describe('projects kept on the device', SLOW_DOM, () => {
  it("lists a damaged record with its reason, and starts a project from the exhaust system this device keeps, leaving that record as it was", async () => {
    const user = userEvent.setup({ delay: null });
    renderAppAt('/project');
    await screen.findByText(/No project is open/);
    await user.click(screen.getByRole('button', { name: 'Projects…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects' });
    const list = within(await within(dialog).findByRole('list', { name: 'Projects on this device' }));
    expect(list.getByText(/^Broken: /)).toHaveTextContent(/damaged, The file is not JSON/);
    expect(list.getByRole('button', { name: 'Export Broken' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'New project name' }), 'Shop from device');
    await user.click(within(dialog).getByRole('button', { name: "New from this device's data" }));
    await waitFor(() => expect(list.getByRole('button', { name: 'Shop from device' })).toHaveAttribute('aria-current', 'true'));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Shop from device, revision A')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /^Exhaust System/ })).getByText('Fan flow Q, actual').nextSibling).toHaveTextContent('2,778 CFM');
    expect((await systems.table('systems').get('current')).json).toBe(sheetToJson(SHEET));

    await user.click(screen.getByRole('button', { name: 'Projects…' }));
    const again = await screen.findByRole('dialog', { name: 'Projects' });
    await user.click(within(again).getByRole('button', { name: 'Delete Broken' }));
    await waitFor(async () => expect(await projects.table('projects').get('broken')).toBeUndefined());
    expect(within(again).getByText('Deleted Broken.')).toBeInTheDocument();
  });
});
