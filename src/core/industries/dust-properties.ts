/**
 * A dust's properties as the Industries page lists them: each with its value
 * in the unit system shown and its source. Figures go through core/format
 * (report/figure.ts); a value a table does not give says so instead.
 */
import { DUST_AIR_TO_CLOTH } from '../baghouse/dusts.ts';
import { SOURCE_TABLE_1_1 } from '../baghouse/sources.ts';
import { formatVelocityRange, TRANSPORT_CLASSES } from '../duct/transport-velocity.ts';
import { EXPLOSIBLE_DUSTS } from '../explosion/dusts.ts';
import { stClass } from '../explosion/st-class.ts';
import { figureText, type Figure, type UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import { INDUSTRY_DUSTS, type IndustryDustId } from './dusts.ts';
import { bulkDensitySource, SOURCE_BULK_DENSITY, SOURCE_MATERIAL_FACTOR, SOURCE_NOT_LISTED, SOURCE_TRANSPORT_EXAMPLE, SOURCE_TRANSPORT_MATCH } from './sources.ts';

/** One property: what it is, its value as read, and where it comes from. */
export interface DustProperty {
  /** Stable camelCase key. */
  readonly key: 'transport' | 'airToCloth' | 'bulkDensity' | 'combustibility';
  /** What an engineer calls it. */
  readonly label: string;
  /** The value with its unit, one line: `20–23 m/s (heavy dusts)`. */
  readonly value: string;
  readonly source: string;
}

/** The ACGIH table's own column per unit system (its m/s figures are printed, not converted). */
const TRANSPORT_UNIT = { imperial: 'ft/min', metric: 'm/s' } as const;

/** A figure's value and unit, one text. */
function shown(figure: Figure, system: UnitSystem): string {
  const { value, unit } = figureText(figure, system);
  return `${value} ${unit}`;
}

/** A looked-up figure, defined in the unit its table prints. */
function looked(key: string, label: string, value: number, unit: 'ft/min' | 'lb/ft3', units: Figure['units'], source: string): Figure {
  return { key, label, valueSi: unitToSi(unitById(unit), value), units, formula: 'table value', source, defined: { value, unit } };
}

const AIR_TO_CLOTH_UNITS = { imperial: { unit: 'ft/min', decimals: 1 }, metric: { unit: 'm/min', decimals: 2 } } as const;
const BULK_DENSITY_UNITS = { imperial: { unit: 'lb/ft3', decimals: 0 }, metric: { unit: 'kg/m3', decimals: 0 } } as const;
const KST_UNITS = { imperial: { unit: 'bar.m/s', decimals: 0 }, metric: { unit: 'bar.m/s', decimals: 0 } } as const;
const PMAX_UNITS = { imperial: { unit: 'psi', decimals: 0 }, metric: { unit: 'bar', decimals: 1 } } as const;
const MEC_UNITS = { imperial: { unit: 'gr/ft3', decimals: 1 }, metric: { unit: 'g/m3', decimals: 0 } } as const;

function transportProperty(id: IndustryDustId, system: UnitSystem): DustProperty {
  const { classId, example } = INDUSTRY_DUSTS[id].transport;
  const row = TRANSPORT_CLASSES[classId];
  const range = row.minimum?.[system] ?? row.economic?.[system];
  const velocity = range === undefined ? '' : `${formatVelocityRange(range, TRANSPORT_UNIT[system])}, `;
  return {
    key: 'transport',
    label: 'Minimum transport velocity (ACGIH class)',
    value: `${velocity}${row.label}${example === undefined ? '' : ` (the table’s example: ${example})`}`,
    source: example === undefined ? SOURCE_TRANSPORT_MATCH : SOURCE_TRANSPORT_EXAMPLE,
  };
}

function airToClothProperty(id: IndustryDustId, system: UnitSystem): DustProperty {
  const label = 'EPA air-to-cloth ratio';
  const basis = INDUSTRY_DUSTS[id].airToCloth;
  if (basis === undefined) return { key: 'airToCloth', label, value: 'Not listed by EPA Table 1.1 nor the factor method: ask the fabric supplier', source: SOURCE_MATERIAL_FACTOR };
  if (basis.kind === 'factor') {
    return { key: 'airToCloth', label, value: `Material factor A = ${basis.materialFactor} (listed as ${basis.listedAs}): the pulse-jet A/C by the factor method`, source: SOURCE_MATERIAL_FACTOR };
  }
  const row = DUST_AIR_TO_CLOTH[basis.dust];
  const woven = looked('woven', 'shaker or reverse-air', row.wovenFtMin, 'ft/min', AIR_TO_CLOTH_UNITS, SOURCE_TABLE_1_1);
  const pulse = looked('pulseJet', 'pulse-jet', row.pulseJetFtMin, 'ft/min', AIR_TO_CLOTH_UNITS, SOURCE_TABLE_1_1);
  return { key: 'airToCloth', label, value: `${shown(woven, system)} shaker or reverse-air, ${shown(pulse, system)} pulse-jet (${row.name})`, source: SOURCE_TABLE_1_1 };
}

function bulkDensityProperty(id: IndustryDustId, system: UnitSystem): DustProperty {
  const label = 'Loose bulk density';
  const bulk = INDUSTRY_DUSTS[id].bulkDensity;
  if (bulk === undefined) return { key: 'bulkDensity', label, value: 'Not in the table we hold: weigh a known volume of your dust', source: SOURCE_BULK_DENSITY };
  const source = bulkDensitySource(bulk.confirmedBy);
  const low = looked('low', 'low', bulk.lowLbFt3, 'lb/ft3', BULK_DENSITY_UNITS, source);
  const high = looked('high', 'high', bulk.highLbFt3, 'lb/ft3', BULK_DENSITY_UNITS, source);
  const range = bulk.lowLbFt3 === bulk.highLbFt3 ? shown(low, system) : `${figureText(low, system).value}–${shown(high, system)}`;
  return { key: 'bulkDensity', label, value: `${range} (${bulk.listedAs})`, source };
}

function combustibilityProperty(id: IndustryDustId, system: UnitSystem): DustProperty {
  const label = 'Combustibility (KSt, Pmax, MEC)';
  const dust = INDUSTRY_DUSTS[id];
  if (dust.explosion === undefined) return { key: 'combustibility', label, value: dust.combustibilityNote ?? '', source: SOURCE_NOT_LISTED };
  const data = EXPLOSIBLE_DUSTS[dust.explosion];
  const kst = { key: 'kst', label: 'KSt', valueSi: data.kstPaMps, units: KST_UNITS, formula: 'table value', source: data.source } as const;
  const pmax = { key: 'pmax', label: 'Pmax', valueSi: data.pmaxPa, units: PMAX_UNITS, formula: 'table value', source: data.source } as const;
  const mec = { key: 'mec', label: 'MEC', valueSi: data.mecKgM3, units: MEC_UNITS, formula: 'table value', source: data.source } as const;
  return {
    key: 'combustibility',
    label,
    value: `KSt ${shown(kst, system)} (${stClass(data.kstPaMps)}), Pmax ${shown(pmax, system)} gauge, MEC ${shown(mec, system)} (${data.name}, typical: your own tested value governs)`,
    source: data.source,
  };
}

/**
 * A dust's properties, in the order the page lists them.
 *
 * @param id The dust.
 * @param system The unit system of the figures (the ACGIH velocities in the table's own column).
 * @returns Transport class and velocity, A/C ratio, bulk density and
 *   combustibility, each with its source; a property no table gives says so
 *   and what to do instead. Never throws.
 */
export function dustProperties(id: IndustryDustId, system: UnitSystem): DustProperty[] {
  return [transportProperty(id, system), airToClothProperty(id, system), bulkDensityProperty(id, system), combustibilityProperty(id, system)];
}
