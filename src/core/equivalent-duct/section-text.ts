/**
 * Reads a section typed as `12x24`, `600x300mm`, `20 in × 10 in`: two
 * lengths joined by `x` or `×`. A bare number takes the unit of the other
 * side, or the unit system's: millimetres in metric, as duct sides (and bag
 * diameters) are written on metric drawings, inches in imperial.
 */
import type { UnitSystem } from '../duct/units.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { UnitId } from '../units/catalogue.ts';
import { parseQuantity } from '../units/parse-quantity.ts';
import type { SectionShape } from './section.ts';

/**
 * The unit of a bare dimension: in for imperial, mm for metric. Not the
 * calculator card's m: a rectangular duct is ordered by its sides in mm, so
 * `300x500` means 300 mm × 500 mm, never 300 m × 500 m.
 */
export const SECTION_UNITS: Readonly<Record<UnitSystem, UnitId>> = { imperial: 'in', metric: 'mm' };

/** What a field's hint shows as an example, per unit system: the bare form first, then one with its unit. */
export const SECTION_EXAMPLES: Readonly<Record<UnitSystem, Readonly<Record<SectionShape, string>>>> = {
  imperial: { rect: 'e.g. 24x12, or 600x300mm', oval: 'e.g. 20x10, or 500x250mm' },
  metric: { rect: 'e.g. 600x300, or 24inx12in', oval: 'e.g. 500x250, or 20inx10in' },
};

const SEPARATOR = /\s*[x×X]\s*/;
const HAS_UNIT = /[a-zA-Z"'’]\s*$/;

/**
 * Reads a section's two dimensions.
 *
 * @param shape `rect` (sides) or `oval` (major × minor); names the field in messages.
 * @param text What was typed.
 * @param system The unit system of bare numbers: in (imperial) or mm (metric).
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
    return fail(`must be two dimensions joined by x, ${SECTION_EXAMPLES[system][shape]}, got ${text.trim()}`);
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
