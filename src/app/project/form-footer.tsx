import { css } from '@emotion/react';
import { primaryAction, secondaryAction } from '../shell/action-styles.ts';
import { actionRowStyle } from '../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';

const noteStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted });
const problemsStyle = css({ margin: 0, paddingLeft: space.lg, color: colors.danger, fontSize: font.size.sm });
const saveStyle = css({ ...primaryAction, '&:focus-visible': focusRing });
const cancelStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/**
 * The foot of an overview form (the site's, a revision's): why it was not
 * saved, one line per problem naming the field and the value, in a live
 * region; then its submit button and Cancel.
 *
 * @param problems The lines to show; none once the form can be saved (or before a first try).
 * @param saveLabel The submit button's words: `Save site`.
 * @param onCancel Closes the form, changing nothing.
 */
export function FormFooter({ problems, saveLabel, onCancel }: { problems: readonly string[]; saveLabel: string; onCancel: () => void }) {
  return (
    <>
      <div role="alert">
        {problems.length > 0 && (
          <>
            <p css={noteStyle}>Not saved: correct these first.</p>
            <ul css={problemsStyle}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div css={actionRowStyle}>
        <button type="submit" css={saveStyle}>
          {saveLabel}
        </button>
        <button type="button" css={cancelStyle} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
