import { Info, X } from 'lucide-react';
import type { LinkNote } from '../../core/site/link-query.ts';
import { dismissAction, notePanel } from './action-styles.ts';
import { colors, focusRing, space } from './theme.ts';

const noteStyle = { ...notePanel, alignItems: 'flex-start', lineHeight: 1.5 } as const;

const iconStyle = { flexShrink: 0, marginTop: '0.15rem', color: colors.primary } as const;
const textStyle = { flex: 1, minWidth: 0, overflowWrap: 'anywhere' } as const;
const listStyle = { margin: `${space.xs} 0 0`, paddingLeft: space.lg } as const;
const dismissStyle = { ...dismissAction, '&:focus-visible': focusRing } as const;

/**
 * Says which parts of the page's link were ignored (unknown, repeated or bad
 * parameters), one line each, so a mistyped link is never silently
 * half-applied. Shows nothing when the link was fine.
 *
 * @param notes The tool's link reader's `ignored` notes.
 * @param onDismiss When given, a "Dismiss link notes" button calls it (the
 *   page's machine then drops the notes).
 */
export function LinkNotes({ notes, onDismiss }: { notes: readonly LinkNote[]; onDismiss?: () => void }) {
  if (notes.length === 0) return null;
  return (
    <div role="status" aria-label="Link notes" css={noteStyle}>
      <Info aria-hidden="true" size={18} css={iconStyle} />
      <div css={textStyle}>
        <strong>Part of this link was ignored; the page uses the rest, with defaults in its place.</strong>
        <ul css={listStyle}>
          {notes.map((note, index) => (
            <li key={index}>{note.message}</li>
          ))}
        </ul>
      </div>
      {onDismiss && (
        <button type="button" aria-label="Dismiss link notes" onClick={onDismiss} css={dismissStyle}>
          <X aria-hidden="true" size={16} />
        </button>
      )}
    </div>
  );
}
