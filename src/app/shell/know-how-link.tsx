import { Link } from 'wouter';
import { entryPath } from '../know-how/entry-path.ts';
import { colors } from './theme.ts';

/** Left off paper, where a link cannot be followed (the formula and source print). */
const screenOnlyStyle = { '@media print': { display: 'none' } } as const;
const linkStyle = { color: colors.primary, whiteSpace: 'nowrap' } as const;

interface KnowHowLinkProps {
  /** The entry's id (a figure's `entry`): the link opens `/process/know-how/<entry>`; none, no link. */
  entry: string | undefined;
  /** The figure it explains, so the link's name reads alone in a list of links: "Know-How: Velocity pressure VP". */
  figure: string;
}

/**
 * A figure's link to the Know-How entry of its formula, ending the figure's
 * line in a tool's "Formulas and sources" panel (` · Know-How`): visible as
 * "Know-How", named for the figure.
 */
export function KnowHowLink({ entry, figure }: KnowHowLinkProps) {
  if (entry === undefined) return null;
  return (
    <span css={screenOnlyStyle}>
      {' · '}
      {/* The name starts with the visible text, so a voice user can say what they see (WCAG 2.5.3). */}
      <Link href={entryPath(entry)} css={linkStyle} aria-label={`Know-How: ${figure}`}>
        Know-How
      </Link>
    </span>
  );
}
