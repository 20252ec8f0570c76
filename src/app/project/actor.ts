/**
 * The projects machine's one actor for the whole app: the header's switcher
 * and the overview page share it, so a project opened in one is current in
 * the other. Started on first use (this module is loaded on demand, with
 * Dexie), wired to the store, the browser's download, the remembered
 * current project, and a guard that keeps the page open until a change is stored.
 */
import { createActor, fromPromise } from 'xstate';
import { projectMachine, type PersistInput } from '../../machines/project/machine.ts';
import { selectCurrent } from '../../machines/project/selectors.ts';
import { downloadText } from '../shell/download.ts';
import { readCurrentProject, writeCurrentProject } from './current.ts';
import { persistProject, watchProjects } from './store.ts';
import { guardPendingWrites } from './unload-guard.ts';

function startActor() {
  const actor = createActor(projectMachine.provide({ actors: { persist: fromPromise<void, PersistInput>(({ input }) => persistProject(input)) } }), {
    input: { currentId: readCurrentProject()?.id },
  }).start();
  watchProjects(
    (records) => actor.send({ type: 'store.loaded', records }),
    (message) => actor.send({ type: 'store.fail', message }),
  );
  guardPendingWrites(actor);
  actor.on('exported', ({ fileName, text }) => downloadText(fileName, text, 'application/json'));
  actor.subscribe((snapshot) => {
    // Only once the store has answered: before, the remembered project is not known to be gone.
    if (snapshot.context.entries === undefined) return;
    const current = selectCurrent(snapshot.context);
    writeCurrentProject(current === undefined ? undefined : { id: current.id, name: current.name });
  });
  return actor;
}

let actor: ReturnType<typeof startActor> | undefined;

/** The app's projects actor, started on first call. */
export function projectActor(): ReturnType<typeof startActor> {
  return (actor ??= startActor());
}
