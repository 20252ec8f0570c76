/**
 * Each design section's outcome from what the user typed and the card's
 * duct, computed by the same core functions as `duct-calc friction`, `size`
 * and `equivalent`, so the page and the CLI agree.
 */
import * as v from 'valibot';
import type { DesignField } from '../../core/duct/design-link.ts';
import { TRANSPORT_CLASS_IDS, type TransportClassId } from '../../core/duct/transport-velocity.ts';
import { sizeFigures } from '../../core/duct-size/report.ts';
import { sizeDuct, transportMinimumVelocity } from '../../core/duct-size/size.ts';
import { SeriesIdSchema } from '../../core/duct-size/standard-sizes.ts';
import { equivalentFigures } from '../../core/equivalent-duct/report.ts';
import { readSectionText } from '../../core/equivalent-duct/section-text.ts';
import { equivalentSection } from '../../core/equivalent-duct/section.ts';
import { AIRFLOW_MEASURE, DIAMETER_MEASURE, resolveConditions, type ConditionsInput } from '../../core/friction/conditions.ts';
import { FrictionMethodIdSchema } from '../../core/friction/method.ts';
import { pressureLoss } from '../../core/friction/pressure-loss.ts';
import { conditionFigures, pressureLossFigures } from '../../core/friction/report.ts';
import { MaterialIdSchema } from '../../core/friction/roughness.ts';
import type { Figure, UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureIssue, type MeasureSpec } from '../../core/report/measure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitToSi } from '../../core/units/unit.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';
import type { CardDuct, SystemValue } from '../duct-calculator/selectors.ts';
import { fieldEntry, type EntriesState } from './entries.ts';
import { MEASURE_BY_FIELD } from './fields.ts';

/**
 * A section's outcome: every figure (`success`); the figures its inputs
 * allow and what each missing input would add (`partial`); or, when an
 * input it cannot do without is unusable, only the issues (`error`).
 */
export interface SectionOutcome {
  readonly status: 'success' | 'partial' | 'error';
  readonly figures: readonly Figure[];
  readonly warnings: readonly ToolWarning[];
  /** One per unusable field, naming it and the value. */
  readonly issues: readonly MeasureIssue[];
  /** What each missing input would add, one sentence each: `Give the length to get the pressure loss Δp.` */
  readonly missing: readonly string[];
}

export interface SectionOutcomes {
  readonly loss: SectionOutcome;
  readonly size: SectionOutcome;
  readonly equivalent: SectionOutcome;
}

/** What the sections compute from. */
export interface SectionsState extends EntriesState {
  /** The unit system shown: the column of the ACGIH transport table a class is read in. */
  readonly unitSystem: UnitSystem;
  readonly card: CardDuct;
  readonly sizing: SizingMode;
  readonly shape: SectionShape;
}

const success = (figures: readonly Figure[], warnings: readonly ToolWarning[]): SectionOutcome => ({ status: 'success', figures, warnings, issues: [], missing: [] });
const failure = (issues: readonly MeasureIssue[]): SectionOutcome => ({ status: 'error', figures: [], warnings: [], issues, missing: [] });
const partial = (figures: readonly Figure[], warnings: readonly ToolWarning[], issues: readonly MeasureIssue[], missing: readonly string[]): SectionOutcome => ({
  status: 'partial',
  figures,
  warnings,
  issues,
  missing,
});

const TransportSchema = v.picklist(TRANSPORT_CLASS_IDS, 'Expected an ACGIH contaminant class');

const PICKLISTS = {
  material: { schema: MaterialIdSchema, label: 'Duct material' },
  method: { schema: FrictionMethodIdSchema, label: 'Friction factor method' },
  series: { schema: SeriesIdSchema, label: 'Standard sizes' },
  transport: { schema: TransportSchema, label: 'Contaminant class' },
} as const;

/** Reads fields as typed (or their defaults): numbers into SI, picks into ids, or the issues. */
class FieldReader {
  readonly issues: MeasureIssue[] = [];
  constructor(private readonly state: SectionsState) {}

  text(field: DesignField): string {
    return fieldEntry(this.state, field).text;
  }

  number(field: DesignField): number | undefined {
    const { text, system } = fieldEntry(this.state, field);
    const spec = MEASURE_BY_FIELD[field];
    if (spec === undefined) return undefined;
    if (text.trim() === '') {
      // Only the roughness may be left out (the material's is used); any other empty field asks for a value.
      if (field !== 'roughness') this.issues.push({ field, text, message: `${spec.label} is required` });
      return undefined;
    }
    const read = readMeasure(spec, text, system);
    if (read.status === 'success') return read.valueSi;
    this.issues.push(read.issue);
    return undefined;
  }

  pick<F extends keyof typeof PICKLISTS>(field: F): v.InferOutput<(typeof PICKLISTS)[F]['schema']> | undefined {
    const text = this.text(field);
    if (text === '') return undefined;
    const { schema, label } = PICKLISTS[field];
    const parsed = v.safeParse(schema, text);
    if (parsed.success) return parsed.output as v.InferOutput<(typeof PICKLISTS)[F]['schema']>;
    this.issues.push({ field, text, message: `${label} ${text} is not one of the list` });
    return undefined;
  }

  conditions(): ConditionsInput {
    return {
      temperature: this.number('temperature'),
      altitude: this.number('altitude'),
      roughness: this.number('roughness'),
      material: this.pick('material'),
      method: this.pick('method'),
    };
  }
}

/** The card's duct in SI, each value by the catalogue's exact factor from the unit it is in, as `duct-calc` reads the same numbers. */
function cardSi(state: SectionsState): { q: number | undefined; d: number | undefined } {
  const toSi = (value: SystemValue | undefined, spec: MeasureSpec) => (value === undefined ? undefined : unitToSi(unitById(spec.units[value.system]), value.value));
  return { q: toSi(state.card.airflow, AIRFLOW_MEASURE), d: toSi(state.card.diameter, DIAMETER_MEASURE) };
}

/** The card's quantities a section still needs, in words: `airflow and diameter`. */
function cardNeeds(q: number | undefined, d: number | undefined): string {
  return [q === undefined ? 'airflow' : undefined, d === undefined ? 'diameter' : undefined].filter(Boolean).join(' and ');
}

/** Any other field's issue leaves nothing to compute; the length's only the loss over the run. */
const isLengthIssue = (issue: MeasureIssue) => issue.field === 'length';

function lossOutcome(state: SectionsState): SectionOutcome {
  const reader = new FieldReader(state);
  const conditions = reader.conditions();
  const length = reader.number('length');
  if (!reader.issues.every(isLengthIssue)) return failure(reader.issues);
  const missingLength = length === undefined ? ['Give the length to get the pressure loss Δp over the run.'] : [];
  const { q, d } = cardSi(state);
  if (q === undefined || d === undefined) {
    const needs = cardNeeds(q, d);
    return partial(conditionFigures(resolveConditions(conditions)), [], reader.issues, [
      `Complete the calculator’s ${needs} above to get the velocity, Reynolds number, friction factor, friction rate and pressure loss.`,
    ]);
  }
  // Every figure but Δp is independent of the length: without one, they are computed over 1 m and Δp is left out.
  const result = pressureLoss({ q, d, length: length ?? 1, ...conditions });
  if (result.status === 'error') return failure([...reader.issues, ...result.issues]);
  const figures = pressureLossFigures(result.data);
  return length === undefined
    ? partial(figures.filter(({ key }) => key !== 'pressureLoss'), result.warnings, reader.issues, missingLength)
    : success(figures, result.warnings);
}

function sizeOutcome(state: SectionsState): SectionOutcome {
  const reader = new FieldReader(state);
  const conditions = reader.conditions();
  const series = reader.pick('series');
  let frictionRate: number | undefined;
  let minVelocity: number | undefined;
  // The class: the target of transport sizing, or with equal friction the dust its size is checked against.
  const transport = reader.pick('transport') as TransportClassId | undefined;
  if (state.sizing === 'equal-friction') {
    frictionRate = reader.number('frictionRate');
  } else if (transport === undefined) {
    minVelocity = reader.number('minVelocity');
  } else {
    // A class is read in the unit system shown: ACGIH gives each column its own figure (4000 ft/min, 20 m/s).
    const minimum = transportMinimumVelocity(transport, state.unitSystem);
    if (minimum.status === 'error') reader.issues.push({ field: 'transport', text: transport, message: minimum.message });
    else minVelocity = minimum.velocityMps;
  }
  if (reader.issues.length > 0) return failure(reader.issues);
  const { q } = cardSi(state);
  if (q === undefined) {
    return partial([], [], [], ['Complete the calculator’s airflow above to get the exact and the standard size, and the velocity and friction in it.']);
  }
  // With equal friction a class is the dust the size's velocity is checked against, in the column of the system shown.
  const result = sizeDuct({ q, frictionRate, minVelocity, series: series!, transport, unitSystem: state.unitSystem, ...conditions });
  return result.status === 'success' ? success(sizeFigures(result.data), result.warnings) : failure(result.issues);
}

function equivalentOutcome(state: SectionsState): SectionOutcome {
  const { text, system } = fieldEntry(state, state.shape);
  const read = readSectionText(state.shape, text, system);
  if (read.status === 'error') return failure([read.issue]);
  const { q } = cardSi(state);
  const result = equivalentSection({ shape: state.shape, widthM: read.widthM, heightM: read.heightM, airflowM3s: q });
  if (result.status === 'error') return failure(result.issues);
  const figures = equivalentFigures(result.data);
  return q === undefined
    ? partial(figures, result.warnings, [], ['Complete the calculator’s airflow above to get the velocity in this section.'])
    : success(figures, result.warnings);
}

/**
 * Computes the three sections.
 *
 * @param state The texts and their systems, the card's duct, the modes.
 * @returns Each section's outcome. Each computes what its inputs allow:
 *   the pressure loss gives the air and wall figures without the card's
 *   duct, and every figure but Δp without a length; the sizing needs the
 *   card's airflow; the equivalent duct gives its velocity only with it.
 */
export function computeSections(state: SectionsState): SectionOutcomes {
  return { loss: lossOutcome(state), size: sizeOutcome(state), equivalent: equivalentOutcome(state) };
}
