/**
 * The ducting calculator's shareable link: `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`.
 * The names are the CLI's (`--solve`, `--q`, `--v`, `--d`) without `--`, and
 * `units` is the unit system (issue 8, shareable links). Built by the page's
 * URL sync and by `duct-calc --solve … --link`, read by the page.
 */
import { buildLinkPath, quoteLinkParameter, readLinkQuery, type LinkNote } from '../site/link-query.ts';
import { DUCT_FORM_DEFAULTS } from './form-schema.ts';
import { QUANTITIES, UNIT_SYSTEMS, type Quantity, type UnitSystem } from './units.ts';

/** The calculator page's path. */
export const DUCT_LINK_PATH = '/ducting-calculator';

/** The link's parameter names, in the order a link lists them (as in `--solve diameter --q 2118 --v 4000`). */
export const DUCT_LINK_NAMES = ['solve', 'q', 'v', 'd', 'units'] as const;

/** The value parameters and the quantity each one gives. */
const VALUE_PARAMS = { q: 'airflow', v: 'velocity', d: 'diameter' } as const satisfies Record<string, Quantity>;
type ValueParam = keyof typeof VALUE_PARAMS;

/**
 * What a calculator link holds: the quantity solved, the unit system, and the
 * value texts as typed, in that unit system (ft/min, in, CFM for imperial;
 * m/s, m, m³/s for metric).
 */
export interface DuctLinkState {
  readonly solve: Quantity;
  readonly unitSystem: UnitSystem;
  readonly v?: string;
  readonly d?: string;
  readonly q?: string;
}

/**
 * Builds the calculator's link.
 *
 * @param state The mode, unit system and value texts; the text of the solved
 *   quantity is left out (it is the result), and so are empty texts.
 * @returns The path and query, e.g. `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`.
 */
export function ductLinkPath(state: DuctLinkState): string {
  const valueOf = (name: ValueParam) => (VALUE_PARAMS[name] === state.solve ? undefined : state[name]);
  return buildLinkPath(DUCT_LINK_PATH, [
    ['solve', state.solve],
    ['q', valueOf('q')],
    ['v', valueOf('v')],
    ['d', valueOf('d')],
    ['units', state.unitSystem],
  ]);
}

function isOneOf<T extends string>(choices: readonly T[], text: string): text is T {
  return (choices as readonly string[]).includes(text);
}

/**
 * Reads the calculator's link.
 *
 * @param search The query (`location.search`), with or without `?`.
 * @returns `state`: what the link gives. `solve` and `unitSystem` only when
 *   valid; the value texts as typed, unchecked (the page's field validation
 *   shows its hint for them, as when typed). An empty query gives an empty
 *   state, so the page keeps its defaults (airflow, metric, V 20, D 0.5).
 *   `ignored`: a note for each unknown or repeated parameter, a bad `solve` or
 *   `units`, and a value for the solved quantity (the mode's own, or the
 *   default airflow mode's when the link names none), which the page shows
 *   as the result instead. Never throws.
 */
export function readDuctLink(search: string): { state: Partial<DuctLinkState>; ignored: LinkNote[] } {
  const { values, ignored } = readLinkQuery(search, DUCT_LINK_NAMES);
  const state: { -readonly [K in keyof DuctLinkState]?: DuctLinkState[K] } = {};
  const { solve, units } = values;
  if (solve !== undefined) {
    if (isOneOf(QUANTITIES, solve)) state.solve = solve;
    else ignored.push(badValueNote('solve', solve, QUANTITIES));
  }
  if (units !== undefined) {
    if (isOneOf(UNIT_SYSTEMS, units)) state.unitSystem = units;
    else ignored.push(badValueNote('units', units, UNIT_SYSTEMS));
  }
  const solved = state.solve ?? DUCT_FORM_DEFAULTS.calculationType;
  for (const name of Object.keys(VALUE_PARAMS) as ValueParam[]) {
    const text = values[name];
    if (text === undefined) continue;
    if (VALUE_PARAMS[name] === solved) {
      const message = `Ignored link parameter ${quoteLinkParameter(name, text)}: the ${solved} is the result of solve=${solved}`;
      ignored.push({ name, value: text, message });
    } else {
      state[name] = text;
    }
  }
  return { state, ignored };
}

function badValueNote(name: string, value: string, choices: readonly string[]): LinkNote {
  return { name, value, message: `Ignored link parameter ${quoteLinkParameter(name, value)}: expected ${choices.join(' or ')}` };
}
