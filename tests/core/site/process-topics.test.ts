import { describe, expect, it } from 'vitest';
import { PROCESS_TOPICS, findProcessTopic } from '../../../src/core/site/process-topics.ts';

describe('process topics', () => {
  it('lists the four topics of the spec in sidebar order', () => {
    expect(PROCESS_TOPICS.map(({ id, title }) => [id, title])).toEqual([
      ['baghouse', 'Baghouse Filters'],
      ['dust-collection', 'Dust Collection'],
      ['air-pollution', 'Air Pollution Control'],
      ['filter-media', 'Filter Media'],
    ]);
  });

  it.each(PROCESS_TOPICS.map((topic) => [topic.title, topic] as const))(
    'gives %s a description of two or three sentences and a source',
    (_title, topic) => {
      const sentences = topic.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(topic.source.length).toBeGreaterThan(10);
    },
  );

  it('finds a topic by id and nothing for an unknown id', () => {
    expect(findProcessTopic('filter-media')?.title).toBe('Filter Media');
    expect(findProcessTopic('Baghouse')).toBeUndefined();
    expect(findProcessTopic('')).toBeUndefined();
  });
});
