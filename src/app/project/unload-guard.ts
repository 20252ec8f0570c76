/**
 * Keeps the page open while a project's change is still on its way into
 * IndexedDB: the machine shows a save at once and writes it in the
 * background, so a tab closed or reloaded in that moment would lose it. The
 * browser then asks before leaving (beforeunload), and stops asking as soon
 * as the store has the write.
 */
import type { Actor } from 'xstate';
import type { projectMachine } from '../../machines/project/machine.ts';

/** Asks before leaving, in every browser's way: preventDefault, and the legacy returnValue. */
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

/**
 * Guards the page while the actor has writes pending.
 *
 * @param actor The projects actor.
 * @returns Stops guarding (for tests); the app keeps it for the page's life.
 */
export function guardPendingWrites(actor: Actor<typeof projectMachine>): () => void {
  let guarding = false;
  const update = (pending: boolean) => {
    if (pending === guarding) return;
    guarding = pending;
    if (pending) window.addEventListener('beforeunload', askBeforeLeaving);
    else window.removeEventListener('beforeunload', askBeforeLeaving);
  };
  const subscription = actor.subscribe((snapshot) => update(snapshot.context.pending.length > 0));
  return () => {
    subscription.unsubscribe();
    update(false);
  };
}
