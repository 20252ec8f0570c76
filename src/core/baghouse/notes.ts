/**
 * What the design reports besides its figures: each result that is computed
 * but must not be trusted silently, with its SI values. report.ts words them
 * in a unit system.
 */
import type { ExplosibleDustId } from '../explosion/dusts.ts';
import type { FactorClamp } from './air-to-cloth.ts';
import type { CleaningType } from './cleaning.ts';
import type { FabricId } from './fabrics.ts';

/** One warning of a design, by stable kebab-case code. */
export type BaghouseNote =
  | FactorClamp
  | { readonly code: 'material-factor-unlisted'; readonly value: number }
  | { readonly code: 'application-factor-unlisted'; readonly value: number }
  | { readonly code: 'air-to-cloth-outside-typical'; readonly valueMps: number; readonly minMps: number; readonly maxMps: number; readonly cleaning: CleaningType }
  | { readonly code: 'single-compartment-off-line' }
  | { readonly code: 'can-velocity-high'; readonly valueMps: number; readonly limitMps: number; readonly cleaning: CleaningType }
  | { readonly code: 'pulse-pressure-assumed'; readonly valueSi: number }
  | { readonly code: 'k2-assumed'; readonly valueSi: number }
  | { readonly code: 'cleaning-interval-assumed'; readonly valueSi: number }
  | { readonly code: 'max-pressure-drop-unreachable'; readonly maxPa: number; readonly residualPa: number }
  | { readonly code: 'pressure-drop-outside-typical'; readonly valuePa: number; readonly minPa: number; readonly maxPa: number }
  | { readonly code: 'cleaning-faster-than-pulses'; readonly intervalS: number; readonly cycleS: number; readonly valves: number }
  | { readonly code: 'compartment-too-large'; readonly bagsPerCompartment: number; readonly limit: number; readonly compartmentsSuggested: number }
  | {
      readonly code: 'fabric-temperature-high';
      readonly fabric: FabricId;
      readonly temperatureK: number;
      readonly continuousK: number;
      readonly surgeK: number;
      readonly aboveSurge: boolean;
      /** The fabrics of the table that take the gas continuously; empty when none does. */
      readonly takers: readonly FabricId[];
    }
  | { readonly code: 'temperature-above-every-fabric'; readonly temperatureK: number }
  | { readonly code: 'combustible-dust'; readonly dust: ExplosibleDustId }
  | { readonly code: 'loading-above-mec'; readonly dust: ExplosibleDustId; readonly loadingKgM3: number; readonly mecKgM3: number };
