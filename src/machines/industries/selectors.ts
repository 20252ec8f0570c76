/** What the Industries part derives from its context: the industries listed and the page's link. */
import { industriesLinkPath } from '../../core/industries/link.ts';
import { searchIndustries } from '../../core/industries/search.ts';
import type { IndustryId } from '../../core/industries/industries.ts';
import type { IndustriesContext } from './machine.ts';

/** The industries the search finds, in the order. */
export function selectListed(context: Pick<IndustriesContext, 'search'>): IndustryId[] {
  return searchIndustries(context.search);
}

/** The link of what the part shows. */
export function selectLinkPath(context: IndustriesContext): string {
  return industriesLinkPath(context);
}
