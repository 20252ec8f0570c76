/**
 * The sizing-sheet check of one row: solve the blank quantity, or check that
 * the three agree, then check the velocity against the window.
 *
 * Source of the relation: continuity, Q = V · π D² / 4 (spec §9; ACGIH
 * Industrial Ventilation ch. 5), solved by `solveDuct` in SI with the spec's
 * conversion factors, so a row gives the same figures as the web calculator.
 */
import { SI_KEYS, siValueOf, solveDuct, type DuctInputsSi, type DuctIssue } from '../duct/solve.ts';
import { describeDuctIssue } from '../duct/issue-message.ts';
import { readSheetCell, type SheetCell } from './cell.ts';
import { SHEET_QUANTITIES } from './header.ts';
import { formatNumber } from '../format/number.ts';
import type {
  SheetRowDefect,
  SizingCheckOptions,
  SizingMessage,
  SizingReportRow,
  SizingRowInput,
  SizingValue,
} from './types.ts';
import { checkVelocityWindow, type WindowVelocity } from './window.ts';
import { QUANTITIES, toDisplayUnits, toSiUnits, UNIT_SYMBOLS, type Quantity, type UnitSystem } from '../duct/units.ts';

/** A deviation within this of the tolerance counts as on it (float round-off). */
const TOLERANCE_ROUND_OFF_PERCENT = 1e-9;

/** What a broken quote did to the lines after it. */
function swallowedLines(lastLine: number | undefined, line: number): string | undefined {
  return lastLine !== undefined && lastLine > line ? `lines ${line}–${lastLine} were read as one row` : undefined;
}

function defectMessage(defect: SheetRowDefect, line: number): SizingMessage {
  if (defect.kind === 'extra-cells') {
    const text =
      `the row has ${defect.cells} cells but the header has ${defect.columns} columns: ` +
      'quote a value that contains a comma, or write numbers without thousands separators';
    return { level: 'error', field: 'row', text };
  }
  const swallowed = swallowedLines(defect.lastLine, line);
  const text =
    defect.kind === 'unclosed-quote'
      ? `a quoted field opens on this line and is never closed, so ${swallowed ?? 'the rest of the file was read as one value'} and not checked`
      : 'text follows a closing quote on this line (a quoted field must end at a comma or the end of the line)' +
        (swallowed ? `, so ${swallowed}` : '');
  return { level: 'error', field: 'row', text };
}

type Cells = Readonly<Record<Quantity, SheetCell>>;

function sheetValue(cell: SheetCell, unit: string): SizingValue {
  return cell.kind === 'number'
    ? { value: cell.value, unit, source: 'given' }
    : { value: null, unit, source: cell.kind };
}

function siInputs(cells: Cells, unitSystem: UnitSystem): DuctInputsSi {
  const inputs: DuctInputsSi = {};
  for (const quantity of QUANTITIES) {
    const cell = cells[quantity];
    if (cell.kind === 'number') inputs[SI_KEYS[quantity]] = toSiUnits(quantity, cell.value, unitSystem);
  }
  return inputs;
}

function blankMessage(blanks: readonly Quantity[]): SizingMessage {
  const which = blanks.length === 3 ? 'airflow, velocity and diameter are all blank' : `${blanks.join(' and ')} are blank`;
  return { level: 'error', field: 'row', text: `${which}: give at least two of the three to solve the third` };
}

/**
 * Why `solveDuct` could not solve: an input named by its column and cell text
 * (a cell can be fine as written but too large once shown in the other unit
 * system), or the result named by `resultName`.
 */
function solveIssueMessage(issue: DuctIssue, cells: Cells, resultName: string): SizingMessage {
  const cell = cells[issue.field];
  const text =
    issue.reason === 'result-out-of-range' || cell.kind !== 'number'
      ? describeDuctIssue(issue, resultName)
      : describeDuctIssue(issue, issue.field, cell.text);
  return { level: 'error', field: issue.field, text };
}

/**
 * Compares the given velocity with the velocity the given airflow and
 * diameter imply, V = Q / (π D² / 4), relative to the implied one.
 */
function consistencyMessage(cells: Cells, givenVelocity: number, options: SizingCheckOptions): SizingMessage | undefined {
  const implied = solveDuct('velocity', siInputs(cells, options.unitSystem));
  if (implied.status === 'error') return solveIssueMessage(implied.issues[0]!, cells, 'velocity from airflow and diameter');
  const impliedVelocity = toDisplayUnits('velocity', implied.data.velocityMps, options.unitSystem);
  const deviationPercent = (Math.abs(givenVelocity - impliedVelocity) / impliedVelocity) * 100;
  if (deviationPercent <= options.tolerancePercent + TOLERANCE_ROUND_OFF_PERCENT) return undefined;
  const units = UNIT_SYMBOLS[options.unitSystem];
  const text = (q: Quantity) => (cells[q] as { text: string }).text;
  const deviation = Number.isFinite(deviationPercent) ? `${formatNumber(deviationPercent, 'table')} %` : 'too far';
  return {
    level: 'error',
    field: 'velocity',
    text:
      `velocity ${text('velocity')} ${units.velocity} does not agree with airflow ${text('airflow')} ${units.airflow} ` +
      `and diameter ${text('diameter')} ${units.diameter}, which give ${formatNumber(impliedVelocity, 'field')} ${units.velocity}: ` +
      `${deviation} off, more than the ${options.tolerancePercent} % tolerance`,
  };
}

/** Solves the one blank quantity into `report`, or adds why it cannot be solved. */
function solveBlank(solve: Quantity, cells: Cells, report: SizingReportRow, options: SizingCheckOptions): void {
  const result = solveDuct(solve, siInputs(cells, options.unitSystem));
  if (result.status === 'error') {
    report.messages.push(solveIssueMessage(result.issues[0]!, cells, solve));
    return;
  }
  const solved = toDisplayUnits(solve, siValueOf(result.data, solve)!, options.unitSystem);
  report[solve] = { value: solved, unit: report[solve].unit, source: 'solved' };
}

/** Checks the given or solved velocity against the window. */
function checkWindow(cells: Cells, report: SizingReportRow, options: SizingCheckOptions): void {
  const { value } = report.velocity;
  if (value === null) return;
  const cell = cells.velocity;
  const velocity: WindowVelocity = cell.kind === 'number' ? { value, givenText: cell.text } : { value };
  for (const message of checkVelocityWindow(velocity, options.window, options.unitSystem)) report.messages.push(message);
}

/**
 * Checks one row of a sizing sheet.
 *
 * @param row The row's cells as text, in the sheet's units, with its line.
 * @param options The unit system, tolerance (percent) and velocity window.
 * @returns The report row. Its `messages` name the field and the value:
 *   - each cell that is not a number, not finite, zero or negative;
 *   - two or more blanks among airflow, velocity and diameter;
 *   - with one blank: the solved value, or why it cannot be solved;
 *   - with none blank: whether the given velocity agrees, within the
 *     tolerance, with the velocity V = Q / (π D² / 4) that the given airflow
 *     and diameter imply (deviation relative to that implied velocity);
 *   - the velocity window (see `checkVelocityWindow`), applied to the given
 *     or solved velocity whenever the row has a usable one.
 *   A row with a CSV defect (extra cells, a broken quote) reports only that,
 *   as its cells cannot be trusted. `status` is `fail` when any message is an
 *   error. Values are in the sheet's units; never NaN or Infinity.
 *
 * @example
 * checkSizingRow(
 *   { line: 2, tag: 'H-1', airflow: '1000', velocity: '', diameter: '8' },
 *   { unitSystem: 'imperial', tolerancePercent: 1, window: { transport: 'average-industrial-dust' } },
 * );
 * // → status 'fail': velocity 2864.7718 ft/min (solved) is below 3500 ft/min …
 */
export function checkSizingRow(row: SizingRowInput, options: SizingCheckOptions): SizingReportRow {
  const cells: Cells = {
    airflow: readSheetCell('airflow', row.airflow),
    velocity: readSheetCell('velocity', row.velocity),
    diameter: readSheetCell('diameter', row.diameter),
  };
  const units = UNIT_SYMBOLS[options.unitSystem];
  const report: SizingReportRow = {
    line: row.line,
    tag: row.tag,
    status: 'pass',
    messages: [],
    velocity: sheetValue(cells.velocity, units.velocity),
    diameter: sheetValue(cells.diameter, units.diameter),
    airflow: sheetValue(cells.airflow, units.airflow),
  };
  if (row.defects && row.defects.length > 0) {
    report.messages = row.defects.map((defect) => defectMessage(defect, row.line));
  } else {
    checkValues(cells, report, options);
  }
  for (const message of report.messages) if (message.level === 'error') report.status = 'fail';
  return report;
}

function checkValues(cells: Cells, report: SizingReportRow, options: SizingCheckOptions): void {
  const blanks: Quantity[] = [];
  for (const quantity of SHEET_QUANTITIES) {
    const cell = cells[quantity];
    if (cell.kind === 'invalid') report.messages.push({ level: 'error', field: quantity, text: cell.message });
    else if (cell.kind === 'blank') blanks.push(quantity);
  }
  if (blanks.length >= 2) report.messages.push(blankMessage(blanks));
  if (report.messages.length === 0) {
    if (blanks.length === 1) {
      solveBlank(blanks[0]!, cells, report, options);
    } else {
      const inconsistent = consistencyMessage(cells, report.velocity.value!, options);
      if (inconsistent) report.messages.push(inconsistent);
    }
  }
  checkWindow(cells, report, options);
}
