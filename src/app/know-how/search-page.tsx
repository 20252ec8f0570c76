import { useDeferredValue, useId, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Search } from 'lucide-react';
import { KNOWLEDGE_ENTRIES } from '../../core/knowledge/catalogue.ts';
import { ENTRY_KINDS } from '../../core/knowledge/entry.ts';
import { searchKnowledge } from '../../core/knowledge/search.ts';
import { paths } from '../paths.ts';
import { controlBoxStyle, labelStyle } from '../shell/form-styles.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { colors, font, space } from '../shell/theme.ts';
import { EntryGroups, type EntryGroup } from './entry-groups.tsx';
import { entryPath } from './entry-path.ts';
import { knowledgeIndex } from './knowledge-index.ts';

const fieldStyle = { position: 'relative', maxWidth: '36rem' } as const;
const inputStyle = { ...controlBoxStyle, width: '100%', paddingLeft: '2.5rem' } as const;
const iconStyle = { position: 'absolute', left: space.sm, bottom: '0.8rem', color: colors.textMuted, pointerEvents: 'none' } as const;
const statusStyle = { margin: `${space.sm} 0 0`, color: colors.textMuted, fontSize: font.size.sm } as const;

/** Every entry by kind, in the kinds' order: the page with no query. */
const BROWSE_GROUPS: readonly EntryGroup[] = ENTRY_KINDS.map((kind) => ({ kind, items: KNOWLEDGE_ENTRIES.filter((entry) => entry.kind === kind) }));

const readQuery = (search: string) => new URLSearchParams(search).get('q') ?? '';

/** The page's address for a query: `?q=` when there is one. */
const queryLink = (query: string) => `${paths.knowHow.path}${query === '' ? '' : `?${new URLSearchParams({ q: query })}`}`;

function statusText(query: string, found: number): string {
  if (query.trim() === '') return `All ${KNOWLEDGE_ENTRIES.length} entries, by kind.`;
  if (found === 0) return `No entry matches “${query.trim()}”. Try another name or fewer letters.`;
  return `${found} ${found === 1 ? 'entry matches' : 'entries match'} “${query.trim()}”, best first within each kind.`;
}

/**
 * Know-How's front page: a search box that searches as one types (prefix,
 * typos and synonyms: core/knowledge/search.ts) and lists the results by
 * kind; with no query, every entry by kind. The query lives in the
 * address (`?q=`, replaced as one types, never a new history step), so Back
 * from an entry and a reload show the same results. Written at once, not
 * after a pause as the tools' links are, so no late write can follow a
 * click on a result.
 */
export function KnowHowSearchPage() {
  const inputId = useId();
  const query = readQuery(useSearch());
  const [, navigate] = useLocation();
  const shown = useDeferredValue(query);

  const results = shown.trim() === '' ? undefined : searchKnowledge(knowledgeIndex(), shown);
  // Enter opens the best result of what is typed (the list may be a keystroke behind).
  const openBest = (event: FormEvent) => {
    event.preventDefault();
    const [best] = searchKnowledge(knowledgeIndex(), query, { limit: 1 }).hits;
    if (best !== undefined) navigate(entryPath(best.id));
  };
  const groups = results?.groups.map(({ kind, hits }) => ({ kind, items: hits })) ?? BROWSE_GROUPS;

  return (
    <PageLayout title={paths.knowHow.title}>
      <PageHeading title="Know-How" subtitle="Every formula, table, term, method and worked example behind the tools, with its source." />
      <form role="search" aria-label="Know-How" onSubmit={openBest}>
        <label htmlFor={inputId} css={labelStyle}>
          Search Know-How
        </label>
        <div css={fieldStyle}>
          <Search aria-hidden="true" size={18} css={iconStyle} />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => navigate(queryLink(event.target.value), { replace: true })}
            placeholder="colebrook, kst, scfm, hood static pressure…"
            autoComplete="off"
            spellCheck={false}
            css={inputStyle}
          />
        </div>
      </form>
      <p role="status" css={statusStyle}>
        {statusText(shown, results?.hits.length ?? 0)}
      </p>
      <EntryGroups groups={groups} summaries={results !== undefined} />
    </PageLayout>
  );
}
