/**
 * Says what just replaced the user's inputs (an example loaded, a file
 * imported, a form cleared) and offers to put them back (issue 18: nothing
 * typed is lost without a way back). The page's machine keeps the inputs
 * as they were until the next edit or a dismissal.
 */
import { useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { Undo2, X } from 'lucide-react';
import { dismissAction, notePanel, secondaryAction } from './action-styles.ts';
import { focusRing } from './theme.ts';
import { noPrint } from './section-styles.ts';

const noticeStyle = css({ ...notePanel, flexWrap: 'wrap', alignItems: 'center', '& p': { flex: '1 1 16rem', margin: 0, overflowWrap: 'anywhere' } });
const undoStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const dismissStyle = css({ ...dismissAction, '&:focus-visible': focusRing });

interface UndoNoticeProps {
  /** What happened, as a sentence: `Loaded the EPA worked example.` */
  message: string | undefined;
  /** Puts the inputs back as they were. */
  onUndo: () => void;
  /** Keeps the change and hides the notice. */
  onDismiss: () => void;
}

/**
 * The control that made the change (the button that loaded the example),
 * taken when the notice appears, so that focus goes back to it once the
 * notice's own buttons are gone; the main landmark when it is gone too.
 */
function useOpener(message: string | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const shown = message !== undefined;
  useLayoutEffect(() => {
    if (shown) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [shown]);
  return () => {
    const target = opener.current?.isConnected && opener.current !== document.body ? opener.current : document.querySelector<HTMLElement>('main');
    target?.focus();
  };
}

/** The notice, or nothing when there is nothing to undo. Announced politely, as a status. */
export function UndoNotice({ message, onUndo, onDismiss }: UndoNoticeProps) {
  const returnFocus = useOpener(message);
  const then = (action: () => void) => () => {
    action();
    returnFocus();
  };
  return (
    <div role="status" css={noPrint}>
      {message !== undefined && (
        <div css={noticeStyle}>
          <p>{message}</p>
          <button type="button" css={undoStyle} onClick={then(onUndo)}>
            <Undo2 aria-hidden="true" size={16} />
            Undo
          </button>
          <button type="button" css={dismissStyle} aria-label="Dismiss" title="Dismiss" onClick={then(onDismiss)}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
