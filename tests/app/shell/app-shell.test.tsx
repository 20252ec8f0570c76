import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/app.tsx';
import { RouteErrorBoundary } from '../../../src/app/shell/route-error-boundary.tsx';
import { describeThrown } from '../../../src/app/shell/error-fallback.tsx';

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

  it('offers a skip link to the main content', async () => {
    renderAt('/monitoring');

    await screen.findByRole('heading', { level: 1, name: 'Industries & Applications' });
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', `#${main.id}`);
  });
});

describe('route error fallback', () => {
  afterEach(() => vi.restoreAllMocks());

  let shouldThrow = true;
  function FlakyRoute() {
    if (shouldThrow) throw new Error('Topic data could not be read');
    return <p>Route content</p>;
  }

  /** A throwing route behind the same boundary the app uses, with room to navigate. */
  function renderThrowingRoute(thrown: unknown = undefined) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    function Thrower(): never {
      throw thrown;
    }
    const location = memoryLocation({ path: '/broken', record: true });
    render(
      <Router hook={location.hook}>
        <RouteErrorBoundary>
          <Switch>
            <Route path="/broken">{thrown === undefined ? <FlakyRoute /> : <Thrower />}</Route>
            <Route path="/process/know-how">
              <p>Know-How content</p>
            </Route>
          </Switch>
        </RouteErrorBoundary>
      </Router>,
    );
    return location;
  }

  it('shows Unexpected Application Error! with the message inside the normal header and footer', () => {
    renderThrowingRoute();

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Topic data could not be read')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(/at FlakyRoute/)).not.toBeInTheDocument();
    expect(document.title).toBe('Application error · Technology For Clean Air');
  });

  it('keeps the header links working: navigating away clears the error', async () => {
    const user = userEvent.setup();
    const location = renderThrowingRoute();

    await user.click(screen.getByRole('link', { name: 'Know-How' }));

    expect(location.history.at(-1)).toBe('/process/know-how');
    expect(screen.getByText('Know-How content')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('Try again renders the route again once it no longer throws', async () => {
    const user = userEvent.setup();
    renderThrowingRoute();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Route content')).toBeInTheDocument();
  });

  it('names a thrown value that is not an Error', () => {
    renderThrowingRoute('Lookup table missing');

    expect(screen.getByText('Lookup table missing')).toBeInTheDocument();
  });

  it.each([
    [new Error('Bad input'), 'Bad input'],
    ['plain text', 'plain text'],
    [{ message: 'an object with a message' }, 'an object with a message'],
    [null, 'An unknown error occurred.'],
    [new Error(''), 'An unknown error occurred.'],
    [42, 'An unknown error occurred.'],
  ])('describes the thrown %j as %j', (thrown, message) => {
    expect(describeThrown(thrown)).toBe(message);
  });
});
