/** The woodshop as the current project, for the tests of the project bars. */
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { selectCurrentProject } from '../../../src/machines/project/selectors.ts';
import { CURRENT_PROJECT_KEY } from '../../../src/app/project/current.ts';
import { SHOP_TEXT } from '../../core/project/shop.ts';

/**
 * Imports the woodshop under another name through the projects actor (loaded as the bar loads it), and makes it current.
 *
 * @param name The project's name, one per test.
 * @returns The current project as the actor holds it, read again on each call.
 */
export async function withShop(name: string) {
  const { projectActor } = await import('../../../src/app/project/actor.ts');
  const actor = projectActor();
  actor.send({ type: 'project.import', text: SHOP_TEXT.replace(/"name": "[^"]*"/, `"name": "${name}"`), id: `test-${name}`, now: Date.now() });
  await waitFor(() => expect(localStorage.getItem(CURRENT_PROJECT_KEY)).toContain(name));
  return { current: () => selectCurrentProject(actor.getSnapshot().context)! };
}
