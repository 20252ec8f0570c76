/**
 * The project overview (`/project`): the current project's site and its
 * revision table (both edited here, with an Undo), each part's key figures
 * (computed by the tools' cores), its stale mark with what changed and a
 * Follow button per link, the checks with their sources, and an "Open in
 * <tool>" link per part. Prints as a summary, without its forms.
 */
import { useState } from 'react';
import { css } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { Download, FolderKanban } from 'lucide-react';
import { paths } from '../paths.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { PrintButton, ReportPrintStyles } from '../shell/print-report.tsx';
import { actionRowStyle, leadStyle, noPrint } from '../shell/section-styles.ts';
import { overviewSectionStyle } from './styles.ts';
import { focusRing, space } from '../shell/theme.ts';
import { selectCurrent } from '../../machines/project/selectors.ts';
import { projectActor } from './actor.ts';
import { ChecksSection } from './checks-section.tsx';
import { ImportButton } from './import-button.tsx';
import { PackageActions } from './package-actions.tsx';
import { ProjectNotice } from './notice.tsx';
import { PartsSection } from './parts-section.tsx';
import { RevisionsSection } from './revisions-section.tsx';
import { SiteSection } from './site-section.tsx';
import { SwitcherDialog } from './switcher-dialog.tsx';

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
const toolbarStyle = css({ marginBottom: space.md });

/** The overview page. */
export function ProjectPage() {
  const actor = projectActor();
  const loaded = useSelector(actor, (snapshot) => snapshot.context.entries !== undefined);
  const current = useSelector(actor, (snapshot) => selectCurrent(snapshot.context));
  const project = current?.read.status === 'success' ? current.read.project : undefined;
  const [switching, setSwitching] = useState(false);

  return (
    <PageLayout title={paths.project.title}>
      <ReportPrintStyles />
      <PageHeading title={paths.project.title} subtitle={project ? `${project.name}, revision ${project.revision}` : undefined} />
      <div css={[noPrint, toolbarStyle]}>
        <div css={actionRowStyle}>
          {project && <PrintButton label="Print overview" />}
          {project && <PackageActions project={project} />}
          {current && (
            <button type="button" css={buttonStyle} onClick={() => actor.send({ type: 'project.export', id: current.id })}>
              <Download aria-hidden="true" size={18} />
              Export project
            </button>
          )}
          <ImportButton />
          <button type="button" css={buttonStyle} aria-haspopup="dialog" onClick={() => setSwitching(true)}>
            <FolderKanban aria-hidden="true" size={18} />
            Projects…
          </button>
        </div>
      </div>
      {switching && <SwitcherDialog onClose={() => setSwitching(false)} />}
      <ProjectNotice />
      {!loaded ? (
        <p role="status">Reading the projects on this device…</p>
      ) : current === undefined ? (
        <section css={overviewSectionStyle} aria-label="No project open">
          <p css={leadStyle}>No project is open. Import a project file (the woodshop example is examples/shop-project.json), or start one from Projects.</p>
        </section>
      ) : project === undefined ? (
        <section css={overviewSectionStyle} aria-label="Damaged project">
          <p role="alert">
            {current.name} cannot be read: {current.read.status === 'error' ? current.read.message : ''}. Export it to keep it as stored, or delete it from Projects.
          </p>
        </section>
      ) : (
        <>
          {/* Keyed by the project, so a form or an Undo never crosses to another one. */}
          <SiteSection key={`site-${current.id}`} project={project} />
          <RevisionsSection key={`revisions-${current.id}`} project={project} />
          <PartsSection project={project} />
          <ChecksSection project={project} />
        </>
      )}
    </PageLayout>
  );
}
