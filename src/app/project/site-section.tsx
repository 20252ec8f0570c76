import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Pencil } from 'lucide-react';
import type { Project, ProjectSite } from '../../core/project/document.ts';
import { siteConditionsText } from '../../core/project/summary.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { noPrint, sectionHeadingStyle } from '../shell/section-styles.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { overviewSectionStyle } from './styles.ts';
import { colors, focusRing, font, media, space } from '../shell/theme.ts';
import { projectActor } from './actor.ts';
import { SiteForm } from './site-form.tsx';

const headStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });
const editStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

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

const paperOnlyStyle = css({ display: 'none', '@media print': { display: 'grid' } });

/** Shown for a line the project leaves blank. */
const given = (text: string | undefined) => (text === undefined || text.trim() === '' ? 'not given' : text);

/** Writes a site into the current project (the Undo writes back the one it replaced). */
const saveSite = (site: ProjectSite) => projectActor().send({ type: 'site.save', site, now: Date.now() });

/**
 * The site: plant, location, who designs and who checks, the ambient
 * conditions and the unit system of its numbers; "Edit site" opens its form
 * in place (not on paper), and a save offers an Undo.
 */
export function SiteSection({ project }: { project: Project }) {
  const { site } = project;
  const [editing, setEditing] = useState(false);
  const [previous, setPrevious] = useState<ProjectSite | undefined>(undefined);
  const editButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Focus goes back to "Edit site" when the form closes, not to the page's top.
  useEffect(() => {
    if (editing) opened.current = true;
    else if (opened.current) editButton.current?.focus();
  }, [editing]);
  return (
    <section css={overviewSectionStyle} aria-labelledby="project-site">
      <div css={headStyle}>
        <h2 id="project-site" css={sectionHeadingStyle}>
          Site
        </h2>
        {!editing && (
          <button ref={editButton} type="button" css={[editStyle, noPrint]} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" size={18} />
            Edit site
          </button>
        )}
      </div>
      {editing && (
        <SiteForm
          site={site}
          onCancel={() => setEditing(false)}
          onSave={(saved) => {
            setPrevious(site);
            saveSite(saved);
            setEditing(false);
          }}
        />
      )}
      {/* While the form is open the saved site still prints (the form does not). */}
      <dl css={[listStyle, editing && paperOnlyStyle]}>
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
      <UndoNotice
        message={previous && `Saved the site of ${project.name}.`}
        onUndo={() => {
          if (previous) saveSite(previous);
          setPrevious(undefined);
        }}
        onDismiss={() => setPrevious(undefined)}
      />
    </section>
  );
}
