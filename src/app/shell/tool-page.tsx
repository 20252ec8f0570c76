/**
 * The frame of a tool page whose machine is a form
 * (machines/shared/form-machine.ts: Explosion Protection, Hood Design, Fan
 * Selection, Baghouse Design): the layout, the print styles, the heading,
 * the machine's provider (opened with the page's link and the unit
 * preference), the link kept in step with the inputs, the printed report's
 * header, the link's notes, the toolbar, and the undo notice. The tool gives
 * its card(s) as children (tool-card.tsx for the inputs | results card).
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Global, type SerializedStyles } from '@emotion/react';
import { useSearch } from 'wouter';
import { useCurrentProject } from '../project/current.ts';
import { LinkNotes } from './link-notes.tsx';
import { PageHeading } from './page-heading.tsx';
import { PageLayout } from './page-layout.tsx';
import { ReportHeader, ReportPrintStyles } from './print-report.tsx';
import { ReportActions } from './report-actions.tsx';
import { SectionBoundary } from './section-boundary.tsx';
import { ToolActorContext, useToolActor, type FormActorContext, type FormPageContext, type FormSelectors, type ToolActor, type ToolProjectPart } from './tool-actor.ts';
import { TooltipProvider } from './tooltip-provider.tsx';
import { UndoNotice } from './undo-notice.tsx';
import { readUnitPreference } from './unit-preference.ts';
import { useReplaceLink } from './use-link-query.ts';

// The bar loads with the projects machine and its store (Dexie), only when a project is current.
const ProjectBar = lazy(async () => ({ default: (await import('../project/tool-bar.tsx')).ProjectBar }));

/** The current project's bar, when a project is current; nothing otherwise (a link opens the page alone). */
function ToolProjectBar({ tool }: { tool: ToolProjectPart }) {
  const current = useCurrentProject();
  if (current === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ProjectBar tool={tool} />
    </Suspense>
  );
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  const { actor, selectors } = useToolActor();
  useReplaceLink(actor.useSelector((snapshot) => selectors.linkPath(snapshot.context)));
  return null;
}

/** On paper: when, in which units, and the link that reproduces the report. */
function ToolReportHeader() {
  const { actor, selectors } = useToolActor();
  const system = actor.useSelector((snapshot) => snapshot.context.system);
  const linkPath = actor.useSelector((snapshot) => selectors.linkPath(snapshot.context));
  return <ReportHeader system={system} linkPath={linkPath} />;
}

/** The link's ignored parameters, until the user dismisses them. */
function ToolLinkNotes() {
  const { actor } = useToolActor();
  const actorRef = actor.useActorRef();
  const notes = actor.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Print the report; put the worked example in place of the inputs, or clear them (each with an undo). */
function ToolActions({ clear }: { clear: boolean }) {
  const { actor } = useToolActor();
  const actorRef = actor.useActorRef();
  const canClear = actor.useSelector((snapshot) => snapshot.can({ type: 'inputs.clear' }));
  const onClear = clear ? () => actorRef.send({ type: 'inputs.clear' }) : undefined;
  return <ReportActions onExample={() => actorRef.send({ type: 'example.load' })} canClear={canClear} {...(onClear && { onClear })} />;
}

/**
 * What the worked example, a clear or an import just replaced, with an Undo.
 *
 * @param message The notice's sentence from the tool's context, `undefined` to show none here
 *   (Fan Selection shows a curve's import under the curve); by default every undo's.
 */
export function ToolUndoNotice<C extends FormPageContext>({ message }: { message?: (context: C) => string | undefined }) {
  const { actor } = useToolActor();
  const actorRef = actor.useActorRef();
  // The context is the tool's own: its page handed its actor to ToolPage.
  const shown = actor.useSelector((snapshot) => (message === undefined ? snapshot.context.undo?.message : message(snapshot.context as unknown as C)));
  return <UndoNotice message={shown} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

/** A section of the page with its own error boundary, cleared by the next reading of the inputs. */
export function ToolSection({ name, children }: { name: string; children: ReactNode }) {
  const { actor } = useToolActor();
  const result = actor.useSelector((snapshot) => snapshot.context.result);
  return (
    <SectionBoundary name={name} resetKeys={[result]}>
      {children}
    </SectionBoundary>
  );
}

interface ToolPageProps<C extends FormPageContext, F extends string> {
  /** The page's title (paths.ts) and the sentence under it. */
  title: string;
  subtitle: string;
  /** The tool's `createActorContext` of its form machine. */
  actor: FormActorContext<C, F>;
  /** The tool's link, shown text and field issue selectors. */
  selectors: FormSelectors<C, F>;
  /** The tool's own rules for paper, beyond the report's (print-report.tsx). */
  printStyles?: SerializedStyles;
  /** The toolbar (Print report, Load worked example and, with `example-and-clear`, Clear inputs); none where the tool places its own. */
  actions?: 'example' | 'example-and-clear';
  /** The undo notice's sentence under the toolbar, when not every undo's (see ToolUndoNotice). */
  undoMessage?: (context: C) => string | undefined;
  /** The page's part in the current project, for the project bar (tool-actor.ts `formProjectPart`); none, no bar. */
  projectPart?: ToolProjectPart;
  /** The tool's card(s): its inputs, sketch, results and formulas. */
  children: ReactNode;
}

/** A form tool's page around its card(s). Lazily loaded with the tool. */
export function ToolPage<C extends FormPageContext, F extends string>({ title, subtitle, actor, selectors, printStyles, actions, undoMessage, projectPart, children }: ToolPageProps<C, F>) {
  // Read once: the machine starts from the link it was opened with, or the unit preference.
  const search = useSearch();
  // The parts read the machine without its types: this page's props checked them.
  const tool = useMemo(() => ({ actor, selectors }) as unknown as ToolActor, [actor, selectors]);
  return (
    <PageLayout title={title}>
      <ReportPrintStyles />
      {printStyles && <Global styles={printStyles} />}
      <PageHeading title={title} subtitle={subtitle} />
      <TooltipProvider>
        <actor.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <ToolActorContext.Provider value={tool}>
            {projectPart && <ToolProjectBar tool={projectPart} />}
            <LinkSync />
            <ToolReportHeader />
            <ToolLinkNotes />
            {actions && <ToolActions clear={actions === 'example-and-clear'} />}
            <ToolUndoNotice<C> {...(undoMessage && { message: undoMessage })} />
            {children}
          </ToolActorContext.Provider>
        </actor.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
