/**
 * The Process Engineering sidebar (spec §4): expanded or collapsed on desktop,
 * remembered in the `sidebar:state` cookie; below the mobile breakpoint a
 * separate sliding panel that is open or closed and is never remembered.
 *
 * DOM-free: the raw cookie string comes in as input and is validated by the
 * core parser, and writing the cookie is the `persistState` action, which the
 * app provides with `sidebarMachine.provide(...)`.
 */
import { assertEvent, setup } from 'xstate';
import { parseSidebarCookie } from '../../core/site/sidebar-cookie.ts';

export interface SidebarInput {
  /** Untrusted: all cookies as in `document.cookie`; may be empty. */
  cookieHeader: string;
}

export interface SidebarContext {
  /** What the cookie said at start-up; expanded when it said nothing valid. */
  restoredExpanded: boolean;
}

export type SidebarEvent =
  | { type: 'sidebar.toggle' }
  | { type: 'sidebar.set'; expanded: boolean }
  | { type: 'sidebar.panel.open' }
  | { type: 'sidebar.panel.close' }
  | { type: 'sidebar.panel.toggle' };

export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    input: {} as SidebarInput,
    events: {} as SidebarEvent,
  },
  actions: {
    /** Stores the desktop state; the app provides the cookie write. */
    persistState: (_, _params: { expanded: boolean }) => {},
  },
  guards: {
    cookieSaysCollapsed: ({ context }) => !context.restoredExpanded,
    requestsExpanded: ({ event }) => {
      assertEvent(event, 'sidebar.set');
      return event.expanded;
    },
    requestsCollapsed: ({ event }) => {
      assertEvent(event, 'sidebar.set');
      return !event.expanded;
    },
  },
}).createMachine({
  id: 'sidebar',
  type: 'parallel',
  context: ({ input }) => {
    const stored = parseSidebarCookie(input.cookieHeader);
    return { restoredExpanded: stored.status === 'success' ? stored.data.expanded : true };
  },
  states: {
    desktop: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [{ guard: 'cookieSaysCollapsed', target: 'collapsed' }, { target: 'expanded' }],
        },
        expanded: {
          on: {
            'sidebar.toggle': {
              target: 'collapsed',
              actions: { type: 'persistState', params: { expanded: false } },
            },
            'sidebar.set': {
              guard: 'requestsCollapsed',
              target: 'collapsed',
              actions: { type: 'persistState', params: { expanded: false } },
            },
          },
        },
        collapsed: {
          on: {
            'sidebar.toggle': {
              target: 'expanded',
              actions: { type: 'persistState', params: { expanded: true } },
            },
            'sidebar.set': {
              guard: 'requestsExpanded',
              target: 'expanded',
              actions: { type: 'persistState', params: { expanded: true } },
            },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'sidebar.panel.open': 'open', 'sidebar.panel.toggle': 'open' } },
        open: { on: { 'sidebar.panel.close': 'closed', 'sidebar.panel.toggle': 'closed' } },
      },
    },
  },
});
