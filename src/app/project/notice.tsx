import { css } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { TriangleAlert, X } from 'lucide-react';
import { dismissAction, notePanel } from '../shell/action-styles.ts';
import { colors, focusRing } from '../shell/theme.ts';
import { noPrint } from '../shell/section-styles.ts';
import { projectActor } from './actor.ts';

const noticeStyle = css({ ...notePanel, alignItems: 'center', borderColor: colors.warning, '& p': { flex: 1, margin: 0, overflowWrap: 'anywhere' }, '& > svg': { flexShrink: 0, color: colors.warning } });
// Empty, it takes no room; it stays in the page so a screen reader hears the line when it comes.
const savingStyle = css({ margin: 0, color: colors.textMuted });
const dismissStyle = css({ ...dismissAction, '&:focus-visible': focusRing });

/**
 * The projects machine's one line (an import refused, a name refused, a write the browser refused), with its
 * dismissal; and, while a change is on its way into this device's store, a line that says so.
 */
export function ProjectNotice() {
  const actor = projectActor();
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const saving = useSelector(actor, (snapshot) => snapshot.context.pending.length > 0);
  return (
    <>
      <p role="status" css={[noPrint, savingStyle]}>
        {saving ? 'Saving to this device…' : ''}
      </p>
      <div role="alert" css={noPrint}>
        {notice !== undefined && (
          <div css={noticeStyle}>
            <TriangleAlert aria-hidden="true" size={18} />
            <p>{notice}</p>
            <button type="button" css={dismissStyle} aria-label="Dismiss" title="Dismiss" onClick={() => actor.send({ type: 'notice.dismiss' })}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        )}
      </div>
    </>
  );
}
