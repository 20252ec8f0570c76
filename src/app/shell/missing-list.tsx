import { useId } from 'react';
import { colors, font, radius, space } from './theme.ts';

/** A note beside a tool's results, in small type with a grey rule: what more input adds, a method's summary. */
export const resultsAsideStyle = {
  padding: `${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.background,
  fontSize: font.size.sm,
  '& h3': { margin: 0, fontSize: font.size.md },
} as const;

const missingStyle = {
  ...resultsAsideStyle,
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
  '& li + li': { marginTop: space.xs },
} as const;

/**
 * What each missing or unusable input would add, beside a tool's results
 * (its reader's `missing` lines). Renders nothing when every input is there.
 */
export function MissingList({ lines }: { lines: readonly string[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={missingStyle}>
      <h3 id={headingId}>More input, more results</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
