import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readUnitPreference, UNIT_PREFERENCE_KEY, useUnitPreference } from '../../../src/app/shell/unit-preference.ts';

/** A reader of the preference, with a button to choose each system. */
function PreferenceProbe({ name }: { name: string }) {
  const [system, setSystem] = useUnitPreference();
  return (
    <section aria-label={name}>
      <output aria-label="Preferred units">{system}</output>
      <button type="button" onClick={() => setSystem('imperial')}>
        Imperial
      </button>
      <button type="button" onClick={() => setSystem('metric')}>
        Metric
      </button>
    </section>
  );
}

const shown = () => screen.getAllByRole('status', { name: 'Preferred units' }).map((output) => output.textContent);

/** What another tab of the site does: writes the storage, and this tab hears a `storage` event. */
function otherTabChooses(system: string) {
  act(() => {
    localStorage.setItem(UNIT_PREFERENCE_KEY, system);
    window.dispatchEvent(new StorageEvent('storage', { key: UNIT_PREFERENCE_KEY, newValue: system }));
  });
}

describe('the site-wide unit preference', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is metric when nothing is stored, or when what is stored is not a unit system', () => {
    expect(readUnitPreference()).toBe('metric');
    localStorage.setItem(UNIT_PREFERENCE_KEY, 'furlongs');
    expect(readUnitPreference()).toBe('metric');
  });

  it('is remembered on the device, and every reader on the page follows a change', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PreferenceProbe name="Page part one" />
        <PreferenceProbe name="Page part two" />
      </>,
    );
    expect(shown()).toEqual(['metric', 'metric']);

    await user.click(screen.getAllByRole('button', { name: 'Imperial' })[0]!);

    expect(shown()).toEqual(['imperial', 'imperial']);
    expect(localStorage.getItem(UNIT_PREFERENCE_KEY)).toBe('imperial');
    expect(readUnitPreference()).toBe('imperial');
  });

  it('follows a choice made in another tab', () => {
    render(<PreferenceProbe name="Page" />);

    otherTabChooses('imperial');

    expect(shown()).toEqual(['imperial']);
  });

  it('keeps working in memory when the device’s storage refuses it', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<PreferenceProbe name="Page" />);

    await user.click(screen.getByRole('button', { name: 'Imperial' }));

    expect(shown()).toEqual(['imperial']);
    expect(readUnitPreference()).toBe('imperial');
    // Storage works again: a choice from another tab wins over the one kept in memory.
    vi.restoreAllMocks();
    otherTabChooses('metric');
    expect(shown()).toEqual(['metric']);
  });

  it('reads as the default when the storage cannot even be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    render(<PreferenceProbe name="Page" />);

    expect(shown()).toEqual(['metric']);
  });
});
