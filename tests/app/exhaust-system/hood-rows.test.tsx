import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { appendHoodRow, SYSTEM_DATABASE } from '../../../src/app/exhaust-system/store.ts';
import { readHoodCell } from '../../../src/core/exhaust-system/hood-link.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';
import { UNIT_PREFERENCE_KEY } from '../../../src/app/shell/unit-preference.ts';
import { renderAppAt } from '../render-app-at.tsx';

/** The test's own handle on the page's database. */
const database = new Dexie(SYSTEM_DATABASE);
database.version(1).stores({ systems: 'id' });

const LINK = '/hood-design?type=flanged-opening&capture-velocity=100&distance=6&diameter=6&min-velocity=4000&units=imperial';
const SLOW_DOM = { timeout: 30_000 };

beforeAll(async () => {
  await import('../../../src/app/exhaust-system/page.tsx');
});

beforeEach(async () => {
  localStorage.setItem(UNIT_PREFERENCE_KEY, 'imperial');
  await database.table('systems').clear();
});

async function renderPageWith(sheet: SystemSheet) {
  await database.table('systems').put({ id: 'current', json: sheetToJson(sheet), savedAt: 1 });
  const user = userEvent.setup({ delay: null });
  const view = renderAppAt('/ducting-calculator/system');
  await screen.findByRole('textbox', { name: 'Flow, segment A' }, { timeout: 10_000 });
  return { user, ...view };
}

describe('hood rows on the exhaust system page', SLOW_DOM, () => {
  it("links a hood row back to its design, and designs it from the design's figures", async () => {
    const { user, history } = await renderPageWith({ ...EXAMPLE_SHEET, segments: [...EXAMPLE_SHEET.segments, { segment: 'grinder', to: 'E', length: '5', hood: LINK }] });

    const link = screen.getByRole('link', { name: 'Open the hood design of segment grinder' });
    expect(link).toHaveAttribute('href', LINK);
    expect(screen.getByRole('textbox', { name: 'Hood design, segment grinder' })).toHaveValue(LINK);
    expect(screen.getByText(/^Designed/)).toBeInTheDocument();
    // Its flow and Fh come from the design: the blank cells are not problems.
    expect(screen.getByRole('textbox', { name: 'Flow, segment grinder' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Hood type, segment grinder' })).not.toHaveAttribute('aria-invalid');

    await user.click(link);
    expect(history.at(-1)).toBe(LINK);
  });

  it('names an unusable design in one line at its cell, and designs what it does not hold back', async () => {
    await renderPageWith({ ...EXAMPLE_SHEET, segments: [...EXAMPLE_SHEET.segments, { segment: 'grinder', to: 'E', length: '5', hood: LINK.replace('diameter=6', 'diameter=wide') }] });

    const cell = screen.getByRole('textbox', { name: 'Hood design, segment grinder' });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription(/^Segment grinder \(row 7\), hood: the hood design cannot be used: Diameter: "wide"/);
    expect(screen.getByRole('region', { name: 'What each problem holds back' })).toHaveTextContent(/Correct the hood design of hood grinder \(row 7\) to design grinder/);
  });

  it('takes a hood added from Hood Design while it is open, with an undo', async () => {
    const { user } = await renderPageWith(EXAMPLE_SHEET);
    const read = readHoodCell(LINK, 'imperial');
    if (read.status === 'error') throw new Error(read.message);

    await appendHoodRow(read.data, 'imperial');

    expect(await screen.findByRole('textbox', { name: 'Hood design, segment hood-1' }, { timeout: 10_000 })).toHaveValue(LINK);
    expect(screen.getByRole('combobox', { name: 'Flows into, segment hood-1' })).toHaveValue('E');
    expect(screen.getByText('The system kept on this device was changed on another page (1 segment added); showing it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Hood design, segment hood-1' })).not.toBeInTheDocument());
  });
});
