/**
 * Rectangular and flat oval duct sections, and the round duct each is worth:
 * the equivalent diameter for equal friction (Huebscher) and the hydraulic
 * diameter.
 */
import { figureRangeIssue } from '../report/figure-check.ts';
import { formatNumber } from '../format/number.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { equivalentFigures } from './report.ts';
import { sectionWarnings } from './section-warnings.ts';

/** `rect` (a × b) or `oval` (flat oval, major × minor). */
export type SectionShape = 'rect' | 'oval';

/** A section's two dimensions in m: the sides a × b, or the flat oval's major and minor axes. */
export interface SectionInput {
  readonly shape: SectionShape;
  readonly widthM: number;
  readonly heightM: number;
  /** Optional airflow, m³/s, for the velocity in the section. */
  readonly airflowM3s?: number | undefined;
}

/** What a section is worth as a round duct, in SI. */
export interface SectionResult {
  readonly shape: SectionShape;
  readonly widthM: number;
  readonly heightM: number;
  readonly areaM2: number;
  readonly perimeterM: number;
  /** The round duct with the same friction rate at the same airflow, m. */
  readonly equivalentDiameterM: number;
  /** 4A/P, m. */
  readonly hydraulicDiameterM: number;
  /** Q/A in the real section, m/s; `undefined` without an airflow. */
  readonly velocityMps: number | undefined;
}

/**
 * Huebscher's equivalent diameter of a rectangular duct.
 *
 * @param sideAM One side a, m.
 * @param sideBM The other side b, m.
 * @returns De in m: 12 × 12 in → 13.12 in, 24 × 12 in → 18.28 in. Pure arithmetic.
 *
 * Source: Huebscher (1948), ASHRAE Fundamentals ch. 21.
 */
export function rectangularEquivalentDiameterM(sideAM: number, sideBM: number): number {
  return (1.3 * (sideAM * sideBM) ** 0.625) / (sideAM + sideBM) ** 0.25;
}

/**
 * Area and perimeter of a flat oval duct: a rectangle between two half circles.
 *
 * @param majorM Major axis a, m.
 * @param minorM Minor axis b, m (at most a).
 * @returns Area in m² and perimeter in m.
 *
 * Source: ASHRAE Fundamentals ch. 21 and (28).
 */
export function flatOvalGeometry(majorM: number, minorM: number): { areaM2: number; perimeterM: number } {
  return {
    areaM2: (Math.PI * minorM * minorM) / 4 + minorM * (majorM - minorM),
    perimeterM: Math.PI * minorM + 2 * (majorM - minorM),
  };
}

/**
 * The equivalent diameter of a flat oval duct.
 *
 * @param areaM2 Its area A, m².
 * @param perimeterM Its perimeter P, m.
 * @returns De in m. Pure arithmetic.
 *
 * Source: Heyt and Diaz (1975), ASHRAE Fundamentals ch. 21.
 */
export function flatOvalEquivalentDiameterM(areaM2: number, perimeterM: number): number {
  return (1.55 * areaM2 ** 0.625) / perimeterM ** 0.25;
}

/** The inputs of a section as an issue names them, in SI. */
function inputTexts({ shape, widthM, heightM, airflowM3s }: SectionInput): string[] {
  const sides = `${shape === 'rect' ? 'Sides' : 'Axes'} ${formatNumber(widthM, 'field')} m × ${formatNumber(heightM, 'field')} m`;
  return airflowM3s === undefined ? [sides] : [sides, `Airflow ${formatNumber(airflowM3s, 'field')} m³/s`];
}

/**
 * Works out a section.
 *
 * @param input The shape, its two dimensions in m (each above 0; a flat
 *   oval's major at least its minor) and an optional airflow in m³/s (above 0).
 * @returns `success` with the area, perimeter, equivalent and hydraulic
 *   diameters and the velocity, and the plausibility warnings of the section
 *   (sectionWarnings: a side below 25 mm or above 5 m, an aspect ratio beyond
 *   4:1); or `error` with an issue per unusable input (`rect`/`oval` for the
 *   dimensions, `q` for the airflow), or one for a figure out of range (field
 *   `result`, e.g. a 1e200 m square's area). Never throws.
 *
 * Source: see the formulas in report.ts (ASHRAE Fundamentals ch. 21).
 */
export function equivalentSection(
  input: SectionInput,
): { status: 'success'; data: SectionResult; warnings: ToolWarning[] } | { status: 'error'; issues: MeasureIssue[] } {
  const { shape, widthM, heightM, airflowM3s } = input;
  const issues: MeasureIssue[] = [];
  const name = shape === 'rect' ? 'Rectangular duct' : 'Flat oval duct';
  const usable = (value: number) => Number.isFinite(value) && value > 0;
  if (!usable(widthM) || !usable(heightM)) {
    issues.push({ field: shape, text: '', message: `${name}: both dimensions must be greater than zero` });
  } else if (shape === 'oval' && widthM < heightM) {
    issues.push({ field: shape, text: '', message: `${name}: the major axis (first) must be at least the minor axis (second)` });
  }
  if (airflowM3s !== undefined && !usable(airflowM3s)) issues.push({ field: 'q', text: '', message: 'Airflow must be greater than zero' });
  if (issues.length > 0) return { status: 'error', issues };
  const { areaM2, perimeterM } =
    shape === 'rect' ? { areaM2: widthM * heightM, perimeterM: 2 * (widthM + heightM) } : flatOvalGeometry(widthM, heightM);
  const data: SectionResult = {
    shape,
    widthM,
    heightM,
    areaM2,
    perimeterM,
    equivalentDiameterM: shape === 'rect' ? rectangularEquivalentDiameterM(widthM, heightM) : flatOvalEquivalentDiameterM(areaM2, perimeterM),
    hydraulicDiameterM: (4 * areaM2) / perimeterM,
    velocityMps: airflowM3s === undefined ? undefined : airflowM3s / areaM2,
  };
  const outOfRange = figureRangeIssue(equivalentFigures(data), inputTexts(input));
  if (outOfRange !== undefined) return { status: 'error', issues: [outOfRange] };
  return { status: 'success', data, warnings: sectionWarnings(shape, widthM, heightM) };
}
