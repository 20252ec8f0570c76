import { css } from '@emotion/react';
import type { Project } from '../../core/project/document.ts';
import { siteConditionsText } from '../../core/project/summary.ts';
import { sectionHeadingStyle } from '../shell/section-styles.ts';
import { overviewSectionStyle } from './styles.ts';
import { colors, font, media, space } from '../shell/theme.ts';

const listStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  margin: `${space.sm} 0 0`,
  fontSize: font.size.sm,
  '& dt': { color: colors.textMuted },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  [media.medium]: { fontSize: font.size.md },
});

/** Shown for a line the project leaves blank. */
const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? 'not given' : text);

/** The site: plant, location, who designs and who checks, the ambient conditions and the unit system of its numbers. */
export function SiteSection({ project }: { project: Project }) {
  const { site } = project;
  return (
    <section css={overviewSectionStyle} aria-labelledby="project-site">
      <h2 id="project-site" css={sectionHeadingStyle}>
        Site
      </h2>
      <dl css={listStyle}>
        <dt>Plant</dt>
        <dd>{given(site.plant)}</dd>
        <dt>Location</dt>
        <dd>{given(site.location)}</dd>
        <dt>Engineer</dt>
        <dd>{given(site.engineer)}</dd>
        <dt>Checker</dt>
        <dd>{given(site.checker)}</dd>
        <dt>Conditions</dt>
        <dd>{siteConditionsText(site)}</dd>
      </dl>
    </section>
  );
}
