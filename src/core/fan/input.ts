/**
 * The fan selection's input, in SI, checked by one valibot schema shared by
 * the page, its link and `duct-calc fan`. The keys are the CLI's long option
 * names in camelCase (`motorEfficiency` ↔ `--motor-efficiency` ↔
 * `?motor-efficiency=`), so an issue's field names its option and its field.
 */
import * as v from 'valibot';
import { ISA_ALTITUDE_RANGE_M } from '../air/barometric.ts';
import { FanCurveSchema } from './fan-curve.ts';

const finite = (label: string) => {
  const message = (issue: v.BaseIssue<unknown>) => `${label} must be a finite number, got ${String(issue.input)}`;
  return v.pipe(v.number(message), v.finite(message));
};
// Dimensional values are named without their SI figure: the page and the CLI show the value as typed.
const above = (label: string) => v.pipe(finite(label), v.gtValue(0, `${label} must be above 0`));
const notNegative = (label: string) => v.pipe(finite(label), v.minValue(0, `${label} must not be negative`));
const efficiencyPercent = (label: string) => {
  const message = (issue: v.BaseIssue<unknown>) => `${label} must be above 0 % and at most 100 %, got ${String(issue.input)} %`;
  return v.pipe(finite(label), v.gtValue(0, message), v.maxValue(100, message));
};
const absoluteTemperature = (label: string) => v.pipe(finite(label), v.gtValue(0, `${label} must be above absolute zero`));

const ALTITUDE_RANGE_MESSAGE = `Altitude must be between ${ISA_ALTITUDE_RANGE_M.min} m and ${ISA_ALTITUDE_RANGE_M.max} m (the ISA troposphere)`;

const MARGIN_MESSAGE = (issue: v.BaseIssue<unknown>) => `Margin must be between 0 % and 100 %, got ${String(issue.input)} %`;

/** Defaults of the optional fields, in the schema's units. */
export const FAN_DEFAULTS = {
  /** % — a premium-efficiency (IE3) motor of 10–100 kW is 92–95 %. */
  motorEfficiency: 95,
  /** % — a V-belt drive; 100 % for a direct drive. */
  driveEfficiency: 97,
  /** % — the service margin on the shaft power: AMCA 201 and ACGIH advise 10–15 %. */
  margin: 15,
  /** K — 20 °C, the temperature of ASHRAE standard air. */
  temperature: 293.15,
  /** K — a cold start at 20 °C unless told otherwise. */
  coldTemperature: 293.15,
  /** m — sea level. */
  altitude: 0,
} as const;

/** The selection's input, as checked: every value in SI, efficiencies and margin in %. */
export const FanSelectionInputSchema = v.pipe(
  v.object({
    /** Design flow Q_d at the fan, actual m³/s. */
    flow: above('Flow'),
    /** Design fan pressure Δp_d in Pa (static or total, matching the efficiency). */
    pressure: above('Pressure'),
    /** Fan efficiency at the design point, %. */
    efficiency: efficiencyPercent('Fan efficiency'),
    motorEfficiency: v.optional(efficiencyPercent('Motor efficiency'), FAN_DEFAULTS.motorEfficiency),
    driveEfficiency: v.optional(efficiencyPercent('Drive efficiency'), FAN_DEFAULTS.driveEfficiency),
    /** Service margin on the shaft power, %. */
    margin: v.optional(v.pipe(finite('Margin'), v.minValue(0, MARGIN_MESSAGE), v.maxValue(100, MARGIN_MESSAGE)), FAN_DEFAULTS.margin),
    /** Operating gas temperature, K. */
    temperature: v.optional(absoluteTemperature('Temperature'), FAN_DEFAULTS.temperature),
    /** Site altitude, m (ISA); leave out when the barometric pressure is given. */
    altitude: v.optional(
      v.pipe(
        finite('Altitude'),
        v.minValue(ISA_ALTITUDE_RANGE_M.min, ALTITUDE_RANGE_MESSAGE),
        v.maxValue(ISA_ALTITUDE_RANGE_M.max, ALTITUDE_RANGE_MESSAGE),
      ),
    ),
    /** Absolute barometric pressure at the fan, Pa; instead of the altitude. */
    barometricPressure: v.optional(above('Barometric pressure')),
    /** Gas temperature at a cold start, K. */
    coldTemperature: v.optional(absoluteTemperature('Cold temperature'), FAN_DEFAULTS.coldTemperature),
    /** The filter's part of the design pressure, Pa (at the design, so a loaded filter). */
    filterPressure: v.optional(notNegative('Filter pressure'), 0),
    /** A clean filter's drag at the design flow, Pa; gives the clean-filter curve. */
    cleanFilterPressure: v.optional(notNegative('Clean filter pressure')),
    /** The part of the design pressure that does not change with flow, Pa. */
    fixedPressure: v.optional(notNegative('Fixed pressure'), 0),
    /** The fan's curve at the operating density and speed. */
    fanCurve: v.optional(FanCurveSchema),
  }),
  v.forward(
    v.check((input) => input.altitude === undefined || input.barometricPressure === undefined, 'Give the altitude or the barometric pressure, not both'),
    ['barometricPressure'],
  ),
  v.forward(
    v.check(
      (input) => input.filterPressure + input.fixedPressure <= input.pressure,
      'Filter pressure and fixed pressure add up to more than the design pressure',
    ),
    ['filterPressure'],
  ),
  v.forward(
    v.check(
      (input) => input.cleanFilterPressure === undefined || input.cleanFilterPressure <= input.filterPressure,
      'Clean filter pressure must not exceed the filter pressure at the design (the loaded filter)',
    ),
    ['cleanFilterPressure'],
  ),
);

/** The input as given: optional fields may be left out. */
export type FanSelectionInput = v.InferInput<typeof FanSelectionInputSchema>;
/** The input with its defaults applied. */
export type FanSelectionValues = v.InferOutput<typeof FanSelectionInputSchema>;

/** One unusable field: its key (`fanCurve` for the curve) and one line naming the value. */
export interface FanIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Checks the input.
 *
 * @returns The values with defaults applied, or one issue per unusable field. Never throws.
 */
export function readFanInput(input: FanSelectionInput): { status: 'success'; data: FanSelectionValues } | { status: 'error'; issues: FanIssue[] } {
  const parsed = v.safeParse(FanSelectionInputSchema, input, { abortPipeEarly: true });
  if (parsed.success) return { status: 'success', data: parsed.output };
  return {
    status: 'error',
    issues: parsed.issues.map((issue) => {
      const key = issue.path?.[0]?.key;
      const row = issue.path?.[1]?.key;
      const field = typeof key === 'string' ? key : 'input';
      const message = field === 'fanCurve' && typeof row === 'number' ? `Fan curve point ${row + 1}: ${issue.message}` : issue.message;
      return { field, message };
    }),
  };
}
