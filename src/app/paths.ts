/**
 * Every route of the spec's route table (spec §2), described once so that
 * links, tiles and the router cannot drift apart.
 */
export const paths = {
  home: { path: '/', title: 'Home' },
  baghouseDesign: { path: '/baghouse-design', title: 'Baghouse Design' },
  process: { path: '/process', title: 'Process Engineering' },
  knowHow: { path: '/process/know-how', title: 'Know-How' },
  monitoring: { path: '/monitoring', title: 'Industries & Applications' },
  ductingCalculator: { path: '/ducting-calculator', title: 'Ducting Calculator' },
  exhaustSystem: { path: '/ducting-calculator/system', title: 'Exhaust System Design' },
  pressureDrop: { path: '/pressure-drop', title: 'Unit Convertor' },
  fanSelection: { path: '/fan-selection', title: 'Fan Selection' },
  costEstimation: { path: '/cost-estimation', title: 'Cost Estimation' },
  energyAnalysis: { path: '/energy-analysis', title: 'OPEX saving Graph' },
  maintenance: { path: '/maintenance', title: 'Maintenance Schedule' },
} as const;

export type RouteName = keyof typeof paths;
