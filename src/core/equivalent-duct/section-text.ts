/**
 * Reads a section typed as `12x24`, `600x300mm`, `20 in × 10 in`: two
 * lengths joined by `x` or `×`. A bare number takes the unit of the other
 * side, or the unit system's.
 */
import type { UnitSystem } from '../duct/units.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { UnitId } from '../units/catalogue.ts';
import { parseQuantity } from '../units/parse-quantity.ts';
import type { SectionShape } from './section.ts';

/** The unit of a bare dimension: in for imperial, m for metric (as the ducting calculator's diameter). */
export const SECTION_UNITS: Readonly<Record<UnitSystem, UnitId>> = { imperial: 'in', metric: 'm' };

const SEPARATOR = /\s*[x×X]\s*/;
const HAS_UNIT = /[a-zA-Z"'’]\s*$/;

/**
 * Reads a section's two dimensions.
 *
 * @param shape `rect` (sides) or `oval` (major × minor); names the field in messages.
 * @param text What was typed.
 * @param system The unit system of bare numbers.
 * @returns `success` with both dimensions in m, in the order typed; or
 *   `error` with one issue naming the field and the text. Never throws.
 */
export function readSectionText(
  shape: SectionShape,
  text: string,
  system: UnitSystem,
): { status: 'success'; widthM: number; heightM: number } | { status: 'error'; issue: MeasureIssue } {
  const label = shape === 'rect' ? 'Rectangular duct' : 'Flat oval duct';
  const fail = (message: string) => ({ status: 'error' as const, issue: { field: shape, text, message: `${label} ${message}` } });
  const parts = text.trim().split(SEPARATOR);
  if (parts.length !== 2 || parts.some((part) => part === '')) {
    return fail(`must be two dimensions joined by x, e.g. ${shape === 'rect' ? '24x12' : '20x10'}, got ${text.trim()}`);
  }
  const [first, second] = parts as [string, string];
  // `600x300mm`: the first side takes the second's unit.
  const unitOfSecond = HAS_UNIT.test(second) && !HAS_UNIT.test(first) ? parseQuantity(second, { quantity: 'length' }) : undefined;
  const defaultUnit = unitOfSecond?.status === 'success' ? unitOfSecond.data.unit.id : SECTION_UNITS[system];
  const sides: number[] = [];
  for (const part of [first, second]) {
    const read = parseQuantity(part, { quantity: 'length', defaultUnit });
    if (read.status === 'error') return fail(`${text.trim()}: ${read.issues[0]!.message}`);
    if (!(read.data.valueSi > 0)) return fail(`dimensions must be greater than zero, got ${text.trim()}`);
    sides.push(read.data.valueSi);
  }
  return { status: 'success', widthM: sides[0]!, heightM: sides[1]! };
}
