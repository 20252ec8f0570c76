/**
 * Parsers of `duct-calc check`'s option values. Each throws commander's
 * InvalidArgumentError, so a bad value exits 2 with one line naming the
 * option and the value as typed.
 */
import { InvalidArgumentError } from 'commander';
import { parseNumberText } from '../../core/duct/form-schema.ts';
import { givenValueInSystem, suffixedText, type GivenOption, type GivenValue } from '../shared/quantity-option.ts';
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
 * @returns A bare velocity, finite and greater than zero; or a number with
 *   more text, marked for the action to read with its unit (resolveGivenOption).
 * @throws InvalidArgumentError with the hint above for anything else.
 */
export function parseVelocityLimit(text: string): GivenOption {
  const bare = parseNumberText(text);
  if (bare === undefined) {
    const suffixed = suffixedText(text);
    if (suffixed) return suffixed;
  } else if (Number.isFinite(bare) && bare > 0) {
    return { value: bare, text };
  }
  throw new InvalidArgumentError(VELOCITY_LIMIT_HINT);
}

/** The options of `check` as commander parses them, before unit suffixes are read. */
export type ParsedCheckOptions = Omit<CheckCommandOptions, 'minVelocity' | 'maxVelocity'> & {
  minVelocity?: GivenOption;
  maxVelocity?: GivenOption;
};

/** The options of `check` with every value read. */
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
