import { UndoNotice } from '../shell/undo-notice.tsx';
import { HoodActorContext } from './actor-context.ts';

/** What the worked example or a clear just replaced, with an Undo. */
export function HoodUndoNotice() {
  const actorRef = HoodActorContext.useActorRef();
  const message = HoodActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}
