/**
 * The CLI's behaviour as a table of [what the user types, what they see],
 * run both in process and against the real bin. Expected lines are the exact
 * texts a user reads; the figures come from the core (see the property tests)
 * and the worked example example-solve-2118-cfm (Know-How).
 */
import { Readable, Writable } from 'node:stream';
import { createProgram, strayArgumentMessage } from '../../../src/cli/program.ts';

/** The program's subcommands (e.g. `check`), which the stray-word message lists. */
const SUBCOMMAND_NAMES = createProgram({ stdin: Readable.from([]), stdout: new Writable(), stderr: new Writable() }).commands.map(
  (command) => command.name(),
);

/** A run that must fail: nothing on stdout, this one line on stderr, exit code 2. */
export interface BadInputCase {
  kind: string;
  args: string[];
  stderr: string;
}

const DIAMETER_FROM = (q: string, v: string) => ['--solve', 'diameter', '--q', q, '--v', v];

export const BAD_INPUT_CASES: BadInputCase[] = [
  { kind: 'no arguments at all', args: [], stderr: "error: required option '--solve <quantity>' not specified" },
  {
    kind: 'missing --solve',
    args: ['--q', '2118', '--v', '4000'],
    stderr: "error: required option '--solve <quantity>' not specified",
  },
  {
    kind: 'unknown mode',
    args: ['--solve', 'pressure', '--q', '1', '--v', '1'],
    stderr:
      "error: option '--solve <quantity>' argument 'pressure' is invalid. Allowed choices are velocity, diameter, airflow.",
  },
  { kind: 'a value missing after its option', args: ['--solve', 'diameter', '--q'], stderr: "error: option '--q <airflow>' argument missing" },
  {
    kind: 'a needed value missing',
    args: ['--solve', 'diameter', '--q', '2118', '--imperial'],
    stderr: "error: '--solve diameter' needs option '--v <velocity>' (velocity in ft/min)",
  },
  {
    kind: 'a needed value missing (metric)',
    args: ['--solve', 'airflow', '--v', '20'],
    stderr: "error: '--solve airflow' needs option '--d <diameter>' (diameter in m)",
  },
  {
    kind: 'non-numeric text',
    args: DIAMETER_FROM('abc', '4000'),
    stderr: "error: option '--q <airflow>' argument 'abc' is invalid. Airflow (Q) must be a number, got abc",
  },
  {
    kind: 'a number with trailing letters',
    args: DIAMETER_FROM('2118', '12abc'),
    stderr: "error: option '--v <velocity>' argument '12abc' is invalid. Unknown unit \"abc\"; known units of velocity (m/s, m/min, ft/min, m³/(m²·h))",
  },
  {
    kind: 'zero',
    args: ['--solve', 'velocity', '--q', '1', '--d', '0'],
    stderr: "error: option '--d <diameter>' argument '0' is invalid. Diameter (D) must be greater than zero, got 0",
  },
  {
    kind: 'a negative value',
    args: DIAMETER_FROM('-3', '4000'),
    stderr: "error: option '--q <airflow>' argument '-3' is invalid. Airflow (Q) must be greater than zero, got -3",
  },
  {
    kind: 'a negative value written with =',
    args: ['--solve', 'diameter', '--q=2118', '--v=-0.5'],
    stderr: "error: option '--v <velocity>' argument '-0.5' is invalid. Velocity (V) must be greater than zero, got -0.5",
  },
  {
    kind: 'a number too large for a double',
    args: DIAMETER_FROM('1e999', '4000'),
    stderr: "error: option '--q <airflow>' argument '1e999' is invalid. Airflow (Q) must be a finite number, got 1e999",
  },
  {
    kind: 'Infinity',
    args: DIAMETER_FROM('2118', 'Infinity'),
    stderr:
      "error: option '--v <velocity>' argument 'Infinity' is invalid. Velocity (V) must be a finite number, got Infinity",
  },
  {
    kind: 'NaN',
    args: DIAMETER_FROM('NaN', '4000'),
    stderr: "error: option '--q <airflow>' argument 'NaN' is invalid. Airflow (Q) must be a finite number, got NaN",
  },
  {
    kind: 'a value for the solved quantity',
    args: [...DIAMETER_FROM('2118', '4000'), '--d', '10'],
    stderr:
      "error: option '--d <diameter>' argument '10' cannot be used with '--solve diameter': the diameter is the result, leave --d out",
  },
  {
    kind: 'an unknown option',
    args: [...DIAMETER_FROM('2118', '4000'), '--pressure', '5'],
    stderr: "error: unknown option '--pressure'",
  },
  {
    kind: 'a misspelt option, with the suggestion on the same line',
    args: [...DIAMETER_FROM('2118', '4000'), '--imperil'],
    stderr: "error: unknown option '--imperil' (did you mean --imperial?)",
  },
  {
    kind: 'an argument with terminal control and bidi characters',
    args: ['--solve', 'diameter', '--q', '\u001b[2J\u0007\u009b\u202e5', '--v', '4000'],
    stderr:
      "error: option '--q <airflow>' argument '\\u001b[2J\\u0007\\u009b\\u202e5' is invalid. Airflow (Q) must be a number, got \\u001b[2J\\u0007\\u009b\\u202e5",
  },
  {
    kind: 'a stray argument',
    args: [...DIAMETER_FROM('2118', '4000'), 'extra'],
    stderr: strayArgumentMessage('extra', SUBCOMMAND_NAMES),
  },
  {
    kind: 'both unit systems',
    args: [...DIAMETER_FROM('2118', '4000'), '--metric', '--imperial'],
    stderr: "error: option '--metric' cannot be used with option '--imperial'",
  },
  {
    kind: 'a subnormal value (not held as typed)',
    args: DIAMETER_FROM('1e-320', '1'),
    stderr:
      "error: option '--q <airflow>' argument '1e-320' is invalid. Airflow (Q) is too small to compute with (below 2.2251e-308 in metric or imperial units), got 1e-320",
  },
  {
    kind: 'a value that is subnormal once converted (1e-306 CFM is 4.7e-310 m³/s)',
    args: [...DIAMETER_FROM('1e-306', '1'), '--imperial'],
    stderr:
      "error: option '--q <airflow>' argument '1e-306' is invalid. Airflow (Q) is too small to compute with (below 2.2251e-308 in metric or imperial units), got 1e-306",
  },
  {
    kind: 'a result too large for a double',
    args: ['--solve', 'airflow', '--v', '1e300', '--d', '1e10'],
    stderr: 'error: Airflow (Q) cannot be computed: the result is out of range for these inputs (--v 1e300, --d 1e10, metric)',
  },
  {
    kind: 'a result among the subnormal doubles (1.27e-320 m/s keeps only a few bits)',
    args: ['--solve', 'velocity', '--q', '1e-300', '--d', '1e10'],
    stderr: 'error: Velocity (V) cannot be computed: the result is out of range for these inputs (--q 1e-300, --d 1e10, metric)',
  },
  {
    kind: 'a result that overflows only in imperial units (1e308 m/s is 1.97e310 ft/min)',
    args: ['--solve', 'velocity', '--q', String(Math.PI / 4 * 1e308), '--d', '1', '--metric'],
    stderr: `error: Velocity (V) cannot be computed: the result is out of range for these inputs (--q ${String((Math.PI / 4) * 1e308)}, --d 1, metric)`,
  },
];

/** The worked example example-solve-2118-cfm (Know-How) and its exact table. */
export const WORKED_EXAMPLE = {
  args: ['--solve', 'diameter', '--q', '2118', '--v', '4000', '--imperial'],
  stdout: [
    'Velocity (V)   4000.00 ft/min',
    'Diameter (D)      9.85 in       (solved)',
    'Airflow (Q)    2118.00 CFM',
    '',
  ].join('\n'),
};
