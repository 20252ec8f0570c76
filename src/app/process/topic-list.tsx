import { PROCESS_TOPICS } from '../../core/site/process-topics.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { HintTooltip } from '../shell/hint-tooltip.tsx';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { TopicContext } from './topic-context.ts';
import { topicIcons } from './topic-icons.ts';
import { TOPIC_DETAILS_ID } from './element-ids.ts';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs } as const;

const buttonStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  width: '100%',
  minHeight: '2.5rem',
  padding: `${space.sm} ${space.sm}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: colors.text,
  font: 'inherit',
  fontSize: font.size.md,
  textAlign: 'left',
  cursor: 'pointer',
  '& svg': { flexShrink: 0, color: colors.textMuted },
  '&:hover': { background: colors.background },
  '&[aria-current="true"]': {
    background: colors.selected,
    color: colors.primary,
    fontWeight: 600,
    '& svg': { color: colors.primary },
  },
} as const;

const railButtonStyle = { ...buttonStyle, justifyContent: 'center', padding: 0 } as const;

interface TopicListProps {
  /** The 3rem rail: icons only, each named and with a tooltip. */
  collapsed?: boolean;
  /** Called after a topic is chosen, e.g. to close the mobile panel. */
  onSelected?: () => void;
}

/** The four topics as buttons; the selected one carries aria-current. */
export function TopicList({ collapsed = false, onSelected }: TopicListProps) {
  const selectedId = TopicContext.useSelector((snapshot) => snapshot.context.topicId);
  const topics = TopicContext.useActorRef();

  return (
    <ul css={listStyle}>
      {PROCESS_TOPICS.map(({ id, title }) => {
        const Icon = topicIcons[id];
        const button = (
          <button
            type="button"
            css={collapsed ? railButtonStyle : buttonStyle}
            aria-current={id === selectedId ? 'true' : undefined}
            aria-controls={TOPIC_DETAILS_ID}
            onClick={() => {
              topics.send({ type: 'topic.select', topicId: id });
              onSelected?.();
            }}
          >
            <Icon aria-hidden="true" size={20} />
            <span css={collapsed ? visuallyHidden : undefined}>{title}</span>
          </button>
        );
        return <li key={id}>{collapsed ? <HintTooltip label={title}>{button}</HintTooltip> : button}</li>;
      })}
    </ul>
  );
}
