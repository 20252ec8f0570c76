/**
 * The Fan Selection page's link: its inputs in the URL query, named as the
 * `duct-calc fan` options (`?flow=10000&pressure=10&efficiency=70&units=imperial`).
 * The fan curve travels as `fan-curve=flow,pressure[,efficiency][,power];…`,
 * one point per `;`, in the unit system's units.
 */
import { UNIT_SYSTEMS } from '../duct/units.ts';
import type { UnitSystem } from '../report/figure.ts';
import { optionName } from '../report/measure.ts';
import { linkedMeasureText } from '../report/typed-text.ts';
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { CURVE_SPECS } from './curve-rows.ts';
import { CURVE_COLUMNS, FAN_FIELDS, FAN_MEASURES, type CurveColumn, type CurveRow, type FanField, type FanTexts, type FanTypedIn } from './fields.ts';

/** The page's path (the home tile's). */
export const FAN_LINK_PATH = '/fan-selection';

/** The query key of the fan curve, as the CLI's `--fan-curve`. */
export const FAN_CURVE_PARAM = 'fan-curve';

const FIELD_BY_PARAM = new Map<string, FanField>(FAN_FIELDS.map((field) => [optionName(field), field]));
const LINK_NAMES = ['units', ...FIELD_BY_PARAM.keys(), FAN_CURVE_PARAM];

/** What a link says: the unit system (when valid), the fields as typed, the curve rows. */
export interface FanLinkState {
  readonly system?: UnitSystem;
  readonly texts: FanTexts;
  readonly rows: readonly CurveRow[];
}

/** A curve row in the link: its cells joined by `,`, empty trailing cells left off. */
function rowText(row: CurveRow): string {
  const cells = CURVE_COLUMNS.map((column) => row[column].trim());
  while (cells.length > 2 && cells.at(-1) === '') cells.pop();
  return cells.join(',');
}

const MEASURE_BY_FIELD = new Map<FanField, (typeof FAN_MEASURES)[number]>(FAN_MEASURES.map((spec) => [spec.key, spec]));

/**
 * The curve rows in a system's terms, exactly: a bare number typed in the
 * other system carries that system's unit (`4000CFM` in a metric curve), so
 * it reads back to the same value; efficiency and any other text as typed.
 *
 * @param rows The rows as typed.
 * @param system The system the rows will be read in (the link's or the file's).
 * @param typedIn Per row, the system each cell was typed in; absent means `system`.
 */
export function linkedCurveRows(rows: readonly CurveRow[], system: UnitSystem, typedIn: FanTypedIn['rows'] = []): CurveRow[] {
  return rows.map((row, index) => ({
    ...row,
    ...Object.fromEntries(
      (['flow', 'pressure', 'power'] as const).map((column) => [column, linkedMeasureText(CURVE_SPECS[column], row[column], typedIn[index]?.[column] ?? system, system)]),
    ),
  }));
}

/**
 * Builds the page's link, from the stored texts: a field typed in another
 * unit system than the link's goes with its unit (linkedMeasureText), so the
 * link never carries a value rounded by a unit switch.
 *
 * @param system The unit system of bare numbers (the link's `units=`).
 * @param texts The fields as typed; empty ones are left out.
 * @param rows The curve rows as typed; blank rows are left out.
 * @param typedIn The system each field and curve cell was typed in; absent means `system`.
 * @returns `/fan-selection?flow=10000&pressure=10&efficiency=70&fan-curve=0,11;4000,12.5&units=imperial`.
 */
export function fanLinkPath(system: UnitSystem, texts: FanTexts, rows: readonly CurveRow[], typedIn: FanTypedIn = {}): string {
  const curve = linkedCurveRows(rows, system, typedIn.rows)
    .map(rowText)
    .filter((text) => text.replace(/,/g, '') !== '')
    .join(';');
  const linked = (field: FanField) => {
    const text = texts[field];
    const spec = MEASURE_BY_FIELD.get(field);
    return text === undefined || spec === undefined ? text : linkedMeasureText(spec, text, typedIn.fields?.[field] ?? system, system);
  };
  return buildLinkPath(FAN_LINK_PATH, [
    ...FAN_FIELDS.map((field) => [optionName(field), linked(field)] as const),
    [FAN_CURVE_PARAM, curve],
    ['units', system],
  ]);
}

/**
 * Reads the page's link.
 *
 * @param search The query, with or without `?`.
 * @returns The state (values unchecked: the page reads them as typed) and a
 *   note per unknown or repeated parameter or a bad `units`. Never throws.
 */
export function readFanLink(search: string): { state: FanLinkState; ignored: LinkNote[] } {
  const { values, ignored } = readLinkQuery(search, LINK_NAMES);
  const texts: FanTexts = {};
  for (const [param, field] of FIELD_BY_PARAM) if (values[param] !== undefined) texts[field] = values[param];
  const rows = (values[FAN_CURVE_PARAM] ?? '')
    .split(';')
    .filter((text) => text.trim() !== '')
    .map((text) => {
      const cells = text.split(',');
      return Object.fromEntries(CURVE_COLUMNS.map((column, index) => [column, cells[index]?.trim() ?? ''])) as Record<CurveColumn, string>;
    });
  const { units } = values;
  let system: UnitSystem | undefined;
  if (units === 'metric' || units === 'imperial') system = units;
  else if (units !== undefined) {
    ignored.push({ name: 'units', value: units, message: `Ignored link parameter ${quoteLinkParameter('units', units)}: expected ${UNIT_SYSTEMS.join(' or ')}` });
  }
  return { state: { ...(system && { system }), texts, rows }, ignored };
}
