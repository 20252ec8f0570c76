import type { LinkNote } from '../../core/site/link-query.ts';
import { colors, font, radius, space } from './theme.ts';

const noteStyle = {
  margin: `0 0 ${space.lg}`,
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.primary}`,
  borderRadius: radius.sm,
  background: colors.selected,
  fontSize: font.size.sm,
  overflowWrap: 'anywhere',
} as const;

const listStyle = { margin: `${space.xs} 0 0`, paddingLeft: space.lg } as const;

/**
 * Says which parts of the page's link were ignored (unknown, repeated or bad
 * parameters), one line each, so a mistyped link is never silently
 * half-applied. Shows nothing when the link was fine.
 *
 * @param notes The tool's link reader's `ignored` notes.
 */
export function LinkNotes({ notes }: { notes: readonly LinkNote[] }) {
  if (notes.length === 0) return null;
  return (
    <div role="status" aria-label="Link notes" css={noteStyle}>
      <strong>Part of this link was ignored; the page uses the rest, with defaults in its place.</strong>
      <ul css={listStyle}>
        {notes.map((note, index) => (
          <li key={index}>{note.message}</li>
        ))}
      </ul>
    </div>
  );
}
