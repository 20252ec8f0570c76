/**
 * The Maintenance Schedule's project bar: the collector's configuration (the
 * one the plan is made from, core/maintenance/config.ts) is the project's
 * `maintenance` part. Open puts the part in place of the form, with its Undo
 * in the bar (until the form is edited); Save writes the configuration, and
 * waits, naming the field to fix, while the form has a problem. The log stays
 * on the device, out of the project. Loaded lazily, only while a project is current.
 */
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import { ProjectPartBar } from '../project/tool-bar.tsx';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { MaintenanceActorContext } from './actor-context.ts';
import { FORM_FIELD_LABELS } from './labels.ts';

/** What an opened project's configuration replaced in the form, with its Undo until the form is edited. */
function ConfigUndo() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const message = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.configUndo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'config.undo' })} onDismiss={() => actorRef.send({ type: 'config.undo.dismiss' })} />;
}

/** The bar for the page's configuration; Save waits while the form has a problem (the plan then shows the last configuration it could read, not the form). */
export function MaintenanceProjectBar() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const value = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const issue = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.formIssues[0]);
  const open = (part: CollectorConfig, message: string) => actorRef.send({ type: 'config.open', config: part, message });
  const unsavable = issue && `Fix ${FORM_FIELD_LABELS[issue.field]} first: ${issue.message}`;
  return <ProjectPartBar binding={{ part: 'maintenance', value, open, noun: 'configuration', ...(unsavable && { unsavable }) }} undoNotice={<ConfigUndo />} />;
}
