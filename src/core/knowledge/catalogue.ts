/**
 * Every entry of Know-How, in one list, and lookup by id. The feature files
 * under `entries/` hold the entries; add a new feature's list here.
 */
import type { KnowledgeEntry } from './entry.ts';
import { AIR_ENTRIES } from './entries/air.ts';
import { BAGHOUSE_ENTRIES } from './entries/baghouse.ts';
import { COST_ENTRIES } from './entries/cost.ts';
import { DUCT_ENTRIES } from './entries/duct.ts';
import { DUCTING_CALCULATOR_ENTRIES } from './entries/ducting-calculator.ts';
import { EXHAUST_SYSTEM_ENTRIES } from './entries/exhaust-system.ts';
import { EXPLOSION_ENTRIES } from './entries/explosion.ts';
import { FAN_ENTRIES } from './entries/fan.ts';
import { FRICTION_ENTRIES } from './entries/friction.ts';
import { HOOD_ENTRIES } from './entries/hood.ts';
import { INDUSTRIES_ENTRIES } from './entries/industries.ts';
import { MAINTENANCE_ENTRIES } from './entries/maintenance.ts';
import { MONITORING_ENTRIES } from './entries/monitoring.ts';
import { SIZING_CHECK_ENTRIES } from './entries/sizing-check.ts';
import { TOOLKIT_ENTRIES } from './entries/toolkit.ts';
import { UNITS_ENTRIES } from './entries/units.ts';

/** Every entry, by feature in the order (friction, duct, air, … cost, maintenance, industries, monitoring). Ids are unique (a test checks). */
export const KNOWLEDGE_ENTRIES: readonly KnowledgeEntry[] = [
  ...FRICTION_ENTRIES,
  ...DUCT_ENTRIES,
  ...DUCTING_CALCULATOR_ENTRIES,
  ...SIZING_CHECK_ENTRIES,
  ...AIR_ENTRIES,
  ...UNITS_ENTRIES,
  ...BAGHOUSE_ENTRIES,
  ...FAN_ENTRIES,
  ...EXHAUST_SYSTEM_ENTRIES,
  ...HOOD_ENTRIES,
  ...EXPLOSION_ENTRIES,
  ...COST_ENTRIES,
  ...MAINTENANCE_ENTRIES,
  ...INDUSTRIES_ENTRIES,
  ...MONITORING_ENTRIES,
  ...TOOLKIT_ENTRIES,
];

const BY_ID = new Map(KNOWLEDGE_ENTRIES.map((entry) => [entry.id, entry]));

/**
 * An entry by its id.
 *
 * @param id The entry's id, as in `/process/know-how/<id>`; case-sensitive.
 * @returns The entry, or `undefined` when no entry has that id.
 */
export function entryById(id: string): KnowledgeEntry | undefined {
  return BY_ID.get(id);
}
