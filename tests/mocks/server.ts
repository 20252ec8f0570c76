import { setupServer } from 'msw/node';

/**
 * The app makes no network calls (spec §7). The server has no handlers and
 * fails any test that sends a request, which proves it.
 */
export const server = setupServer();
