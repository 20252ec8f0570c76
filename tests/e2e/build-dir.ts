/**
 * Where a Playwright run builds the app it serves: one folder per E2E_PORT,
 * so parallel runs never test a stale build left behind by another.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eBuildDir = `dist/e2e-${e2ePort}`;
