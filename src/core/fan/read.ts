/**
 * Reads a fan selection from what was typed (page fields, link, CLI options
 * and the curve's cells) and selects the fan from what can be used: one
 * reader, so the page and `duct-calc fan` agree. A field that cannot be used
 * leaves out only the figures that need it, and says what it would add.
 */
import { readMeasure, type MeasureIssue } from '../report/measure.ts';
import type { UnitSystem } from '../report/figure.ts';
import { readCurveRows, type CurveIssue } from './curve-rows.ts';
import {
  BASIS_FIELD,
  FAN_BASES,
  FAN_FIELDS,
  FAN_MEASURES,
  FAN_PLAIN_NUMBERS,
  REQUIRED_FAN_FIELDS,
  type CurveRow,
  type FanBasis,
  type FanField,
  type FanNumberField,
  type FanTexts,
  type FanTypedIn,
} from './fields.ts';
import { crossFieldIssues, readFanBasis, withDefaults, type FanValues } from './input.ts';
import { readPlainNumber } from '../report/plain-number.ts';
import { fanRangeIssue } from './report.ts';
import { partialFanSelection, type FanSelection } from './selection.ts';

/** What the inputs give: every problem, the selection from what can be used, and what each missing input would add. */
export interface FanReading {
  /** Every field that cannot be used (one issue each, in the page's order), then every problem of the curve by row and column. */
  readonly issues: readonly (MeasureIssue | CurveIssue)[];
  /** The selection from the usable inputs; absent while the design flow or pressure cannot be used. */
  readonly selection?: FanSelection;
  /** One sentence per missing or unusable input: what giving it would add (`Give the fan efficiency to get …`). */
  readonly missing: readonly string[];
}

const LABELS: Readonly<Record<FanField, string>> = Object.fromEntries(
  [...FAN_MEASURES, ...FAN_PLAIN_NUMBERS, BASIS_FIELD].map(({ key, label }) => [key, label]),
) as Record<FanField, string>;

const SPLIT_ADDS = 'the system curves and the operating points';
const FAN_LAWS_ADDS = 'the fan laws: the new flow, pressure and power';
const AIR_ADDS = 'the density factor, the catalogue pressure, Kp, the powers, the motor and the cold start';

/** What each field adds to the results. */
const ADDS: Readonly<Record<FanField, string>> = {
  flow: 'the powers, the motor, the cold start, the system curves and the operating points',
  pressure: 'the powers, the motor, the cold start, the system curves and the operating points',
  basis: 'the pressures at the operating density and at standard air, the powers, the motor and the operating points',
  efficiency: 'Kp, the air, shaft and electrical power, the motor and the cold start',
  motorEfficiency: 'the electrical input',
  driveEfficiency: 'the electrical input, the motor and the cold start',
  margin: 'the motor',
  temperature: 'the density factor, the catalogue pressure and the cold start',
  moisture: 'the density factor, the catalogue pressure and the cold start',
  altitude: AIR_ADDS,
  barometricPressure: AIR_ADDS,
  coldTemperature: 'the cold start',
  filterPressure: SPLIT_ADDS,
  cleanFilterPressure: 'the clean-filter system curve and its operating point',
  fixedPressure: SPLIT_ADDS,
  speed: 'the speed that puts the fan curve on the design point, and the fan laws',
  newSpeed: FAN_LAWS_ADDS,
  diameter: FAN_LAWS_ADDS,
  newDiameter: FAN_LAWS_ADDS,
  newDensity: FAN_LAWS_ADDS,
};

const CURVE_ADDS =
  'the operating points with a clean and a loaded filter, and whether the fan would stall or miss the system there; the motor then covers the largest of their shaft powers';

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/**
 * What is missing, in the page's order: each required field not given, each
 * field given that cannot be used, the clean filter pressure when empty, and
 * the curve when empty or unusable.
 */
function missingLines(texts: FanTexts, unusable: ReadonlySet<string>, curve: 'none' | 'usable' | 'unusable'): string[] {
  const lines: string[] = [];
  for (const field of FAN_FIELDS) {
    const given = (texts[field] ?? '').trim() !== '';
    if (unusable.has(field)) lines.push(`${given ? 'Correct' : 'Give'} the ${lower(LABELS[field])} to get ${ADDS[field]}.`);
    else if (field === 'cleanFilterPressure' && !given) lines.push(`Give the clean filter pressure to get ${ADDS[field]}.`);
  }
  if (curve === 'none') lines.push(`Give a fan curve of 2 points or more to get ${CURVE_ADDS}.`);
  if (curve === 'unusable') lines.push(`Correct the fan curve to get ${CURVE_ADDS}.`);
  return lines;
}

/**
 * Reads the inputs and selects the fan from what can be used.
 *
 * @param texts Each field as typed; absent or blank fields take their defaults
 *   (flow, pressure and fan efficiency are required).
 * @param rows The fan curve as typed; no non-blank row means no curve.
 * @param system The unit system of bare numbers.
 * @param typedIn The system each field and curve cell was typed in, where a
 *   page keeps texts across unit switches; absent for the CLI and a link.
 * @returns Every issue (one per field, each with the text as typed; every
 *   problem of the curve by row and column; one, field `result`, for a
 *   selection with a figure out of range, fanRangeIssue, which then gives no
 *   selection), the selection from the usable inputs (the power and the
 *   motor whatever the curve says), and what each missing input would add.
 *   Never throws.
 */
export function readFanSelection(texts: FanTexts, rows: readonly CurveRow[], system: UnitSystem, typedIn: FanTypedIn = {}): FanReading {
  const issues: MeasureIssue[] = [];
  const given = (field: FanField) => (texts[field] ?? '').trim() !== '';
  for (const field of REQUIRED_FAN_FIELDS) {
    if (!given(field)) issues.push({ field, text: '', message: `${LABELS[field]} is needed` });
  }
  const values: Partial<Record<FanNumberField, number>> = {};
  let basis: FanBasis | undefined;
  if (given(BASIS_FIELD.key)) {
    const read = readFanBasis(texts.basis!);
    if ((FAN_BASES as readonly string[]).includes(read)) basis = read as FanBasis;
    else issues.push({ field: BASIS_FIELD.key, text: texts.basis!, message: read });
  }
  for (const spec of FAN_MEASURES) {
    if (!given(spec.key)) continue;
    const read = readMeasure(spec, texts[spec.key]!, typedIn.fields?.[spec.key] ?? system);
    if (read.status === 'success') values[spec.key] = read.valueSi;
    else issues.push(read.issue);
  }
  for (const spec of FAN_PLAIN_NUMBERS) {
    if (!given(spec.key)) continue;
    const value = readPlainNumber(spec, texts[spec.key]!);
    if (typeof value === 'string') issues.push({ field: spec.key, text: texts[spec.key]!, message: value });
    else values[spec.key] = value;
  }
  for (const { field, message } of crossFieldIssues(values)) {
    issues.push({ field, text: texts[field as FanField] ?? '', message });
    delete values[field as FanNumberField];
  }
  const unusable = new Set(issues.map((issue) => issue.field));
  const curve = readCurveRows(rows, system, typedIn.rows);
  const curveState = curve.status === 'error' ? 'unusable' : curve.points.length === 0 ? 'none' : 'usable';
  const ordered = [...issues].sort((a, b) => FAN_FIELDS.indexOf(a.field as FanField) - FAN_FIELDS.indexOf(b.field as FanField));
  const { flow, pressure } = values;
  const selection =
    flow === undefined || pressure === undefined
      ? undefined
      : partialFanSelection(withDefaults({ ...values, flow, pressure, ...(basis && { basis }) } as FanValues, unusable), unusable, curve.status === 'success' ? curve.points : undefined);
  // A selection with a figure out of range is no selection: one issue names the figure and the inputs.
  const outOfRange = selection === undefined ? undefined : fanRangeIssue(selection);
  return {
    issues: [...ordered, ...(curve.status === 'error' ? curve.issues : []), ...(outOfRange === undefined ? [] : [outOfRange])],
    ...(selection && outOfRange === undefined && { selection }),
    missing: missingLines(texts, unusable, curveState),
  };
}
