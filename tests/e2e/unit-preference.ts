import { UNIT_PREFERENCE_KEY } from '../../src/app/shell/unit-preference.ts';
import { e2ePort } from './build-dir.ts';

/**
 * A browser whose site-wide unit preference is imperial, for
 * `test.use({ storageState })`: the specs that follow a worked example as
 * published in US units (the EPA's, ACGIH's) open it as such a user would.
 */
export const IMPERIAL_PREFERENCE = {
  cookies: [],
  origins: [{ origin: `http://127.0.0.1:${e2ePort}`, localStorage: [{ name: UNIT_PREFERENCE_KEY, value: 'imperial' }] }],
};
