/**
 * The sizing-sheet check of one row: solve the blank quantity, or check that
 * the three agree, then check the velocity against the window.
 *
 * Source of the relation: continuity, Q = V · π D² / 4 (spec §9; ACGIH
 * Industrial Ventilation ch. 5), solved by `solveDuct` in SI with the spec's
 * conversion factors, so a row gives the same figures as the web calculator.
 */
import { siValueOf, solveDuct, type DuctInputsSi } from './duct.ts';
import { describeDuctIssue } from './duct-issue-message.ts';
import { readSheetCell, type SheetCell } from './sizing-check-cell.ts';
import { SHEET_QUANTITIES } from './sizing-check-header.ts';
import { formatCheckFigure } from './sizing-check-number.ts';
import type {
  SheetRowDefect,
  SizingCheckOptions,
  SizingMessage,
  SizingReportRow,
  SizingRowInput,
  SizingValue,
} from './sizing-check-types.ts';
import { checkVelocityWindow, type WindowVelocity } from './sizing-check-window.ts';
import { QUANTITIES, toDisplayUnits, toSiUnits, UNIT_SYMBOLS, type Quantity, type UnitSystem } from './units.ts';

/** A deviation within this of the tolerance counts as on it (float round-off). */
const TOLERANCE_ROUND_OFF_PERCENT = 1e-9;

function defectMessage(defect: SheetRowDefect): SizingMessage {
  switch (defect.kind) {
    case 'extra-cells':
      return {
        level: 'error',
        field: 'row',
        text: `the row has ${defect.cells} cells but the header has ${defect.columns} columns: quote a value that contains a comma, or write numbers without thousands separators`,
      };
    case 'unclosed-quote':
      return {
        level: 'error',
        field: 'row',
        text: 'a quoted field opens on this line and is never closed, so the rest of the file was read as one value and no later line was checked',
      };
    case 'malformed-quote':
      return {
        level: 'error',
        field: 'row',
        text: 'text follows a closing quote on this line: a quoted field must end at a comma or the end of the line',
      };
  }
}

type Cells = Readonly<Record<Quantity, SheetCell>>;

function givenValues(cells: Cells, unitSystem: UnitSystem): Record<Quantity, SizingValue> {
  const units = UNIT_SYMBOLS[unitSystem];
  const valueOf = (quantity: Quantity): SizingValue => {
    const cell = cells[quantity];
    if (cell.kind === 'number') return { value: cell.value, unit: units[quantity], source: 'given' };
    return { value: null, unit: units[quantity], source: cell.kind };
  };
  return { velocity: valueOf('velocity'), diameter: valueOf('diameter'), airflow: valueOf('airflow') };
}

const SI_KEY = { velocity: 'velocityMps', diameter: 'diameterM', airflow: 'airflowM3s' } as const;

function siInputs(cells: Cells, unitSystem: UnitSystem): DuctInputsSi {
  const inputs: DuctInputsSi = {};
  for (const quantity of QUANTITIES) {
    const cell = cells[quantity];
    if (cell.kind === 'number') inputs[SI_KEY[quantity]] = toSiUnits(quantity, cell.value, unitSystem);
  }
  return inputs;
}

function blankMessage(blanks: readonly Quantity[]): SizingMessage {
  const which = blanks.length === 3 ? 'airflow, velocity and diameter are all blank' : `${blanks.join(' and ')} are blank`;
  return { level: 'error', field: 'row', text: `${which}: give at least two of the three to solve the third` };
}

/**
 * Compares the given velocity with the velocity the given airflow and
 * diameter imply, V = Q / (π D² / 4), relative to the implied one.
 */
function consistencyMessage(
  cells: Cells,
  values: Record<Quantity, SizingValue>,
  options: SizingCheckOptions,
): SizingMessage | undefined {
  const implied = solveDuct('velocity', siInputs(cells, options.unitSystem));
  if (implied.status === 'error') {
    return { level: 'error', field: 'velocity', text: describeDuctIssue(implied.issues[0]!, 'velocity from airflow and diameter') };
  }
  const units = UNIT_SYMBOLS[options.unitSystem];
  const impliedVelocity = toDisplayUnits('velocity', implied.data.velocityMps, options.unitSystem);
  const givenVelocity = values.velocity.value!;
  const deviationPercent = (Math.abs(givenVelocity - impliedVelocity) / impliedVelocity) * 100;
  if (deviationPercent <= options.tolerancePercent + TOLERANCE_ROUND_OFF_PERCENT) return undefined;
  const text = (q: Quantity) => (cells[q] as { text: string }).text;
  return {
    level: 'error',
    field: 'velocity',
    text:
      `velocity ${text('velocity')} ${units.velocity} does not agree with airflow ${text('airflow')} ${units.airflow} ` +
      `and diameter ${text('diameter')} ${units.diameter}, which give ${formatCheckFigure(impliedVelocity)} ${units.velocity}: ` +
      `${Number.isFinite(deviationPercent) ? `${deviationPercent.toFixed(2)} %` : 'too far'} off, more than the ${options.tolerancePercent} % tolerance`,
  };
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
 * // → status 'fail': velocity 2864.7889 ft/min (solved) is below 3500 ft/min …
 */
export function checkSizingRow(row: SizingRowInput, options: SizingCheckOptions): SizingReportRow {
  const cells: Cells = {
    airflow: readSheetCell('airflow', row.airflow),
    velocity: readSheetCell('velocity', row.velocity),
    diameter: readSheetCell('diameter', row.diameter),
  };
  const values = givenValues(cells, options.unitSystem);
  const messages: SizingMessage[] = [];
  const report = (): SizingReportRow => ({
    line: row.line,
    tag: row.tag,
    status: messages.some((message) => message.level === 'error') ? 'fail' : 'pass',
    messages,
    ...values,
  });

  if (row.defects && row.defects.length > 0) {
    messages.push(...row.defects.map(defectMessage));
    return report();
  }
  for (const quantity of SHEET_QUANTITIES) {
    const cell = cells[quantity];
    if (cell.kind === 'invalid') messages.push({ level: 'error', field: quantity, text: cell.message });
  }
  const blanks = SHEET_QUANTITIES.filter((quantity) => cells[quantity].kind === 'blank');
  if (blanks.length >= 2) messages.push(blankMessage(blanks));
  if (messages.length > 0) return withWindow(report, messages, cells, values, options);

  if (blanks.length === 1) {
    const solve = blanks[0]!;
    const result = solveDuct(solve, siInputs(cells, options.unitSystem));
    if (result.status === 'error') {
      messages.push({ level: 'error', field: solve, text: describeDuctIssue(result.issues[0]!, solve) });
    } else {
      const solved = toDisplayUnits(solve, siValueOf(result.data, solve)!, options.unitSystem);
      values[solve] = { ...values[solve], value: solved, source: 'solved' };
    }
  } else {
    const inconsistent = consistencyMessage(cells, values, options);
    if (inconsistent) messages.push(inconsistent);
  }
  return withWindow(report, messages, cells, values, options);
}

/** Applies the velocity window when the row has a usable velocity. */
function withWindow(
  report: () => SizingReportRow,
  messages: SizingMessage[],
  cells: Cells,
  values: Record<Quantity, SizingValue>,
  options: SizingCheckOptions,
): SizingReportRow {
  const { value, source } = values.velocity;
  if (value !== null) {
    const velocityCell = cells.velocity;
    const velocity: WindowVelocity =
      source === 'solved' || velocityCell.kind !== 'number'
        ? { value, shown: formatCheckFigure(value), solved: true }
        : { value, shown: velocityCell.text, solved: false };
    messages.push(...checkVelocityWindow(velocity, options.window, options.unitSystem));
  }
  return report();
}
