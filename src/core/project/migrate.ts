/**
 * Older project files, read step by step up to PROJECT_VERSION: each
 * version has its schema, and one migration takes a valid file of that
 * version to the next. A file is checked against its own version's schema
 * before it is migrated, so a migration never sees a malformed file.
 *
 * Version history:
 * - 1: the site had its altitude only (`site.altitude`, m or ft).
 * - 2: the site has its ambient conditions typed as the exhaust system types
 *   its own (`site.conditions`: temperature, altitude or barometric
 *   pressure, moisture), so they reach the system's sheet, and through it
 *   the fan and the baghouse, unchanged (links.ts).
 */
import * as v from 'valibot';
import { UNIT_SYSTEMS } from '../duct/units.ts';
import { COMMON_ENTRIES, NAME_MAX_LENGTH } from './schema.ts';

const line = (what: string) => v.pipe(v.string(`expected ${what} as text`), v.maxLength(NAME_MAX_LENGTH, `expected ${what} of at most ${NAME_MAX_LENGTH} characters`));

/** Version 1's site: the altitude as typed, no other condition. */
const SiteV1Schema = v.strictObject(
  {
    plant: line('the plant'),
    location: line('the location'),
    altitude: line('the altitude'),
    engineer: line('the engineer'),
    checker: v.optional(line('the checker')),
    units: v.picklist(UNIT_SYSTEMS, `expected ${UNIT_SYSTEMS.join(' or ')}`),
  },
  'expected the site: an object with plant, location, altitude, engineer and units',
);

/** A version 1 file, as valibot checks it. */
export const ProjectV1Schema = v.strictObject(
  { ...COMMON_ENTRIES, version: v.literal(1, 'expected 1'), site: SiteV1Schema },
  'expected a project: an object with format, version, name, revision, site, parts and revisions',
);

/** One step: the schema of a version, and how a file of it becomes the next version's. */
export interface Migration {
  readonly from: number;
  readonly schema: v.GenericSchema;
  /** Takes a file valid against `schema` to the next version; pure. */
  readonly migrate: (file: never) => unknown;
}

/**
 * Version 1 → 2: the site's altitude becomes its ambient conditions'
 * altitude (typed the same, in the site's units); a blank altitude gives
 * no condition, standard air's as before.
 */
function siteConditionsFromAltitude(file: v.InferOutput<typeof ProjectV1Schema>): unknown {
  const { altitude, ...site } = file.site;
  return { ...file, version: 2, site: { ...site, conditions: altitude.trim() === '' ? {} : { altitude } } };
}

/** Every migration, oldest first; the last one's result is a current file. */
export const MIGRATIONS: readonly Migration[] = [{ from: 1, schema: ProjectV1Schema, migrate: siteConditionsFromAltitude as (file: never) => unknown }];
