import { Check, Copy } from 'lucide-react';
import { iconAction } from './action-styles.ts';
import { HintTooltip } from './hint-tooltip.tsx';
import { colors, focusRing } from './theme.ts';

const buttonStyle = { ...iconAction, '&:focus-visible': focusRing } as const;

interface CopyButtonProps {
  /** The accessible name, e.g. "Copy 996.35564 Pa". */
  label: string;
  /** Shows a tick instead of the copy icon, after this button copied. */
  copied: boolean;
  onCopy: () => void;
}

/**
 * An icon button that copies something, with a hint on hover and focus.
 * The caller writes to the clipboard and announces the outcome in a status
 * region. Needs a TooltipProvider above it.
 */
export function CopyButton({ label, copied, onCopy }: CopyButtonProps) {
  return (
    <HintTooltip label={copied ? 'Copied' : 'Copy'} side="left">
      <button type="button" aria-label={label} onClick={onCopy} css={buttonStyle}>
        {copied ? (
          <Check aria-hidden="true" size={18} color={colors.accent} />
        ) : (
          <Copy aria-hidden="true" size={18} />
        )}
      </button>
    </HintTooltip>
  );
}
