/**
 * The selected Process Engineering topic (spec §4): none at first, then one
 * of the four ids. An id that is not one of them is ignored, so the machine
 * can never show a card for a topic that does not exist.
 */
import { assertEvent, assign, setup } from 'xstate';
import { findProcessTopic, type ProcessTopicId } from '../../core/site/process-topics.ts';

export interface TopicContext {
  topicId: ProcessTopicId | null;
}

export type TopicEvent = { type: 'topic.select'; topicId: string } | { type: 'topic.clear' };

export const topicMachine = setup({
  types: {
    context: {} as TopicContext,
    events: {} as TopicEvent,
  },
  actions: {
    storeTopic: assign({
      topicId: ({ event }) => {
        assertEvent(event, 'topic.select');
        return findProcessTopic(event.topicId)?.id ?? null;
      },
    }),
    forgetTopic: assign({ topicId: null }),
  },
  guards: {
    isKnownTopic: ({ event }) => {
      assertEvent(event, 'topic.select');
      return findProcessTopic(event.topicId) !== undefined;
    },
  },
}).createMachine({
  id: 'topic',
  context: { topicId: null },
  initial: 'none',
  states: {
    none: {
      on: { 'topic.select': { guard: 'isKnownTopic', target: 'selected', actions: 'storeTopic' } },
    },
    selected: {
      on: {
        'topic.select': { guard: 'isKnownTopic', actions: 'storeTopic' },
        'topic.clear': { target: 'none', actions: 'forgetTopic' },
      },
    },
  },
});
