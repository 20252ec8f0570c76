/**
 * The home page's tiles, each pointing at its route from `paths.ts` so tiles
 * and routes cannot drift: the spec's nine (spec §1 and §2), in its order,
 * then the tools built since, under *More tools*.
 */
import {
  AirVent,
  ArrowLeftRight,
  BookOpen,
  Building2,
  CalendarCheck,
  ChartLine,
  Coins,
  Factory,
  Fan,
  Flame,
  Wind,
  Network,
  type LucideIcon,
} from 'lucide-react';
import type { RouteName } from '../paths.ts';

export interface ToolTile {
  route: RouteName;
  icon: LucideIcon;
  /** One line saying what the tool does. */
  summary: string;
}

export const TOOL_TILES: readonly ToolTile[] = [
  {
    route: 'baghouseDesign',
    icon: Factory,
    summary: 'Size a fabric filter by the EPA method: air-to-cloth ratio, cloth area, bags, can velocity and pressure drop.',
  },
  {
    route: 'process',
    icon: BookOpen,
    summary: 'Reference notes on baghouses, dust collection, air pollution control and filter media.',
  },
  {
    route: 'monitoring',
    icon: Building2,
    summary: 'The dusts of the industries we serve with their properties and the tools opened for each, and a collector’s controller logs analysed: ΔP trend, cleaning, drift, alarms.',
  },
  {
    route: 'ductingCalculator',
    icon: Wind,
    summary: 'Solve a round duct’s velocity, diameter or airflow, then its pressure loss, standard size and equivalent rectangle.',
  },
  {
    route: 'pressureDrop',
    icon: ArrowLeftRight,
    summary: 'Convert pressure, airflow, velocity and dust concentration units.',
  },
  {
    route: 'fanSelection',
    icon: Fan,
    summary: 'Fan power, motor and cold start, fan laws, and the operating point on the fan and system curves.',
  },
  {
    route: 'costEstimation',
    icon: Coins,
    summary: 'Estimate the capital and annual operating cost of a baghouse.',
  },
  {
    route: 'energyAnalysis',
    icon: ChartLine,
    summary: 'What a better filter saves each year in fan energy, compressed air and bags, and its payback: now part of Cost Estimation.',
  },
  {
    route: 'maintenance',
    icon: CalendarCheck,
    summary: 'A maintenance plan from your collector’s configuration: calendar, printable checklists, a log with the ΔP trend, alerts.',
  },
];

/**
 * The tools built beyond the spec's nine, shown under them as *More tools*.
 * A tool joins this list once its page exists; the list never holds a
 * placeholder.
 */
export const MORE_TOOL_TILES: readonly ToolTile[] = [
  {
    route: 'exhaustSystem',
    icon: Network,
    summary: 'Design a whole local exhaust system by the ACGIH velocity-pressure method: hoods, branches and mains, balanced junctions and the fan’s static pressure.',
  },
  {
    route: 'hoodDesign',
    icon: AirVent,
    summary: 'Size a hood’s airflow from the capture velocity at the source, its entry loss and hood static pressure, and check a built hood from its measured SPh.',
  },
  {
    route: 'explosionProtection',
    icon: Flame,
    summary: 'Size a dust explosion vent by NFPA 68 and EN 14491 side by side: the governing area, the St class, the hazard zone in front of the vent and the warnings.',
  },
];
