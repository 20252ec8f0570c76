/**
 * What one `duct-calc check` run does, once its options are parsed. Light on
 * purpose: the command's definition imports it at start-up.
 */
import type { SizingCheckOptions } from '../../core/sizing-check/types.ts';

/** The report formats of `duct-calc check`. */
export const CHECK_FORMATS = ['text', 'json', 'junit', 'github'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/** The sheet argument that means "read standard input". */
export const STDIN_SHEET = '-';

export interface CheckSettings {
  /** A path to a CSV file, or `-` for standard input. */
  sheet: string;
  format: CheckFormat;
  check: SizingCheckOptions;
}
