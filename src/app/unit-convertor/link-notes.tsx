import { Info, X } from 'lucide-react';
import { iconAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { ConvertorActorContext } from './actor-context.ts';

const noteStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  marginBottom: space.md,
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${colors.focus}`,
  borderLeftWidth: '4px',
  borderRadius: radius.sm,
  background: colors.surface,
  fontSize: font.size.sm,
  lineHeight: 1.5,
} as const;

/**
 * The parameters of the opening link that were not used (unknown or
 * repeated names), each on its own line, so a mistyped link is noticed and
 * not silently half-applied. Values that were used but cannot be, such as an
 * unknown unit, show as hints on their fields instead.
 */
export function LinkNotes() {
  const actorRef = ConvertorActorContext.useActorRef();
  const notes = ConvertorActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  if (notes.length === 0) return null;

  return (
    <div role="note" aria-label="Link notes" css={noteStyle}>
      <Info aria-hidden="true" size={18} css={{ flexShrink: 0, marginTop: '0.15rem', color: colors.primary }} />
      <div css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {notes.map((note) => (
          <p key={`${note.name}=${note.value}`} css={{ margin: 0 }}>
            {note.message}
          </p>
        ))}
        <p css={{ margin: 0, color: colors.textMuted }}>The rest of the link was applied.</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss link notes"
        onClick={() => actorRef.send({ type: 'notes.dismiss' })}
        css={{ ...iconAction, width: '2rem', height: '2rem', '&:focus-visible': focusRing }}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
