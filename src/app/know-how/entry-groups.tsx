import { useId } from 'react';
import { Link } from 'wouter';
import type { EntryKind } from '../../core/knowledge/entry.ts';
import { cardSurface, colors, font, media, space } from '../shell/theme.ts';
import { entryPath } from './entry-path.ts';
import { KIND_LABELS } from './kind-labels.ts';

/** An entry as a list shows it. */
export interface EntryListItem {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
}

export interface EntryGroup {
  readonly kind: EntryKind;
  readonly items: readonly EntryListItem[];
}

const groupStyle = { ...cardSurface, padding: space.md, marginTop: space.md, minWidth: 0 } as const;
const groupHeadingStyle = { margin: `0 0 ${space.sm}`, fontSize: font.size.lg } as const;
const countStyle = { color: colors.textMuted, fontWeight: 400 } as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0, '& li + li': { borderTop: `1px solid ${colors.border}` } } as const;
const itemStyle = { display: 'block', padding: `${space.sm} 0`, breakInside: 'avoid' } as const;
/** Titles only, two columns from the large breakpoint: the whole catalogue at a glance (a rule under each, so no column starts with one). */
const titlesListStyle = {
  ...listStyle,
  '& li + li': {},
  '& li': { borderBottom: `1px solid ${colors.border}` },
  [media.large]: { columns: 2, columnGap: space.xl },
} as const;
const titleStyle = { color: colors.primary, fontWeight: 600, overflowWrap: 'anywhere' } as const;
const summaryStyle = { display: 'block', margin: `${space.xs} 0 0`, color: colors.textMuted, fontSize: font.size.sm } as const;

function Group({ group, summaries }: { group: EntryGroup; summaries: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={groupStyle}>
      <h2 id={headingId} css={groupHeadingStyle}>
        {KIND_LABELS[group.kind].many} <span css={countStyle}>({group.items.length})</span>
      </h2>
      <ul css={summaries ? listStyle : titlesListStyle}>
        {group.items.map((item) => (
          <li key={item.id} css={itemStyle}>
            <Link href={entryPath(item.id)} css={titleStyle}>
              {item.title}
            </Link>
            {summaries ? <span css={summaryStyle}>{item.summary}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Entries under a heading per kind, each a link to its page: the search
 * results with their summaries, or every entry's title to browse.
 */
export function EntryGroups({ groups, summaries }: { groups: readonly EntryGroup[]; summaries: boolean }) {
  return groups.map((group) => <Group key={group.kind} group={group} summaries={summaries} />);
}
