/**
 * Turns the root command's options into a solved duct, using the same core as
 * the web page: values are converted to SI with the spec's factors, solved by
 * `solveDuct`, and the solved one converted back for display.
 */
import { REQUIRED_INPUTS, SI_KEYS, siValueOf, solveDuct, type DuctInputsSi, type DuctSolution } from '../../core/duct/solve.ts';
import { describeDuctIssue } from '../../core/duct/issue-message.ts';
import { QUANTITIES, QUANTITY_LABELS, toDisplayUnits, UNIT_SYMBOLS, type Quantity, type UnitSystem } from '../../core/duct/units.ts';
import { givenValueInSystem, givenValueSi, QUANTITY_OPTIONS, type GivenValue } from '../shared/quantity-option.ts';

/** The options of the root command after commander has parsed them. */
export interface SolveOptions {
  solve?: Quantity;
  v?: GivenValue;
  d?: GivenValue;
  q?: GivenValue;
  imperial?: boolean;
  json?: boolean;
  link?: boolean;
}

/** One quantity in the chosen unit system, e.g. `{ value: 9.85…, unit: 'in' }`. */
export interface ReportedValue {
  value: number;
  unit: string;
}

/** A solved duct in the chosen unit system; also the shape of `--json`. */
export interface SolveReport {
  solve: Quantity;
  unitSystem: UnitSystem;
  velocity: ReportedValue;
  diameter: ReportedValue;
  airflow: ReportedValue;
}

/**
 * The solution in SI (what the page's notice shows, converted), its report in
 * display units, or one line of error for stderr (a usage error, exit code 2).
 */
export type SolveOutcome =
  | { status: 'success'; solution: DuctSolution; report: SolveReport }
  | { status: 'error'; message: string };

const givenValueOf = (options: SolveOptions, quantity: Quantity): GivenValue | undefined =>
  ({ velocity: options.v, diameter: options.d, airflow: options.q })[quantity];

/**
 * Solves the duct the options describe.
 *
 * @param options Parsed options; --q/--v/--d are already checked to be finite
 *   and positive (see `quantityParser`): bare numbers in ft/min, in and CFM
 *   with `imperial`, else in m/s, m and m³/s; or numbers with their unit.
 * @returns The solution in SI and the report with the two given values
 *   exactly as typed (a value typed in another unit, converted to the unit
 *   system's) and the solved one at full precision, or an error
 *   naming the option: no --solve,
 *   a value given for the solved quantity (rejected, so a typed constraint is
 *   never silently dropped), a needed value missing, a value too small
 *   once converted to SI (1e-306 CFM is a subnormal 4.7e-310 m³/s), or a
 *   result that is out of range.
 *
 * Source: spec §9 formulas and conversion factors, through core's `solveDuct`,
 * `toSiUnits` and `toDisplayUnits` (the page's own path); a value typed in
 * another unit, the catalogue's exact factor (NIST SP 811) to SI.
 */
export function solveFromOptions(options: SolveOptions): SolveOutcome {
  const { solve } = options;
  if (solve === undefined) {
    return { status: 'error', message: `error: required option '--solve <quantity>' not specified` };
  }
  const unitSystem: UnitSystem = options.imperial ? 'imperial' : 'metric';
  const units = UNIT_SYMBOLS[unitSystem];

  const solvedGiven = givenValueOf(options, solve);
  if (solvedGiven) {
    const { flags, flag } = QUANTITY_OPTIONS[solve];
    return {
      status: 'error',
      message: `error: option '${flags}' argument '${solvedGiven.text}' cannot be used with '--solve ${solve}': the ${solve} is the result, leave ${flag} out`,
    };
  }
  const missing = REQUIRED_INPUTS[solve].find((quantity) => !givenValueOf(options, quantity));
  if (missing) {
    return {
      status: 'error',
      message: `error: '--solve ${solve}' needs option '${QUANTITY_OPTIONS[missing].flags}' (${missing} in ${units[missing]})`,
    };
  }

  const inputsSi: DuctInputsSi = {};
  for (const quantity of REQUIRED_INPUTS[solve]) {
    inputsSi[SI_KEYS[quantity]] = givenValueSi(quantity, givenValueOf(options, quantity)!, unitSystem);
  }
  const result = solveDuct(solve, inputsSi);
  if (result.status === 'error') {
    const issue = result.issues[0]!;
    if (issue.reason !== 'result-out-of-range') {
      // A value that is fine as typed but not once converted (1e-306 CFM is subnormal in m³/s).
      const { text } = givenValueOf(options, issue.field)!;
      const reason = describeDuctIssue(issue, QUANTITY_LABELS[issue.field], text);
      return { status: 'error', message: `error: option '${QUANTITY_OPTIONS[issue.field].flags}' argument '${text}' is invalid. ${reason}` };
    }
    const given = REQUIRED_INPUTS[solve].map((q) => `${QUANTITY_OPTIONS[q].flag} ${givenValueOf(options, q)!.text}`);
    return { status: 'error', message: `error: ${describeDuctIssue(issue)} (${given.join(', ')}, ${unitSystem})` };
  }

  const valueOf = (quantity: Quantity): ReportedValue => {
    const given = givenValueOf(options, quantity);
    return {
      value: given ? givenValueInSystem(quantity, given, unitSystem) : toDisplayUnits(quantity, siValueOf(result.data, quantity)!, unitSystem),
      unit: units[quantity],
    };
  };
  const [velocity, diameter, airflow] = QUANTITIES.map(valueOf) as [ReportedValue, ReportedValue, ReportedValue];
  return { status: 'success', solution: result.data, report: { solve, unitSystem, velocity, diameter, airflow } };
}
