/**
 * The typical dusts of the industries we serve, each tied to the rows of
 * the other tools' tables that describe it: the ACGIH transport class
 * (duct/transport-velocity.ts), the EPA A/C ratio by dust
 * (baghouse/dusts.ts) or its material factor A (baghouse/air-to-cloth.ts),
 * and the explosion data (explosion/dusts.ts). Only what no tool holds yet
 * lives here: the loose bulk density, and which example of the ACGIH table
 * a dust matches. A dust that a table does not list has no value from it:
 * nothing is guessed (a dust missing from the explosion table is not
 * called safe, combustible-dust.ts).
 */
import type { DustId } from '../baghouse/dusts.ts';
import type { TransportClassId } from '../duct/transport-velocity.ts';
import type { ExplosibleDustId } from '../explosion/dusts.ts';

/** The ACGIH class of a dust and the example of the table it matches. */
export interface DustTransport {
  readonly classId: TransportClassId;
  /** The table's example this dust matches, as printed (`wood flour`); absent when it matches the class's name alone. */
  readonly example?: string;
}

/**
 * Where a dust's A/C ratio comes from: its own row of EPA Table 1.1, or
 * the material factor A it is listed under in the EPA factor method.
 */
export type DustAirToCloth = { readonly kind: 'table'; readonly dust: DustId } | { readonly kind: 'factor'; readonly materialFactor: number; readonly listedAs: string };

/** A loose bulk density range as the table prints it, lb/ft³ (a single value has low = high). */
export interface DustBulkDensity {
  readonly lowLbFt3: number;
  readonly highLbFt3: number;
  /** The material as the table names it. */
  readonly listedAs: string;
  /** A second text printing the same figure, named with what it prints; absent while only the one reading stands. */
  readonly confirmedBy?: string;
}

/** One dust. */
export interface IndustryDust {
  /** What an engineer calls it. */
  readonly name: string;
  readonly transport: DustTransport;
  /** Absent when neither Table 1.1 nor the factor method lists it. */
  readonly airToCloth?: DustAirToCloth;
  /** The explosion table's row, when the table lists the dust. */
  readonly explosion?: ExplosibleDustId;
  /** For a dust the explosion table does not list: what is known of it, one sentence. */
  readonly combustibilityNote?: string;
  readonly bulkDensity?: DustBulkDensity;
}

const table = (dust: DustId): DustAirToCloth => ({ kind: 'table', dust });
const factor = (materialFactor: number, listedAs: string): DustAirToCloth => ({ kind: 'factor', materialFactor, listedAs });
const bulk = (lowLbFt3: number, highLbFt3: number, listedAs: string, confirmedBy?: string): DustBulkDensity =>
  confirmedBy === undefined ? { lowLbFt3, highLbFt3, listedAs } : { lowLbFt3, highLbFt3, listedAs, confirmedBy };

/** Said of a mineral or metal dust the explosion table does not list. */
const NOT_LISTED = 'Not in the explosion table: this tool holds no test data for it, so get it tested before calling it safe.';

const ROWS = {
  sawdust: {
    name: 'Sawdust and shavings (dry)',
    transport: { classId: 'dry-dusts-powders', example: 'shavings (light)' },
    airToCloth: table('sawdust'),
    explosion: 'sawdust',
    bulkDensity: bulk(10, 13, 'sawdust, dry'),
  },
  'wood-flour': {
    name: 'Sanding dust (wood flour)',
    transport: { classId: 'very-fine-light-dust', example: 'wood flour' },
    airToCloth: table('sawdust'),
    explosion: 'sawdust',
    bulkDensity: bulk(16, 36, 'wood flour'),
  },
  grain: {
    name: 'Grain dust',
    transport: { classId: 'average-industrial-dust', example: 'general material handling' },
    airToCloth: factor(15, 'grain'),
    explosion: 'grain',
  },
  flour: {
    name: 'Wheat flour',
    transport: { classId: 'dry-dusts-powders' },
    airToCloth: table('flour'),
    explosion: 'flour',
    bulkDensity: bulk(33, 40, 'flour, wheat'),
  },
  sugar: {
    name: 'Sugar (powdered)',
    transport: { classId: 'dry-dusts-powders' },
    airToCloth: table('sugar'),
    explosion: 'sugar',
    bulkDensity: bulk(50, 60, 'sugar, powdered'),
  },
  cornstarch: {
    name: 'Cornstarch',
    transport: { classId: 'dry-dusts-powders' },
    airToCloth: factor(9, 'starch'),
    explosion: 'cornstarch',
  },
  'milk-powder': {
    name: 'Milk powder',
    transport: { classId: 'dry-dusts-powders' },
    airToCloth: factor(6, 'milk powder'),
    combustibilityNote: 'Not in the explosion table; an organic food powder, so expect it to be combustible and get it tested.',
    bulkDensity: bulk(20, 45, 'milk, powdered', 'a reproduction of CEMA\'s screw conveyor Table 2-2 "Material Characteristics" prints "Milk, Powdered 20-45 (320-721)", code 33B625PMN'),
  },
  cement: {
    name: 'Portland cement',
    transport: { classId: 'average-industrial-dust', example: 'general material handling' },
    airToCloth: table('cement'),
    combustibilityNote: NOT_LISTED,
    bulkDensity: bulk(94, 94, 'cement, Portland', 'Inter-Bulk\'s "Bulk Densities" list and piping-designer.com\'s "Density of Material" table both print 94 lb/ft³ for Portland cement'),
  },
  limestone: {
    name: 'Limestone dust',
    transport: { classId: 'average-industrial-dust', example: 'limestone dust' },
    airToCloth: table('limestone'),
    combustibilityNote: NOT_LISTED,
    bulkDensity: bulk(55, 95, 'limestone, dust'),
  },
  lime: {
    name: 'Quicklime dust',
    transport: { classId: 'heavy-moist-dust', example: 'quick-lime dust' },
    airToCloth: table('lime'),
    combustibilityNote: NOT_LISTED,
  },
  'foundry-sand': {
    name: 'Foundry sand (shake-out)',
    transport: { classId: 'heavy-dusts', example: 'foundry tumbling barrels and shake-out' },
    airToCloth: factor(12, 'sand'),
    combustibilityNote: NOT_LISTED,
  },
  'rock-dust': {
    name: 'Rock and silica dust (crushing)',
    transport: { classId: 'average-industrial-dust', example: 'granite dust, silica flour' },
    airToCloth: factor(10, 'silica'),
    combustibilityNote: NOT_LISTED,
  },
  'grinding-dust': {
    name: 'Steel grinding dust',
    transport: { classId: 'average-industrial-dust', example: 'grinding dust' },
    combustibilityNote: 'Not in the explosion table; fine iron and steel dust can burn, so get it tested.',
  },
  'metal-fume': {
    name: 'Welding and furnace fume (metal oxides)',
    transport: { classId: 'fumes' },
    airToCloth: factor(6, 'metal fumes'),
    combustibilityNote: NOT_LISTED,
  },
  aluminium: {
    name: 'Aluminium (aluminum) dust, grinding and polishing',
    transport: { classId: 'average-industrial-dust', example: 'grinding dust' },
    explosion: 'aluminium',
  },
  'fly-ash': {
    name: 'Fly ash',
    transport: { classId: 'average-industrial-dust', example: 'general material handling' },
    airToCloth: table('fly-ash'),
    combustibilityNote: 'Not in the explosion table; fly ash with much unburnt carbon can burn, so get it tested.',
    bulkDensity: bulk(30, 45, 'fly ash'),
  },
  coal: {
    name: 'Coal dust (bituminous)',
    transport: { classId: 'average-industrial-dust', example: 'general material handling' },
    airToCloth: table('coal'),
    explosion: 'coal',
  },
  polyethylene: {
    name: 'Polyethylene powder',
    transport: { classId: 'dry-dusts-powders', example: 'Bakelite molding powder dust' },
    airToCloth: factor(9, 'plastics'),
    explosion: 'polyethylene',
  },
  'carbon-black': {
    name: 'Carbon black',
    transport: { classId: 'very-fine-light-dust' },
    airToCloth: table('carbon-black'),
    combustibilityNote: 'Not in the explosion table; carbon black can burn, so get it tested.',
    bulkDensity: bulk(4, 6, 'carbon black, powdered'),
  },
  'zinc-oxide': {
    name: 'Zinc oxide',
    transport: { classId: 'fumes', example: 'zinc and aluminum oxide fumes' },
    airToCloth: table('zinc-oxide'),
    combustibilityNote: NOT_LISTED,
    bulkDensity: bulk(10, 35, 'zinc oxide, light to heavy'),
  },
  lactose: {
    name: 'Lactose (excipient)',
    transport: { classId: 'dry-dusts-powders' },
    explosion: 'lactose',
  },
} satisfies Record<string, IndustryDust>;

/** A dust, as a stable id: `sawdust`, `fly-ash`, … */
export type IndustryDustId = keyof typeof ROWS;

/** Every dust, by a stable id (the explosion and EPA tables' ids where they list it). */
export const INDUSTRY_DUSTS: Readonly<Record<IndustryDustId, IndustryDust>> = ROWS;
