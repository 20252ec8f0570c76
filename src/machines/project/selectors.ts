/** What the switcher and the overview read from the projects machine. */
import type { Project } from '../../core/project/document.ts';
import type { ProjectContext } from './machine.ts';
import type { ProjectEntry } from './records.ts';

/** The current project's entry, or `undefined` when none is current (or the store has not answered). */
export function selectCurrent(context: ProjectContext): ProjectEntry | undefined {
  return context.entries?.find(({ id }) => id === context.currentId);
}

/** The current project's document, when it can be read. */
export function selectCurrentProject(context: ProjectContext): Project | undefined {
  const read = selectCurrent(context)?.read;
  return read?.status === 'success' ? read.project : undefined;
}
