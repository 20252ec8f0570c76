import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

const TOPICS = ['Baghouse Filters', 'Dust Collection', 'Air Pollution Control', 'Filter Media'];

const clearSidebarCookie = () => {
  document.cookie = 'sidebar:state=; Max-Age=0; Path=/';
};

async function renderProcess() {
  const user = userEvent.setup();
  const view = renderAppAt('/process');
  const sidebar = await screen.findByRole('complementary', { name: 'Process Engineering' });
  // The lazy page commits outside act, so its passive effects (the Ctrl/Cmd+B
  // listener, the document title) can run after the sidebar appears: wait for
  // the title, which is set in the same commit's effects.
  await waitFor(() => expect(document.title).toBe('Process Engineering · Technology For Clean Air'));
  return { user, view, sidebar, toggle: within(sidebar).getByRole('button', { name: 'Toggle sidebar' }) };
}

describe('process engineering page', () => {
  beforeEach(clearSidebarCookie);
  afterEach(clearSidebarCookie);

  it('lists the four topics and asks for a selection until one is made', async () => {
    const { sidebar } = await renderProcess();

    expect(within(sidebar).getAllByRole('button', { name: /^(?!Toggle)/ }).map((b) => b.textContent)).toEqual(TOPICS);
    expect(screen.getByText('Please select a topic from the sidebar to view details.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Process Engineering' })).toBeInTheDocument();
  });

  it.each(TOPICS)('selecting %s shows its card with a description and source, and marks it current', async (title) => {
    const { user, sidebar } = await renderProcess();

    await user.click(within(sidebar).getByRole('button', { name: title }));

    const card = screen.getByRole('article', { name: title });
    expect(within(card).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(within(card).getByText(/^Source: /)).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: title, current: true })).toBeInTheDocument();
    expect(within(sidebar).getAllByRole('button', { current: true })).toHaveLength(1);
    expect(screen.queryByText(/Please select a topic/)).not.toBeInTheDocument();
  });

  it('selects a topic from the keyboard', async () => {
    const { user, sidebar } = await renderProcess();

    within(sidebar).getByRole('button', { name: 'Baghouse Filters' }).focus();
    await user.keyboard('{Tab}{Tab}{Enter}');

    expect(screen.getByRole('article', { name: 'Air Pollution Control' })).toBeInTheDocument();
  });

  it('the toggle collapses the sidebar, keeps the topics named, and stores the state in the cookie', async () => {
    const { user, sidebar, toggle } = await renderProcess();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    for (const title of TOPICS) expect(within(sidebar).getByRole('button', { name: title })).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar:state=false');
  });

  it.each([
    ['sidebar:state=false', 'false'],
    ['sidebar:state=true', 'true'],
    ['sidebar:state=collapsed', 'true'],
    ['sidebar:state=%00%ff', 'true'],
  ])('restores from the cookie %j with aria-expanded=%s', async (cookie, expanded) => {
    document.cookie = `${cookie}; Path=/`;

    const { toggle } = await renderProcess();

    expect(toggle).toHaveAttribute('aria-expanded', expanded);
  });

  it.each(['{Control>}b{/Control}', '{Meta>}b{/Meta}'])('%s toggles the sidebar', async (keys) => {
    const { user, toggle } = await renderProcess();

    await user.keyboard(keys);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(keys);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('B alone, or with Alt, does not toggle', async () => {
    const { user, toggle } = await renderProcess();

    await user.keyboard('b{Control>}{Alt>}b{/Alt}{/Control}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('the Topics button opens a panel whose topic choice closes it and shows the card', async () => {
    const { user } = await renderProcess();

    await user.click(screen.getByRole('button', { name: 'Topics' }));
    const panel = screen.getByRole('dialog', { name: 'Process Engineering' });
    await user.click(within(panel).getByRole('button', { name: 'Filter Media' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Filter Media' })).toBeInTheDocument();
  });

  it('Escape and the close button close the panel, giving focus back to the Topics button', async () => {
    const { user } = await renderProcess();
    const topics = screen.getByRole('button', { name: 'Topics' });

    await user.click(topics);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(topics).toHaveFocus());

    await user.click(topics);
    await user.click(screen.getByRole('button', { name: 'Close topics' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(topics).toHaveFocus());
  });
});
