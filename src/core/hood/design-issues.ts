/**
 * What a hood design cannot use, one issue per problem, keyed by the
 * `HoodField` it comes from: a value outside its range, a size, flow basis
 * or hot source the type needs and lacks, a flow basis it does not take.
 */
import { TRANSPORT_CLASS_IDS } from '../duct/transport-velocity.ts';
import { SERIES_IDS } from '../duct-size/standard-sizes.ts';
import { checkMeasureValues, inRange, shownRangeText, type MeasureIssue, type MeasureRange } from '../report/measure.ts';
import { HUMIDITY_RATIO_RANGE } from '../report/ranges.ts';
import type { FlowBasis, HoodDesignInput } from './design-input.ts';
import { HOOD_DESIGN_TYPES, type HoodGeometryField } from './design-types.ts';
import { HOOD_COEFFICIENTS, HOOD_DESIGN_TYPE_IDS, HOOD_MEASURES, HOOD_MOISTURE, type HoodField } from './fields.ts';
import { readHoodSize } from './hood-size.ts';
import { HOOD_TYPE_IDS } from './hood-types.ts';

const issue = (field: HoodField, text: string, message: string): MeasureIssue => ({ field, text, message });

const LABEL: Readonly<Record<string, string>> = Object.fromEntries(
  [...HOOD_MEASURES, ...HOOD_COEFFICIENTS, HOOD_MOISTURE].map((spec) => [spec.key, spec.label]),
);

/** The field each flow basis is typed in. */
export const FLOW_BASIS_FIELD: Readonly<Record<FlowBasis['by'], HoodField>> = { capture: 'captureVelocity', face: 'faceVelocity', flow: 'flow' };

/** A plain number outside its range, worded as `checkMeasureValues` words a measure. */
function plainIssue(field: HoodField, range: MeasureRange, value: number | undefined): MeasureIssue[] {
  if (value === undefined || inRange(range, value)) return [];
  const reason = Number.isFinite(value) ? shownRangeText(range, (held) => held, '') : 'must be a finite number';
  return [issue(field, `${value}`, `${LABEL[field]} ${reason}, got ${value}`)];
}

/** The numeric inputs by field key, SI. */
function measureValues(input: HoodDesignInput): Record<string, number | undefined> {
  const basis = input.flowBasis;
  return {
    captureVelocity: basis?.by === 'capture' ? basis.captureVelocityMps : undefined,
    distance: basis?.distanceM ?? input.hotSource?.heightM,
    faceVelocity: basis?.by === 'face' ? basis.faceVelocityMps : undefined,
    flow: basis?.by === 'flow' ? basis.flowM3s : undefined,
    diameter: input.geometry.diameterM,
    width: input.geometry.widthM,
    length: input.geometry.lengthM,
    height: input.geometry.heightM,
    openArea: input.geometry.openAreaM2,
    sourceTemperature: input.hotSource?.sourceTemperatureK,
    ambientTemperature: input.hotSource?.ambientTemperatureK,
    crossDraft: input.crossDraftMps,
    ductDiameter: input.branch.ductDiameterM,
    minVelocity: input.branch.minVelocityMps,
    temperature: input.gas.temperatureK,
    barometricPressure: input.gas.pressurePa,
    measuredStaticPressure: input.measuredStaticPressurePa,
  };
}

/** Fh, Ce, Fs and the moisture, each in its range. */
function coefficientIssues(input: HoodDesignInput): MeasureIssue[] {
  const [entryLoss, coefficientOfEntry, slotLoss] = HOOD_COEFFICIENTS;
  const basis = input.entryLoss;
  const moisture = input.gas.moisture;
  return [
    ...plainIssue('entryLoss', entryLoss.range, basis.by === 'entry-loss' ? basis.entryLoss : undefined),
    ...plainIssue('coefficientOfEntry', coefficientOfEntry.range, basis.by === 'coefficient-of-entry' ? basis.coefficientOfEntry : undefined),
    ...plainIssue('slotLoss', slotLoss.range, input.slotLoss),
    ...(moisture === undefined
      ? []
      : 'volumePercent' in moisture
        ? plainIssue('moisture', HOOD_MOISTURE.range, moisture.volumePercent)
        : plainIssue('moisture', HUMIDITY_RATIO_RANGE, moisture.humidityRatio)),
  ];
}

/** A take-off, transport class or series that is not one of the lists (a script's input). */
function idIssues(input: HoodDesignInput): MeasureIssue[] {
  const unknown = (field: HoodField, value: string, ids: readonly string[], what: string) =>
    ids.includes(value) ? [] : [issue(field, value, `${what} must be one of ${ids.join(', ')}, got ${value}`)];
  return [
    ...(input.entryLoss.by === 'take-off' ? unknown('takeOff', input.entryLoss.takeOff, HOOD_TYPE_IDS, 'Take-off') : []),
    ...(input.branch.transport === undefined ? [] : unknown('transport', input.branch.transport, TRANSPORT_CLASS_IDS, 'Transport class')),
    ...(input.branch.series === undefined ? [] : unknown('ductDiameter', input.branch.series, SERIES_IDS, 'Duct size series')),
  ];
}

const fieldList = (fields: readonly HoodGeometryField[]) => fields.map((field) => LABEL[field]).join(' and ');

/** What the type needs: its size, a flow basis it takes (or a hot source), and a canopy's height. */
function typeIssues(input: HoodDesignInput): MeasureIssue[] {
  const type = HOOD_DESIGN_TYPES[input.type];
  const name = type.name.toLowerCase();
  const size = readHoodSize(input.type, input.geometry);
  const issues: MeasureIssue[] =
    'missing' in size ? [issue(size.missing[0]![0]!, '', `A ${name} needs its ${size.missing.map(fieldList).join(', or its ')}`)] : [];
  const basis = input.flowBasis;
  if (input.type === 'hot-canopy') {
    if (basis !== undefined) {
      issues.push(issue(FLOW_BASIS_FIELD[basis.by], '', `A ${name} takes its flow from the source's heat, not from a ${LABEL[FLOW_BASIS_FIELD[basis.by]]!.toLowerCase()}`));
    }
    if (input.hotSource === undefined) return [...issues, issue('sourceTemperature', '', `A ${name} needs the Source temperature, the Ambient temperature and its height above the source (Distance X)`)];
    const { sourceTemperatureK, ambientTemperatureK } = input.hotSource;
    if (!(sourceTemperatureK > ambientTemperatureK)) {
      issues.push(issue('sourceTemperature', `${sourceTemperatureK} K`, `Source temperature must be above the Ambient temperature (${ambientTemperatureK} K), got ${sourceTemperatureK} K`));
    }
    return issues;
  }
  if (basis === undefined) {
    const fields = type.flowBases.map((by) => LABEL[FLOW_BASIS_FIELD[by]]).join(' or a ');
    return [...issues, issue(FLOW_BASIS_FIELD[type.flowBases[0]!], '', `A ${name} needs a ${fields}`)];
  }
  if (!type.flowBases.includes(basis.by)) {
    const fields = type.flowBases.map((by) => LABEL[FLOW_BASIS_FIELD[by]]!.toLowerCase()).join(' or a ');
    issues.push(issue(FLOW_BASIS_FIELD[basis.by], '', `A ${name} takes a ${fields}, not a ${LABEL[FLOW_BASIS_FIELD[basis.by]]!.toLowerCase()}`));
  }
  if (input.type === 'canopy' && basis.distanceM === undefined) {
    issues.push(issue('distance', '', `A ${name} needs its height above the source (Distance X)`));
  }
  return issues;
}

/**
 * Every reason a hood design input cannot be designed.
 *
 * @param input The design input, SI.
 * @returns One issue per problem, keyed by its `HoodField`, its message one
 *   line naming the field and the value (`Distance X must be from 0.001 to
 *   20 m, got 25 m`); empty when the design can go ahead. A type that is
 *   not a design type stops the checks there.
 */
export function hoodDesignIssues(input: HoodDesignInput): MeasureIssue[] {
  if (!(HOOD_DESIGN_TYPE_IDS as readonly string[]).includes(input.type)) {
    return [issue('type', `${input.type}`, `Hood type must be one of ${HOOD_DESIGN_TYPE_IDS.join(', ')}, got ${input.type}`)];
  }
  const ranges = [...checkMeasureValues(HOOD_MEASURES, measureValues(input)), ...coefficientIssues(input), ...idIssues(input)];
  const flagged = new Set(ranges.map((found) => found.field));
  return [...ranges, ...typeIssues(input).filter((found) => !flagged.has(found.field))];
}
