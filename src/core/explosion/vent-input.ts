/**
 * A dust explosion vent in numbers: what `designVent` (vent-design.ts) takes
 * and returns. SI inside: m, m², m³, Pa (gauge where the standards say
 * bar(g)), KSt in Pa·m/s (1 bar·m/s = 1e5 Pa·m/s). The standards' equations
 * are written in bar(g), bar·m/s, m³ and m²; each equation converts at its door.
 */
import type { ToolWarning } from '../report/warning.ts';

/** Which standard to size by. */
export type VentStandard = 'nfpa68' | 'en14491' | 'both';

/** One standard's id, as a result names it. */
export type VentStandardId = 'nfpa68' | 'en14491';

/** One enclosure to vent. */
export interface VentInput {
  /** Enclosure volume V, m³ (the dirty side of a collector: housing below the tube sheet plus hopper). */
  readonly volumeM3: number;
  /** Deflagration index KSt, Pa·m/s (1 bar·m/s = 1e5 Pa·m/s). */
  readonly kstPaMps: number;
  /** Maximum explosion pressure Pmax, Pa gauge. */
  readonly pmaxPa: number;
  /** Reduced (vented) explosion pressure Pred, Pa gauge. */
  readonly predPa: number;
  /** Static activation pressure of the vent closure Pstat, Pa gauge; 10 kPa (0.1 bar) when absent. */
  readonly pstatPa?: number;
  /**
   * Effective length-to-diameter ratio L/D (NFPA 68 6.4.2: Heff / Dhe, the
   * enclosure's length from its far end to the vent over its hydraulic
   * diameter). Give it, or `lengthM` (with or without `diameterM`), not
   * both; neither is a compact vessel, L/D 1.
   */
  readonly lengthToDiameter?: number;
  /** Effective length Heff, m: the distance from the far end of the enclosure to the vent. */
  readonly lengthM?: number;
  /**
   * Diameter of a cylindrical enclosure, m. Without it, L/D uses NFPA 68's
   * effective hydraulic diameter Dhe = 2·√(V / (Heff·π)).
   */
  readonly diameterM?: number;
  /** Partial volume fill fraction Xr (0 < Xr ≤ 1): the share of the volume a dust cloud can fill (NFPA 68 8.3); 1 when absent. */
  readonly fillFraction?: number;
  /** Length of a vent duct after the vent, m; none when absent or 0. */
  readonly ventDuctLengthM?: number;
  /** Vent efficiency Ef (0 < Ef ≤ 1) of a flameless or otherwise obstructed vent; 1 when absent. */
  readonly ventEfficiency?: number;
  /** Enclosure strength Pes, Pa gauge (NFPA 68 6.3); Pred is checked against it when given. */
  readonly enclosureStrengthPa?: number;
  /** Whether the vent discharges inside a building (a warning names the alternatives). */
  readonly ventIndoors?: boolean;
  /** Number n of evenly distributed vents sharing the area (fireball length, NFPA 68 8.8); 1 when absent. */
  readonly ventCount?: number;
  /** Whether the dust is a metal dust (fireball factor K = 10 instead of 8, NFPA 68 8.8). */
  readonly metalDust?: boolean;
  /** Names of the ducts connected to the vented enclosure, for the NFPA 69 isolation statement. */
  readonly connectedDucts?: { readonly inlet?: string; readonly outlet?: string };
}

/** The input as a standard uses it: defaults filled in and the effective L/D resolved. */
export type ResolvedVentInput = VentInput & {
  readonly pstatPa: number;
  readonly lengthToDiameter: number;
  readonly fillFraction: number;
  readonly ventEfficiency: number;
  readonly ventDuctLengthM: number;
};

/** One correction factor applied to a vent area, with what it rests on. */
export interface VentCorrection {
  /** Stable kebab-case code: `elongated-vessel`, `partial-volume`, `vent-duct`, `vent-efficiency`. */
  readonly code: string;
  /** The factor the area is multiplied by (≥ 1 enlarges). */
  readonly factor: number;
  /** Where the factor comes from: standard, edition, equation. */
  readonly source: string;
}

/** One standard's vent area with its parts. */
export interface StandardVentArea {
  readonly standard: VentStandardId;
  /** The standard's base area for a compact vessel (NFPA Av0; EN B), m². */
  readonly baseAreaM2: number;
  /** The corrections applied, in order. */
  readonly corrections: readonly VentCorrection[];
  /** The vent area required, m² (geometric area; divided by Ef where one is given). */
  readonly areaM2: number;
  /** Standard, edition and equations the figure rests on. */
  readonly source: string;
}

/** St class by KSt (ISO 6184-1; NFPA 68 Table F.1). */
export type StClass = 'St 1' | 'St 2' | 'St 3';

/** The hazard zone in front of the vent (NFPA 68 chapter 8). */
export interface VentHazard {
  /** Fireball length (maximum flame distance from the vent) D, m. */
  readonly fireballLengthM: number;
  /** Maximum external overpressure Pmax,a outside the vent, Pa gauge. */
  readonly externalPressurePa: number;
  /** Distance from the vent at which Pmax,a occurs, m. */
  readonly externalPressureDistanceM: number;
  /** Source: standard, edition and equations. */
  readonly source: string;
}

/** The vent design: both standards side by side where asked, the governing one and the hazards. */
export interface VentDesign {
  /** The input as used, with defaults filled in (Pstat, L/D, fill, Ef, vent duct length). */
  readonly input: ResolvedVentInput;
  readonly nfpa68?: StandardVentArea;
  readonly en14491?: StandardVentArea;
  /** The standard whose area is the larger (the one asked, when only one). */
  readonly governing: VentStandardId;
  /** The governing area, m². */
  readonly areaM2: number;
  readonly stClass: StClass;
  /** The hazard zone for the governing area, when NFPA 68's equations hold. */
  readonly hazard?: VentHazard;
  /** What the engineer must know: outside a limit, vent indoors, isolation, a tested KSt governs. */
  readonly warnings: readonly ToolWarning[];
}

/** 1 bar in Pa: the standards' equations are in bar(g). */
export const PA_PER_BAR = 1e5;

/** Pstat when none is given: 0.1 bar (10 kPa), the common rupture-panel setting and EN 14491's base. */
export const DEFAULT_PSTAT_PA = 0.1 * PA_PER_BAR;
