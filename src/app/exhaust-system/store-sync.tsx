import { useEffect, useState } from 'react';
import type { StoredRead } from '../../machines/exhaust-system/stored.ts';
import { writtenSheet } from '../../machines/exhaust-system/typed-sheet.ts';
import { SystemActorContext } from './actor-context.ts';
import { loadSystem, saveSystem, watchSystem } from './store.ts';

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

/** This page's token as a writer of the store, unique across tabs. */
const newWriter = () => `system-page-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Saves the sheet on the device after every change (in its own units; a
 * cell typed in the other system carries its unit, `10ft`), unless the saved record
 * failed its check (kept until the user chooses) or storage cannot be used;
 * and takes what another page saves there meanwhile (a hood added from Hood
 * Design, in this tab or another). Renders nothing.
 */
export function StoreSync() {
  const actorRef = SystemActorContext.useActorRef();
  const sheet = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet);
  const saving = SystemActorContext.useSelector((snapshot) => snapshot.context.store.status === 'saving');
  const [writer] = useState(newWriter);
  useEffect(
    () =>
      watchSystem(writer, (read) => {
        if (read.status === 'found') actorRef.send({ type: 'store.change', sheet: read.sheet });
      }),
    [actorRef, writer],
  );
  useEffect(() => {
    if (!saving) return;
    void saveSystem(writtenSheet(sheet, sheet.units), writer).then((failure) => {
      if (failure !== undefined) actorRef.send({ type: 'store.fail', message: failure });
    });
  }, [actorRef, sheet, saving, writer]);
  return null;
}
