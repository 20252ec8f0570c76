import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAppAt } from '../render-app-at.tsx';

describe('Industries & Applications page', () => {
  it('keeps its heading and title and has an Industries and an Equipment monitoring part', async () => {
    renderAppAt('/monitoring');

    expect(await screen.findByRole('heading', { level: 1, name: 'Industries & Applications' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Industries' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Equipment monitoring' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Industries & Applications · Technology For Clean Air'));
  });
});
