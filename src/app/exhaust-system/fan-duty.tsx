import { useId } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { selectFanFigures, selectFanSelectionPath, selectFanWaitsFor } from '../../machines/exhaust-system/selectors.ts';
import { primaryAction } from '../shell/action-styles.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import { SystemActorContext } from './actor-context.ts';
import { noPrint } from '../shell/section-styles.ts';

const linkStyle = css({ ...primaryAction, marginTop: space.md, '&:focus-visible': focusRing });

/** While the design is partial: the fan duty is left out, and why, in words (never a table of blank figures). */
function FanDutyWaits({ waitsFor }: { waitsFor: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
        Fan duty
      </h3>
      <p css={{ margin: `${space.sm} 0 0`, fontSize: font.size.sm, color: colors.textMuted }}>{waitsFor}</p>
    </section>
  );
}

/**
 * The fan's duty (flow, FSP, VP_in, FTP) and a link that opens Fan Selection
 * with its flow and static pressure; while the design is partial, why it waits.
 */
export function FanDuty() {
  const figures = SystemActorContext.useSelector((snapshot) => selectFanFigures(snapshot.context), shallowEqual);
  const waitsFor = SystemActorContext.useSelector((snapshot) => selectFanWaitsFor(snapshot.context));
  const units = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const fanPath = SystemActorContext.useSelector((snapshot) => selectFanSelectionPath(snapshot.context, paths.fanSelection.path));
  if (waitsFor !== undefined) return <FanDutyWaits waitsFor={waitsFor} />;
  if (figures.length === 0) return null;
  return (
    <div>
      <FigureList heading="Fan duty" figures={figures} system={units} />
      {fanPath !== undefined && (
        <Link href={fanPath} css={[linkStyle, noPrint]}>
          <ExternalLink aria-hidden="true" size={18} />
          Open in Fan Selection
        </Link>
      )}
    </div>
  );
}
