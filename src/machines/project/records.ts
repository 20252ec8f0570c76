/**
 * The projects kept on the device, as records: each holds its document as
 * the JSON text `writeProjectFile` writes, read back through
 * `readProjectFile` (a record that fails is shown as damaged with its one
 * line, never dropped). And the documents the switcher creates: a blank
 * project, or one from what the tools already keep on this device.
 */
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import { PROJECT_FORMAT, PROJECT_VERSION, type Project } from '../../core/project/document.ts';
import { readProjectFile, writeProjectFile, type ProjectFileResult } from '../../core/project/file.ts';
import { NAME_MAX_LENGTH } from '../../core/project/schema.ts';
import type { UnitSystem } from '../../core/report/figure.ts';

/** One project as the store keeps it. */
export interface ProjectRecord {
  readonly id: string;
  readonly name: string;
  /** When it was last written, ms since 1970. */
  readonly updatedAt: number;
  /** The document, as `writeProjectFile` writes it. */
  readonly json: string;
}

/** A record read back: the project, or the one line why it cannot be (a damaged record). */
export interface ProjectEntry extends ProjectRecord {
  readonly read: ProjectFileResult;
}

/** A record read through `readProjectFile`. */
export const entryOf = (record: ProjectRecord): ProjectEntry => ({ ...record, read: readProjectFile(record.json) });

/**
 * A project as a record.
 *
 * @param id The record's id.
 * @param project The document.
 * @param now When it is written, ms since 1970.
 */
export function recordOf(id: string, project: Project, now: number): ProjectEntry {
  return entryOf({ id, name: project.name, updatedAt: now, json: writeProjectFile(project) });
}

/**
 * A name the user typed, as a project name: trimmed, not blank, not longer
 * than a cover line.
 *
 * @returns The name, or the one line why it cannot be.
 */
export function projectName(text: string): { name: string } | { message: string } {
  const name = text.trim();
  if (name === '') return { message: 'Project name: give a name, not blank' };
  if (name.length > NAME_MAX_LENGTH) return { message: `Project name: at most ${NAME_MAX_LENGTH} characters, got ${name.length}` };
  return { name };
}

/** What "New project from this device's data" takes from the tools' own stores (each when it is kept). */
export interface DeviceData {
  readonly system?: SystemSheet;
  readonly maintenance?: CollectorConfig;
}

/**
 * A new project: blank, or with the exhaust system's saved sheet and the
 * maintenance plan's saved configuration as its parts (copied: the tools'
 * stores are left as they are).
 *
 * @param name The project's name (checked by `projectName`).
 * @param units The unit system of the site's bare numbers: the sheet's when it has one.
 * @param date Today, `YYYY-MM-DD`: the first revision's date.
 */
export function newProject(name: string, units: UnitSystem, date: string, data: DeviceData = {}): Project {
  return {
    format: PROJECT_FORMAT,
    version: PROJECT_VERSION,
    name,
    revision: 'A',
    site: { plant: '', location: '', engineer: '', units: data.system?.units ?? units, conditions: {} },
    parts: { ...(data.system && { system: data.system }), ...(data.maintenance && { maintenance: data.maintenance }) },
    revisions: [{ revision: 'A', date, by: '', description: 'Created' }],
  };
}

/** A copy's name: `Woodshop (copy)`, cut to fit a cover line. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** A file name for a project's download: `oakridge-joinery.tfca-project.json`. */
export function exportFileName(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${slug === '' ? 'project' : slug}.tfca-project.json`;
}
