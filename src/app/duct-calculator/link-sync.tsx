import { designLinkPath, type DesignTexts } from '../../core/duct/design-link.ts';
import { selectLinkPath } from '../../machines/duct-calculator/link.ts';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';

/** No design fields: the card's link alone. */
const NO_DESIGN_TEXTS: DesignTexts = {};

/**
 * Keeps the address bar equal to the link of what the calculator shows
 * (`/ducting-calculator?solve=…&q=…&v=…&d=…&units=…`), so it can be copied
 * and shared, followed by the design sections' fields. Reads the machine in
 * a transition, like the diagram, so a keystroke renders nothing here.
 * Renders nothing.
 *
 * @param designTexts The design sections' fields to keep in the link (see
 *   core/duct/design-link.ts); none by default.
 */
export function LinkSync({ designTexts = NO_DESIGN_TEXTS }: { designTexts?: DesignTexts }) {
  const actorRef = CalculatorActorContext.useActorRef();
  const cardPath = useDeferredSelector(actorRef, (snapshot) => selectLinkPath(snapshot.context));
  useReplaceLink(designLinkPath(cardPath, designTexts));
  return null;
}
