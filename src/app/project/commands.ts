/**
 * The switcher's and the overview's commands, sent to the projects actor
 * with what the machine leaves to the app: a new id, the time, today's
 * date, a file's text, and what the tools keep on this device.
 */
import { localCalendarDate } from '../../core/format/calendar-date.ts';
import { loadSystem } from '../exhaust-system/store.ts';
import { loadLog } from '../maintenance/store.ts';
import { readUnitPreference } from '../shell/unit-preference.ts';
import type { DeviceData } from '../../machines/project/records.ts';
import { projectActor } from './actor.ts';

/** A record id unique across tabs. */
export const newProjectId = () => `project-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;


/**
 * Creates a project and makes it current.
 *
 * @param name The name as typed.
 * @param fromDevice Takes the exhaust system's saved sheet and the
 *   maintenance plan's saved configuration, when the device keeps them
 *   (their stores are only read, never changed).
 */
export async function createProject(name: string, fromDevice: boolean): Promise<void> {
  let data: DeviceData = {};
  if (fromDevice) {
    const [system, log] = await Promise.all([loadSystem(), loadLog()]);
    data = { ...(system.status === 'found' && { system: system.sheet }), ...(log.status === 'found' && { maintenance: log.log.config }) };
  }
  projectActor().send({ type: 'project.new', id: newProjectId(), name, units: readUnitPreference(), date: localCalendarDate(new Date()), now: Date.now(), data });
}

/** Imports a project file: the whole file is checked first, and a refused one changes nothing. */
export async function importProjectFile(file: File): Promise<void> {
  projectActor().send({ type: 'project.import', text: await file.text(), id: newProjectId(), now: Date.now() });
}
