import { css } from '@emotion/react';
import { Eraser, RotateCcw } from 'lucide-react';
import { secondaryAction } from './action-styles.ts';
import { PrintButton } from './print-report.tsx';
import { actionRowStyle, noPrint } from './section-styles.ts';
import { focusRing, space } from './theme.ts';

const toolbarStyle = css({ marginBottom: space.md });
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

interface ReportActionsProps {
  /** Puts the worked example in place of the inputs (the page offers an undo). */
  onExample: () => void;
  /** Empties the inputs (the page offers an undo); no Clear button without it. */
  onClear?: () => void;
  /** Whether there is anything to clear. */
  canClear?: boolean;
}

/** A tool page's toolbar, not printed: Print report, Load worked example and, where given, Clear inputs. */
export function ReportActions({ onExample, onClear, canClear = true }: ReportActionsProps) {
  return (
    <div css={[noPrint, toolbarStyle]}>
      <div css={actionRowStyle}>
        <PrintButton />
        <button type="button" css={buttonStyle} onClick={onExample}>
          <RotateCcw aria-hidden="true" size={18} />
          Load worked example
        </button>
        {onClear && (
          <button type="button" css={buttonStyle} disabled={!canClear} onClick={onClear}>
            <Eraser aria-hidden="true" size={18} />
            Clear inputs
          </button>
        )}
      </div>
    </div>
  );
}
