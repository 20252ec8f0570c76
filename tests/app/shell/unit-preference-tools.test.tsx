import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

const SLOW_DOM = { timeout: 30_000 };

/** Every tool with a unit system, and what its select calls imperial. */
const TOOLS = [
  ['/ducting-calculator', 'Imperial'],
  ['/ducting-calculator/system', 'Imperial (US)'],
  ['/hood-design', 'Imperial (US)'],
  ['/explosion-protection', 'Imperial (US)'],
  ['/baghouse-design', 'Imperial (US)'],
  ['/fan-selection', 'Imperial (US)'],
  ['/cost-estimation', 'Imperial (US)'],
  ['/maintenance', 'Imperial (US)'],
] as const;

/** Opens a page and waits for its unit system select (some pages read the device's store first). */
async function openTool(path: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt(path);
  const select = await screen.findByRole('combobox', { name: 'Unit system' }, { timeout: 15_000 });
  return { user, select, ...view };
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('every tool opens in the site-wide unit preference', SLOW_DOM, () => {
  it.each(TOOLS)('%s opens in imperial units when that is the preference', async (path, imperial) => {
    localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');

    const { select } = await openTool(path);

    expect(select).toHaveTextContent(imperial);
  });

  it.each(['/ducting-calculator?units=metric', '/baghouse-design?units=metric'])('a link’s units win over the preference: %s', async (path) => {
    localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');

    const { select } = await openTool(path);

    expect(select).toHaveTextContent(/^Metric/);
  });

  it('a unit system chosen on one tool is remembered, and the next tool opens in it', async () => {
    const fan = await openTool('/fan-selection');
    expect(fan.select).toHaveTextContent('Metric (SI)');

    await choose(fan.user, fan.select, 'Imperial (US)');
    fan.unmount();

    expect(localStorage.getItem(UNIT_PREFERENCE_KEY)).toBe('imperial');
    const { select } = await openTool('/cost-estimation');
    expect(select).toHaveTextContent('Imperial (US)');
  });

  it('an open tool follows a unit system chosen in another tab, showing the same values in it', async () => {
    const { select } = await openTool('/ducting-calculator');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Velocity (V)' })).toHaveValue('20'));

    act(() => {
      localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');
      window.dispatchEvent(new StorageEvent('storage', { key: UNIT_PREFERENCE_KEY, newValue: 'imperial' }));
    });

    await waitFor(() => expect(select).toHaveTextContent('Imperial'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Velocity (V)' })).toHaveValue('3937'));
  });
});
