/**
 * Figures inside the hood design's warnings, in SI with the US figure
 * beside it, since the core does not know the unit system a reader shows:
 * `0.5 m/s (98 ft/min)`, `250 mm (9.84 in)`.
 */
import { formatNumber } from '../format/number.ts';
import { FOOT_M, INCH_M } from '../units/definitions.ts';

/** A velocity: `0.5 m/s (98 ft/min)`. */
export const velocityText = (velocityMps: number): string =>
  `${formatNumber(velocityMps, 'field', { decimals: 2 })} m/s (${formatNumber((velocityMps * 60) / FOOT_M, 'field', { decimals: 0 })} ft/min)`;

/** A hood length or distance: `0.25 m (9.84 in)`. */
export const lengthText = (lengthM: number): string =>
  `${formatNumber(lengthM, 'field', { decimals: 3 })} m (${formatNumber(lengthM / INCH_M, 'field', { decimals: 2 })} in)`;

/** A duct diameter: `250 mm (9.84 in)`. */
export const diameterText = (diameterM: number): string =>
  `${formatNumber(diameterM * 1000, 'field', { decimals: 0 })} mm (${formatNumber(diameterM / INCH_M, 'field', { decimals: 2 })} in)`;
