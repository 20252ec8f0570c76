import { useMemo } from 'react';
import { css } from '@emotion/react';
import { Link } from 'wouter';
import { Download, TriangleAlert } from 'lucide-react';
import { sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import { PART_TITLES, type PartId, type Project } from '../../core/project/document.ts';
import { PROJECT_LINKS, staleParts, type LinkSource } from '../../core/project/links.ts';
import { partSummaries, type PartSummary } from '../../core/project/summary.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { downloadText } from '../shell/download.ts';
import { noPrint, sectionHeadingStyle } from '../shell/section-styles.ts';
import { overviewSectionStyle } from './styles.ts';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { projectActor } from './actor.ts';
import { partLinks } from './part-links.ts';

// On paper a plain stack: Chromium moves a whole grid row to the next page, leaving a blank one.
const gridStyle = css({
  display: 'grid',
  gap: space.md,
  marginTop: space.sm,
  [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media print': { display: 'block', '& > article + article': { marginTop: space.sm } },
});
const partStyle = css({
  minWidth: 0,
  padding: space.md,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  '& h3': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm, margin: `0 0 ${space.sm}`, fontSize: font.size.md },
  '@media print': { breakInside: 'avoid' },
});
const staleBorder = css({ borderColor: colors.warning, borderLeftWidth: '4px' });
const badgeStyle = css({ padding: `0 ${space.xs}`, borderRadius: radius.sm, background: colors.warningSurface, color: colors.warning, fontSize: font.size.sm, fontWeight: 700 });
const figuresStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
  fontSize: font.size.sm,
  '& dt': { color: colors.textMuted },
  '& dd': { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});
const staleStyle = css({ margin: `${space.sm} 0 0`, padding: space.sm, background: colors.warningSurface, borderRadius: radius.sm, fontSize: font.size.sm, '& p': { margin: `0 0 ${space.xs}` }, '& ul': { margin: `0 0 ${space.xs}`, paddingLeft: space.lg, overflowWrap: 'anywhere' } });
const missingStyle = css({ margin: 0, fontSize: font.size.sm, color: colors.textMuted });
const buttonStyle = css({ ...secondaryAction, minHeight: '2.25rem', padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, '&:focus-visible': focusRing });
const linkStyle = css({ color: colors.primary, fontWeight: 600, fontSize: font.size.sm, overflowWrap: 'anywhere', '&:focus-visible': focusRing });
const linksStyle = css({ margin: `${space.sm} 0 0`, padding: 0, listStyle: 'none', display: 'grid', gap: space.xs });

/** The sources of a link in words: `Exhaust System`, `the site`. */
const sourcesText = (from: readonly LinkSource[]) => from.map((source) => (source === 'site' ? 'the site' : PART_TITLES[source])).join(' and ');

/** What a stale part no longer follows: each link's changes (old → new) with its Follow button, and the parts upstream to follow first. */
function StaleMark({ stale }: { stale: ReturnType<typeof staleParts>[number] }) {
  const actor = projectActor();
  return (
    <div css={staleStyle}>
      {stale.links.map(({ link, from, changes }) => (
        <div key={link}>
          <p>
            {sourcesText(from)} changed: {PROJECT_LINKS.find(({ id }) => id === link)?.what}.
          </p>
          <ul>
            {changes.map((change) => (
              <li key={change.path}>{change.text}</li>
            ))}
          </ul>
          <button type="button" css={[buttonStyle, noPrint]} aria-label={`Follow ${sourcesText(from)} in ${PART_TITLES[stale.part]}`} onClick={() => actor.send({ type: 'link.follow', linkId: link, now: Date.now() })}>
            Follow
          </button>
        </div>
      ))}
      {stale.upstream.length > 0 && <p>{stale.upstream.map((part) => PART_TITLES[part]).join(' and ')} upstream {stale.upstream.length === 1 ? 'is' : 'are'} stale: follow there first.</p>}
    </div>
  );
}

/** One part: its title and stale mark, its key figures (or what it misses), and where it opens. */
function PartCard({ project, summary, stale }: { project: Project; summary: PartSummary; stale: ReturnType<typeof staleParts>[number] | undefined }) {
  const { part } = summary;
  const links = partLinks(part, project.parts);
  const headingId = `project-part-${part}`;
  return (
    <article css={[partStyle, stale && staleBorder]} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {PART_TITLES[part]}
        {stale && (
          <span css={badgeStyle}>
            <TriangleAlert aria-hidden="true" size={14} /> Stale
          </span>
        )}
      </h3>
      {summary.figures.length > 0 && (
        <dl css={figuresStyle} aria-label={`${PART_TITLES[part]} figures`}>
          {summary.figures.map((figure) => (
            <div key={figure.key} css={{ display: 'contents' }}>
              <dt>{figure.label}</dt>
              <dd>
                {figure.value}
                {figure.unit !== '' && ` ${figure.unit}`}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {summary.missing !== undefined && <p css={missingStyle}>No results yet: {summary.missing}</p>}
      {stale && <StaleMark stale={stale} />}
      <ul css={[linksStyle, noPrint]}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} css={linkStyle}>
              {link.label}
            </Link>
          </li>
        ))}
        {part === 'system' && project.parts.system && (
          <li>
            <button type="button" css={buttonStyle} onClick={() => downloadText('exhaust-system.json', sheetToJson(project.parts.system!), 'application/json')}>
              <Download aria-hidden="true" size={16} />
              Download the sheet for Exhaust System Design
            </button>
          </li>
        )}
      </ul>
    </article>
  );
}

/** The parts, in design order, each with its figures and stale mark. */
export function PartsSection({ project }: { project: Project }) {
  const summaries = useMemo(() => partSummaries(project), [project]);
  const stale = useMemo(() => new Map<PartId, ReturnType<typeof staleParts>[number]>(staleParts(project).map((each) => [each.part, each])), [project]);
  return (
    <section css={overviewSectionStyle} aria-labelledby="project-parts">
      <h2 id="project-parts" css={sectionHeadingStyle}>
        Parts
      </h2>
      {summaries.length === 0 ? (
        <p css={missingStyle}>The project has no parts yet.</p>
      ) : (
        <div css={gridStyle}>
          {summaries.map((summary) => (
            <PartCard key={summary.part} project={project} summary={summary} stale={stale.get(summary.part)} />
          ))}
        </div>
      )}
    </section>
  );
}
