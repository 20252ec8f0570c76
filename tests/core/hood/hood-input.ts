// A hood design input with standard air and no branch, for the hood tests to vary.
import type { HoodDesignInput } from '../../../src/core/hood/design-input.ts';
import { FOOT_M } from '../../../src/core/units/definitions.ts';

/** 1 ft/min in m/s and 1 ft³/min in m³/s (exact). */
export const FPM = FOOT_M / 60;
export const CFM = FOOT_M ** 3 / 60;

/** A plain 250 mm round opening, 3 m/s at its face, the source 250 mm out. */
export const OPENING: HoodDesignInput = {
  type: 'plain-opening',
  geometry: { diameterM: 0.25 },
  flowBasis: { by: 'face', faceVelocityMps: 3, distanceM: 0.25 },
  entryLoss: { by: 'take-off', takeOff: 'plain-duct-end' },
  branch: {},
  gas: {},
};

/** The input with some parts replaced. */
export const hood = (changes: Partial<HoodDesignInput>): HoodDesignInput => ({ ...OPENING, ...changes });
