/**
 * The equipment monitoring machine shared with the part's components, with
 * the page's actors: the worker reads and analyses, the maintenance store
 * takes the send. Its own module, so the part and its pieces never import
 * each other. Tests pass their own `logic` to the provider.
 */
import { createActorContext } from '@xstate/react';
import { monitoringMachine } from '../../../machines/monitoring/machine.ts';
import { sendToMaintenanceLog } from './send-to-log.ts';
import { analyseInWorker, readHeaderInWorker } from './worker-actors.ts';

export const monitoringLogic = monitoringMachine.provide({ actors: { readHeader: readHeaderInWorker, analyse: analyseInWorker, sendToLog: sendToMaintenanceLog } });

export const MonitoringActorContext = createActorContext(monitoringLogic);
