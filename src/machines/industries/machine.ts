/**
 * The Industries part of `/monitoring` (issue 22): the search as typed, the
 * industry opened and the unit system the dusts' figures are shown in. All
 * three live in the URL, so a link opens the same list.
 */
import { assertEvent, assign, setup } from 'xstate';
import { readIndustriesLink } from '../../core/industries/link.ts';
import type { IndustryId } from '../../core/industries/industries.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import type { LinkNote } from '../../core/site/link-query.ts';

export interface IndustriesContext {
  /** The search as typed. */
  readonly search: string;
  /** The industry whose dusts are shown, if one is opened. */
  readonly industry: IndustryId | undefined;
  readonly system: UnitSystem;
  /** The link's parameters not used, until dismissed. */
  readonly linkNotes: readonly LinkNote[];
}

export type IndustriesEvent =
  | { type: 'search.change'; text: string }
  | { type: 'industry.open'; industry: IndustryId }
  | { type: 'industry.close' }
  | { type: 'system.change'; system: UnitSystem }
  | { type: 'notes.dismiss' };

/** What the page opens with: its URL query ('' for none) and the site-wide unit preference. */
export interface IndustriesMachineInput {
  search: string;
  preferredSystem: UnitSystem;
}

/** The context a page opens with: the link's state where it gives one, else an empty search in the preferred system. */
export function initialIndustriesContext({ search, preferredSystem }: IndustriesMachineInput): IndustriesContext {
  const link = readIndustriesLink(search);
  return { search: link.search ?? '', industry: link.industry, system: link.system ?? preferredSystem, linkNotes: link.notes };
}

export const industriesMachine = setup({
  types: {
    context: {} as IndustriesContext,
    events: {} as IndustriesEvent,
    input: {} as IndustriesMachineInput,
  },
  actions: {
    setSearch: assign(({ event }) => {
      assertEvent(event, 'search.change');
      return { search: event.text };
    }),
    openIndustry: assign(({ event }) => {
      assertEvent(event, 'industry.open');
      return { industry: event.industry };
    }),
    closeIndustry: assign({ industry: undefined }),
    setSystem: assign(({ event }) => {
      assertEvent(event, 'system.change');
      return { system: event.system };
    }),
    dismissNotes: assign({ linkNotes: [] }),
  },
}).createMachine({
  id: 'industries',
  context: ({ input }) => initialIndustriesContext(input),
  on: {
    'search.change': { actions: 'setSearch' },
    'industry.open': { actions: 'openIndustry' },
    'industry.close': { actions: 'closeIndustry' },
    'system.change': { actions: 'setSystem' },
    'notes.dismiss': { actions: 'dismissNotes' },
  },
});
