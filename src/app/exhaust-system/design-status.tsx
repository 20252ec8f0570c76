import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { CircleAlert, CircleCheck, OctagonAlert, TriangleAlert } from 'lucide-react';
import { listText } from '../../core/exhaust-system/hold-back.ts';
import { formatNumber } from '../../core/format/number.ts';
import { selectDesignExtent, selectIssueCount, selectNeedsRedesign, selectWithheldCounts } from '../../machines/exhaust-system/selectors.ts';
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
  '& svg': { flexShrink: 0 },
});

const counted = (count: number, noun: string) => `${formatNumber(count, 'result', { decimals: 0 })} ${noun}${count === 1 ? '' : 's'}`;

/**
 * One line on the state of the design, announced as it changes: balanced,
 * a junction still needing a redesign, partly designed (what the problems
 * hold back), or how many problems stop the design.
 */
export function DesignStatus() {
  const issues = SystemActorContext.useSelector((snapshot) => selectIssueCount(snapshot.context));
  const extent = SystemActorContext.useSelector((snapshot) => selectDesignExtent(snapshot.context));
  const withheld = SystemActorContext.useSelector((snapshot) => selectWithheldCounts(snapshot.context), shallowEqual);
  const redesign = SystemActorContext.useSelector((snapshot) => selectNeedsRedesign(snapshot.context));
  const problems = counted(issues, 'problem');
  const heldBack = [...(withheld.segments > 0 ? [counted(withheld.segments, 'segment')] : []), ...(withheld.junctions > 0 ? [counted(withheld.junctions, 'junction')] : []), 'the fan duty'];
  const [text, color, surface, Icon] =
    extent === 'none'
      ? [`Not designed: ${problems} in the sheet (marked in red above)`, colors.danger, '#fff4f3', CircleAlert]
      : extent === 'partial'
        ? [`Partly designed: ${problems} in the sheet (marked in red above) hold${issues === 1 ? 's' : ''} back ${listText(heldBack)}; the rest is designed below`, colors.warning, colors.warningSurface, TriangleAlert]
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
