import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppUpdates } from '../../../src/app/shell/app-updates.tsx';

// The plugin's virtual module, as it behaves when a new deployment is waiting.
const updateServiceWorker = vi.fn(async () => {});
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: useState(true),
    offlineReady: useState(false),
    updateServiceWorker,
  }),
}));

describe('update available notice', () => {
  it('announces a waiting new version with Reload and Dismiss, without taking focus', () => {
    render(<AppUpdates />);

    const notice = screen.getByRole('region', { name: 'Update available' });
    expect(screen.getByRole('status')).toContainElement(notice);
    expect(notice).toHaveTextContent('A new version of this toolkit is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches to the new version only when Reload is pressed', async () => {
    render(<AppUpdates />);
    expect(updateServiceWorker).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(updateServiceWorker).toHaveBeenCalledOnce();
  });

  it('hides the notice on Dismiss and keeps the current version', async () => {
    updateServiceWorker.mockClear();
    render(<AppUpdates />);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('region', { name: 'Update available' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });
});
