/**
 * What a design could not compute for want of an input, and what that input
 * would add (issue 18: compute what the inputs allow, and say what each
 * missing one would add instead of refusing the whole design). report.ts
 * words each one.
 */
import type { CleaningType } from './cleaning.ts';
import type { FabricId } from './fabrics.ts';
import type { BaghouseField } from './input.ts';

/** The factor method's inputs, in the order the form lists them. */
export const FACTOR_METHOD_FIELDS = ['materialFactor', 'applicationFactor', 'temperature', 'loading', 'mmd'] as const;

/** One missing input (or group of inputs), by stable kebab-case code, with the fields that would supply it. */
export type BaghouseMissing =
  | { readonly code: 'air-to-cloth'; readonly fields: readonly BaghouseField[]; readonly cleaning: CleaningType }
  | { readonly code: 'flow'; readonly fields: readonly ['flow'] }
  | { readonly code: 'bag-size'; readonly fields: readonly BaghouseField[] }
  | { readonly code: 'loading'; readonly fields: readonly ['loading'] }
  | { readonly code: 'k1'; readonly fields: readonly ['k1']; readonly cleaning: CleaningType }
  | { readonly code: 'fabric'; readonly fields: readonly ['fabric']; readonly takers: readonly FabricId[] }
  | { readonly code: 'fabric-temperature'; readonly fields: readonly ['temperature'] }
  | { readonly code: 'bag-pitch'; readonly fields: readonly ['bagPitch'] }
  | { readonly code: 'max-pressure-drop'; readonly fields: readonly ['maxPressureDrop'] }
  | { readonly code: 'pulse-spacing'; readonly fields: readonly ['pulseSpacing'] };
