/**
 * Each design section's outcome from what the user typed and the card's
 * duct, computed by the same core functions as `duct-calc friction`, `size`
 * and `equivalent`, so the page and the CLI agree.
 */
import * as v from 'valibot';
import type { DesignField, DesignTexts } from '../../core/duct/design-link.ts';
import { TRANSPORT_CLASS_IDS, type TransportClassId } from '../../core/duct/transport-velocity.ts';
import { sizeFigures } from '../../core/duct-size/report.ts';
import { sizeDuct, transportMinimumVelocity } from '../../core/duct-size/size.ts';
import { SeriesIdSchema } from '../../core/duct-size/standard-sizes.ts';
import { equivalentFigures } from '../../core/equivalent-duct/report.ts';
import { readSectionText } from '../../core/equivalent-duct/section-text.ts';
import { equivalentSection } from '../../core/equivalent-duct/section.ts';
import { AIRFLOW_MEASURE, DIAMETER_MEASURE, type ConditionsInput } from '../../core/friction/conditions.ts';
import { FrictionMethodIdSchema } from '../../core/friction/method.ts';
import { pressureLoss } from '../../core/friction/pressure-loss.ts';
import { pressureLossFigures } from '../../core/friction/report.ts';
import { MaterialIdSchema } from '../../core/friction/roughness.ts';
import type { Figure, UnitSystem } from '../../core/report/figure.ts';
import { readMeasure, type MeasureIssue } from '../../core/report/measure.ts';
import type { ToolWarning } from '../../core/report/warning.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitToSi } from '../../core/units/unit.ts';
import type { SizingMode } from '../../core/duct-size/size.ts';
import type { SectionShape } from '../../core/equivalent-duct/section.ts';
import { defaultText } from './defaults.ts';
import { MEASURE_BY_FIELD } from './fields.ts';

/** The calculator card's airflow and diameter as it shows them (CFM and in, or m³/s and m); `undefined` when it has none. */
export interface CardDuct {
  readonly airflow: number | undefined;
  readonly diameter: number | undefined;
}

/** A section's figures and warnings, its issues, or why it waits for the card. */
export type SectionOutcome =
  | { readonly status: 'success'; readonly figures: readonly Figure[]; readonly warnings: readonly ToolWarning[] }
  | { readonly status: 'error'; readonly issues: readonly MeasureIssue[] }
  | { readonly status: 'waiting'; readonly message: string };

export interface SectionOutcomes {
  readonly loss: SectionOutcome;
  readonly size: SectionOutcome;
  readonly equivalent: SectionOutcome;
}

/** What the sections compute from. */
export interface SectionsState {
  readonly unitSystem: UnitSystem;
  readonly card: CardDuct;
  readonly texts: DesignTexts;
  readonly sizing: SizingMode;
  readonly shape: SectionShape;
}

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
    return this.state.texts[field] ?? defaultText(field, this.state.unitSystem);
  }

  number(field: DesignField): number | undefined {
    const text = this.text(field);
    const spec = MEASURE_BY_FIELD[field];
    if (spec === undefined) return undefined;
    if (text.trim() === '') {
      // Only the roughness may be left out (the material's is used); any other empty field asks for a value.
      if (field !== 'roughness') this.issues.push({ field, text, message: `${spec.label} is required` });
      return undefined;
    }
    const read = readMeasure(spec, text, this.state.unitSystem);
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

/** The card's duct in SI by the catalogue's exact factors, as `duct-calc` reads the same numbers. */
function cardSi(state: SectionsState): { q: number | undefined; d: number | undefined } {
  const toSi = (value: number | undefined, unit: Parameters<typeof unitById>[0]) => (value === undefined ? undefined : unitToSi(unitById(unit), value));
  return {
    q: toSi(state.card.airflow, AIRFLOW_MEASURE.units[state.unitSystem]),
    d: toSi(state.card.diameter, DIAMETER_MEASURE.units[state.unitSystem]),
  };
}

const WAITING_FOR_CARD: SectionOutcome = {
  status: 'waiting',
  message: 'Complete the calculator above: this section uses its airflow and diameter.',
};

function lossOutcome(state: SectionsState): SectionOutcome {
  const reader = new FieldReader(state);
  const conditions = reader.conditions();
  const length = reader.number('length');
  if (reader.issues.length > 0) return { status: 'error', issues: reader.issues };
  const { q, d } = cardSi(state);
  if (q === undefined || d === undefined) return WAITING_FOR_CARD;
  const result = pressureLoss({ q, d, length: length!, ...conditions });
  return result.status === 'success'
    ? { status: 'success', figures: pressureLossFigures(result.data), warnings: result.warnings }
    : { status: 'error', issues: result.issues };
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
    const minimum = transportMinimumVelocity(transport, state.unitSystem);
    if (minimum.status === 'error') reader.issues.push({ field: 'transport', text: transport, message: minimum.message });
    else minVelocity = minimum.velocityMps;
  }
  if (reader.issues.length > 0) return { status: 'error', issues: reader.issues };
  const { q } = cardSi(state);
  if (q === undefined) return WAITING_FOR_CARD;
  const result = sizeDuct({ q, frictionRate, minVelocity, series: series!, transport, unitSystem: state.unitSystem, ...conditions });
  return result.status === 'success'
    ? { status: 'success', figures: sizeFigures(result.data), warnings: result.warnings }
    : { status: 'error', issues: result.issues };
}

function equivalentOutcome(state: SectionsState): SectionOutcome {
  const text = state.texts[state.shape] ?? defaultText(state.shape, state.unitSystem);
  const read = readSectionText(state.shape, text, state.unitSystem);
  if (read.status === 'error') return { status: 'error', issues: [read.issue] };
  const result = equivalentSection({ shape: state.shape, widthM: read.widthM, heightM: read.heightM, airflowM3s: cardSi(state).q });
  return result.status === 'success'
    ? { status: 'success', figures: equivalentFigures(result.data), warnings: result.warnings }
    : { status: 'error', issues: result.issues };
}

/**
 * Computes the three sections.
 *
 * @param state The unit system, the card's duct, the texts and the modes.
 * @returns Each section's outcome: the pressure loss and the sizing wait for
 *   the card's airflow (and diameter); the equivalent duct gives its velocity
 *   only when the card has an airflow.
 */
export function computeSections(state: SectionsState): SectionOutcomes {
  return { loss: lossOutcome(state), size: sizeOutcome(state), equivalent: equivalentOutcome(state) };
}
