import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/server.ts';

// jsdom lays nothing out, so it has no scrollIntoView: the page calls it to reveal the result notice, and Radix Select to show the chosen option.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Radix Select and Dialog use pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

// Lazy pages load a chunk before they render: on a loaded 2-core CI machine that
// can take longer than find*'s default 1 s, which made tests fail by chance.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The site-wide unit preference lives in localStorage: each test starts with none.
  localStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
