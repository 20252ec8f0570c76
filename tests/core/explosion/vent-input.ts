// Vent inputs for the explosion tests: the REFERENCE.md cross-check vessel and the compact bag filter.
import type { VentInput } from '../../../src/core/explosion/vent-input.ts';

/** 1 bar and 1 bar·m/s in SI. */
export const BAR = 1e5;

/** REFERENCE.md cross-check: 10 m³, KSt 200 bar·m/s, Pmax 9 bar, Pred 0.5 bar, Pstat 0.1 bar. */
export const CROSS_CHECK: VentInput = { volumeM3: 10, kstPaMps: 200 * BAR, pmaxPa: 9 * BAR, predPa: 0.5 * BAR, pstatPa: 0.1 * BAR };

/** Issue 21's compact case: a 4.5 m³ St 1 bag filter, KSt 150, Pmax 9 bar, Pred 0.4 bar (Pstat by default). */
export const BAG_FILTER: VentInput = { volumeM3: 4.5, kstPaMps: 150 * BAR, pmaxPa: 9 * BAR, predPa: 0.4 * BAR };

/** The cross-check vessel with some inputs replaced. */
export const vent = (changes: Partial<VentInput>): VentInput => ({ ...CROSS_CHECK, ...changes });
