/**
 * A modal dialog's header (Radix Dialog): its title beside the Close
 * button, which returns focus as the dialog's own close does.
 */
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { iconAction } from './action-styles.ts';
import { dialogHeaderStyle, dialogTitleStyle } from './dialog-styles.ts';
import { focusRing } from './theme.ts';

const closeStyle = css({ ...iconAction, '&:focus-visible': focusRing });

/** The title (the dialog's accessible name) and the Close button. */
export function DialogHeader({ children }: { children: ReactNode }) {
  return (
    <div css={dialogHeaderStyle}>
      <Dialog.Title css={dialogTitleStyle}>{children}</Dialog.Title>
      <Dialog.Close asChild>
        <button type="button" css={closeStyle} aria-label="Close">
          <X aria-hidden="true" size={18} />
        </button>
      </Dialog.Close>
    </div>
  );
}
