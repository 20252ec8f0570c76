/**
 * Warnings beside a designed hood: an equation used outside the range its
 * source gives, a capture velocity outside ACGIH's table, a room
 * cross-draft that reaches the hood's velocity.
 */
import type { ToolWarning } from '../report/warning.ts';
import { CANOPY_MAX_HEIGHT_M } from './canopy-flow.ts';
import { CAPTURE_VELOCITY_RANGES } from './capture-velocity.ts';
import type { BranchDesign, HoodDesignInput } from './design-input.ts';
import { HOOD_DESIGN_TYPES } from './design-types.ts';
import type { HotCanopy } from './hot-canopy-flow.ts';
import { diameterText, lengthText, velocityText } from './hood-text.ts';
import { sizeAreaM2, sizeSides, type HoodSize } from './hood-size.ts';
import { formatNumber } from '../format/number.ts';
import { FOOT_M } from '../units/definitions.ts';
import { DUCT_VELOCITY_RANGE } from '../report/ranges.ts';

/** DallaValle holds for X up to 1.5 D (ACGIH, "Hood types"). */
export const OPENING_MAX_DISTANCE_RATIO = 1.5;
/** The aspect ratio W/L that parts an opening (above) from a slot (at or below) (ACGIH, "Hood types"). */
export const SLOT_ASPECT_RATIO = 0.2;
/**
 * A downdraft bench's least flow per area of its working top: 150 cfm/ft²
 * (0.76 m/s). Source: a handbook table of recommended exhaust rates by
 * operation (toxicdocs.org, document mgzvB41oGKjLjyG1r0bxOMB: bench type
 * downdraft, "200–400 cfm per sq ft of exhaust grille but not less than 150
 * cfm per sq ft of plan working area"); ○, one text.
 */
export const DOWNDRAFT_MIN_VELOCITY_MPS = (150 * FOOT_M) / 60;

/** The table's first and last rows: 50 ft/min (0.25 m/s) and 2000 ft/min (10 m/s), as printed. */
const LOWEST = CAPTURE_VELOCITY_RANGES['quiet-air'];
const HIGHEST = CAPTURE_VELOCITY_RANGES['very-rapid-air-motion'];

/** A relative tolerance, so 150 fpm over a 2 ft × 4 ft top, back from Q/A, still counts as 150. */
const SAME_VALUE = 1e-9;

const outside = (text: string): ToolWarning => ({ code: 'outside-validity', text });
const ratio = (value: number) => formatNumber(value, 'field', { decimals: 2 });

/** The diameter of a circle of the size's area: an opening's D in X ≤ 1.5 D. */
const equivalentDiameterM = (size: HoodSize) => Math.sqrt((4 * sizeAreaM2(size)) / Math.PI);

/** The equation's validity for the type's size and distance. */
function validityWarnings(input: HoodDesignInput, size: HoodSize, faceVelocityMps: number, hot: HotCanopy | undefined): ToolWarning[] {
  const type = HOOD_DESIGN_TYPES[input.type];
  const sides = sizeSides(size);
  const aspect = sides === undefined ? undefined : sides.short / sides.long;
  const distanceM = input.flowBasis?.distanceM;
  const warnings: ToolWarning[] = [];
  if (input.type === 'plain-opening' || input.type === 'flanged-opening') {
    if (aspect !== undefined && aspect < SLOT_ASPECT_RATIO) {
      warnings.push(outside(`The ${type.name.toLowerCase()}'s aspect ratio W/L is ${ratio(aspect)}, below ${SLOT_ASPECT_RATIO}: it is a slot; design it as a plain or flanged slot`));
    }
    const reach = OPENING_MAX_DISTANCE_RATIO * equivalentDiameterM(size);
    if (distanceM !== undefined && distanceM > reach) {
      warnings.push(outside(`Distance X ${lengthText(distanceM)} is beyond 1.5 D = ${lengthText(reach)}, where DallaValle's equation holds`));
    }
  }
  if ((input.type === 'plain-slot' || input.type === 'flanged-slot') && aspect !== undefined && aspect > SLOT_ASPECT_RATIO) {
    warnings.push(outside(`The slot's aspect ratio W/L is ${ratio(aspect)}, above ${SLOT_ASPECT_RATIO}: it is an opening; design it as a plain or flanged opening`));
  }
  if (input.type === 'canopy' && distanceM !== undefined && distanceM > CANOPY_MAX_HEIGHT_M) {
    warnings.push(outside(`The canopy's height above the source ${lengthText(distanceM)} is above ${lengthText(CANOPY_MAX_HEIGHT_M)}, where a canopy stops capturing well`));
  }
  if (hot?.equivalentRound) {
    warnings.push({ code: 'hot-canopy-equivalent-round', text: 'ACGIH writes the high canopy for a round source: the rectangular source is taken as the round source of the same area' });
  }
  if (input.type === 'downdraft' && faceVelocityMps < DOWNDRAFT_MIN_VELOCITY_MPS * (1 - SAME_VALUE)) {
    warnings.push({
      code: 'below-guidance',
      text: `The downdraft velocity over the table, ${velocityText(faceVelocityMps)}, is below the 150 cfm per ft² of working area (0.76 m/s) a downdraft bench needs`,
    });
  }
  return warnings;
}

/** A capture velocity asked for outside ACGIH's table (50–2000 ft/min). */
function captureGuidanceWarnings(input: HoodDesignInput): ToolWarning[] {
  if (input.flowBasis?.by !== 'capture') return [];
  const velocity = input.flowBasis.captureVelocityMps;
  if (velocity >= LOWEST.mps.low && velocity <= HIGHEST.mps.high) return [];
  const side = velocity < LOWEST.mps.low ? `below the lowest, ${LOWEST.mps.low} m/s (${LOWEST.fpm.low} ft/min)` : `above the highest, ${HIGHEST.mps.high} m/s (${HIGHEST.fpm.high} ft/min)`;
  return [{ code: 'capture-velocity-outside-guidance', text: `Capture velocity ${velocityText(velocity)} is ${side}, of ACGIH's range of capture velocities` }];
}

/**
 * The warnings on a designed hood.
 *
 * @param input The design input, SI, already checked.
 * @param size The hood's size as its type read it.
 * @param reached The capture velocity reached at X (m/s) when the type has a
 *   capture equation and X is known, and the face velocity (m/s).
 * @param hot A hot canopy's design, if the hood is one.
 * @returns `outside-validity` (an opening narrower than 0.2 or farther than
 *   1.5 D, a slot wider than 0.2, a canopy above 1.2 m), `hot-canopy-equivalent-round`,
 *   `below-guidance` (a downdraft under 150 cfm/ft²), `capture-velocity-outside-guidance`
 *   (outside 50–2000 ft/min), `cross-draft` (the room's air at or above the
 *   capture velocity reached, or the face velocity of a hood without one).
 *
 * Sources: DallaValle and the slot equations' ranges, ACGIH Industrial
 * Ventilation 24th ed. ch. 3 "Hood types"; capture velocities, its "Range of capture
 * velocities"; the canopy's 1.2 m, the Engineering ToolBox ("Exhaust Hoods").
 */
export function hoodDesignWarnings(
  input: HoodDesignInput,
  size: HoodSize,
  reached: { readonly captureVelocityAtDistanceMps?: number; readonly faceVelocityMps: number },
  hot?: HotCanopy,
): ToolWarning[] {
  const against = reached.captureVelocityAtDistanceMps ?? reached.faceVelocityMps;
  const what = reached.captureVelocityAtDistanceMps === undefined ? 'the face velocity' : 'the capture velocity reached at X';
  const draft = input.crossDraftMps;
  const crossDraft =
    draft !== undefined && draft >= against
      ? [{ code: 'cross-draft', text: `The room cross-draft ${velocityText(draft)} is at or above ${what}, ${velocityText(against)}: the draft can carry the contaminant past the hood` }]
      : [];
  return [...validityWarnings(input, size, reached.faceVelocityMps, hot), ...captureGuidanceWarnings(input), ...crossDraft];
}

/** Above this the air is compressible (Mach 0.3 at room temperature) and the hood and duct equations here no longer hold: the top of DUCT_VELOCITY_RANGE. */
const FASTEST_MPS = DUCT_VELOCITY_RANGE.max;

/**
 * Warnings for air faster than the equations hold for.
 *
 * @param faceVelocityMps The hood's face (or slot) velocity, m/s.
 * @param branch The branch duct, if known.
 * @returns `compressible-velocity` for a face velocity, or a given branch
 *   duct's velocity, above 100 m/s (Mach 0.3, where VP = ρV²/2 and the
 *   incompressible hood equations stop holding); empty otherwise.
 */
export function compressibleWarnings(faceVelocityMps: number, branch: BranchDesign | undefined): ToolWarning[] {
  const beyond = `above ${velocityText(FASTEST_MPS)}, where air is compressible and these equations no longer hold`;
  return [
    ...(faceVelocityMps > FASTEST_MPS
      ? [{ code: 'compressible-velocity', text: `The face velocity, ${velocityText(faceVelocityMps)}, is ${beyond}: give a larger hood, a shorter distance or a lower velocity` }]
      : []),
    ...(branch !== undefined && branch.velocityMps > FASTEST_MPS
      ? [{ code: 'compressible-velocity', text: `The branch duct, ${diameterText(branch.diameterM)}, carries the flow at ${velocityText(branch.velocityMps)}, ${beyond}: give a larger duct` }]
      : []),
  ];
}
