import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dexie } from 'dexie';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { sheetFromJson, sheetToJson } from '../../../src/core/exhaust-system/sheet-file.ts';
import type { HoodTexts } from '../../../src/core/hood/fields.ts';
import { AddToSystemButton } from '../../../src/app/hood/add-to-system.tsx';
import { HOOD_DESIGN_WRITER, SYSTEM_DATABASE } from '../../../src/app/exhaust-system/store.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';

/** The test's own handle on the system page's database. */
const database = new Dexie(SYSTEM_DATABASE);
database.version(1).stores({ systems: 'id' });
const systems = () => database.table('systems');
const savedSheet = async () => {
  const record = (await systems().get('current')) as { json: string; writer?: string } | undefined;
  const read = record === undefined ? undefined : sheetFromJson(record.json);
  return { record, sheet: read?.status === 'success' ? read.data : undefined };
};

/** A 6 in flanged opening catching at 100 fpm 6 in out, its branch held to 4000 fpm. */
const GRINDER: HoodTexts = { type: 'flanged-opening', diameter: '6', captureVelocity: '100', distance: '6', minVelocity: '4000' };

function renderButton(texts: HoodTexts = GRINDER) {
  const user = userEvent.setup({ delay: null });
  render(
    <Router hook={memoryLocation({ path: '/hood-design' }).hook}>
      <AddToSystemButton system="imperial" texts={texts} />
    </Router>,
  );
  return { user, button: screen.getByRole('button', { name: 'Add to exhaust system' }) };
}

beforeEach(async () => {
  await systems().clear();
});
afterEach(() => vi.restoreAllMocks());

describe('Add to exhaust system', () => {
  it('starts the system kept on the device with the hood, says so and links to the system page', async () => {
    const { user, button } = renderButton();

    await user.click(button);

    const status = await screen.findByText(/^Started the exhaust system kept on this device with hood-1 \(\d[\d,]* CFM\), flowing into the fan\./);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open Exhaust System Design' })).toHaveAttribute('href', '/ducting-calculator/system');
    const { record, sheet } = await savedSheet();
    expect(record?.writer).toBe(HOOD_DESIGN_WRITER);
    expect(sheet?.units).toBe('imperial');
    expect(sheet?.segments).toEqual([
      expect.objectContaining({ segment: 'hood-1', to: 'fan', min_velocity: '4000', hood: '/hood-design?type=flanged-opening&capture-velocity=100&distance=6&diameter=6&min-velocity=4000&units=imperial' }),
    ]);
  });

  it('appends to a kept system, joined to its main into the fan, and numbers the next hood on', async () => {
    await systems().put({ id: 'current', json: sheetToJson(EXAMPLE_SHEET), savedAt: 1 });
    const { user, button } = renderButton();

    await user.click(button);
    await screen.findByText(/^Added hood-1 \(.* CFM\) to the exhaust system kept on this device, joined to the main E \(move it to its own junction there\)\./);
    await user.click(button);
    await screen.findByText(/^Added hood-2 /);

    const { sheet } = await savedSheet();
    expect(sheet?.segments.map(({ segment, to }) => `${segment}→${to}`)).toEqual(['A→C', 'B→C', 'C→E', 'D→E', 'E→fan', 'hood-1→E', 'hood-2→E']);
  });

  it('refuses in one line while the design has a problem, and stores nothing', async () => {
    const { user, button } = renderButton({ ...GRINDER, diameter: 'wide' });

    await user.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(/^Cannot add this hood to the exhaust system: Diameter: "wide" [^\n]*\.$/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(await systems().count()).toBe(0);
  });

  it('refuses while the kept system fails its check, and leaves it as it is', async () => {
    await systems().put({ id: 'current', json: '{"version": 2}', savedAt: 1 });
    const { user, button } = renderButton();

    await user.click(button);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Cannot add this hood to the exhaust system: the system kept on this device cannot be read \(.*\); open Exhaust System Design to replace it\.$/));
    expect((await savedSheet()).record?.json).toBe('{"version": 2}');
  });

  it("refuses when the device's storage cannot be used", async () => {
    vi.spyOn(Dexie.prototype, 'transaction').mockRejectedValue(new Error('QuotaExceededError'));
    const { user, button } = renderButton();

    await user.click(button);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("Cannot add this hood to the exhaust system: the browser's storage refused it (QuotaExceededError)."));
  });
});
