/**
 * The site-wide unit preference: the unit system every tool opens in,
 * remembered on the device (localStorage). A link's `units=` wins over it;
 * changing the unit system on any tool page writes it.
 */
import { useSyncExternalStore } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '../../core/duct/units.ts';

/** The localStorage key. */
export const UNIT_PREFERENCE_KEY = 'tfca:unit-system';

/** Spec §3: metric when nothing is stored. */
const DEFAULT_SYSTEM: UnitSystem = 'metric';

/** The preference of this page when the device's storage cannot keep it (blocked, full): kept until the page closes. */
let inMemory: UnitSystem | undefined;
const listeners = new Set<() => void>();

const isUnitSystem = (text: string | null): text is UnitSystem => (UNIT_SYSTEMS as readonly (string | null)[]).includes(text);

function readStored(): UnitSystem | undefined {
  try {
    const stored = window.localStorage.getItem(UNIT_PREFERENCE_KEY);
    return isUnitSystem(stored) ? stored : undefined;
  } catch {
    // Storage blocked (a privacy setting, a sandboxed frame): the default or the page's own choice.
    return undefined;
  }
}

/**
 * The preferred unit system now, for a machine's input when a page opens.
 *
 * @returns What the user last chose on this device, else `metric`. Never throws.
 */
export function readUnitPreference(): UnitSystem {
  return inMemory ?? readStored() ?? DEFAULT_SYSTEM;
}

/**
 * Remembers a unit system on the device and tells every reader on this page;
 * other tabs hear of it by the `storage` event. When storage fails, the page
 * keeps the choice in memory and carries on.
 */
function writeUnitPreference(system: UnitSystem): void {
  try {
    window.localStorage.setItem(UNIT_PREFERENCE_KEY, system);
    inMemory = undefined;
  } catch {
    inMemory = system;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== UNIT_PREFERENCE_KEY && event.key !== null) return;
    inMemory = undefined;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The site-wide unit preference, followed as it changes: on this page, on
 * another page of this tab, or in another tab of the site.
 *
 * @returns The preferred system, and the function that remembers a new one.
 */
export function useUnitPreference(): readonly [UnitSystem, (system: UnitSystem) => void] {
  const system = useSyncExternalStore(subscribe, readUnitPreference, () => DEFAULT_SYSTEM);
  return [system, writeUnitPreference] as const;
}
