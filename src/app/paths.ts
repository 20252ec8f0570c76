/**
 * Every route of the site (spec §2 and the tools built since), described
 * once so that the router, the home tiles and the header menu cannot drift
 * apart. Listed in the header menu's order.
 */

/** The header menu's groups, in the order it shows them. */
export const MENU_GROUPS = [
  { id: 'tools', label: 'Tools' },
  { id: 'pages', label: 'Pages' },
] as const;

export type MenuGroup = (typeof MENU_GROUPS)[number]['id'];

export interface RouteEntry {
  readonly path: string;
  /** The page's name: its tile, its h1 and the document title. */
  readonly title: string;
  /** The header menu's group, or `null` for a route the menu leaves out (the entry says why). */
  readonly menu: MenuGroup | null;
  /** The menu's name when an engineer looks for the page under another than its title. */
  readonly menuTitle?: string;
}

export const paths = {
  ductingCalculator: { path: '/ducting-calculator', title: 'Ducting Calculator', menu: 'tools' },
  exhaustSystem: { path: '/ducting-calculator/system', title: 'Exhaust System Design', menu: 'tools' },
  hoodDesign: { path: '/hood-design', title: 'Hood Design', menu: 'tools' },
  explosionProtection: { path: '/explosion-protection', title: 'Explosion Protection', menu: 'tools' },
  baghouseDesign: { path: '/baghouse-design', title: 'Baghouse Design', menu: 'tools' },
  fanSelection: { path: '/fan-selection', title: 'Fan Selection', menu: 'tools' },
  pressureDrop: { path: '/pressure-drop', title: 'Unit Convertor', menu: 'tools' },
  costEstimation: { path: '/cost-estimation', title: 'Cost Estimation', menu: 'tools', menuTitle: 'Cost Estimation & OPEX' },
  maintenance: { path: '/maintenance', title: 'Maintenance Schedule', menu: 'tools' },
  project: { path: '/project', title: 'Project', menu: 'pages' },
  process: { path: '/process', title: 'Process Engineering', menu: 'pages' },
  monitoring: { path: '/monitoring', title: 'Industries & Applications', menu: 'pages' },
  knowHow: { path: '/process/know-how', title: 'Know-How', menu: 'pages' },
  home: { path: '/', title: 'Home', menu: 'pages' },
  // The spec's placeholder tile: the OPEX savings it names are part of Cost
  // Estimation & OPEX, which the menu lists; the page only links there.
  energyAnalysis: { path: '/energy-analysis', title: 'OPEX saving Graph', menu: null },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof paths;
