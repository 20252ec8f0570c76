import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app-at.tsx';

// A bug in one section (here the ΔP trend throws) stays in that section.
vi.mock('../../../src/app/maintenance/trend.tsx', () => ({
  PressureDropTrend: () => {
    throw new Error('the chart broke');
  },
}));

beforeAll(async () => {
  await import('../../../src/app/maintenance/page.tsx');
});

describe('maintenance page sections', { timeout: 30_000 }, () => {
  it('shows a section that throws as one line in that section, and the form, plan and log stay usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAppAt('/maintenance');
    const form = await screen.findByRole('form', { name: 'Collector' }, { timeout: 10_000 });

    const trend = screen.getByRole('region', { name: 'Pressure drop' });
    expect(within(trend).getByRole('alert')).toHaveTextContent('The ΔP trend could not be shown: the chart broke. Your inputs are kept; change them or try again.');
    expect(screen.getAllByRole('alert').filter((alert) => /could not be shown/.test(alert.textContent ?? ''))).toHaveLength(1);

    const bagLife = within(form).getByRole('textbox', { name: 'Bag life' });
    await user.clear(bagLife);
    await user.type(bagLife, '36');
    expect(screen.getByText(/36-month bag life/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Log' })).toHaveTextContent(/Nothing logged yet/);
  });
});
