import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

/**
 * The menu as an engineer reads it, written out rather than read from
 * paths.ts, so a route that drops out of the menu or is renamed fails here.
 */
const MENU = {
  Tools: [
    ['Ducting Calculator', '/ducting-calculator'],
    ['Exhaust System Design', '/ducting-calculator/system'],
    ['Hood Design', '/hood-design'],
    ['Explosion Protection', '/explosion-protection'],
    ['Baghouse Design', '/baghouse-design'],
    ['Fan Selection', '/fan-selection'],
    ['Unit Convertor', '/pressure-drop'],
    ['Cost Estimation & OPEX', '/cost-estimation'],
    ['Maintenance Schedule', '/maintenance'],
  ],
  Pages: [
    ['Project', '/project'],
    ['Process Engineering', '/process'],
    ['Industries & Applications', '/monitoring'],
    ['Know-How', '/process/know-how'],
    ['Home', '/'],
  ],
} as const;

const SLOW_DOM = { timeout: 30_000 };

function renderHome() {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/');
  const site = screen.getByRole('navigation', { name: 'Site' });
  return { user, site, button: within(site).getByRole('button', { name: 'Menu' }), ...view };
}

describe('the header menu', SLOW_DOM, () => {
  it('lists every tool and page in two named groups, each linking to its route', async () => {
    const { user, site, button } = renderHome();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(site).queryAllByRole('link')).toEqual([]);

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const [group, entries] of Object.entries(MENU)) {
      const links = within(within(site).getByRole('list', { name: group })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
    }
  });

  it('marks the current page, and only it', async () => {
    const { user, site, button } = renderHome();

    await user.click(button);

    expect(within(site).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(site).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('works by keyboard: Enter opens, Tab and the arrows walk the links, Escape closes back to the button', async () => {
    const { user, site, button } = renderHome();
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(site).getByRole('link', { name: 'Ducting Calculator' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(site).getByRole('link', { name: 'Exhaust System Design' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(site).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(site).getByRole('link', { name: 'Ducting Calculator' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(within(site).getByRole('link', { name: 'Ducting Calculator' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(site).queryAllByRole('link')).toEqual([]);
  });

  it('opens with Space, and Arrow Down or Up on the button opens it at the first or last link', async () => {
    const { user, site, button } = renderHome();
    button.focus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(within(site).getByRole('link', { name: 'Ducting Calculator' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(within(site).getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes when focus leaves it or on a click outside', async () => {
    const { user, button } = renderHome();

    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Technology For Clean Air' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the chosen page, and the page is then marked current', async () => {
    const { user, site, button, history } = renderHome();

    await user.click(button);
    await user.click(within(site).getByRole('link', { name: 'Know-How' }));

    expect(history.at(-1)).toBe('/process/know-how');
    await screen.findByRole('heading', { level: 1, name: 'Know-How' });
    const menu = screen.getByRole('navigation', { name: 'Site' });
    await user.click(within(menu).getByRole('button', { name: 'Menu' }));
    expect(within(menu).getByRole('link', { name: 'Know-How' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the info button to Know-How beside it', () => {
    renderHome();

    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Know-How' })).toHaveAttribute('href', '/process/know-how');
  });
});
