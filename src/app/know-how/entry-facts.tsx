import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { entryById } from '../../core/knowledge/catalogue.ts';
import type { CheckStatus } from '../../core/hood/hood-types.ts';
import type { Source } from '../../core/knowledge/entry.ts';
import { CHECK_TEXT, sourceText } from '../../core/knowledge/entry-text.ts';
import { KNOWLEDGE_TOOLS, type KnowledgeTool, type ToolId } from '../../core/knowledge/tools.ts';
import { colors, font, media, space } from '../shell/theme.ts';
import { entryPath } from './entry-path.ts';
import { toolHref } from './tool-href.ts';

export const entrySectionHeadingStyle = { fontSize: font.size.lg, margin: `${space.lg} 0 ${space.sm}` } as const;

const factsStyle = {
  display: 'grid',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  [media.medium]: { gridTemplateColumns: 'max-content 1fr' },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
} as const;
const listStyle = { margin: 0, paddingLeft: space.lg, '& li + li': { marginTop: space.xs }, '& code': { fontFamily: font.mono, color: colors.textMuted } } as const;

/** Label–value lines: a formula's validity, a source, a check status. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl css={factsStyle}>
      {facts.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The facts every formula and table has: where it comes from, and how far it was checked. */
export const sourceFacts = (source: Source, check: CheckStatus): [string, string][] => [
  ['Source', sourceText(source)],
  ['Check', CHECK_TEXT[check]],
];

/** The tools that use an entry, each link opening the tool on a worked example, with its command. */
export function UsedBy({ tools, example }: { tools: readonly ToolId[]; example?: string }) {
  return (
    <section>
      <h2 css={entrySectionHeadingStyle}>Used by</h2>
      <ul css={listStyle}>
        {tools.map((tool) => {
          const { name, command }: KnowledgeTool = KNOWLEDGE_TOOLS[tool];
          return (
            <li key={tool}>
              <Link href={toolHref(tool, example)}>{name}</Link>
              {command !== undefined && (
                <>
                  {' · '}
                  <code>{command}</code>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Links to the entries to read next, by title. */
export function RelatedEntries({ ids }: { ids: readonly string[] }) {
  return (
    <section>
      <h2 css={entrySectionHeadingStyle}>Related</h2>
      <ul css={listStyle}>
        {ids.map((id) => (
          <li key={id}>
            <Link href={entryPath(id)}>{entryById(id)?.title ?? id}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
