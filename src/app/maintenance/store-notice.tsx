import { StoreNotice, type StoreNoticeTexts } from '../shell/store-notice.tsx';
import { MaintenanceActorContext } from './actor-context.ts';

const TEXTS: StoreNoticeTexts = {
  noun: 'log',
  unavailable: (message) => `The log is not kept on this device: ${message}. Export it as JSON to keep it.`,
  corruptHeading: 'The log saved on this device could not be read',
  corruptBody: 'The saved record is kept as it was, and an empty log is shown instead; nothing is saved until you choose to replace it.',
  savedFileName: 'maintenance-log-saved.json',
  replaceLabel: 'Replace it with this log',
};

/** The shell's StoreNotice for the maintenance log. */
export function LogStoreNotice() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const store = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.store);
  return <StoreNotice store={store} texts={TEXTS} onReplace={() => actorRef.send({ type: 'store.replace' })} />;
}
