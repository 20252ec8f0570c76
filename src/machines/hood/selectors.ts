/**
 * What the Hood Design page shows, read from the machine's context: each
 * field's text in the system shown, the hood type, the sizes the sketch is
 * drawn from, the report, each problem, what more input would add, and the
 * link. Pure functions.
 */
import { hoodTypeOf } from '../../core/hood/field-labels.ts';
import { HOOD_MEASURES, type HoodDesignTypeId, type HoodField } from '../../core/hood/fields.ts';
import { hoodLinkPath } from '../../core/hood/link.ts';
import { hoodReport } from '../../core/hood/report.ts';
import { fieldIssue, measuresByField, shownText, typedMeasureSi } from '../shared/form-selectors.ts';
import type { HoodContext } from './context.ts';

const MEASURES = measuresByField(HOOD_MEASURES);

/** A field's text in the system shown: as typed in its own system, a bare number converted in the other. */
export function selectShownText(context: Pick<HoodContext, 'texts' | 'typedIn' | 'system'>, field: HoodField): string {
  return shownText(MEASURES, context, field);
}

/** The hood type chosen, or `undefined` while none (or an unknown one, from a link) is. */
export function selectHoodType(context: Pick<HoodContext, 'texts'>): HoodDesignTypeId | undefined {
  return hoodTypeOf(context.texts);
}

/** The sizes a sketch is drawn from, SI (m, m²); a size not given or not usable is absent. */
export interface SketchSizes {
  readonly diameterM?: number;
  readonly widthM?: number;
  readonly lengthM?: number;
  readonly heightM?: number;
  readonly openAreaM2?: number;
  readonly distanceM?: number;
  readonly ductDiameterM?: number;
  /** The face area of the design when there is one, m²: a canopy's is larger than its source, by its method. */
  readonly faceAreaM2?: number;
}

const SKETCH_FIELDS = { diameter: 'diameterM', width: 'widthM', length: 'lengthM', height: 'heightM', openArea: 'openAreaM2', distance: 'distanceM', ductDiameter: 'ductDiameterM' } as const;

/**
 * The hood's sizes as typed so far, each read on its own (core's readMeasure,
 * in the system it was typed in), so the sketch follows every keystroke
 * even while another input, say the capture velocity, is still missing;
 * and the design's face area once there is a design.
 */
export function selectSketchSizes(context: Pick<HoodContext, 'texts' | 'typedIn' | 'system' | 'result'>): SketchSizes {
  const sizes: Record<string, number> = {};
  const faceArea = context.result.design?.faceAreaM2;
  if (faceArea !== undefined) sizes.faceAreaM2 = faceArea;
  for (const [field, key] of Object.entries(SKETCH_FIELDS) as [keyof typeof SKETCH_FIELDS, string][]) {
    const value = selectMeasureSi(context, field);
    if (value !== undefined) sizes[key] = value;
  }
  return sizes;
}

/**
 * One measure's SI value as typed, read on its own (core's readMeasure, in
 * the system it was typed in), or `undefined` when it is not given or not usable.
 */
export function selectMeasureSi(context: Pick<HoodContext, 'texts' | 'typedIn' | 'system'>, field: HoodField): number | undefined {
  return typedMeasureSi(MEASURES, context, field);
}

/** The report of the design, or `undefined` while the inputs do not give one. */
export function selectReport(context: Pick<HoodContext, 'result' | 'system'>) {
  const { design } = context.result;
  return design === undefined ? undefined : hoodReport(design, context.system);
}

/** Why a field cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: Pick<HoodContext, 'result'>, field: HoodField): string | undefined {
  return fieldIssue(context.result.issues, field);
}

/** What each missing or unusable input would add to the results. */
export function selectMissing(context: Pick<HoodContext, 'result'>): readonly string[] {
  return context.result.missing;
}

/** The page's link for the current inputs, written from the stored texts. */
export function selectLinkPath(context: Pick<HoodContext, 'texts' | 'typedIn' | 'system'>): string {
  return hoodLinkPath(context.system, context.texts, context.typedIn);
}
