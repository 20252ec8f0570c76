/**
 * Parsers of `duct-calc check`'s option values. Each throws commander's
 * InvalidArgumentError, so a bad value exits 2 with one line naming the
 * option and the value as typed.
 */
import { InvalidArgumentError } from 'commander';
import { parseNumberText } from '../../core/duct/form-schema.ts';
import type { SizingCheckOptions } from '../../core/sizing-check/types.ts';
import type { TransportClassId } from '../../core/duct/transport-velocity.ts';
import type { CheckFormat, CheckSettings } from './settings.ts';

/**
 * Reads `--tolerance`.
 *
 * @param text The percentage as typed, e.g. `1`, `0.5` or `2%`.
 * @returns The tolerance in percent: finite and zero or more.
 * @throws InvalidArgumentError for anything else.
 */
export function parseTolerancePercent(text: string): number {
  const value = parseNumberText(text.trim().replace(/%$/, ''));
  if (value === undefined || !Number.isFinite(value) || value < 0) {
    throw new InvalidArgumentError('the tolerance must be a percentage of zero or more, such as 1 or 0.5.');
  }
  return value;
}

/**
 * Reads `--min-velocity` and `--max-velocity`.
 *
 * @param text The velocity as typed, in the sheet's unit (ft/min or m/s).
 * @returns The velocity: finite and greater than zero.
 * @throws InvalidArgumentError for anything else.
 */
export function parseVelocityLimit(text: string): number {
  const value = parseNumberText(text);
  if (value === undefined || !Number.isFinite(value) || value <= 0) {
    throw new InvalidArgumentError("the velocity must be a number greater than zero, in the sheet's units (ft/min or m/s).");
  }
  return value;
}

/** The options of `check` as commander parses them. */
export interface CheckCommandOptions {
  imperial?: boolean;
  metric?: boolean;
  tolerance: number;
  minVelocity?: number;
  maxVelocity?: number;
  transport?: TransportClassId;
  format: CheckFormat;
}

export type CheckSettingsResult = { status: 'success'; data: CheckSettings } | { status: 'error'; message: string };

/**
 * Turns the parsed options into the run's settings.
 *
 * @param sheet The sheet argument: a path or `-`.
 * @param options The options after commander's parsers.
 * @returns The settings, or a usage error when `--min-velocity` is above
 *   `--max-velocity`.
 */
export function checkSettingsFrom(sheet: string, options: CheckCommandOptions): CheckSettingsResult {
  const { minVelocity, maxVelocity, transport } = options;
  if (minVelocity !== undefined && maxVelocity !== undefined && minVelocity > maxVelocity) {
    return {
      status: 'error',
      message: `error: option '--min-velocity' (${minVelocity}) is above option '--max-velocity' (${maxVelocity})`,
    };
  }
  const check: SizingCheckOptions = {
    unitSystem: options.imperial ? 'imperial' : 'metric',
    tolerancePercent: options.tolerance,
    window: {
      ...(minVelocity === undefined ? {} : { minimum: minVelocity }),
      ...(maxVelocity === undefined ? {} : { maximum: maxVelocity }),
      ...(transport === undefined ? {} : { transport }),
    },
  };
  return { status: 'success', data: { sheet, format: options.format, check } };
}
