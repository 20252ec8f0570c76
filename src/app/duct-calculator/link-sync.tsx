import { selectLinkPath } from '../../machines/duct-calculator/link.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';

/**
 * Keeps the address bar equal to the link of what the calculator shows
 * (`/ducting-calculator?solve=…&q=…&v=…&d=…&units=…`), so it can be copied
 * and shared. Reads the machine in a transition, like the diagram, so a
 * keystroke renders nothing here. Renders nothing.
 */
export function LinkSync() {
  const actorRef = CalculatorActorContext.useActorRef();
  useReplaceLink(useDeferredSelector(actorRef, (snapshot) => selectLinkPath(snapshot.context)));
  return null;
}
