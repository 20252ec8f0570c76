import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { topicMachine } from '../../../src/machines/topics/machine.ts';
import { PROCESS_TOPIC_IDS } from '../../../src/core/site/process-topics.ts';

describe('topic machine', () => {
  it('starts with no topic selected', () => {
    const [snapshot] = initialTransition(topicMachine);

    expect(snapshot.value).toBe('none');
    expect(snapshot.context.topicId).toBeNull();
  });

  it.each(PROCESS_TOPIC_IDS)('selects the topic %s', (topicId) => {
    const [start] = initialTransition(topicMachine);
    const [next] = transition(topicMachine, start, { type: 'topic.select', topicId });

    expect(next.value).toBe('selected');
    expect(next.context.topicId).toBe(topicId);
  });

  it.each(['', 'Baghouse', 'cyclones', '__proto__', 'toString'])('ignores the unknown topic %j', (topicId) => {
    const actor = createActor(topicMachine).start();

    actor.send({ type: 'topic.select', topicId });

    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.topicId).toBeNull();
  });

  it('moves from one topic to another, keeps it on an unknown id, and clears', () => {
    const actor = createActor(topicMachine).start();

    actor.send({ type: 'topic.select', topicId: 'baghouse' });
    actor.send({ type: 'topic.select', topicId: 'filter-media' });
    expect(actor.getSnapshot().context.topicId).toBe('filter-media');

    actor.send({ type: 'topic.select', topicId: 'nope' });
    expect(actor.getSnapshot().context.topicId).toBe('filter-media');

    actor.send({ type: 'topic.clear' });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.topicId).toBeNull();
  });
});
