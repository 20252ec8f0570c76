import { css } from '@emotion/react';
import { Download, TriangleAlert } from 'lucide-react';
import { primaryAction, secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';
import { downloadText } from '../shell/download.ts';
import { actionRowStyle, noPrint } from './styles.ts';

const panelStyle = css({
  marginBottom: space.lg,
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.warning}`,
  borderRadius: radius.sm,
  background: colors.warningSurface,
  fontSize: font.size.sm,
  '& p': { margin: `0 0 ${space.sm}` },
  '& h2': { display: 'flex', alignItems: 'center', gap: space.sm, margin: `0 0 ${space.xs}`, fontSize: font.size.md },
  '& h2 svg': { color: colors.warning },
});
const primaryStyle = css({ ...primaryAction, '&:focus-visible': focusRing });
const secondaryStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/**
 * Says when the system is not being kept on the device: a saved record that
 * failed its check (kept, with a download, until the user replaces it), or
 * storage the browser refuses.
 */
export function StoreNotice() {
  const actorRef = SystemActorContext.useActorRef();
  const store = SystemActorContext.useSelector((snapshot) => snapshot.context.store);
  if (store.status === 'saving') return null;
  if (store.status === 'unavailable') {
    return (
      <section role="status" aria-label="Not saved on this device" css={[panelStyle, noPrint]}>
        <p>This system is not kept on this device: {store.message}. Export it as CSV or JSON to keep it.</p>
      </section>
    );
  }
  return (
    <section role="alert" aria-label="Saved system could not be read" css={[panelStyle, noPrint]}>
      <h2>
        <TriangleAlert aria-hidden="true" size={18} />
        The system saved on this device could not be read
      </h2>
      <p>
        {store.message}. The saved record is kept as it was, and the example system is shown instead; changes here are not saved until you choose to replace it.
      </p>
      <div css={actionRowStyle}>
        <button type="button" css={secondaryStyle} onClick={() => downloadText('exhaust-system-saved.json', store.raw, 'application/json')}>
          <Download aria-hidden="true" size={18} />
          Download the saved record
        </button>
        <button type="button" css={primaryStyle} onClick={() => actorRef.send({ type: 'store.replace' })}>
          Replace it with this system
        </button>
      </div>
    </section>
  );
}
