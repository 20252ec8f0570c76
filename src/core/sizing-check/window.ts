/**
 * The velocity window of the sizing-sheet check: explicit minimum and maximum
 * velocities, and the minimum transport velocity of a contaminant class.
 *
 * Source of the transport bounds: ACGIH Industrial Ventilation, "Range of
 * minimum duct design velocities" (see transport-velocity.ts).
 */
import { formatNumber } from '../format/number.ts';
import type { SizingMessage, VelocityWindow } from './types.ts';
import {
  formatVelocityRange,
  TRANSPORT_CLASSES,
  TRANSPORT_TABLE_SHORT,
  type TransportClass,
} from '../duct/transport-velocity.ts';
import { UNIT_SYMBOLS, type UnitSystem } from '../duct/units.ts';

/**
 * Relative slack on every bound: a solved velocity within one part in a
 * billion of a bound counts as on it, so floating-point round-off in
 * V = Q / (π D² / 4) never fails a row that is exactly on a limit.
 */
const ROUND_OFF = 1e-9;

const isBelow = (value: number, bound: number): boolean => value < bound * (1 - ROUND_OFF);
const isAbove = (value: number, bound: number): boolean => value > bound * (1 + ROUND_OFF);

/** The row's velocity: its value, and the cell text when the sheet gave it. */
export interface WindowVelocity {
  /** In the sheet's unit (ft/min or m/s). */
  value: number;
  /** The cell as written; absent for a solved velocity. */
  givenText?: string;
}

/** "velocity 3400 ft/min" or "velocity 2864.7718 ft/min (solved)"; built only for a message. */
function describeVelocity(velocity: WindowVelocity, unit: string): string {
  return velocity.givenText === undefined
    ? `velocity ${formatNumber(velocity.value, 'field')} ${unit} (solved)`
    : `velocity ${velocity.givenText} ${unit}`;
}

function transportMessages(velocity: WindowVelocity, klass: TransportClass, unitSystem: UnitSystem): SizingMessage[] {
  const unit = UNIT_SYMBOLS[unitSystem].velocity;
  if (klass.minimum) {
    const range = klass.minimum[unitSystem];
    const source = () => `${TRANSPORT_TABLE_SHORT}: ${formatVelocityRange(range, unit)}`;
    if (isBelow(velocity.value, range.lower)) {
      const text = `${describeVelocity(velocity, unit)} is below ${range.lower} ${unit}, the minimum transport velocity for ${klass.label} (${source()})`;
      return [{ level: 'error', field: 'velocity', text }];
    }
    if (range.upper !== undefined && isBelow(velocity.value, range.upper)) {
      const text = `${describeVelocity(velocity, unit)} is below ${range.upper} ${unit}, the top of the range of minimum transport velocities for ${klass.label} (${source()})`;
      return [{ level: 'warning', field: 'velocity', text }];
    }
    return [];
  }
  const economic = klass.economic?.[unitSystem];
  if (economic && (isBelow(velocity.value, economic.lower) || (economic.upper !== undefined && isAbove(velocity.value, economic.upper)))) {
    const text = `${describeVelocity(velocity, unit)} is outside ${formatVelocityRange(economic, unit)}, the economic range for ${klass.label}, which any velocity carries (${TRANSPORT_TABLE_SHORT})`;
    return [{ level: 'warning', field: 'velocity', text }];
  }
  return [];
}

/**
 * Checks a row's velocity against the window.
 *
 * @param velocity The velocity in the sheet's unit, given (with its cell
 *   text) or solved.
 * @param window Explicit bounds in the sheet's unit, and/or a transport class.
 * @param unitSystem The sheet's unit system: it picks the table's ft/min or
 *   m/s column.
 * @returns The messages, empty when the velocity is inside the window:
 *   - an error below `minimum` or above `maximum`;
 *   - for a transport class, an error below the lower figure of its range of
 *     minimum design velocities, and a warning from there up to the upper
 *     figure (a duct there is at the edge of what the table allows);
 *   - for vapors, gases and smoke (no minimum), a warning outside the
 *     table's economic range.
 *   Bounds are inclusive: a velocity equal to a bound passes.
 */
export function checkVelocityWindow(
  velocity: WindowVelocity,
  window: VelocityWindow,
  unitSystem: UnitSystem,
): SizingMessage[] {
  const unit = UNIT_SYMBOLS[unitSystem].velocity;
  const messages: SizingMessage[] = [];
  if (window.minimum !== undefined && isBelow(velocity.value, window.minimum)) {
    const text = `${describeVelocity(velocity, unit)} is below --min-velocity ${formatNumber(window.minimum, 'field')} ${unit}`;
    messages.push({ level: 'error', field: 'velocity', text });
  }
  if (window.maximum !== undefined && isAbove(velocity.value, window.maximum)) {
    const text = `${describeVelocity(velocity, unit)} is above --max-velocity ${formatNumber(window.maximum, 'field')} ${unit}`;
    messages.push({ level: 'error', field: 'velocity', text });
  }
  if (window.transport !== undefined) {
    messages.push(...transportMessages(velocity, TRANSPORT_CLASSES[window.transport], unitSystem));
  }
  return messages;
}
