import { css } from '@emotion/react';
import { Download, TriangleAlert } from 'lucide-react';
import { primaryAction, secondaryAction } from './action-styles.ts';
import { downloadText } from './download.ts';
import { actionRowStyle, noPrint } from './section-styles.ts';
import { colors, focusRing, font, radius, space } from './theme.ts';

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

/** Whether a page's record is kept on the device (each page's machine holds one). */
export type StoredState =
  | { readonly status: 'saving' }
  | { readonly status: 'corrupt'; readonly message: string; readonly raw: string }
  | { readonly status: 'unavailable'; readonly message: string };

/** What the notice says of one page's record. */
export interface StoreNoticeTexts {
  /** What is kept, as a label names it: 'system', 'log'. */
  readonly noun: string;
  /** The line when the browser refuses storage, after the reason. */
  readonly unavailable: (message: string) => string;
  /** The heading when the saved record failed its check. */
  readonly corruptHeading: string;
  /** What the page shows instead, and that nothing is saved over the record. */
  readonly corruptBody: string;
  /** The file name of the saved record's download. */
  readonly savedFileName: string;
  /** The replace button's text. */
  readonly replaceLabel: string;
}

/**
 * Says when a page's record is not being kept on the device: a saved record
 * that failed its check (kept, with a download, until the user replaces it),
 * or storage the browser refuses. Nothing when every change is saved.
 *
 * @param store The machine's store state.
 * @param texts The page's wording.
 * @param onReplace Replaces the saved record with what the page shows.
 */
export function StoreNotice({ store, texts, onReplace }: { store: StoredState; texts: StoreNoticeTexts; onReplace: () => void }) {
  if (store.status === 'saving') return null;
  if (store.status === 'unavailable') {
    return (
      <section role="status" aria-label="Not saved on this device" css={[panelStyle, noPrint]}>
        <p>{texts.unavailable(store.message)}</p>
      </section>
    );
  }
  return (
    <section role="alert" aria-label={`Saved ${texts.noun} could not be read`} css={[panelStyle, noPrint]}>
      <h2>
        <TriangleAlert aria-hidden="true" size={18} />
        {texts.corruptHeading}
      </h2>
      <p>
        {store.message}. {texts.corruptBody}
      </p>
      <div css={actionRowStyle}>
        <button type="button" css={secondaryStyle} onClick={() => downloadText(texts.savedFileName, store.raw, 'application/json')}>
          <Download aria-hidden="true" size={18} />
          Download the saved record
        </button>
        <button type="button" css={primaryStyle} onClick={onReplace}>
          {texts.replaceLabel}
        </button>
      </div>
    </section>
  );
}
