import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

const SITE = 'Technology For Clean Air';

describe('placeholder pages of spec §2', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the energy analysis page shows the spec heading, subtitle and body exactly', async () => {
    renderAppAt('/energy-analysis');

    expect(await screen.findByRole('heading', { level: 1, name: 'OPEX Savings Analysis' })).toBeInTheDocument();
    expect(screen.getByText('All inputs and graph have been removed')).toBeInTheDocument();
    expect(screen.getByText('Input fields and graph have been removed as requested.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`OPEX Savings Analysis · ${SITE}`));
  });

  it('the energy analysis page links to the OPEX savings on the Cost Estimation page, and nothing else of its own', async () => {
    renderAppAt('/energy-analysis');

    const main = await screen.findByRole('main');
    const link = within(main).getByRole('link', { name: 'OPEX savings are now part of Cost Estimation' });
    expect(link).toHaveAttribute('href', '/cost-estimation#opex-savings');
    expect(within(main).getAllByRole('link')).toEqual([link]);
  });
});

describe('not-found page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 404 and the spec message, and logs the missing path to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAppAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    // The log is written in a passive effect, which can run after the heading appears.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page'));
  });

  it('Return to Home goes to /', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { history } = renderAppAt('/missing');

    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));

    expect(history.at(-1)).toBe('/');
  });
});
