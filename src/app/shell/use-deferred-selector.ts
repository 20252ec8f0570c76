import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * Reads a slice of an actor's snapshot, like `useSelector`, but takes each
 * change in a React transition. Use it for what a keystroke changes
 * elsewhere on the page (a computed field, a diagram): the field being typed
 * in reads with `useSelector` and paints at once, and these parts follow in
 * the next render, a frame later, without holding up the keystroke.
 *
 * @param actorRef The actor to read.
 * @param selector Picks the slice; it runs in the transition, not in the keystroke's handler.
 *   What it reads besides the snapshot (a field's name) must stay the same for the component's life.
 * @param compare Equality of two slices (`Object.is` by default; `shallowEqual` for objects).
 * @returns The slice as of the last committed transition.
 */
export function useDeferredSelector<TActor extends AnyActorRef, T>(
  actorRef: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (previous: T, next: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(actorRef.getSnapshot()));
  const take = useEffectEvent((snapshot: SnapshotFrom<TActor>) => {
    startTransition(() => {
      setValue((previous) => {
        const next = selector(snapshot);
        return compare(previous, next) ? previous : next;
      });
    });
  });

  useEffect(() => {
    // Catch up with any change between the first render and this subscription.
    take(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(take);
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return value;
}
