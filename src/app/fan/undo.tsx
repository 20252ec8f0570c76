import { UndoNotice } from '../shell/undo-notice.tsx';
import { FanActorContext } from './actor-context.ts';

/**
 * What the worked example, a curve import or a clear just replaced, with an
 * Undo, shown where it happened: beside the page's actions or under the curve.
 */
export function FanUndoNotice({ place }: { place: 'page' | 'curve' }) {
  const actorRef = FanActorContext.useActorRef();
  const message = FanActorContext.useSelector((snapshot) => (snapshot.context.undo?.place === place ? snapshot.context.undo.message : undefined));
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}
