import { css } from '@emotion/react';
import { CircleAlert, CircleCheck, OctagonAlert } from 'lucide-react';
import { selectIssueCount, selectNeedsRedesign } from '../../machines/exhaust-system/selectors.ts';
import { colors, font, radius, space } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';

const statusStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  margin: `0 0 ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  fontWeight: 600,
  fontSize: font.size.md,
  color: colors.text,
  borderLeft: '4px solid',
});

/**
 * One line on the state of the design, announced as it changes: balanced,
 * a junction still needing a redesign, or how many problems stop the design.
 */
export function DesignStatus() {
  const issues = SystemActorContext.useSelector((snapshot) => selectIssueCount(snapshot.context));
  const redesign = SystemActorContext.useSelector((snapshot) => selectNeedsRedesign(snapshot.context));
  const [text, color, surface, Icon] =
    issues > 0
      ? [`Not designed: ${issues === 1 ? '1 problem' : `${issues} problems`} in the sheet (marked in red above)`, colors.danger, '#fff4f3', CircleAlert]
      : redesign
        ? ['Designed, but a junction needs a redesign (see below)', colors.danger, '#fff4f3', OctagonAlert]
        : ['Designed and balanced: every junction holds', colors.accent, '#eef8f2', CircleCheck];
  return (
    <p role="status" css={[statusStyle, { background: surface, borderLeftColor: color }]}>
      <Icon aria-hidden="true" size={20} color={color} />
      {text}
    </p>
  );
}
