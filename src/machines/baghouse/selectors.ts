/**
 * What the Baghouse Design page shows, read from the machine's context: each
 * field's text in the page's units, the figures, warnings and missing inputs
 * (core's report), each field's issue, the bag layout for the sketch, and
 * the links. Pure functions.
 */
import { isSized } from '../../core/baghouse/design.ts';
import { baghouseExplosionPath } from '../../core/baghouse/explosion-link.ts';
import { shownFieldText } from '../../core/baghouse/field-text.ts';
import { fabricTable, type FabricRow } from '../../core/baghouse/fabric-table.ts';
import type { FabricId } from '../../core/baghouse/fabrics.ts';
import { baghouseLinkPath } from '../../core/baghouse/link.ts';
import { baghouseFigures, baghouseMissing, baghouseWarnings, type MissingInputText } from '../../core/baghouse/report.ts';
import type { BaghouseTextField } from '../../core/baghouse/texts.ts';
import { baghouseCostLinkPath } from '../../core/cost/baghouse-link.ts';
import type { Figure } from '../../core/report/figure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import type { BaghouseContext } from './context.ts';

/** A field's text as the page shows it: as typed, or converted when it was typed in the other unit system. */
export function selectFieldText(context: BaghouseContext, field: BaghouseTextField): string {
  const text = context.texts[field];
  return text === undefined ? '' : shownFieldText(field, text, context.typedIn[field] ?? context.system, context.system);
}

/** The design's figures, or none while an input is unusable. */
export function selectFigures(context: BaghouseContext): Figure[] {
  return context.result.status === 'success' ? baghouseFigures(context.result.design) : [];
}

/** The design's warnings in the page's unit system. */
export function selectWarnings(context: BaghouseContext): ToolWarning[] {
  return context.result.status === 'success' ? baghouseWarnings(context.result.design, context.system) : [];
}

/** What each input left out would add, or nothing while an input is unusable. */
export function selectMissing(context: BaghouseContext): MissingInputText[] {
  return context.result.status === 'success' ? baghouseMissing(context.result.design) : [];
}

/** Each unusable field's message, by field. */
export function selectFieldIssues(context: BaghouseContext): Partial<Record<BaghouseTextField, string>> {
  if (context.result.status === 'success') return {};
  return Object.fromEntries(context.result.issues.map((issue) => [issue.field, issue.message]));
}

/**
 * The most bag positions (bags and empty places) the sketch draws one by one:
 * a square grid of 2,500 puts 50 bags across, each still about 5 px wide in
 * a phone's 270 px drawing. Past it the bags could not be told apart, so the
 * sketch draws a summary. (Drawing costs the same at any count: the bags are
 * SVG patterns, so the limit is for the eye, not the main thread.)
 */
export const DRAWN_POSITION_LIMIT = 2500;

/** The bag layout to draw, to scale in metres, or `undefined` without bags. */
export interface LayoutSketch {
  readonly compartments: number;
  readonly rows: number;
  readonly columns: number;
  readonly bagsPerCompartment: number;
  readonly bagDiameterM: number;
  /** Centre-to-centre spacing; when not given, drawn at 1.5 bag diameters and marked as assumed. */
  readonly pitchM: number;
  readonly pitchGiven: boolean;
  /**
   * Whose bags are drawn: every compartment's; the first's only, the others
   * as outlines with their count (a summary); or none, every compartment an
   * outline with its count, when one alone has more than {@link DRAWN_POSITION_LIMIT} positions.
   */
  readonly drawn: 'all' | 'first' | 'none';
}

/** The layout of the design for the top-view sketch. */
export function selectLayoutSketch(context: BaghouseContext): LayoutSketch | undefined {
  if (context.result.status !== 'success') return undefined;
  const { layout, input } = context.result.design;
  if (layout === undefined || input.bagDiameter === undefined) return undefined;
  const positions = layout.rows * layout.columns;
  const drawn = positions * layout.compartments <= DRAWN_POSITION_LIMIT ? 'all' : positions <= DRAWN_POSITION_LIMIT ? 'first' : 'none';
  return {
    compartments: layout.compartments,
    rows: layout.rows,
    columns: layout.columns,
    bagsPerCompartment: layout.bagsPerCompartment,
    bagDiameterM: input.bagDiameter,
    pitchM: input.bagPitch ?? 1.5 * input.bagDiameter,
    pitchGiven: input.bagPitch !== undefined,
    drawn,
  };
}

/**
 * The fabric table in the page's units, with the chosen fabric and the
 * fabrics that take the gas temperature marked once the design has them.
 */
export function selectFabricTable(context: BaghouseContext): { rows: FabricRow[]; chosen?: FabricId } {
  const input = context.result.status === 'success' ? context.result.design.input : undefined;
  return { rows: fabricTable(context.system, input?.temperature), ...(input?.fabric !== undefined && { chosen: input.fabric }) };
}

/** The page's link for the inputs as typed, in the page's unit system. */
export function selectLinkPath(context: BaghouseContext): string {
  return baghouseLinkPath(context.texts, context.system, context.typedIn);
}

/** The Cost Estimation's link with this design's cloth area, bags, flow and pressure drop, or `undefined` until the design has its bags. */
export function selectCostLinkPath(context: BaghouseContext): string | undefined {
  if (context.result.status !== 'success' || !isSized(context.result.design)) return undefined;
  return baghouseCostLinkPath(context.result.design, context.system);
}

/** The explosion protection page's link with the dirty side's volume, L/D and the dust, or `undefined` when the design has none of them. */
export function selectExplosionLinkPath(context: BaghouseContext): string | undefined {
  return context.result.status === 'success' ? baghouseExplosionPath(context.result.design, context.system) : undefined;
}
