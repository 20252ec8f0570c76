import { useMemo } from 'react';
import { css } from '@emotion/react';
import { Link } from 'wouter';
import { Download, TriangleAlert } from 'lucide-react';
import { sheetToJson } from '../../core/exhaust-system/sheet-file.ts';
import { PART_IDS, PART_TITLES, type PartId, type Project } from '../../core/project/document.ts';
import { PROJECT_LINKS, staleParts, unstartedParts, type LinkSource, type UnstartedPart } from '../../core/project/links.ts';
import { partSummaries, type PartSummary } from '../../core/project/summary.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { downloadText } from '../shell/download.ts';
import { noPrint, sectionHeadingStyle } from '../shell/section-styles.ts';
import { overviewSectionStyle } from './styles.ts';
import { colors, focusRing, font, media, radius, space } from '../shell/theme.ts';
import { projectActor } from './actor.ts';
import { partLinks } from './part-links.ts';
import { paths } from '../paths.ts';

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
const notStartedStyle = css({ borderStyle: 'dashed', '& p': { margin: `0 0 ${space.xs}`, fontSize: font.size.sm } });
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

/** Where each part's tool is. */
const TOOL_PATHS: Readonly<Record<PartId, string>> = {
  hoods: paths.hoodDesign.path,
  system: paths.exhaustSystem.path,
  baghouse: paths.baghouseDesign.path,
  explosion: paths.explosionProtection.path,
  fan: paths.fanSelection.path,
  cost: paths.costEstimation.path,
  maintenance: paths.maintenance.path,
};

/** A part the project lacks: how it starts (from its sources, or designed in its tool and saved to the project). */
function NotStartedCard({ unstarted }: { unstarted: UnstartedPart }) {
  const { part, ready, waiting } = unstarted;
  const title = PART_TITLES[part];
  const headingId = `project-part-${part}`;
  return (
    <article css={[partStyle, notStartedStyle]} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title}
        <span css={missingStyle}>Not started</span>
      </h3>
      {ready.map(({ link, from, what }) => (
        <div key={link}>
          <p>Starts from {sourcesText(from)}: {what}.</p>
          <button type="button" css={[buttonStyle, noPrint]} aria-label={`Start ${title} from ${sourcesText(from)}`} onClick={() => projectActor().send({ type: 'link.follow', linkId: link, now: Date.now() })}>
            Start from {sourcesText(from)}
          </button>
        </div>
      ))}
      {waiting.map(({ link, from, reason }) => (
        <p key={link} css={missingStyle}>
          Waits for {sourcesText(from)}: {reason}.
        </p>
      ))}
      <ul css={[linksStyle, noPrint]}>
        <li>
          <Link href={TOOL_PATHS[part]} css={linkStyle}>
            {`Design it in ${title}, then save it to the project`}
          </Link>
        </li>
      </ul>
    </article>
  );
}

/** The parts, in design order: each started one with its figures and stale mark, each other with how it starts. */
export function PartsSection({ project }: { project: Project }) {
  const summaries = useMemo(() => new Map(partSummaries(project).map((summary) => [summary.part, summary])), [project]);
  const unstarted = useMemo(() => new Map(unstartedParts(project).map((each) => [each.part, each])), [project]);
  const stale = useMemo(() => new Map<PartId, ReturnType<typeof staleParts>[number]>(staleParts(project).map((each) => [each.part, each])), [project]);
  return (
    <section css={overviewSectionStyle} aria-labelledby="project-parts">
      <h2 id="project-parts" css={sectionHeadingStyle}>
        Parts
      </h2>
      <div css={gridStyle}>
        {PART_IDS.map((part) => {
          const summary = summaries.get(part);
          const notStarted = unstarted.get(part);
          if (summary) return <PartCard key={part} project={project} summary={summary} stale={stale.get(part)} />;
          return notStarted && <NotStartedCard key={part} unstarted={notStarted} />;
        })}
      </div>
    </section>
  );
}
