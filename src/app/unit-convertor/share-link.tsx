import { Link2 } from 'lucide-react';
import { selectLinkPath } from '../../machines/unit-convertor/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { useClipboard } from '../shell/use-clipboard.ts';
import { ConvertorActorContext } from './actor-context.ts';

const buttonStyle = { ...secondaryAction, marginTop: space.md, '&:focus-visible': focusRing } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;

/**
 * Copies the link of this conversion (the page's address with the inputs in
 * its query), which opens the same conversion elsewhere.
 */
export function ShareLink() {
  const linkPath = ConvertorActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  const clipboard = useClipboard();
  const copyLink = () => void clipboard.copy('link', `${window.location.origin}${linkPath}`, 'the link to this conversion');

  return (
    <div>
      <button type="button" onClick={copyLink} css={buttonStyle}>
        <Link2 aria-hidden="true" size={18} />
        Copy link to this conversion
      </button>
      <p role="status" css={statusStyle}>
        {clipboard.message}
      </p>
    </div>
  );
}
