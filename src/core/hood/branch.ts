/**
 * The hood's branch duct: a diameter given, or the largest standard size
 * that keeps the minimum transport velocity (given, or the bottom of the
 * dust's ACGIH class); its velocity and velocity pressure at the gas's
 * actual density, and the hood static pressure SPh the flow needs there.
 */
import { velocityPressurePa } from '../air/velocity-pressure.ts';
import { diameterFromAirflowM, velocityFromAirflowMps } from '../duct/solve.ts';
import { transportMinimumVelocity } from '../duct-size/size.ts';
import { nextSizeDown, seriesUnitSystem, STANDARD_SERIES, type SeriesId } from '../duct-size/standard-sizes.ts';
import type { ToolWarning } from '../report/warning.ts';
import type { BranchDesign, BranchInput } from './design-input.ts';
import { hoodStaticPressurePa } from './hood-equation.ts';
import { diameterText, velocityText } from './hood-text.ts';

/** The series a branch is sized from when none is named. */
export const DEFAULT_BRANCH_SERIES: SeriesId = 'en-1506';

/** What the branch needs from the hood. */
export interface BranchFlow {
  /** Q, actual m³/s. */
  readonly flowM3s: number;
  /** ρ, the gas's actual density, kg/m³. */
  readonly densityKgPerM3: number;
  /** Fh, VP of the duct. */
  readonly entryLoss: number;
  /** A slot hood's slot loss Fs and slot velocity, m/s. */
  readonly slot?: { readonly slotLoss: number; readonly slotVelocityMps: number };
}

/** The minimum velocity given, or the bottom of the class's range in the series' column; a warning for a class without one. */
function minimumVelocity(input: BranchInput, series: SeriesId): { velocityMps?: number; warnings: ToolWarning[] } {
  if (input.minVelocityMps !== undefined) return { velocityMps: input.minVelocityMps, warnings: [] };
  if (input.transport === undefined) return { warnings: [] };
  const minimum = transportMinimumVelocity(input.transport, seriesUnitSystem(STANDARD_SERIES[series]));
  return minimum.status === 'success' ? { velocityMps: minimum.velocityMps, warnings: [] } : { warnings: [{ code: 'no-transport-minimum', text: minimum.message }] };
}

/**
 * Sizes or takes the branch duct and works out its pressures.
 *
 * @param flow The hood's actual flow, the gas's density, Fh and a slot's Fs and velocity.
 * @param input The duct diameter (m), or the minimum velocity (m/s) or
 *   transport class to size from, and the series (`en-1506` by default).
 * @returns `branch`, absent when neither a diameter nor a minimum velocity
 *   is known; `warnings`: `branch-below-transport-velocity` when the duct
 *   is slower than the minimum (a given diameter, or a flow too small for
 *   the series' smallest size), `no-transport-minimum` for vapors, gases
 *   and smoke.
 *
 * Source: ACGIH Industrial Ventilation, ch. 5 and the ch. 9 calculation
 * sheet ("maximum duct diameter" from the minimum transport velocity, then
 * the selected size below it); the transport table as
 * `core/duct/transport-velocity.ts` gives it; VP = ρV²/2 at the gas's
 * density (ACGIH ch. 5: VP = df·(V/4005)²); SPh by `hoodStaticPressurePa`.
 */
export function hoodBranch(flow: BranchFlow, input: BranchInput): { branch?: BranchDesign; warnings: ToolWarning[] } {
  const seriesId = input.series ?? DEFAULT_BRANCH_SERIES;
  const series = STANDARD_SERIES[seriesId];
  const minimum = minimumVelocity(input, seriesId);
  const minVelocityMps = minimum.velocityMps;
  const diameterM =
    input.ductDiameterM ??
    (minVelocityMps === undefined ? undefined : (nextSizeDown(series, diameterFromAirflowM(flow.flowM3s, minVelocityMps)) ?? series.diametersM[0]!));
  if (diameterM === undefined) return { warnings: minimum.warnings };
  const velocityMps = velocityFromAirflowMps(flow.flowM3s, diameterM);
  const ductVp = velocityPressurePa(flow.densityKgPerM3, velocityMps);
  const slotVp = flow.slot === undefined ? undefined : velocityPressurePa(flow.densityKgPerM3, flow.slot.slotVelocityMps);
  const sized = input.ductDiameterM === undefined;
  const branch: BranchDesign = {
    diameterM,
    sized,
    ...(sized ? { series: seriesId } : {}),
    velocityMps,
    velocityPressurePa: ductVp,
    ...(minVelocityMps === undefined ? {} : { minVelocityMps }),
    hoodStaticPressurePa: hoodStaticPressurePa(
      flow.entryLoss,
      ductVp,
      flow.slot === undefined || slotVp === undefined ? undefined : { slotLoss: flow.slot.slotLoss, slotVelocityPressurePa: slotVp },
    ),
    ...(slotVp === undefined ? {} : { slotVelocityPressurePa: slotVp }),
  };
  const slow =
    minVelocityMps !== undefined && velocityMps < minVelocityMps
      ? [
          {
            code: 'branch-below-transport-velocity',
            text: `The branch duct, ${diameterText(diameterM)}, carries the flow at ${velocityText(velocityMps)}, below the minimum transport velocity ${velocityText(minVelocityMps)}${sized ? ', even in the series\' smallest size' : ''}`,
          },
        ]
      : [];
  return { branch, warnings: [...minimum.warnings, ...slow] };
}
