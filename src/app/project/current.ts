/**
 * The current project, remembered on the device (localStorage): its id, for
 * the projects machine when it starts, and its name, for the header's
 * switcher, which shows it without loading the store (Dexie stays out of the
 * first visit). The machine's actor writes it (actor.ts); the header reads it.
 */
import { useSyncExternalStore } from 'react';

/** The localStorage key. */
export const CURRENT_PROJECT_KEY = 'tfca:current-project';

/** The current project as remembered. */
export interface CurrentProject {
  readonly id: string;
  readonly name: string;
}

const listeners = new Set<() => void>();
/** The last text read, so the snapshot stays the same object while nothing changed. */
let lastText: string | null = null;
let lastValue: CurrentProject | undefined;

/** Parses the stored text; anything else than `{id, name}` strings is no current project. */
function parsed(text: string | null): CurrentProject | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    const { id, name } = (value ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? { id, name } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The current project remembered on this device.
 *
 * @returns Its id and name, or `undefined` (none yet, or storage blocked). Never throws.
 */
export function readCurrentProject(): CurrentProject | undefined {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(CURRENT_PROJECT_KEY);
  } catch {
    // Storage blocked: no current project is remembered.
  }
  if (text !== lastText) {
    lastText = text;
    lastValue = parsed(text);
  }
  return lastValue;
}

/**
 * Remembers the current project (or none) and tells every reader on this
 * page; other tabs hear of it by the `storage` event. Storage that fails
 * keeps nothing, silently: the machine still holds the current project.
 */
export function writeCurrentProject(current: CurrentProject | undefined): void {
  const text = current === undefined ? null : JSON.stringify({ id: current.id, name: current.name });
  if (text === readStoredText()) return;
  try {
    if (text === null) window.localStorage.removeItem(CURRENT_PROJECT_KEY);
    else window.localStorage.setItem(CURRENT_PROJECT_KEY, text);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_PROJECT_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_PROJECT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current project remembered on the device, followed as it changes (this page or another tab). */
export function useCurrentProject(): CurrentProject | undefined {
  return useSyncExternalStore(subscribe, readCurrentProject, () => undefined);
}
