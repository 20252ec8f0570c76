/**
 * Parsers of `duct-calc check`'s option values. Each throws commander's
 * InvalidArgumentError, so a bad value exits 2 with one line naming the
 * option and the value as typed.
 */
import { InvalidArgumentError } from 'commander';
import { parseNumberText } from '../../core/duct/form-schema.ts';
import { givenValueInSystem, readValueWithUnit, type GivenValue } from '../shared/quantity-option.ts';
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

const VELOCITY_LIMIT_HINT = "the velocity must be a number greater than zero, in the sheet's units (ft/min or m/s) or with a unit (3500fpm, 18m/s).";

/**
 * Reads `--min-velocity` and `--max-velocity`.
 *
 * @param text The velocity as typed: a bare number in the sheet's unit
 *   (ft/min or m/s), or a number with a velocity unit (`3500fpm`, `18m/s`).
 * @returns The velocity as typed, finite and greater than zero.
 * @throws InvalidArgumentError for anything else: one line naming an unknown
 *   unit or one of another quantity, or the hint above.
 */
export function parseVelocityLimit(text: string): GivenValue {
  const bare = parseNumberText(text);
  const given = bare === undefined ? readValueWithUnit('velocity', text) : { value: bare, text };
  if (given !== undefined && 'message' in given) throw new InvalidArgumentError(given.message);
  if (given === undefined || !Number.isFinite(given.value) || given.value <= 0) throw new InvalidArgumentError(VELOCITY_LIMIT_HINT);
  return given;
}

/** The options of `check` as commander parses them. */
export interface CheckCommandOptions {
  imperial?: boolean;
  metric?: boolean;
  tolerance: number;
  minVelocity?: GivenValue;
  maxVelocity?: GivenValue;
  transport?: TransportClassId;
  format: CheckFormat;
}

export type CheckSettingsResult = { status: 'success'; data: CheckSettings } | { status: 'error'; message: string };

/**
 * Turns the parsed options into the run's settings.
 *
 * @param sheet The sheet argument: a path or `-`.
 * @param options The options after commander's parsers.
 * @returns The settings, with the velocity limits in the sheet's unit (a
 *   limit typed with another unit converted as the calculator does, see
 *   givenValueSi), or a usage error when `--min-velocity` is above `--max-velocity`.
 */
export function checkSettingsFrom(sheet: string, options: CheckCommandOptions): CheckSettingsResult {
  const { transport } = options;
  const unitSystem = options.imperial ? 'imperial' : 'metric';
  const inSheetUnit = (given: GivenValue | undefined) => given && givenValueInSystem('velocity', given, unitSystem);
  const [minVelocity, maxVelocity] = [inSheetUnit(options.minVelocity), inSheetUnit(options.maxVelocity)];
  if (minVelocity !== undefined && maxVelocity !== undefined && minVelocity > maxVelocity) {
    return {
      status: 'error',
      message: `error: option '--min-velocity' (${options.minVelocity!.text}) is above option '--max-velocity' (${options.maxVelocity!.text})`,
    };
  }
  const check: SizingCheckOptions = {
    unitSystem,
    tolerancePercent: options.tolerance,
    window: {
      ...(minVelocity === undefined ? {} : { minimum: minVelocity }),
      ...(maxVelocity === undefined ? {} : { maximum: maxVelocity }),
      ...(transport === undefined ? {} : { transport }),
    },
  };
  return { status: 'success', data: { sheet, format: options.format, check } };
}
