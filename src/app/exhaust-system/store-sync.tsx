import { useEffect, useState } from 'react';
import type { StoredRead } from '../../machines/exhaust-system/stored.ts';
import { writtenSheet } from '../../machines/exhaust-system/typed-sheet.ts';
import { SystemActorContext } from './actor-context.ts';
import { loadSystem, saveSystem } from './store.ts';

/**
 * Reads the saved system once, when the page opens.
 *
 * @returns `undefined` while reading, then what the store gave.
 */
export function useStoredSystem(): StoredRead | undefined {
  const [stored, setStored] = useState<StoredRead | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadSystem().then((read) => {
      if (current) setStored(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return stored;
}

/**
 * Saves the sheet on the device after every change (in its own units; a
 * cell typed in the other system carries its unit, `10ft`), unless the saved record
 * failed its check (kept until the user chooses) or storage cannot be used.
 * Renders nothing.
 */
export function StoreSync() {
  const actorRef = SystemActorContext.useActorRef();
  const sheet = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet);
  const saving = SystemActorContext.useSelector((snapshot) => snapshot.context.store.status === 'saving');
  useEffect(() => {
    if (!saving) return;
    void saveSystem(writtenSheet(sheet, sheet.units)).then((failure) => {
      if (failure !== undefined) actorRef.send({ type: 'store.fail', message: failure });
    });
  }, [actorRef, sheet, saving]);
  return null;
}
