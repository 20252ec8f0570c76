/**
 * The Maintenance Schedule's project bar: the collector's configuration (the
 * one the plan is made from, core/maintenance/config.ts) is the project's
 * `maintenance` part. Open puts the part in place of the form, with an Undo
 * under the form; Save writes the configuration. The log stays on the
 * device, out of the project. Loaded lazily, only while a project is current.
 */
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import { ProjectPartBar } from '../project/tool-bar.tsx';
import { MaintenanceActorContext } from './actor-context.ts';

/** The bar for the page's configuration. */
export function MaintenanceProjectBar() {
  const actorRef = MaintenanceActorContext.useActorRef();
  const value = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const open = (part: CollectorConfig, message: string) => actorRef.send({ type: 'config.open', config: part, message });
  return <ProjectPartBar binding={{ part: 'maintenance', value, open, noun: 'configuration' }} />;
}
