import { selectLinkPath } from '../../machines/duct-calculator/link.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { CalculatorActorContext } from './actor-context.ts';

/**
 * Keeps the address bar equal to the link of what the calculator shows
 * (`/ducting-calculator?solve=…&q=…&v=…&d=…&units=…`), so it can be copied
 * and shared at any moment. Renders nothing.
 */
export function LinkSync() {
  useReplaceLink(CalculatorActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}
