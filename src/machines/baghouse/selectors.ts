/**
 * What the Baghouse Design page shows, read from the machine's context: the
 * figures and warnings (core's report), each field's issue, the bag layout
 * for the sketch, and the link. Pure functions.
 */
import { baghouseLinkPath } from '../../core/baghouse/link.ts';
import { baghouseCostLinkPath } from '../../core/cost/baghouse-link.ts';
import { baghouseFigures, baghouseWarnings } from '../../core/baghouse/report.ts';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import type { Figure } from '../../core/report/figure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import type { BaghouseContext } from './context.ts';

/** The design's figures, or none while an input is unusable. */
export function selectFigures(context: BaghouseContext): Figure[] {
  return context.reading.status === 'success' ? baghouseFigures(context.reading.design) : [];
}

/** The design's warnings in the page's unit system. */
export function selectWarnings(context: BaghouseContext): ToolWarning[] {
  return context.reading.status === 'success' ? baghouseWarnings(context.reading.design, context.system) : [];
}

/** Each unusable field's message, by field. */
export function selectFieldIssues(context: BaghouseContext): Partial<Record<BaghouseTextField, string>> {
  if (context.reading.status === 'success') return {};
  return Object.fromEntries(context.reading.issues.map((issue) => [issue.field, issue.message]));
}

/** The bag layout to draw, to scale in metres, or `undefined` without a design. */
export interface LayoutSketch {
  readonly compartments: number;
  readonly rows: number;
  readonly columns: number;
  readonly bagsPerCompartment: number;
  readonly bagDiameterM: number;
  /** Centre-to-centre spacing; when not given, drawn at 1.5 bag diameters and marked as assumed. */
  readonly pitchM: number;
  readonly pitchGiven: boolean;
}

/** The layout of the design for the top-view sketch. */
export function selectLayoutSketch(context: BaghouseContext): LayoutSketch | undefined {
  if (context.reading.status !== 'success') return undefined;
  const { layout, input } = context.reading.design;
  return {
    compartments: layout.compartments,
    rows: layout.rows,
    columns: layout.columns,
    bagsPerCompartment: layout.bagsPerCompartment,
    bagDiameterM: input.bagDiameter,
    pitchM: input.bagPitch ?? 1.5 * input.bagDiameter,
    pitchGiven: input.bagPitch !== undefined,
  };
}

/** The page's link for the current texts and unit system. */
export function selectLinkPath(context: BaghouseContext): string {
  return baghouseLinkPath(context.texts, context.system);
}

/** The Cost Estimation's link with this design's cloth area, bags, flow and pressure drop, or `undefined` without a design. */
export function selectCostLinkPath(context: BaghouseContext): string | undefined {
  return context.reading.status === 'success' ? baghouseCostLinkPath(context.reading.design, context.system) : undefined;
}
