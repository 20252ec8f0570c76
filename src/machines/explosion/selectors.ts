/**
 * What the Explosion Protection page shows, read from the machine's
 * context: each field's text in the system shown, the dust picked, the
 * vessel's sizes for the sketch, the report, each problem and the link.
 * Pure functions.
 */
import { EXPLOSIBLE_DUST_IDS, type ExplosibleDustId } from '../../core/explosion/dusts.ts';
import { VENT_FIELDS, VENT_MEASURES, VENT_NUMBERS, type VentField } from '../../core/explosion/fields.ts';
import { ventLinkPath } from '../../core/explosion/link.ts';
import { ventReport } from '../../core/explosion/report.ts';
import { readPlainNumber } from '../../core/report/plain-number.ts';
import { fieldIssue, measuresByField, shownText, typedMeasureSi } from '../shared/form-selectors.ts';
import type { VentContext } from './context.ts';

const LD_SPEC = VENT_NUMBERS.find((spec) => spec.key === 'ld')!;

type Texts = Pick<VentContext, 'texts' | 'typedIn' | 'system'>;

const MEASURES = measuresByField(VENT_MEASURES);

/** A field's text in the system shown: as typed in its own system, a bare number converted in the other. */
export function selectShownText(context: Texts, field: VentField): string {
  return shownText(MEASURES, context, field);
}

/** The dust of the table picked, or `undefined` while none (or an unknown one, from a link) is. */
export function selectDust(context: Pick<VentContext, 'texts'>): ExplosibleDustId | undefined {
  const text = context.texts.dust?.trim().toLowerCase();
  return EXPLOSIBLE_DUST_IDS.find((id) => id === text);
}

/** The vessel as the sketch draws it, SI; absent parts are not given or not usable yet. */
export interface VesselSizes {
  readonly volumeM3?: number;
  readonly lengthToDiameter?: number;
  readonly lengthM?: number;
  readonly diameterM?: number;
  /** From the design, once there is one: the governing vent area (m²), the fireball length and Pmax,a's distance (m). */
  readonly ventAreaM2?: number;
  readonly fireballLengthM?: number;
  readonly externalPressureDistanceM?: number;
}

/**
 * The vessel's sizes as typed so far, each read on its own (so the sketch
 * follows every keystroke while, say, Pred is still missing), and the
 * vent and its hazard zone once there is a design.
 */
export function selectVesselSizes(context: Texts & Pick<VentContext, 'result'>): VesselSizes {
  const ld = context.texts.ld === undefined ? undefined : readPlainNumber(LD_SPEC, context.texts.ld);
  const { design } = context.result;
  const sizes = {
    volumeM3: typedMeasureSi(MEASURES, context, 'volume'),
    lengthToDiameter: typeof ld === 'number' ? ld : undefined,
    lengthM: typedMeasureSi(MEASURES, context, 'length'),
    diameterM: typedMeasureSi(MEASURES, context, 'diameter'),
    ventAreaM2: design?.areaM2,
    fireballLengthM: design?.hazard?.fireballLengthM,
    externalPressureDistanceM: design?.hazard?.externalPressureDistanceM,
  };
  return Object.fromEntries(Object.entries(sizes).filter(([, value]) => value !== undefined)) as VesselSizes;
}

/** The design's figures, or `undefined` while the inputs do not give one. */
export function selectReport(context: Pick<VentContext, 'result'>) {
  const { design } = context.result;
  return design === undefined ? undefined : ventReport(design);
}

/** Why a field cannot be used, naming it, or `undefined`. */
export function selectFieldIssue(context: Pick<VentContext, 'result'>, field: VentField): string | undefined {
  return fieldIssue(context.result.issues, field);
}

/** The issues that are no field's (a standard's limit on a value not typed, a figure out of range). */
export function selectResultIssues(context: Pick<VentContext, 'result'>): readonly string[] {
  return context.result.issues.filter((issue) => !(VENT_FIELDS as readonly string[]).includes(issue.field)).map((issue) => issue.message);
}

/** The page's link for the current inputs, written from the stored texts. */
export function selectLinkPath(context: Texts): string {
  return ventLinkPath(context.system, context.texts, context.typedIn);
}
