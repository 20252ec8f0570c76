import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * Reads a slice of an actor's snapshot, like `useSelector`, but takes each
 * change in a React transition. Use it for what a keystroke changes
 * elsewhere on the page (a computed field, a diagram): the field being typed
 * in paints at once, and these parts follow after that paint, in a React
 * transition, without holding up the keystroke. Snapshots that arrive
 * before then are coalesced: only the latest is rendered.
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
  const latest = useRef<SnapshotFrom<TActor> | undefined>(undefined);
  const render = useEffectEvent(() => {
    const snapshot = latest.current;
    latest.current = undefined;
    if (snapshot === undefined) return;
    startTransition(() => {
      setValue((previous) => {
        const next = selector(snapshot);
        return compare(previous, next) ? previous : next;
      });
    });
  });

  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = (snapshot: SnapshotFrom<TActor>) => {
      const scheduled = latest.current !== undefined;
      latest.current = snapshot;
      if (scheduled) return;
      // A task queued from an animation frame runs after that frame's paint.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(render, 0);
      });
    };
    // Catch up with any change between the first render and this subscription.
    take(actorRef.getSnapshot());
    const subscription = actorRef.subscribe(take);
    return () => {
      subscription.unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      latest.current = undefined;
    };
  }, [actorRef]);

  return value;
}
