import { createActorContext } from '@xstate/react';
import { topicMachine } from '../../machines/topics/machine.ts';

/** The selected topic, shared by the topic lists and the topic card. */
export const TopicContext = createActorContext(topicMachine);
