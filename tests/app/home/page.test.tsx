import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/app.tsx';
import { SPEC_HOME_TILES as SPEC_TILES } from '../../fixtures/spec-home-tiles.ts';

const renderHome = () =>
  render(
    <Router hook={memoryLocation({ path: '/', static: true }).hook}>
      <App />
    </Router>,
  );

describe('home page', { timeout: 30_000 }, () => {
  it('renders at once, without waiting for a lazy chunk', () => {
    renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Engineering toolkit' })).toBeInTheDocument();
  });

  it('shows the spec’s nine tiles in its order, each linking to its route', () => {
    renderHome();

    const tiles = within(screen.getByRole('navigation', { name: 'Tools' })).getAllByRole('link');

    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(SPEC_TILES.map(([, href]) => href));
    SPEC_TILES.forEach(([title], index) => {
      expect(within(tiles[index]!).getByText(title)).toBeInTheDocument();
    });
  });

  it('follows them with More tools: Exhaust System Design, Hood Design and Explosion Protection, in the same kind of tile', () => {
    renderHome();

    const more = screen.getByRole('navigation', { name: 'More tools' });
    const tiles = within(more).getAllByRole('link');

    expect(within(more).getByRole('heading', { level: 2, name: 'More tools' })).toBeInTheDocument();
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/ducting-calculator/system', '/hood-design', '/explosion-protection']);
    expect(tiles[0]).toHaveTextContent(/^Exhaust System Design.*ACGIH velocity-pressure method/);
    expect(tiles[1]).toHaveTextContent(/^Hood Design.*capture velocity/);
    expect(tiles[2]).toHaveTextContent(/^Explosion Protection.*NFPA 68 and EN 14491/);
  });

  it('says in one line what each tool does', () => {
    renderHome();

    const calculator = screen.getByRole('link', { name: /Ducting Calculator/ });

    expect(calculator).toHaveTextContent('Solve a round duct’s velocity, diameter or airflow, then its pressure loss');
  });

  it('says of no tile that it is coming soon: every tile opens a built page', () => {
    renderHome();

    expect(screen.getByRole('link', { name: /Industries & Applications/ })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('keeps the common header with its Know-How button and the footer', () => {
    renderHome();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know-How' })).toHaveAttribute('href', '/process/know-how');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Professional profile');
  });

  it('applies emotion styles instead of leaking a css attribute', () => {
    const { container } = renderHome();

    expect(container.querySelector('[css]')).toBeNull();
  });
});
