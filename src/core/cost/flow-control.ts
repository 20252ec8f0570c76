/**
 * How the fan's flow is held when a better filter lowers the pressure drop,
 * and so how much of the lower air power reaches the meter. Fan energy
 * saved = Q · Δ(Δp) / η holds only when the flow is held by fan speed; on a
 * constant-speed fan, inlet vanes or a damper take up the difference and
 * the motor draws nearly as much as before.
 */

/** The fan's flow control, as the page, the link and the CLI name it. */
export const FLOW_CONTROLS = ['speed', 'inlet-vanes', 'damper', 'none'] as const;
export type FlowControl = (typeof FLOW_CONTROLS)[number];

/** What each control is called in a list, short: the assumption beside the result names it in full. */
export const FLOW_CONTROL_LABELS: Readonly<Record<FlowControl, string>> = {
  speed: 'Fan speed (VFD)',
  'inlet-vanes': 'Inlet vanes',
  damper: 'Damper',
  none: 'None',
};

/** What each control is called beside the result. */
export const FLOW_CONTROL_NAMES: Readonly<Record<FlowControl, string>> = {
  speed: 'fan speed (variable-frequency drive)',
  'inlet-vanes': 'inlet vanes on a constant-speed fan',
  damper: 'a damper on a constant-speed fan',
  none: 'no flow control',
};

/**
 * DOE-2's part-load fan power fraction, PLF(x) = c₀ + c₁x + c₂x² + c₃x³ of
 * the flow fraction x, for discharge dampers and inlet vane dampers.
 * Source: DOE-2 default curves, as EnergyPlus tabulates them (Fan:VariableVolume, Fans module).
 */
const PART_LOAD_CURVES: Readonly<Record<'inlet-vanes' | 'damper', readonly [number, number, number, number]>> = {
  'inlet-vanes': [0.35071223, 0.30850535, -0.54137364, 0.87198823],
  damper: [0.37073425, 0.97250253, -0.34240761, 0],
};

const curveAt = ([c0, c1, c2, c3]: readonly [number, number, number, number], x: number) => c0 + x * (c1 + x * (c2 + x * c3));

/**
 * The fan power at the improved pressure drop, as a fraction of the power at the baseline, the flow held.
 *
 * @param control How the flow is held.
 * @param pressureRatio Δp_after / Δp_before, above 0.
 * @returns The power fraction: `speed` r (fan laws at constant flow and
 *   efficiency: P = Q·Δp/η); `inlet-vanes` and `damper` PLF(r^⅓)/PLF(1) of
 *   DOE-2's curves, taking the lower duty at the flow fraction x = r^⅓ that
 *   has the same air power on a system curve through the origin (air power
 *   ∝ x³), so the speed curve there is r again; `none` 1 (the system or a
 *   damper absorbs the difference). A ratio above 1 (a filter that loses
 *   more) is r for every control but `none`: the fan must deliver the higher
 *   pressure. `NaN` for an unknown control or a ratio that is not a number.
 *
 * Source: DOE-2 part-load fan curves (EnergyPlus Fan:VariableVolume);
 * US DOE, Improving Fan System Performance: A Sourcebook for Industry (2003).
 */
export function fanPowerFraction(control: FlowControl, pressureRatio: number): number {
  if (!FLOW_CONTROLS.includes(control)) return Number.NaN;
  if (control === 'none') return 1;
  if (control === 'speed' || pressureRatio > 1) return pressureRatio;
  const curve = PART_LOAD_CURVES[control];
  return curveAt(curve, Math.cbrt(pressureRatio)) / curveAt(curve, 1);
}

/**
 * The assumption printed beside the energy saved.
 *
 * @param control How the flow is held.
 * @returns One sentence naming the control and what its saving rests on;
 *   '' for a control that is not one of FLOW_CONTROLS (a page's unusable field, named there).
 */
export function flowControlAssumption(control: FlowControl): string {
  switch (control) {
    case 'speed':
      return 'Flow held by fan speed (VFD): the fan slows to the lower pressure drop at the same flow and efficiency, so the whole Q · Δ(Δp) / η is saved.';
    case 'inlet-vanes':
    case 'damper': {
      const [device, curve] = control === 'damper' ? ['damper takes', 'discharge dampers'] : ['vanes take', 'inlet vane dampers'];
      return `Flow held by ${FLOW_CONTROL_NAMES[control]}: the fan keeps its speed and the ${device} up most of the lower pressure drop; the power follows DOE-2's part-load curve for ${curve} at the flow fraction with the same air power, x = (Δp_after/Δp_before)^⅓.`;
    }
    case 'none':
      return 'No flow control: the fan runs on as before and the system absorbs the lower pressure drop, so no fan energy is saved.';
    default:
      return '';
  }
}
