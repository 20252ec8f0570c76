/**
 * The projects on the device and the current project: new, open, rename,
 * duplicate, delete with undo, import, export, following a stale link, and
 * saving a part, the site or the revision table into the current project.
 * The store is the app's (Dexie): it sends every record it holds
 * (`store.loaded`, again after each change), and the machine writes through
 * the `persist` actor the app provides, so this machine stays free of
 * IndexedDB and is tested with a stand-in. Ids and times come in the events,
 * so each step is a pure function of the event.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { PartId, Project, ProjectParts, ProjectSite } from '../../core/project/document.ts';
import { readProjectFile } from '../../core/project/file.ts';
import { followLink } from '../../core/project/links.ts';
import { revisionTableIssue, type RevisionTable } from '../../core/project/revisions.ts';
import { copyName, entryOf, exportFileName, newProject, projectName, recordOf, type DeviceData, type ProjectEntry, type ProjectRecord } from './records.ts';
import type { UnitSystem } from '../../core/report/figure.ts';

/** What the machine writes: a record put, or one removed. */
export type PersistInput = { readonly put: ProjectRecord } | { readonly remove: string };

/** A deleted project, kept until the next change or a dismissal so that Undo puts it back. */
export interface DeletedProject {
  readonly entry: ProjectEntry;
  readonly wasCurrent: boolean;
}

export interface ProjectContext {
  /** Every project on the device, by name; `undefined` until the store has answered. */
  readonly entries: readonly ProjectEntry[] | undefined;
  /** The current project's id, remembered on the device. */
  readonly currentId: string | undefined;
  /** One line: why an import, a rename or a follow changed nothing, or why the store failed. */
  readonly notice: string | undefined;
  readonly deleted: DeletedProject | undefined;
  /**
   * The writes sent and not yet seen in the store's answer, oldest first:
   * an answer that left before a write landed must not undo it on screen
   * (nor make a new project no longer current).
   */
  readonly pending: readonly PersistInput[];
}

export type ProjectEvent =
  | { type: 'store.loaded'; records: readonly ProjectRecord[] }
  | { type: 'store.fail'; message: string }
  | { type: 'project.new'; id: string; name: string; units: UnitSystem; date: string; now: number; data?: DeviceData }
  | { type: 'project.open'; id: string }
  | { type: 'project.rename'; id: string; name: string; now: number }
  | { type: 'project.duplicate'; id: string; newId: string; now: number }
  | { type: 'project.delete'; id: string }
  | { type: 'project.import'; text: string; id: string; now: number }
  | { type: 'project.export'; id: string }
  | { type: 'link.follow'; linkId: string; now: number }
  /** A tool page's inputs written into the current project's part (`undefined` removes it: the Undo of a first save). */
  | { type: 'part.save'; part: PartId; value: ProjectParts[PartId] | undefined; now: number }
  /** The overview's site form saved (read by core's `readSiteDraft`); its Undo sends the site it replaced. */
  | { type: 'site.save'; site: ProjectSite; now: number }
  /** The current revision and the revision table, as core's revisions.ts edits them; its Undo sends the table it replaced. */
  | { type: 'revisions.save'; table: RevisionTable; now: number }
  | { type: 'undo.restore' }
  | { type: 'undo.dismiss' }
  | { type: 'notice.dismiss' };

/** What the machine emits: a file to download (the app saves it through the browser). */
export type ProjectEmitted = { type: 'exported'; fileName: string; text: string };

/** The entries by name, so the list reads the same every time. */
const sorted = (entries: readonly ProjectEntry[]) => [...entries].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

/** The entries with one put in (replacing its id). */
const withEntry = (entries: readonly ProjectEntry[] | undefined, entry: ProjectEntry) => sorted([...(entries ?? []).filter(({ id }) => id !== entry.id), entry]);

/** A readable entry's project. */
const projectOf = (entry: ProjectEntry | undefined): Project | undefined => (entry?.read.status === 'success' ? entry.read.project : undefined);

const find = (context: ProjectContext, id: string | undefined) => context.entries?.find((entry) => entry.id === id);

/** Whether the store's answer holds a write: the very record put, or none under a removed id. */
function landed(write: PersistInput, records: readonly ProjectRecord[]): boolean {
  if ('remove' in write) return !records.some(({ id }) => id === write.remove);
  return records.some(({ id, updatedAt, json }) => id === write.put.id && updatedAt === write.put.updatedAt && json === write.put.json);
}

/** What one event changes: the context's new fields, and the record to put or remove. */
type Step = { readonly context: Partial<ProjectContext>; readonly persist?: PersistInput };

/** A step that adds or replaces a project, made current. */
function putStep(context: ProjectContext, entry: ProjectEntry, current = true): Step {
  return { context: { entries: withEntry(context.entries, entry), ...(current && { currentId: entry.id }), notice: undefined, deleted: undefined }, persist: { put: entry } };
}

/** A step that changes nothing but says why, in a line. */
const refuse = (notice: string): Step => ({ context: { notice } });

/**
 * A step that writes a change into the current project, left current.
 *
 * @param change The project changed; pure.
 */
function currentStep(context: ProjectContext, change: (project: Project) => Project, now: number): Step {
  const entry = find(context, context.currentId);
  const project = projectOf(entry);
  if (entry === undefined || project === undefined) return refuse('Save: there is no current project to save in');
  return putStep(context, recordOf(entry.id, change(project), now), false);
}

/** Each event's step, computed from the context; pure. */
function stepOf(context: ProjectContext, event: ProjectEvent): Step {
  switch (event.type) {
    case 'project.new': {
      const named = projectName(event.name);
      if ('message' in named) return refuse(named.message);
      return putStep(context, recordOf(event.id, newProject(named.name, event.units, event.date, event.data), event.now));
    }
    case 'project.rename': {
      const named = projectName(event.name);
      const project = projectOf(find(context, event.id));
      if ('message' in named) return refuse(named.message);
      if (project === undefined) return refuse('Rename: this project cannot be read; export it or delete it');
      return putStep(context, recordOf(event.id, { ...project, name: named.name }, event.now), false);
    }
    case 'project.duplicate': {
      const project = projectOf(find(context, event.id));
      if (project === undefined) return refuse('Duplicate: this project cannot be read; export it or delete it');
      return putStep(context, recordOf(event.newId, { ...project, name: copyName(project.name) }, event.now));
    }
    case 'project.import': {
      const read = readProjectFile(event.text);
      if (read.status === 'error') return refuse(`The file was not imported, nothing changed: ${read.message}`);
      return putStep(context, recordOf(event.id, read.project, event.now));
    }
    case 'link.follow': {
      const entry = find(context, context.currentId);
      const project = projectOf(entry);
      if (entry === undefined || project === undefined) return refuse('Follow: there is no current project to follow in');
      const followed = followLink(project, event.linkId);
      if (followed.status === 'error') return refuse(followed.message);
      return putStep(context, recordOf(entry.id, followed.project, event.now), false);
    }
    case 'part.save':
      return currentStep(context, (project) => {
        const parts = Object.fromEntries(Object.entries({ ...project.parts, [event.part]: event.value }).filter(([, value]) => value !== undefined)) as ProjectParts;
        return { ...project, parts };
      }, event.now);
    case 'site.save':
      return currentStep(context, (project) => ({ ...project, site: event.site }), event.now);
    case 'revisions.save': {
      const issue = revisionTableIssue(event.table);
      if (issue !== undefined) return refuse(`The revisions were not saved: ${issue}`);
      return currentStep(context, (project) => ({ ...project, ...event.table }), event.now);
    }
    case 'project.delete': {
      const entry = find(context, event.id);
      if (entry === undefined) return { context: {} };
      const wasCurrent = context.currentId === entry.id;
      return {
        context: { entries: (context.entries ?? []).filter(({ id }) => id !== entry.id), ...(wasCurrent && { currentId: undefined }), deleted: { entry, wasCurrent }, notice: undefined },
        persist: { remove: entry.id },
      };
    }
    case 'undo.restore': {
      const { deleted } = context;
      if (deleted === undefined) return { context: {} };
      return putStep(context, deleted.entry, deleted.wasCurrent);
    }
    default:
      return { context: {} };
  }
}

export const projectMachine = setup({
  types: {
    context: {} as ProjectContext,
    events: {} as ProjectEvent,
    input: {} as { currentId?: string },
    emitted: {} as ProjectEmitted,
  },
  actors: {
    /** Writes one record; the app provides it (Dexie), rejecting with the reason in a line when the browser refuses. */
    persist: fromPromise<void, PersistInput>(async () => undefined),
  },
  actions: {
    step: assign(({ context, event, spawn }) => {
      const { context: changes, persist } = stepOf(context, event);
      if (persist === undefined) return changes;
      spawn('persist', { input: persist });
      return { ...changes, pending: [...context.pending, persist] };
    }),
    load: assign(({ context, event }) => {
      assertEvent(event, 'store.loaded');
      const pending = context.pending.filter((write) => !landed(write, event.records));
      const entries = pending.reduce<ProjectEntry[]>(
        (shown, write) => ('put' in write ? withEntry(shown, entryOf(write.put)) : shown.filter(({ id }) => id !== write.remove)),
        sorted(event.records.map(entryOf)),
      );
      // A current project deleted elsewhere (another tab) is no longer current.
      return { entries, pending, currentId: entries.some(({ id }) => id === context.currentId) ? context.currentId : undefined };
    }),
    open: assign(({ context, event }) => {
      assertEvent(event, 'project.open');
      return find(context, event.id) === undefined ? {} : { currentId: event.id, notice: undefined };
    }),
    fail: assign(({ event }) => {
      const error = (event as unknown as { error?: unknown }).error;
      const message = event.type === 'store.fail' ? event.message : error instanceof Error ? error.message : String(error);
      return { notice: `Not saved on this device: ${message}. Export the project to keep it.` };
    }),
    exportFile: emit(({ context, event }) => {
      assertEvent(event, 'project.export');
      const entry = find(context, event.id);
      const project = projectOf(entry);
      // A damaged record downloads as it is stored, so nothing of it is lost.
      return { type: 'exported' as const, fileName: exportFileName(project?.name ?? entry?.name ?? 'project'), text: entry?.json ?? '' };
    }),
    dismissUndo: assign({ deleted: undefined }),
    dismissNotice: assign({ notice: undefined }),
  },
  guards: {
    exportable: ({ context, event }) => event.type === 'project.export' && find(context, event.id) !== undefined,
  },
}).createMachine({
  id: 'projects',
  context: ({ input }) => ({ entries: undefined, currentId: input.currentId, notice: undefined, deleted: undefined, pending: [] }),
  on: {
    'store.loaded': { actions: 'load' },
    'store.fail': { actions: 'fail' },
    // A write the browser refused (the persist actor rejected).
    'xstate.error.actor.*': { actions: 'fail' },
    'project.new': { actions: 'step' },
    'project.open': { actions: 'open' },
    'project.rename': { actions: 'step' },
    'project.duplicate': { actions: 'step' },
    'project.delete': { actions: 'step' },
    'project.import': { actions: 'step' },
    'project.export': { guard: 'exportable', actions: 'exportFile' },
    'link.follow': { actions: 'step' },
    'part.save': { actions: 'step' },
    'site.save': { actions: 'step' },
    'revisions.save': { actions: 'step' },
    'undo.restore': { actions: 'step' },
    'undo.dismiss': { actions: 'dismissUndo' },
    'notice.dismiss': { actions: 'dismissNotice' },
  },
});
