/**
 * The physical quantities of the units catalogue, each held in one SI unit
 * inside the core.
 */
import * as v from 'valibot';

/** Every quantity the catalogue knows, as stable ids for links, the CLI and JSON. */
export const QUANTITY_IDS = [
  'pressure',
  'airflow',
  'velocity',
  'concentration',
  'temperature',
  'length',
  'area',
  'density',
  'power',
  'mass-flow',
  'friction-rate',
  'dynamic-viscosity',
  'time',
  'areal-density',
  'volume',
  'deflagration-index',
] as const;
/** One quantity of the catalogue: `pressure`, `airflow`, `temperature`, … */
export type QuantityId = (typeof QUANTITY_IDS)[number];

/** A quantity id typed as text (a link's query, a CLI option). */
export const QuantityIdSchema = v.picklist(QUANTITY_IDS, 'Expected a quantity');

/**
 * How an engineer names each quantity, and the SI unit the core holds it in.
 * Velocity includes air-to-cloth ratios (m³/(m²·h) is a velocity, m/h).
 */
export const QUANTITY_INFO: Readonly<Record<QuantityId, { readonly label: string; readonly siSymbol: string }>> = {
  pressure: { label: 'pressure', siSymbol: 'Pa' },
  airflow: { label: 'airflow', siSymbol: 'm³/s' },
  velocity: { label: 'velocity', siSymbol: 'm/s' },
  concentration: { label: 'dust concentration', siSymbol: 'kg/m³' },
  temperature: { label: 'temperature', siSymbol: 'K' },
  length: { label: 'length', siSymbol: 'm' },
  area: { label: 'area', siSymbol: 'm²' },
  density: { label: 'density', siSymbol: 'kg/m³' },
  power: { label: 'power', siSymbol: 'W' },
  'mass-flow': { label: 'mass flow', siSymbol: 'kg/s' },
  'friction-rate': { label: 'friction rate', siSymbol: 'Pa/m' },
  'dynamic-viscosity': { label: 'dynamic viscosity', siSymbol: 'Pa·s' },
  time: { label: 'time', siSymbol: 's' },
  'areal-density': { label: 'areal density', siSymbol: 'kg/m²' },
  volume: { label: 'volume', siSymbol: 'm³' },
  'deflagration-index': { label: 'deflagration index KSt', siSymbol: 'Pa·m/s' },
};
