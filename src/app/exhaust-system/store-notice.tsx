import { StoreNotice, type StoreNoticeTexts } from '../shell/store-notice.tsx';
import { SystemActorContext } from './actor-context.ts';

const TEXTS: StoreNoticeTexts = {
  noun: 'system',
  unavailable: (message) => `This system is not kept on this device: ${message}. Export it as CSV or JSON to keep it.`,
  corruptHeading: 'The system saved on this device could not be read',
  corruptBody:
    'The saved record is kept as it was, and the example system is shown instead; changes here are not saved until you choose to replace it.',
  savedFileName: 'exhaust-system-saved.json',
  replaceLabel: 'Replace it with this system',
};

/** The shell's StoreNotice for the exhaust system's sheet. */
export function SystemStoreNotice() {
  const actorRef = SystemActorContext.useActorRef();
  const store = SystemActorContext.useSelector((snapshot) => snapshot.context.store);
  return <StoreNotice store={store} texts={TEXTS} onReplace={() => actorRef.send({ type: 'store.replace' })} />;
}
