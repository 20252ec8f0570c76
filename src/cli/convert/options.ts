/**
 * The options of `duct-calc convert`: the gas conditions, named as the Unit
 * Convertor's fields and link parameters. Light: the command's definition
 * imports it at start-up.
 */

/** The options as commander parses them (texts as typed; the core reads them). */
export interface ConvertCommandOptions {
  temperature?: string;
  pressure?: string;
  altitude?: string;
  moisture?: string;
  o2?: string;
  o2Ref?: string;
  standard?: string;
  json?: boolean;
  link?: boolean;
}

/**
 * The condition options with their flags and help, each naming the unit of a
 * bare number (see CONDITION_DEFAULT_UNITS in core/units/conversion-conditions.ts).
 */
export const CONVERT_OPTIONS = [
  { field: 'temperature', key: 'temperature', flags: '--temperature <temperature>', description: 'actual gas temperature: a bare number in °C, or with a unit, e.g. 300F, 150C, 423K' },
  { field: 'pressure', key: 'pressure', flags: '--pressure <pressure>', description: 'actual absolute gas pressure: a bare number in kPa, or with a unit, e.g. 98kPa, 29.5inHg' },
  { field: 'altitude', key: 'altitude', flags: '--altitude <altitude>', description: 'instead of --pressure, the altitude (ISA atmosphere): a bare number in m, or with a unit, e.g. 1500m, 5000ft' },
  { field: 'moisture', key: 'moisture', flags: '--moisture <percent>', description: 'water vapour in the gas, % by volume: the standard or normal side is then dry' },
  { field: 'o2', key: 'o2', flags: '--o2 <percent>', description: 'measured O2, % by volume, dry (a concentration, with --o2-ref)' },
  { field: 'o2-ref', key: 'o2Ref', flags: '--o2-ref <percent>', description: 'the reference O2 the concentration is quoted at, %, e.g. 6' },
] as const;

/** Every option that names a field of the request, `--standard` included, by field. */
export const OPTION_FLAGS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CONVERT_OPTIONS.map(({ field, flags }) => [field, flags])),
  standard: '--standard <reference>',
};
