/**
 * The tools an entry links to: each with its page's route and its CLI
 * subcommand. Routes come from the tools' own link modules where they have
 * one; the app's route table (`src/app/paths.ts`) holds the same paths, and a
 * test keeps the two in step.
 */
import { BAGHOUSE_LINK_PATH } from '../baghouse/link.ts';
import { COST_LINK_PATH } from '../cost/link.ts';
import { DUCT_LINK_PATH } from '../duct/link.ts';
import { VENT_LINK_PATH } from '../explosion/link.ts';
import { FAN_LINK_PATH } from '../fan/link.ts';
import { HOOD_LINK_PATH } from '../hood/link.ts';
import { INDUSTRIES_LINK_PATH } from '../industries/link.ts';
import { CONVERSION_LINK_PATH } from '../units/link.ts';

/** A tool as Know-How names and links it. */
export interface KnowledgeTool {
  readonly name: string;
  /** The page that runs it (the friction, size and equivalent tools sit below the ducting calculator's card). */
  readonly route: string;
  /** The command that runs it: `duct-calc friction`; absent for a page alone (Industries has no command). */
  readonly command?: string;
}

/** Every tool, by id (the CLI subcommand's name, or `solve` for the root command). */
export const KNOWLEDGE_TOOLS = {
  solve: { name: 'Ducting Calculator', route: DUCT_LINK_PATH, command: 'duct-calc --solve' },
  friction: { name: 'Pressure loss', route: DUCT_LINK_PATH, command: 'duct-calc friction' },
  size: { name: 'Duct sizing', route: DUCT_LINK_PATH, command: 'duct-calc size' },
  equivalent: { name: 'Equivalent round duct', route: DUCT_LINK_PATH, command: 'duct-calc equivalent' },
  check: { name: 'Sizing-sheet check', route: DUCT_LINK_PATH, command: 'duct-calc check' },
  convert: { name: 'Unit Convertor', route: CONVERSION_LINK_PATH, command: 'duct-calc convert' },
  system: { name: 'Exhaust System Design', route: `${DUCT_LINK_PATH}/system`, command: 'duct-calc system' },
  hood: { name: 'Hood Design', route: HOOD_LINK_PATH, command: 'duct-calc hood' },
  vent: { name: 'Explosion Protection', route: VENT_LINK_PATH, command: 'duct-calc vent' },
  baghouse: { name: 'Baghouse Design', route: BAGHOUSE_LINK_PATH, command: 'duct-calc baghouse' },
  fan: { name: 'Fan Selection', route: FAN_LINK_PATH, command: 'duct-calc fan' },
  'fan-laws': { name: 'Fan laws', route: FAN_LINK_PATH, command: 'duct-calc fan-laws' },
  cost: { name: 'Cost Estimation', route: COST_LINK_PATH, command: 'duct-calc cost' },
  opex: { name: 'OPEX savings', route: COST_LINK_PATH, command: 'duct-calc opex' },
  maintenance: { name: 'Maintenance Schedule', route: '/maintenance', command: 'duct-calc maintenance' },
  industries: { name: 'Industries & Applications', route: INDUSTRIES_LINK_PATH },
  monitor: { name: 'Equipment monitoring', route: INDUSTRIES_LINK_PATH, command: 'duct-calc monitor' },
} as const satisfies Record<string, KnowledgeTool>;

export type ToolId = keyof typeof KNOWLEDGE_TOOLS;
