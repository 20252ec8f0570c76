import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { selectFanFigures, selectFanSelectionPath } from '../../machines/exhaust-system/selectors.ts';
import { primaryAction } from '../shell/action-styles.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { focusRing, space } from '../shell/theme.ts';
import { paths } from '../paths.ts';
import { SystemActorContext } from './actor-context.ts';
import { noPrint } from '../shell/section-styles.ts';

const linkStyle = css({ ...primaryAction, marginTop: space.md, '&:focus-visible': focusRing });

/** The fan's duty (flow, FSP, VP_in, FTP) and a link that opens Fan Selection with its flow and static pressure. */
export function FanDuty() {
  const figures = SystemActorContext.useSelector((snapshot) => selectFanFigures(snapshot.context), shallowEqual);
  const units = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const fanPath = SystemActorContext.useSelector((snapshot) => selectFanSelectionPath(snapshot.context, paths.fanSelection.path));
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
