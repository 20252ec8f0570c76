/**
 * An equivalent round duct as the figures a page and `duct-calc equivalent` show.
 */
import type { Figure } from '../report/figure.ts';
import type { SectionResult } from './section.ts';

export const HUEBSCHER_RECT_FORMULA = 'De = 1.30·(ab)^0.625/(a + b)^0.25';
export const HUEBSCHER_RECT_SOURCE = 'Huebscher (1948); ASHRAE Handbook—Fundamentals (2021), ch. 21';
export const FLAT_OVAL_FORMULA = 'De = 1.55·A^0.625/P^0.25, A = πb²/4 + b(a − b), P = πb + 2(a − b)';
export const FLAT_OVAL_SOURCE = 'Heyt and Diaz (1975); ASHRAE Handbook—Fundamentals (2021), ch. 21';
export const HYDRAULIC_FORMULA = 'Dh = 4A/P';
export const HYDRAULIC_SOURCE = 'ASHRAE Handbook—Fundamentals (2021), ch. 21';

const DIAMETER_UNITS = { metric: { unit: 'mm', decimals: 0 }, imperial: { unit: 'in', decimals: 2 } } as const;

/**
 * The figures of a section.
 *
 * @param section The result of equivalentSection.
 * @returns Keys `equivalentDiameter`, `hydraulicDiameter`, `area`, and
 *   `velocity` when an airflow was given.
 */
export function equivalentFigures(section: SectionResult): Figure[] {
  const rect = section.shape === 'rect';
  const figures: Figure[] = [
    {
      key: 'equivalentDiameter',
      label: 'Equivalent diameter De',
      valueSi: section.equivalentDiameterM,
      units: DIAMETER_UNITS,
      formula: rect ? HUEBSCHER_RECT_FORMULA : FLAT_OVAL_FORMULA,
      source: rect ? HUEBSCHER_RECT_SOURCE : FLAT_OVAL_SOURCE,
      entry: rect ? 'equivalent-diameter-rectangular' : 'equivalent-diameter-flat-oval',
    },
    {
      key: 'hydraulicDiameter',
      label: 'Hydraulic diameter Dh',
      valueSi: section.hydraulicDiameterM,
      units: DIAMETER_UNITS,
      formula: HYDRAULIC_FORMULA,
      source: HYDRAULIC_SOURCE,
      entry: 'hydraulic-diameter',
    },
    {
      key: 'area',
      label: 'Area A',
      valueSi: section.areaM2,
      units: { metric: { unit: 'm2', decimals: 4 }, imperial: { unit: 'ft2', decimals: 3 } },
      formula: rect ? 'A = a·b' : 'A = πb²/4 + b(a − b)',
      source: rect ? 'Geometry' : FLAT_OVAL_SOURCE,
      entry: rect ? 'hydraulic-diameter' : 'equivalent-diameter-flat-oval',
    },
  ];
  if (section.velocityMps !== undefined) {
    figures.push({
      key: 'velocity',
      label: 'Velocity V in the section',
      valueSi: section.velocityMps,
      units: { metric: { unit: 'm/s', decimals: 2 }, imperial: { unit: 'ft/min', decimals: 0 } },
      formula: 'V = Q/A',
      source: 'Continuity, Q = V·A',
      entry: 'continuity',
    });
  }
  return figures;
}
