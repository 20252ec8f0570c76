/**
 * A vent design as figures (value in SI, display units, formula, source),
 * for `duct-calc vent`, its JSON and the page alike: each standard's area
 * with its base and corrections, the governing area, and the hazard zone.
 */
import type { Figure, FigureUnit } from '../report/figure.ts';
import type { StandardVentArea, VentDesign, VentStandardId } from './vent-input.ts';

const units = (metric: FigureUnit, imperial: FigureUnit) => ({ metric, imperial });
const AREA = units({ unit: 'm2', decimals: 3 }, { unit: 'ft2', decimals: 2 });
const LENGTH = units({ unit: 'm', decimals: 1 }, { unit: 'ft', decimals: 1 });
const PRESSURE = units({ unit: 'bar', decimals: 3 }, { unit: 'psi', decimals: 2 });

/** Each standard's name as the report writes it. */
export const VENT_STANDARD_NAMES: Readonly<Record<VentStandardId, string>> = { nfpa68: 'NFPA 68', en14491: 'EN 14491' };

/** Each standard's base area, as it names it. */
const BASE_LABELS: Readonly<Record<VentStandardId, { label: string; formula: string }>> = {
  nfpa68: {
    label: 'NFPA 68 base area Av0 (compact vessel)',
    formula: 'Av0 = 1·10⁻⁴·(1 + 1.54·Pstat^(4/3))·KSt·V^(3/4)·√(Pmax/Pred − 1), bar(g), bar·m/s, m³, m²',
  },
  en14491: {
    label: 'EN 14491 base area B (L/D 1)',
    formula: 'B = [3.264·10⁻⁵·Pmax·KSt·Pred^(−0.569) + 0.27·(Pstat − 0.1)·Pred^(−0.5)]·V^0.753, bar(g), bar·m/s, m³, m²',
  },
};

/** A kebab-case code as a camelCase key: `nfpa68-vent-duct` → `nfpa68VentDuct`. */
const camel = (code: string) => code.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Each correction's factor as its standard writes it (Pred, Pmax in bar(g)), by `standard-code`. */
const CORRECTION_FORMULAS: Readonly<Record<string, string>> = {
  'nfpa68-elongated-vessel': 'Av1/Av0 = 1 + 0.6·(L/D − 2)^0.75·exp(−0.95·Pred²) for L/D > 2',
  'nfpa68-partial-volume': 'Xr^(−1/3)·√((Xr − Π)/(1 − Π)), Π = Pred/Pmax',
  'en14491-elongated-vessel': 'A/B = 1 + C·log(L/D), C = −4.305·log Pred + 0.758 below 1.5 bar',
  'en14491-vent-duct': "B at P'red/B at Pred, P'red = 1.24·Pred^0.8614 (duct under 3 m) or 2.48·Pred^0.5165 (3 to 6 m)",
};

/** A correction's factor as a formula: the standard's, or 1/Ef for the vent efficiency. */
function correctionFormula(standard: VentStandardId, code: string): string {
  if (code === 'vent-efficiency') return '1/Ef';
  return CORRECTION_FORMULAS[`${standard}-${code}`] ?? `the ${code.replaceAll('-', ' ')} factor`;
}

/** A correction's Know-How entry: the standard's own, but one vent efficiency for both. */
const correctionEntry = (standard: VentStandardId, code: string) => (code === 'vent-efficiency' ? code : `${standard}-${code}`);

/** One standard's base area, its corrections (factors) and its area. */
function standardFigures(area: StandardVentArea | undefined): Figure[] {
  if (area === undefined) return [];
  const { standard } = area;
  const name = VENT_STANDARD_NAMES[standard];
  return [
    { key: `${standard}BaseArea`, label: BASE_LABELS[standard].label, valueSi: area.baseAreaM2, units: AREA, formula: BASE_LABELS[standard].formula, source: area.source, entry: `${standard}-vent-area` },
    ...area.corrections.map((correction) => ({
      key: camel(`${standard}-${correction.code}`),
      label: `${name} correction: ${correction.code.replaceAll('-', ' ')}`,
      valueSi: correction.factor,
      units: null,
      decimals: 3,
      formula: correctionFormula(standard, correction.code),
      source: correction.source,
      entry: correctionEntry(standard, correction.code),
    })),
    {
      key: `${standard}Area`,
      label: `${name} vent area A`,
      valueSi: area.areaM2,
      units: AREA,
      formula: area.corrections.length === 0 ? 'the base area' : 'the base area × the corrections',
      source: area.source,
      entry: `${standard}-vent-area`,
    },
  ];
}

/** How the effective L/D was found: given, from the length and diameter, from the length and the hydraulic diameter, or none (compact). */
function lengthToDiameterFormula({ input }: VentDesign): string {
  if (input.lengthM === undefined) return 'L/D as given (1, a compact vessel, when none is given)';
  return input.diameterM === undefined ? 'Heff/Dhe, Dhe = 2·√(V/(π·Heff))' : 'Heff/D';
}

/** The hazard zone in front of the vent, when NFPA 68's equations hold. */
function hazardFigures(design: VentDesign): Figure[] {
  const { hazard } = design;
  if (hazard === undefined) return [];
  return [
    { key: 'fireballLength', label: 'Fireball length D (from the vent)', valueSi: hazard.fireballLengthM, units: LENGTH, formula: 'D = K·(V/n)^(1/3), K = 8 (10 for a metal dust), n vents', source: hazard.source, entry: 'fireball-length' },
    { key: 'externalPressure', label: 'External overpressure Pmax,a (gauge)', valueSi: hazard.externalPressurePa, units: PRESSURE, formula: 'Pmax,a = 0.2·Pred·Av^0.1·V^0.18, bar(g), m², m³', source: hazard.source, entry: 'external-overpressure' },
    {
      key: 'externalPressureDistance',
      label: 'Distance of Pmax,a from the vent',
      valueSi: hazard.externalPressureDistanceM,
      units: LENGTH,
      formula: 'Rs = 0.25·D',
      source: hazard.source,
      entry: 'external-overpressure',
    },
  ];
}

/**
 * The design as figures.
 *
 * @param design From designVent.
 * @returns The figures in reading order: the effective L/D used, each standard sized (its base
 *   area, one dimension-one figure per correction factor, its area), the
 *   governing area (`ventArea`), then the hazard zone (fireball length,
 *   external overpressure and its distance) when known. Each has its
 *   formula and source; areas in m² or ft², lengths in m or ft, pressures in
 *   bar or psi (gauge).
 */
export function ventReport(design: VentDesign): Figure[] {
  const governing = design.governing === 'nfpa68' ? design.nfpa68 : design.en14491;
  return [
    {
      key: 'lengthToDiameter',
      label: 'Effective L/D',
      valueSi: design.input.lengthToDiameter,
      units: null,
      decimals: 2,
      formula: lengthToDiameterFormula(design),
      source: 'NFPA 68 (2018) 6.4.2 (effective L/D)',
      entry: 'nfpa68-elongated-vessel',
    },
    ...standardFigures(design.nfpa68),
    ...standardFigures(design.en14491),
    {
      key: 'ventArea',
      label: `Vent area required (${VENT_STANDARD_NAMES[design.governing]} governs)`,
      valueSi: design.areaM2,
      units: AREA,
      formula: design.nfpa68 && design.en14491 ? 'the larger of the two standards’ areas' : 'the standard asked',
      source: governing?.source ?? VENT_STANDARD_NAMES[design.governing],
      entry: 'method-explosion-venting',
    },
    ...hazardFigures(design),
  ];
}
