/**
 * `duct-calc system --json`: the design as one JSON object, values as
 * `{ value, unit }` at full precision in the chosen unit system.
 */
import { DIAMETER, FLOW, TEMPERATURE, fanFigures, segmentFigures } from '../../core/exhaust-system/report.ts';
import type { SystemDesign } from '../../core/exhaust-system/design.ts';
import { DIMENSION_ONE_UNIT, type FigureUnit, type UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { figuresJson } from '../shared/figure-report.ts';

type Leaf = { value: number; unit: string };

const SEGMENT_KEYS = ['flow', 'diameter', 'velocity', 'velocityPressure', 'hoodStaticPressure', 'frictionLoss', 'fittingLoss', 'staticPressure'] as const;

/** A flow, a diameter or a temperature in the system's display unit, at full precision. */
function leaf(valueSi: number, units: Readonly<Record<UnitSystem, FigureUnit>>, system: UnitSystem): Leaf {
  const { unit } = units[system];
  return { value: unitFromSi(unitById(unit), valueSi), unit };
}

/**
 * The design as JSON.
 *
 * @returns `{ balanced, segments: [{ segment, to, side ('suction' or
 *   'discharge'), flow (actual at the segment's gas), temperature (the
 *   segment's gas: a hood's, or the mixture a main carries), densityFactor
 *   (df, 1 at standard air), diameter, velocity,
 *   velocityPressure (df·(V/4005)²), hoodStaticPressure (null for a main; Fs·VPs included
 *   for a slot hood), frictionLoss, fittingLoss, staticPressure (at the end nearest the fan), otherLoss,
 *   accelerationLoss, slotVelocity and slotLoss (null without a slot) }], junctions:
 *   [{ at, governing, ratio, action, corrected: [{ segment, flow }],
 *   redesign? { segment, suggestedDiameter (null when none is left or
 *   none balances), overshootDiameter? (the size that turned the junction
 *   the other way) } }],
 *   fan: { flow (actual), standardFlow (Q·df, at standard air),
 *   staticPressure (FSP, actual), standardStaticPressure (FSP/df, the
 *   catalogue figure at standard air), outletStaticPressure,
 *   inletVelocityPressure, outletVelocityPressure, totalPressure (actual),
 *   inletTemperature, inletDensity, densityFactor (the fan inlet's gas) },
 *   redesign? (with --apply-redesign) { changes: [{ segment, row, junction,
 *   from, to }], stops: [{ junction, segment, row, reason ('smallest-size'
 *   or 'overshoot'), diameter }] },
 *   warnings: [{ code, text }] }`.
 */
export function systemJson(design: SystemDesign, system: UnitSystem) {
  const segments = design.segments.map((segment) => {
    const leaves = figuresJson(segmentFigures(segment), system);
    const ordered = Object.fromEntries(SEGMENT_KEYS.map((key) => [key, leaves[key] ?? null]));
    return {
      segment: segment.segment,
      to: segment.to,
      side: segment.side,
      flow: ordered.flow,
      temperature: leaf(segment.gas.conditions.temperatureK, TEMPERATURE, system),
      densityFactor: { value: segment.gas.conditions.densityFactor.total, unit: DIMENSION_ONE_UNIT },
      ...ordered,
      otherLoss: leaves.otherLoss,
      accelerationLoss: leaves.accelerationLoss ?? null,
      slotVelocity: leaves.slotVelocity ?? null,
      slotLoss: leaves.slotLoss ?? null,
    };
  });
  const junctions = design.junctions.map((junction) => ({
    at: junction.at,
    governing: junction.governing,
    ratio: { value: junction.ratio, unit: DIMENSION_ONE_UNIT },
    action: junction.action,
    corrected: junction.corrected.map(({ segment, flowM3s }) => ({ segment, flow: leaf(flowM3s, FLOW, system) })),
    ...(junction.redesign === undefined
      ? {}
      : {
          redesign: {
            segment: junction.redesign.segment,
            suggestedDiameter: junction.redesign.suggestedDiameterM === undefined ? null : leaf(junction.redesign.suggestedDiameterM, DIAMETER, system),
            ...(junction.redesign.overshootDiameterM === undefined ? {} : { overshootDiameter: leaf(junction.redesign.overshootDiameterM, DIAMETER, system) }),
          },
        }),
  }));
  const warnings: readonly ToolWarning[] = design.warnings;
  const redesign =
    design.redesign === undefined
      ? {}
      : {
          redesign: {
            changes: design.redesign.changes.map(({ segment, row, junction, fromDiameterM, toDiameterM }) => ({ segment, row, junction, from: leaf(fromDiameterM, DIAMETER, system), to: leaf(toDiameterM, DIAMETER, system) })),
            stops: design.redesign.stops.map(({ junction, segment, row, reason, diameterM }) => ({ junction, segment, row, reason, diameter: leaf(diameterM, DIAMETER, system) })),
          },
        };
  return { balanced: design.balanced, segments, junctions, fan: figuresJson(fanFigures(design.fan), system), ...redesign, warnings };
}
