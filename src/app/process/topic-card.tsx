import { findProcessTopic, type ProcessTopic } from '../../core/site/process-topics.ts';
import { cardSurface, colors, font, media, space } from '../shell/theme.ts';
import { TopicContext } from './topic-context.ts';
import { topicIcons } from './topic-icons.ts';
import { TOPIC_CARD_TITLE_ID, TOPIC_DETAILS_ID } from './element-ids.ts';

const cardStyle = {
  ...cardSurface,
  maxWidth: '48rem',
  padding: space.lg,
  [media.medium]: { padding: space.xl },
} as const;
const titleRowStyle = { display: 'flex', alignItems: 'center', gap: space.sm, color: colors.primary } as const;
const titleStyle = { margin: 0, fontSize: font.size.lg, color: colors.text } as const;
const descriptionStyle = { margin: `${space.md} 0 0`, lineHeight: 1.65 } as const;
const sourceStyle = {
  margin: `${space.lg} 0 0`,
  paddingTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  color: colors.textMuted,
  fontSize: font.size.sm,
} as const;
const emptyStyle = {
  maxWidth: '48rem',
  margin: 0,
  padding: space.xl,
  border: `1px dashed ${colors.border}`,
  borderRadius: '8px',
  color: colors.textMuted,
  textAlign: 'center',
} as const;

/** The selected topic's title, description and source, or the spec's prompt when none is selected. */
export function TopicCard() {
  const topicId = TopicContext.useSelector((snapshot) => snapshot.context.topicId);
  const topic = topicId ? findProcessTopic(topicId) : undefined;

  return (
    <div id={TOPIC_DETAILS_ID} aria-live="polite">
      {topic ? (
        <TopicDetails topic={topic} />
      ) : (
        <p css={emptyStyle}>Please select a topic from the sidebar to view details.</p>
      )}
    </div>
  );
}

function TopicDetails({ topic }: { topic: ProcessTopic }) {
  const Icon = topicIcons[topic.id];
  return (
    <article aria-labelledby={TOPIC_CARD_TITLE_ID} css={cardStyle}>
      <div css={titleRowStyle}>
        <Icon aria-hidden="true" size={24} />
        <h2 id={TOPIC_CARD_TITLE_ID} css={titleStyle}>
          {topic.title}
        </h2>
      </div>
      <p css={descriptionStyle}>{topic.description}</p>
      <p css={sourceStyle}>Source: {topic.source}</p>
    </article>
  );
}
