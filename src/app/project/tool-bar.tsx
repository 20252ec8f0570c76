/**
 * The project bar of a tool page (issue 24: every tool page works inside
 * the current project): under the heading, the current project's name and
 * this part's state (not in the project yet, in step, stale with what
 * changed, or the page's value differs from it), "Open the project's …"
 * (in place of the page's, with the page's own undo notice) and "Save … to
 * the project" (through the projects machine, with an Undo; it waits,
 * saying why, while the page's form cannot be read). Hood Design
 * chooses which of the project's hoods, by its segment, or adds one. On
 * paper one line names the project, its revision and the part. One bar for
 * every tool: a tool gives it a PartBinding (the form tools through
 * `ProjectBar`, the others from their own folder). Loaded only when a
 * project is current (when-current.tsx), so Dexie stays out of a first visit.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { FolderKanban } from 'lucide-react';
import { staleParts } from '../../core/project/links.ts';
import { PART_TITLES, type HoodPart, type PartId, type Project, type ProjectParts, type TypedTexts } from '../../core/project/document.ts';
import { canonicalText } from '../../machines/shared/project-part.ts';
import { selectCurrentProject } from '../../machines/project/selectors.ts';
import { notePanel, secondaryAction } from '../shell/action-styles.ts';
import { LabelledSelect } from '../shell/labelled-select.tsx';
import { controlBoxStyle, labelStyle } from '../shell/form-styles.ts';
import { actionRowStyle, noPrint, printOnly } from '../shell/section-styles.ts';
import { focusRing, font, space } from '../shell/theme.ts';
import { useToolActor, type ToolProjectPart } from '../shell/tool-actor.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { projectActor } from './actor.ts';
import { useCurrentProject } from './current.ts';
import { ProjectNotice } from './notice.tsx';

// An empty live region stays in the page for a screen reader to hear its line when it comes, but out of the flow: no gap under the buttons.
const barStyle = css({
  ...notePanel,
  position: 'relative',
  flexDirection: 'column',
  '& p': { margin: 0, overflowWrap: 'anywhere' },
  '& ul': { margin: 0, paddingLeft: space.lg },
  '& > [role=status]:empty, & > [role=alert]:empty': { position: 'absolute' },
});
const headStyle = css({ display: 'flex', alignItems: 'center', gap: space.sm, '& svg': { flexShrink: 0 } });
const disabledStyle = { opacity: 0.55, cursor: 'not-allowed' } as const;
const buttonStyle = css({ ...secondaryAction, fontSize: font.size.sm, minHeight: '2.25rem', '&:focus-visible': focusRing, '&:disabled': disabledStyle, '&[aria-disabled="true"]': disabledStyle });
/** Why Save waits, level with the buttons. */
const reasonStyle = css({ alignSelf: 'center', fontSize: font.size.sm });
/** The buttons level with the bottom of a labelled field beside them. */
const rowStyle = [actionRowStyle, css({ alignItems: 'flex-end' })];
const fieldStyle = css({ display: 'grid', gap: space.xs, '& label': labelStyle, '& input': { ...controlBoxStyle, minWidth: '8rem' } });
const hoodChoiceStyle = css({ minWidth: '12rem' });

/** Saves one part's value into the current project. */
const savePart = (part: PartId, value: ProjectParts[PartId] | undefined) => projectActor().send({ type: 'part.save', part, value, now: Date.now() });

/** What the last save replaced, for its Undo. */
interface Saved {
  readonly message: string;
  readonly previous: ProjectParts[PartId] | undefined;
}

/** What a tool gives the bar. Part values are the project's (document.ts), one hood for Hood Design. */
export interface PartBinding {
  readonly part: PartId;
  /** The page's current value as the part (a hood without its segment). */
  readonly value: unknown;
  /** What of a part the page's value is compared by (the same whatever the order of its keys); the part itself when not given. */
  readonly comparable?: (part: never) => unknown;
  /** Puts a part's value in place of the page's, through the tool's own replace path and undo notice saying `message`. */
  readonly open: (part: never, message: string) => void;
  /** What the page calls its value, in the buttons and sentences: "inputs", "sheet", "configuration". */
  readonly noun: 'inputs' | 'sheet' | 'configuration';
  /** Why Save cannot write what the page shows now, in one line naming the field (its form has a problem); Save waits until it reads. */
  readonly unsavable?: string;
}

/** The bar, for a form tool page's part of the current project (its ToolActorContext). */
export function ProjectBar({ tool }: { tool: ToolProjectPart }) {
  const { actor } = useToolActor();
  const actorRef = actor.useActorRef();
  const context = actor.useSelector((snapshot) => snapshot.context);
  const value = useMemo(() => tool.toPart(context), [tool, context]);
  const open = (part: TypedTexts<string>, message: string) => actorRef.send({ type: 'inputs.replace', inputs: tool.inputsOf(part), system: part.units, message });
  return <ProjectPartBar binding={{ part: tool.part, value, comparable: tool.inputsOf, open, noun: 'inputs' }} />;
}

/**
 * The bar, for whichever part a tool binds.
 *
 * @param binding What the tool gives the bar.
 * @param undoNotice The tool's own undo notice for what Open replaced, where the page's sits far from the bar; else the page's shows it.
 */
export function ProjectPartBar({ binding, undoNotice }: { binding: PartBinding; undoNotice?: ReactNode }) {
  const remembered = useCurrentProject();
  const project = useSelector(projectActor(), (snapshot) => selectCurrentProject(snapshot.context));
  const [segment, setSegment] = useState<string | undefined>(undefined);
  const [newSegment, setNewSegment] = useState('');
  const [saved, setSaved] = useState<Saved | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const segmentId = useId();
  const unsavableId = useId();
  const { part, value: pageValue, noun, unsavable } = binding;
  const comparable = (binding.comparable ?? ((item: unknown) => item)) as (item: unknown) => unknown;
  const title = PART_TITLES[part];
  const name = project?.name ?? remembered?.name ?? '';

  const hoods = project?.parts.hoods ?? [];
  const hood = part === 'hoods' ? (hoods.find((item) => item.segment === segment) ?? hoods[0]) : undefined;
  const stored: unknown = part === 'hoods' ? hood : project?.parts[part];
  const differs = stored !== undefined && canonicalText(comparable(stored)) !== canonicalText(comparable(pageValue));
  const stale = project === undefined ? undefined : staleParts(project).find((item) => item.part === part);
  const where = hood === undefined ? title : `the hood of segment ${hood.segment}`;

  const open = () => {
    if (stored === undefined) return;
    setProblem(undefined);
    (binding.open as (item: unknown, message: string) => void)(stored, `Opened the project's ${noun} (${where}) in place of yours.`);
  };
  const remember = (message: string, previous: Saved['previous']) => {
    setProblem(undefined);
    setSaved({ message, previous });
  };
  const save = () => {
    if (project === undefined) return;
    if (part !== 'hoods') {
      remember(`Saved your ${noun} to ${name} (${title}).`, project.parts[part]);
      savePart(part, pageValue as ProjectParts[typeof part]);
      return;
    }
    if (hood === undefined) return;
    remember(`Saved your ${noun} to ${name} (the hood of segment ${hood.segment}).`, hoods);
    savePart('hoods', hoods.map((item) => (item === hood ? { ...(pageValue as HoodPart), segment: item.segment } : item)));
  };
  const addHood = () => {
    const id = newSegment.trim();
    if (id === '') return setProblem('Segment of the new hood: give the sheet segment it feeds, not blank');
    if (hoods.some((item) => item.segment === id)) return setProblem(`Segment of the new hood: the project already has a hood for segment ${id}`);
    remember(`Added your ${noun} to ${name} as the hood of segment ${id}.`, project?.parts.hoods);
    savePart('hoods', [...hoods, { ...(pageValue as HoodPart), segment: id }]);
    setSegment(id);
    setNewSegment('');
  };

  return (
    <>
      <p css={printOnly}>{project && `Project: ${project.name}, revision ${project.revision}, part ${where === title ? title : `${title}, ${where}`}`}</p>
      <section aria-label="Project" css={[barStyle, noPrint]}>
        <p css={headStyle}>
          <FolderKanban aria-hidden="true" size={18} />
          <span>
            Project: <strong>{name}</strong>. {stateText(project, stored, where, Boolean(stale), differs, noun)}
          </span>
        </p>
        {stale && stale.links.length > 0 && (
          <ul aria-label="What changed upstream">
            {stale.links.flatMap(({ link, changes }) => changes.map((change) => <li key={`${link}${change.path}`}>{change.text}</li>))}
          </ul>
        )}
        {stale && stale.links.length === 0 && <p>{`Parts upstream are stale (${stale.upstream.map((part) => PART_TITLES[part]).join(', ')}): follow them on the project page first.`}</p>}
        <div css={rowStyle}>
          {part === 'hoods' && hoods.length > 0 && (
            <div css={hoodChoiceStyle}>
              <LabelledSelect
                label="Hood"
                placeholder="Choose a hood"
                value={hood?.segment ?? ''}
                options={hoods.map((item) => ({ value: item.segment, label: `Segment ${item.segment}` }))}
                onValueChange={setSegment}
              />
            </div>
          )}
          <button type="button" css={buttonStyle} disabled={stored === undefined} onClick={open}>
            {`Open the project's ${noun}`}
          </button>
          {/* Disabled for a problem in the form, yet focusable, so the reason beside it is read with it. */}
          <button
            type="button"
            css={buttonStyle}
            disabled={project === undefined || (part === 'hoods' && hood === undefined)}
            aria-disabled={unsavable === undefined ? undefined : true}
            aria-describedby={unsavable === undefined ? undefined : unsavableId}
            onClick={unsavable === undefined ? save : undefined}
          >
            {noun === 'inputs' ? 'Save to the project' : `Save ${noun} to the project`}
          </button>
          {unsavable !== undefined && (
            <p id={unsavableId} css={reasonStyle}>
              {unsavable}
            </p>
          )}
        </div>
        {part === 'hoods' && project && (
          <div css={rowStyle}>
            <div css={fieldStyle}>
              <label htmlFor={segmentId}>Segment of the new hood</label>
              <input id={segmentId} value={newSegment} onChange={(event) => setNewSegment(event.target.value)} />
            </div>
            <button type="button" css={buttonStyle} onClick={addHood}>
              Add as a new hood
            </button>
          </div>
        )}
        {problem && <p role="alert">{problem}</p>}
        {undoNotice}
        <UndoNotice
          message={saved?.message}
          onUndo={() => {
            if (saved) savePart(part, saved.previous);
            setSaved(undefined);
          }}
          onDismiss={() => setSaved(undefined)}
        />
        <ProjectNotice />
      </section>
    </>
  );
}

/** The part's state in a sentence. */
function stateText(project: Project | undefined, stored: unknown, where: string, stale: boolean, differs: boolean, noun: PartBinding['noun']): string {
  if (project === undefined) return 'Loading the project…';
  const subject = `${where[0]!.toUpperCase()}${where.slice(1)}`;
  if (stored === undefined) return `${subject} is not in the project yet.`;
  const state = stale ? `is stale: its sources changed` : 'follows its sources';
  const plural = noun === 'inputs';
  return `${subject} ${state}; ${differs ? `your ${noun} ${plural ? 'differ' : 'differs'} from the project's.` : `your ${noun} ${plural ? 'are' : 'is'} the project's.`}`;
}
