/**
 * Whether a rectangular or flat oval section looks like a duct someone could
 * build, so a size typed in the wrong unit (300x500 read as metres, 0.6x0.3
 * as millimetres) is flagged rather than silently worked out.
 */
import { formatNumber } from '../format/number.ts';
import type { ToolWarning } from '../report/warning.ts';
import { INCH_M } from '../units/definitions.ts';
import type { SectionShape } from './section.ts';

/**
 * Plausible sides, m: 25 mm (about 1 in) to 5 m (about 197 in). These are
 * this tool's own bounds, not a standard's (none found states limits on a
 * duct's side): wide enough for any duct a dust system is built from, narrow
 * enough to catch a unit slip, which is off by a factor of 25.4 or 1000.
 */
export const PLAUSIBLE_SIDE_M = { min: 0.025, max: 5 } as const;

/**
 * The aspect ratio beyond which a section is flagged. Duct design guidance
 * keeps rectangular ducts at or below 4:1 (2 to 3 is the usual trade-off of
 * sheet metal and fan power against headroom): A. Bhatia, *HVAC — How to Size
 * and Design Ducts* (CED course M06-032), section "Rectangular ducts" (○, one
 * secondary text). The same bound is applied to a flat oval's axes.
 */
export const MAX_ASPECT_RATIO = 4;

/** A section in mm and in, for a message: `0.6 × 0.3 mm (0.0236 × 0.0118 in)`. */
function dimensions(widthM: number, heightM: number): string {
  const each = (factor: number) => `${formatNumber(widthM * factor, 'field')} × ${formatNumber(heightM * factor, 'field')}`;
  return `${each(1000)} mm (${each(1 / INCH_M)} in)`;
}

/**
 * The plausibility warnings of a section.
 *
 * @param shape `rect` (sides a × b) or `oval` (major × minor axis).
 * @param widthM The first dimension, m.
 * @param heightM The second dimension, m.
 * @returns `section-size-implausible` when a dimension is below 25 mm or
 *   above 5 m (the text says how a bare number is read), and
 *   `section-aspect-ratio` for a ratio of the longer to the shorter beyond
 *   4:1; empty for a plausible section.
 */
export function sectionWarnings(shape: SectionShape, widthM: number, heightM: number): ToolWarning[] {
  const warnings: ToolWarning[] = [];
  const [name, dimension] = shape === 'rect' ? ['Rectangular duct', 'side'] : ['Flat oval duct', 'axis'];
  const small = Math.min(widthM, heightM) < PLAUSIBLE_SIDE_M.min;
  const large = Math.max(widthM, heightM) > PLAUSIBLE_SIDE_M.max;
  if (small || large) {
    const limit = [small ? 'below 25 mm (about 1 in)' : '', large ? 'above 5 m (about 197 in)' : ''].filter(Boolean).join(' and ');
    warnings.push({
      code: 'section-size-implausible',
      text: `${name} ${dimensions(widthM, heightM)} has a ${dimension} ${limit}, not a duct that is built: check its unit (a bare number is in millimetres in metric, inches in imperial; write 0.6mx0.3m for metres)`,
    });
  }
  const ratio = Math.max(widthM, heightM) / Math.min(widthM, heightM);
  if (ratio > MAX_ASPECT_RATIO) {
    warnings.push({
      code: 'section-aspect-ratio',
      text: `${name} ${dimensions(widthM, heightM)} has an aspect ratio of ${formatNumber(ratio, 'table', { decimals: 1 })}:1, beyond the ${MAX_ASPECT_RATIO}:1 duct design keeps to: friction and sheet metal rise steeply, and the equivalent diameter is least certain there`,
    });
  }
  return warnings;
}
