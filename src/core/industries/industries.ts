/**
 * The ten industries our users serve (issue 22), each with its typical
 * dusts (dusts.ts), what it collects them from, and its usual collector and
 * cleaning type.
 */
import type { CleaningType } from '../baghouse/cleaning.ts';
import type { IndustryDustId } from './dusts.ts';

/** One industry. */
export interface Industry {
  readonly name: string;
  /** The processes that make the dust, one line. */
  readonly applications: string;
  readonly dusts: readonly IndustryDustId[];
  /** The usual collector, one line, as the source lists the industry. */
  readonly collector: string;
  /** The cleaning type the tools' links open with. */
  readonly cleaning: CleaningType;
}

const ROWS = {
  woodworking: {
    name: 'Woodworking',
    applications: 'Saws, planers, moulders, routers and sanders; panel and furniture plants, sawmills.',
    dusts: ['sawdust', 'wood-flour'],
    collector: 'Pulse-jet fabric filter (also shaker)',
    cleaning: 'pulse-jet',
  },
  'grain-feed': {
    name: 'Grain and feed',
    applications: 'Elevators, receiving pits, conveyors and legs, hammer mills, flour and feed mills.',
    dusts: ['grain', 'flour'],
    collector: 'Pulse-jet fabric filter (the food industry’s row)',
    cleaning: 'pulse-jet',
  },
  'food-sugar': {
    name: 'Food and sugar',
    applications: 'Sugar grinding and packing, bakeries, starch and dairy powder drying, mixing and bagging.',
    dusts: ['sugar', 'flour', 'cornstarch', 'milk-powder'],
    collector: 'Pulse-jet fabric filter (also shaker)',
    cleaning: 'pulse-jet',
  },
  'cement-minerals': {
    name: 'Cement and minerals',
    applications: 'Cement and lime kilns, clinker coolers, finish mills, quarry crushing, screening and conveying.',
    dusts: ['cement', 'limestone', 'lime'],
    collector: 'Reverse-air fabric filter on cement and lime kilns; shaker on crushing, screening and conveying',
    cleaning: 'reverse-air',
  },
  'foundry-steel': {
    name: 'Foundry and steel',
    applications: 'Shake-out, sand handling, shot blast, fettling; electric arc furnaces and ladle stations.',
    dusts: ['foundry-sand', 'metal-fume', 'grinding-dust'],
    collector: 'Pulse-jet fabric filter in foundries; reverse-air on electric steel furnaces',
    cleaning: 'pulse-jet',
  },
  'metalworking-welding': {
    name: 'Metalworking and welding',
    applications: 'Welding cells, plasma and laser cutting, grinding, polishing and buffing.',
    dusts: ['metal-fume', 'grinding-dust', 'aluminium'],
    collector: 'Pulse-jet fabric filter (also shaker)',
    cleaning: 'pulse-jet',
  },
  'power-fly-ash': {
    name: 'Power and fly ash',
    applications: 'Coal-fired boilers, coal handling and pulverisers, ash and sorbent silos.',
    dusts: ['fly-ash', 'coal', 'limestone', 'lime'],
    collector: 'Reverse-air or pulse-jet fabric filter (coal-fired boilers are listed under all three cleaning types)',
    cleaning: 'reverse-air',
  },
  'chemicals-plastics': {
    name: 'Chemicals and plastics',
    applications: 'Polymer powder handling, compounding, pigment and carbon black production, dryers.',
    dusts: ['polyethylene', 'carbon-black', 'zinc-oxide'],
    collector: 'Pulse-jet fabric filter in the chemical industry; reverse-air on carbon black',
    cleaning: 'pulse-jet',
  },
  pharmaceuticals: {
    name: 'Pharmaceuticals',
    applications: 'Dispensing, granulation, fluid-bed drying, milling, tableting and coating.',
    dusts: ['lactose', 'cornstarch', 'sugar'],
    collector: 'Pulse-jet fabric filter',
    cleaning: 'pulse-jet',
  },
  mining: {
    name: 'Mining',
    applications: 'Crushing, screening, conveyor transfers, ore and coal handling, bagging.',
    dusts: ['rock-dust', 'coal', 'limestone'],
    collector: 'Shaker fabric filter (mining operations; screening, crushing and conveying of rock products)',
    cleaning: 'shaker',
  },
} satisfies Record<string, Industry>;

/** An industry, as a stable id: `woodworking`, `grain-feed`, … */
export type IndustryId = keyof typeof ROWS;

/** Every industry, in the order. */
export const INDUSTRIES: Readonly<Record<IndustryId, Industry>> = ROWS;

/** The industries' ids, in the issue's order. */
export const INDUSTRY_IDS = Object.keys(ROWS) as IndustryId[];

/** Whether a text is an industry id. */
export function isIndustryId(text: string): text is IndustryId {
  return Object.hasOwn(ROWS, text);
}
