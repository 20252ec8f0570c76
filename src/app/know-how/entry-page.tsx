import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ChevronLeft } from 'lucide-react';
import { entryById } from '../../core/knowledge/catalogue.ts';
import type { KnowledgeEntry } from '../../core/knowledge/entry.ts';
import { KNOWLEDGE_TOOLS } from '../../core/knowledge/tools.ts';
import { paths } from '../paths.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { colors, font, space } from '../shell/theme.ts';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { NotFoundPage } from '../static-pages/not-found.tsx';
import { Facts, RelatedEntries, UsedBy } from './entry-facts.tsx';
import { ExampleBody } from './example-body.tsx';
import { KIND_LABELS } from './kind-labels.ts';
import { MethodBody } from './method-body.tsx';
import { TableBody } from './table-body.tsx';

// The formula's MathML writer (Temml, most of this page's weight) loads only for a formula.
const FormulaBody = lazy(async () => ({ default: (await import('./formula-body.tsx')).FormulaBody }));

const backStyle = { display: 'inline-flex', alignItems: 'center', gap: space.xs, marginBottom: space.md, fontSize: font.size.sm } as const;
const articleStyle = { ...toolCardStyle, maxWidth: '56rem', '& p': { margin: `0 0 ${space.sm}` } } as const;
const summaryStyle = { fontSize: font.size.md, color: colors.text } as const;

function KindBody({ entry }: { entry: KnowledgeEntry }) {
  switch (entry.kind) {
    case 'formula':
      return (
        <SectionBoundary name="formula">
          <Suspense fallback={<p role="status">Loading the formula…</p>}>
            <FormulaBody entry={entry} />
          </Suspense>
        </SectionBoundary>
      );
    case 'table':
      return <TableBody entry={entry} />;
    case 'term':
      return (
        <>
          <p>{entry.definition}</p>
          {entry.symbol === undefined ? null : <Facts facts={[['Symbol', entry.symbol], ...(entry.unit === undefined ? [] : [['Unit', entry.unit] as const])]} />}
        </>
      );
    case 'method':
      return (
        <>
          <MethodBody id={entry.id} />
          {entry.tool === undefined ? null : <UsedBy tools={[entry.tool]} />}
        </>
      );
    case 'example':
      return <ExampleBody entry={entry} />;
  }
}

/**
 * An entry of Know-How at `/process/know-how/<id>`: its title and kind,
 * summary, the kind's body and the related entries; an unknown id is the
 * site's 404 with a way back to Know-How. The link back is left off paper.
 */
export function KnowHowEntryPage({ id }: { id: string }) {
  const entry = entryById(id);
  if (entry === undefined) return <NotFoundPage back={{ href: paths.knowHow.path, label: 'Back to Know-How' }} />;
  const tool = (entry.kind === 'example' || entry.kind === 'method') && entry.tool !== undefined ? ` · ${KNOWLEDGE_TOOLS[entry.tool].name}` : '';
  return (
    <PageLayout title={`${entry.title} · ${paths.knowHow.title}`}>
      <Link href={paths.knowHow.path} css={[backStyle, noPrint]}>
        <ChevronLeft aria-hidden="true" size={16} />
        Know-How
      </Link>
      <article css={articleStyle}>
        <PageHeading title={entry.title} subtitle={`${KIND_LABELS[entry.kind].one}${tool}`} />
        <p css={summaryStyle}>{entry.summary}</p>
        <KindBody entry={entry} />
        {entry.related === undefined || entry.related.length === 0 ? null : <RelatedEntries ids={entry.related} />}
      </article>
    </PageLayout>
  );
}
