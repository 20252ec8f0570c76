import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

/** Each section of the page, broken on purpose: it throws while rendering. */
const broken = (name: string) => () => {
  throw new Error(`${name} broke`);
};

vi.mock('../../../src/app/exhaust-system/sheet-table.tsx', () => ({ SheetTable: broken('the sheet') }));
vi.mock('../../../src/app/exhaust-system/system-sketch.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/app/exhaust-system/system-sketch.tsx')>()),
  SystemSketch: broken('the sketch'),
}));
vi.mock('../../../src/app/exhaust-system/fan-duty.tsx', () => ({ FanDuty: broken('the fan duty') }));
vi.mock('../../../src/app/exhaust-system/junction-list.tsx', () => ({ JunctionList: broken('the junctions') }));
vi.mock('../../../src/app/exhaust-system/results-sheet.tsx', () => ({ ResultsSheet: broken('the results'), PrintedResults: () => null }));

// React reports each error it caught; the test reads the page instead.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
beforeAll(async () => {
  localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');
  await import('../../../src/app/exhaust-system/page.tsx');
});
afterAll(() => quiet.mockRestore());

describe('exhaust system page: one error boundary per section', { timeout: 30_000 }, () => {
  it('a section that throws shows one line naming it, and the other sections and the settings stay usable', async () => {
    const user = userEvent.setup({ delay: null });
    renderAppAt('/ducting-calculator/system');

    const outlet = await screen.findByRole('textbox', { name: 'Outlet pressure' }, { timeout: 10_000 });
    const alerts = screen.getAllByRole('alert').map((alert) => within(alert).getByText(/could not be shown/).textContent);
    expect(alerts).toEqual([
      'The system sheet could not be shown: the sheet broke. Your inputs are kept; change them or try again.',
      'The system sketch could not be shown: the sketch broke. Your inputs are kept; change them or try again.',
      'The fan duty could not be shown: the fan duty broke. Your inputs are kept; change them or try again.',
      'The junction decisions could not be shown: the junctions broke. Your inputs are kept; change them or try again.',
      'The results by segment could not be shown: the results broke. Your inputs are kept; change them or try again.',
    ]);
    expect(screen.getByText('Designed and balanced: every junction holds')).toBeInTheDocument();

    await user.clear(outlet);
    await user.type(outlet, 'x');
    expect(screen.getByText(/^Partly designed: 1 problem in the sheet \(marked in red above\) holds back the fan duty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
