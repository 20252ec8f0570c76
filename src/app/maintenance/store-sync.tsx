import { useEffect, useState } from 'react';
import type { StoredLog } from '../../machines/maintenance/stored.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { loadLog, saveLog } from './store.ts';

/**
 * Reads the saved log once, when the page opens.
 *
 * @returns `undefined` while reading, then what the store gave.
 */
export function useStoredLog(): StoredLog | undefined {
  const [stored, setStored] = useState<StoredLog | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadLog().then((read) => {
      if (current) setStored(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return stored;
}

/**
 * Saves the configuration and the log on the device after every change,
 * unless the saved record failed its check (kept until the user chooses) or
 * storage cannot be used. Renders nothing.
 */
export function StoreSync() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const entries = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.entries);
  const saving = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.store.status === 'saving');
  useEffect(() => {
    if (!saving) return;
    void saveLog({ config, entries }).then((failure) => {
      if (failure !== undefined) actorRef.send({ type: 'store.fail', message: failure });
    });
  }, [actorRef, config, entries, saving]);
  return null;
}
