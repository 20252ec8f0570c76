import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';
import { SHOP_TEXT, shopWith } from '../../core/project/shop.ts';

const SLOW_DOM = { timeout: 30_000 };
const SHOP_NAME = 'Oakridge Joinery: machine shop dust collection';

beforeAll(async () => {
  await import('../../../src/app/project/page.tsx');
  await import('../../../src/app/project/switcher-dialog.tsx');
});

// jsdom's File has no text() (browsers have since 2019): the file carries its own.
const file = (text: string, name = 'project.json') => Object.assign(new File([text], name, { type: 'application/json' }), { text: async () => text });

/** The overview, with a project imported through its Import control. */
async function importOnOverview(text: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/project');
  await user.upload(await screen.findByLabelText('Import a project file', {}, { timeout: 10_000 }), file(text));
  return { user, ...view };
}

const part = (title: string) => screen.getByRole('article', { name: new RegExp(`^${title}`) });

describe('the project overview', SLOW_DOM, () => {
  it("shows the woodshop's site, each part's figures and its 13 checks passing", async () => {
    const { unmount } = await importOnOverview(SHOP_TEXT);
    expect(await screen.findByText(`${SHOP_NAME}, revision A`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeInTheDocument();
    expect(screen.getByText('13 checks: 13 passed, 0 failed, 0 not applicable', { exact: false })).toBeInTheDocument();
    const system = within(part('Exhaust System'));
    expect(system.getByText('Fan flow Q, actual').nextSibling).toHaveTextContent('2,778 CFM');
    expect(within(part('Explosion Protection')).getByText(/^Vent area required/).nextSibling).toHaveTextContent('21.02 ft²');
    expect(within(part('Baghouse Design')).getByRole('link', { name: 'Open in Baghouse Design' })).toHaveAttribute('href', expect.stringMatching(/^\/baghouse-design\?.*units=imperial/));
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    // The header's switcher names the current project.
    expect(await screen.findByRole("button", { name: `Project: ${SHOP_NAME}` })).toBeInTheDocument();
    unmount();
  });

  it("marks the fan, the baghouse and the cost stale when a hood's flow changes, and Follow clears it", async () => {
    const changed = shopWith((project) => {
      project.name = 'Hood changed';
      project.parts.hoods![0]!.texts.flow = '600';
    });
    const { user, unmount } = await importOnOverview(JSON.stringify(changed));
    await screen.findByText('Hood changed, revision A');
    for (const title of ['Exhaust System', 'Baghouse Design', 'Fan Selection', 'Cost Estimation']) expect(within(part(title)).getByText('Stale')).toBeInTheDocument();
    expect(within(part('Exhaust System')).getByText('table-saw hood: design flow 440 → 600 CFM')).toBeInTheDocument();
    // Follow each link, upstream first, until nothing is stale.
    for (let step = 0; step < 10 && screen.queryAllByRole('button', { name: /^Follow / }).length > 0; step += 1) {
      await user.click(screen.getAllByRole('button', { name: /^Follow / })[0]!);
    }
    await waitFor(() => expect(screen.queryByText('Stale')).not.toBeInTheDocument());
    expect(screen.queryAllByRole('button', { name: /^Follow / })).toEqual([]);
    expect(within(part('Exhaust System')).getByText('Fan flow Q, actual').nextSibling).not.toHaveTextContent('2,778 CFM');
    unmount();
  });

  it('lists the parts not started: the fan starts from the system at one click; the vent waits for a baghouse, saying so', async () => {
    const started = shopWith((project) => {
      project.name = 'Hoods and system only';
      for (const id of ['baghouse', 'explosion', 'fan', 'cost', 'maintenance'] as const) delete project.parts[id];
    });
    const { user, unmount } = await importOnOverview(JSON.stringify(started));
    await screen.findByText('Hoods and system only, revision A');
    const fan = within(part('Fan Selection'));
    expect(fan.getByText('Not started')).toBeInTheDocument();
    expect(within(part('Explosion Protection')).getByText("Waits for Baghouse Design: the project has no baghouse.")).toBeInTheDocument();
    expect(within(part('Cost Estimation')).getByRole('link', { name: 'Design it in Cost Estimation, then save it to the project' })).toHaveAttribute('href', '/cost-estimation');
    await user.click(fan.getByRole('button', { name: 'Start Fan Selection from Exhaust System' }));
    // Started with the system's duty: the fan's own figures, and nothing stale.
    await waitFor(() => expect(within(part('Fan Selection')).queryByText('Not started')).not.toBeInTheDocument());
    expect(within(part('Fan Selection')).getByRole('link', { name: 'Open in Fan Selection' })).toHaveAttribute('href', expect.stringMatching(/^\/fan-selection\?flow=2778\.3393&/));
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
    unmount();
  });

  it('refuses a corrupt file with one line and changes nothing', async () => {
    const { unmount } = await importOnOverview(SHOP_TEXT);
    await screen.findByText(`${SHOP_NAME}, revision A`);
    const { user } = { user: userEvent.setup({ delay: null }) };
    await user.upload(screen.getByLabelText('Import a project file'), file(SHOP_TEXT.replace('"flow": "440"', '"flow": "-3"')));
    expect(await screen.findByText(/^The file was not imported, nothing changed: parts\.hoods\[0\]\.texts\.flow: /)).toBeInTheDocument();
    expect(screen.getByText(`${SHOP_NAME}, revision A`)).toBeInTheDocument();
    unmount();
  });
});

describe('the header project switcher', SLOW_DOM, () => {
  it('renames, duplicates, deletes with Undo, and opens', async () => {
    const { user } = await importOnOverview(SHOP_TEXT);
    await screen.findByText(`${SHOP_NAME}, revision A`);
    await user.click(await screen.findByRole("button", { name: `Project: ${SHOP_NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects' });
    const list = () => within(within(dialog).getByRole('list', { name: 'Projects on this device' }));
    const name = within(dialog).getByRole('textbox', { name: 'Project name' });
    await user.clear(name);
    await user.type(name, 'Woodshop{Enter}');
    await waitFor(() => expect(list().getByRole('button', { name: 'Woodshop' })).toHaveAttribute('aria-current', 'true'));
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(list().getByRole('button', { name: 'Woodshop (copy)' })).toHaveAttribute('aria-current', 'true'));
    const count = list().getAllByRole('listitem').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Deleted Woodshop (copy).')).toBeInTheDocument();
    expect(list().queryByRole('button', { name: 'Woodshop (copy)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(list().getByRole('button', { name: 'Woodshop (copy)' })).toHaveAttribute('aria-current', 'true'));
    expect(list().getAllByRole('listitem')).toHaveLength(count);
    await user.click(list().getByRole('button', { name: 'Woodshop' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Project: Woodshop' })).toBeInTheDocument();
    expect(screen.getByText('Woodshop, revision A')).toBeInTheDocument();
  });
});
