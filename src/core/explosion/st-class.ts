/**
 * The St (Staubexplosionsklasse) class of a dust by its KSt: St 1 up to
 * 200 bar·m/s, St 2 up to 300, St 3 above (ISO 6184-1; NFPA 68 (2018)
 * Annex; ◐ per /work/shared/REFERENCE.md).
 */
import { PA_PER_BAR, type StClass } from './vent-input.ts';

/** Upper KSt of St 1 and St 2, bar·m/s. */
export const ST_CLASS_LIMITS_BAR_MPS = { st1: 200, st2: 300 } as const;

/**
 * St class of a dust.
 *
 * @param kstPaMps KSt, Pa·m/s (1 bar·m/s = 1e5 Pa·m/s), above 0.
 * @returns `St 1` (KSt ≤ 200 bar·m/s), `St 2` (≤ 300) or `St 3` (above).
 * @example stClass(150e5) // 'St 1'
 */
export function stClass(kstPaMps: number): StClass {
  const kst = kstPaMps / PA_PER_BAR;
  if (kst <= ST_CLASS_LIMITS_BAR_MPS.st1) return 'St 1';
  return kst <= ST_CLASS_LIMITS_BAR_MPS.st2 ? 'St 2' : 'St 3';
}
