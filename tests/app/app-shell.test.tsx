import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/app.tsx';

const renderAt = (path: string) =>
  render(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <App />
    </Router>,
  );

describe('app shell', () => {
  it('shows the site title and an info link to Know-How on every page', () => {
    renderAt('/fan-selection');

    expect(screen.getByRole('link', { name: 'Technology For Clean Air' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Know-How' })).toHaveAttribute('href', '/process/know-how');
  });

  it('applies emotion styles instead of leaking a css attribute', () => {
    renderAt('/');

    expect(screen.getByRole('banner')).not.toHaveAttribute('css');
  });
});
