import { Factory, Filter, Layers, Wind, type LucideIcon } from 'lucide-react';
import type { ProcessTopicId } from '../../core/site/process-topics.ts';

/** The icon that stands for each topic in the collapsed rail and on its card. */
export const topicIcons: Record<ProcessTopicId, LucideIcon> = {
  baghouse: Filter,
  'dust-collection': Wind,
  'air-pollution': Factory,
  'filter-media': Layers,
};
