import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/app.tsx';

/**
 * Renders the whole app at a path, in memory. `history` lists every path the
 * app navigated to (wouter's `record` option).
 */
export function renderAppAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return { ...view, history: location.history };
}
