/**
 * The baghouse design from one input: A/C ratio, cloth, bags, layout,
 * velocities, cake, pressure drop and cleaning interval, as far as the given
 * inputs allow, with every warning and what each missing input would add.
 */
import * as v from 'valibot';
import { unitById } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import {
  airToClothOutsideTypical,
  APPLICATION_FACTORS,
  factorMethodAirToCloth,
  MATERIAL_FACTORS,
  tableAirToCloth,
} from './air-to-cloth.ts';
import type { DustId } from './dusts.ts';
import { canVelocityLimitMps, cleansOffLine } from './cleaning.ts';
import { clothAreaPerBag, grossNetFactor } from './cloth-area.ts';
import { combustibleDustId, mecShare } from '../dust-hazard/combustible-dust.ts';
import { dirtySide, type DirtySide } from './dirty-side.ts';
import { dustCollectedKgS } from './dust-collected.ts';
import { fabricNote, fabricsTaking } from './fabric-check.ts';
import { BaghouseInputSchema, type BaghouseInput, type BaghouseInputParsed, type BaghouseIssue } from './input.ts';
import { bagsNeeded, COMPARTMENT_BAG_LIMIT, layBags, type BagLayout } from './layout.ts';
import { FACTOR_METHOD_FIELDS, type BaghouseMissing } from './missing.ts';
import type { BaghouseNote } from './notes.ts';
import {
  cakeArealDensity,
  DRAG_COEFFICIENT_UNITS,
  filterDragModel,
  intervalToPressureDrop,
  pressureDropPa,
  pulseJetModel,
  TYPICAL_PRESSURE_DROP_PA,
} from './pressure-drop.ts';

/** Values used when a pulse-jet design leaves them out: the EPA worked example's, each reported as assumed. */
export const ASSUMED = {
  pulsePressurePa: unitToSi(unitById('psi'), 100),
  k2: 15 * DRAG_COEFFICIENT_UNITS.k2.imperial.si,
  cleaningIntervalS: unitToSi(unitById('min'), 10),
} as const;

/** Where the design A/C ratio came from. */
export type AirToClothSource =
  | { readonly method: 'given' }
  | { readonly method: 'table'; readonly dust: DustId }
  | { readonly method: 'factor' };

/** The housing: cross-section from the bag pitch and the grid, and the velocities in it. */
export interface Housing {
  readonly bagPitchM: number;
  /** Cross-section of one compartment: rows·pitch × columns·pitch, m². */
  readonly compartmentAreaM2: number;
  /** Compartments carrying the flow: all but one when cleaned off line. */
  readonly compartmentsOnLine: number;
  /** Gross velocity over the whole compartment section, bags ignored: Q / section, m/s. */
  readonly sectionVelocityMps: number;
  /** Can velocity: upward between the bags, Q / (section − bag sections), m/s; the re-entrainment limit applies to it. */
  readonly interstitialVelocityMps: number;
  /** The re-entrainment limit on the can velocity for the cleaning type, m/s; none for shaker. */
  readonly canVelocityLimitMps?: number;
}

/** The dust cake and pressure drop at the end of a filtration time. */
export interface Cake {
  readonly model: 'pulse-jet' | 'filter-drag';
  readonly intervalS: number;
  readonly cakeKgM2: number;
  readonly pressureDropPa: number;
  /** The residual (clean-cloth) part of the pressure drop, Pa. */
  readonly residualPa: number;
  /** Filtration time to reach the maximum pressure drop, when one is given and reachable. */
  readonly cleaningIntervalS?: number;
  /** Time to pulse every row once (valves × pulse spacing), when the pulse spacing is given. */
  readonly pulseCycleS?: number;
}

/**
 * A design: every result the inputs allow, in SI, its warnings, and what
 * each missing input would add. A result is absent when an input it rests
 * on is: the A/C ratio needs its method's inputs; the cloth, the gas flow
 * too; the bags and their layout, the bag size too; the velocities, the bag
 * pitch too; the cake and pressure drop, the A/C ratio and the inlet dust
 * loading (and K₁ for shaker and reverse-air); the dust collected, the flow
 * and the loading.
 */
export interface BaghouseDesign {
  readonly input: BaghouseInputParsed;
  readonly airToClothMps?: number;
  readonly airToClothSource?: AirToClothSource;
  readonly clothAreaPerBagM2?: number;
  readonly netClothAreaM2?: number;
  /** 1 when cleaned on line (pulse-jet), else the EPA gross/net factor. */
  readonly grossNetFactor?: number;
  readonly grossClothAreaM2?: number;
  readonly layout?: BagLayout;
  /** Gross, net (one compartment off) and net-net (two off) A/C as built, m/s; net needs ≥ 2 compartments, net-net ≥ 3. */
  readonly asBuilt?: { readonly grossMps: number; readonly netMps?: number; readonly netNetMps?: number };
  readonly housing?: Housing;
  readonly cake?: Cake;
  /** Dust collected, kg/s (C·Q, emissions neglected; dustCollectedPerYearKg gives a year's at given hours). */
  readonly dustKgS?: number;
  /** The dirty side as a vessel to vent (estimated), when the bags, their length and the pitch are known. */
  readonly dirtySide?: DirtySide;
  /** Inlet dust loading as a share of the dust's typical MEC, when the dust is combustible and the loading given. */
  readonly mecShare?: number;
  readonly notes: readonly BaghouseNote[];
  /** The inputs not given that would add results, most telling first; empty when nothing is missing. */
  readonly missing: readonly BaghouseMissing[];
}

/** A design with its cloth and bags (and so its A/C ratio and flow): what the Cost Estimation's link needs. */
export type SizedBaghouseDesign = BaghouseDesign &
  Required<Pick<BaghouseDesign, 'airToClothMps' | 'airToClothSource' | 'clothAreaPerBagM2' | 'netClothAreaM2' | 'grossNetFactor' | 'grossClothAreaM2' | 'layout' | 'asBuilt'>> & {
    readonly input: BaghouseInputParsed & { readonly flow: number };
  };

/** Whether a design has its cloth area and bags (the flow, an A/C ratio and the bag size were given). */
export function isSized(design: BaghouseDesign): design is SizedBaghouseDesign {
  return (
    design.input.flow !== undefined &&
    design.airToClothMps !== undefined &&
    design.netClothAreaM2 !== undefined &&
    design.clothAreaPerBagM2 !== undefined &&
    design.layout !== undefined &&
    design.asBuilt !== undefined
  );
}

/** The result of {@link designBaghouse}: never throws, never NaN. */
export type BaghouseResult =
  | { readonly status: 'success'; readonly data: BaghouseDesign }
  | { readonly status: 'error'; readonly issues: readonly BaghouseIssue[] };

function fail(field: BaghouseIssue['field'], message: string): BaghouseResult {
  return { status: 'error', issues: [{ field, message }] };
}

/** The design A/C ratio, or `undefined` with the inputs it lacks added to `missing`. */
function designAirToCloth(
  input: BaghouseInputParsed,
  notes: BaghouseNote[],
  missing: BaghouseMissing[],
): { valueMps: number; source: AirToClothSource } | undefined {
  if (input.airToCloth !== undefined) return { valueMps: input.airToCloth, source: { method: 'given' } };
  if (input.dust !== undefined) return { valueMps: tableAirToCloth(input.dust, input.cleaning), source: { method: 'table', dust: input.dust } };
  const pulseJet = input.cleaning === 'pulse-jet';
  const lacking = pulseJet ? FACTOR_METHOD_FIELDS.filter((field) => input[field] === undefined) : [];
  const { materialFactor, applicationFactor, temperature, loading, mmd } = input;
  if (!pulseJet || materialFactor === undefined || applicationFactor === undefined || temperature === undefined || loading === undefined || mmd === undefined) {
    missing.push({ code: 'air-to-cloth', fields: ['airToCloth', 'dust', ...lacking], cleaning: input.cleaning });
    return undefined;
  }
  if (!MATERIAL_FACTORS.some((row) => row.value === materialFactor)) notes.push({ code: 'material-factor-unlisted', value: materialFactor });
  if (!APPLICATION_FACTORS.some((row) => row.value === applicationFactor)) notes.push({ code: 'application-factor-unlisted', value: applicationFactor });
  const factor = factorMethodAirToCloth({ materialFactor, applicationFactor, temperatureK: temperature, loadingKgM3: loading, mmdM: mmd });
  notes.push(...factor.clamps);
  return { valueMps: factor.airToClothMps, source: { method: 'factor' } };
}

function asBuiltAirToCloth(flowM3s: number, layout: BagLayout, areaPerBagM2: number): NonNullable<BaghouseDesign['asBuilt']> {
  const perCompartmentM2 = layout.bagsPerCompartment * areaPerBagM2;
  const n = layout.compartments;
  return {
    grossMps: flowM3s / (n * perCompartmentM2),
    ...(n >= 2 && { netMps: flowM3s / ((n - 1) * perCompartmentM2) }),
    ...(n >= 3 && { netNetMps: flowM3s / ((n - 2) * perCompartmentM2) }),
  };
}

function designHousing(input: BaghouseInputParsed, flowM3s: number, bagDiameterM: number, layout: BagLayout, notes: BaghouseNote[]): Housing | undefined {
  if (input.bagPitch === undefined) return undefined;
  const compartmentAreaM2 = layout.rows * input.bagPitch * layout.columns * input.bagPitch;
  const compartmentsOnLine = cleansOffLine(input.cleaning) && layout.compartments > 1 ? layout.compartments - 1 : layout.compartments;
  const footprintM2 = (layout.bagsPerCompartment * Math.PI * bagDiameterM ** 2) / 4;
  const interstitialVelocityMps = flowM3s / (compartmentsOnLine * (compartmentAreaM2 - footprintM2));
  // The limit is on the velocity between the bags, where falling cake meets the rising gas.
  const limitMps = canVelocityLimitMps(input.cleaning);
  if (limitMps !== undefined && interstitialVelocityMps > limitMps) {
    notes.push({ code: 'can-velocity-high', valueMps: interstitialVelocityMps, limitMps, cleaning: input.cleaning });
  }
  return {
    bagPitchM: input.bagPitch,
    compartmentAreaM2,
    compartmentsOnLine,
    sectionVelocityMps: flowM3s / (compartmentsOnLine * compartmentAreaM2),
    interstitialVelocityMps,
    ...(limitMps !== undefined && { canVelocityLimitMps: limitMps }),
  };
}

/** The cake and pressure drop at the design A/C ratio; `layout` (when the bags are known) gives the pulse sequence. */
function designCake(input: BaghouseInputParsed, loadingKgM3: number, velocityMps: number, layout: BagLayout | undefined, notes: BaghouseNote[]): Cake {
  const pulseJet = input.cleaning === 'pulse-jet';
  const k2 = input.k2 ?? ASSUMED.k2;
  if (input.k2 === undefined) notes.push({ code: 'k2-assumed', valueSi: k2 });
  const intervalS = input.cleaningInterval ?? ASSUMED.cleaningIntervalS;
  if (input.cleaningInterval === undefined) notes.push({ code: 'cleaning-interval-assumed', valueSi: intervalS });
  let model;
  if (input.k1 !== undefined) model = filterDragModel(velocityMps, input.k1, k2);
  else {
    const pulsePressurePa = input.pulsePressure ?? ASSUMED.pulsePressurePa;
    if (input.pulsePressure === undefined) notes.push({ code: 'pulse-pressure-assumed', valueSi: pulsePressurePa });
    model = pulseJetModel(velocityMps, pulsePressurePa, k2);
  }
  const cakeKgM2 = cakeArealDensity(loadingKgM3, velocityMps, intervalS);
  const dropPa = pressureDropPa(model, cakeKgM2);
  const { min, max } = TYPICAL_PRESSURE_DROP_PA;
  if (dropPa < min || dropPa > max) notes.push({ code: 'pressure-drop-outside-typical', valuePa: dropPa, minPa: min, maxPa: max });
  const cleaningIntervalS = input.maxPressureDrop === undefined
    ? undefined
    : intervalToPressureDrop(model, loadingKgM3, velocityMps, input.maxPressureDrop);
  if (input.maxPressureDrop !== undefined && cleaningIntervalS === undefined) {
    notes.push({ code: 'max-pressure-drop-unreachable', maxPa: input.maxPressureDrop, residualPa: model.residualPa });
  }
  const valves = layout === undefined ? undefined : layout.rows * layout.compartments;
  const pulseCycleS = pulseJet && valves !== undefined && input.pulseSpacing !== undefined ? valves * input.pulseSpacing : undefined;
  const cleansEveryS = cleaningIntervalS ?? intervalS;
  if (valves !== undefined && pulseCycleS !== undefined && cleansEveryS < pulseCycleS) {
    notes.push({ code: 'cleaning-faster-than-pulses', intervalS: cleansEveryS, cycleS: pulseCycleS, valves });
  }
  return {
    model: input.k1 === undefined ? 'pulse-jet' : 'filter-drag',
    intervalS,
    cakeKgM2,
    pressureDropPa: dropPa,
    residualPa: model.residualPa,
    ...(cleaningIntervalS !== undefined && { cleaningIntervalS }),
    ...(pulseCycleS !== undefined && { pulseCycleS }),
  };
}

/** The inputs that would add results and were not given, past the A/C ratio's (designAirToCloth adds those). */
function missingInputs(input: BaghouseInputParsed): BaghouseMissing[] {
  const missing: BaghouseMissing[] = [];
  if (input.flow === undefined) missing.push({ code: 'flow', fields: ['flow'] });
  const bagSize = (['bagDiameter', 'bagLength'] as const).filter((field) => input[field] === undefined);
  if (bagSize.length > 0) missing.push({ code: 'bag-size', fields: bagSize });
  if (input.loading === undefined) missing.push({ code: 'loading', fields: ['loading'] });
  if (cleansOffLine(input.cleaning) && input.k1 === undefined) missing.push({ code: 'k1', fields: ['k1'], cleaning: input.cleaning });
  if (input.temperature !== undefined && input.fabric === undefined) missing.push({ code: 'fabric', fields: ['fabric'], takers: fabricsTaking(input.temperature) });
  if (input.fabric !== undefined && input.temperature === undefined) missing.push({ code: 'fabric-temperature', fields: ['temperature'] });
  if (input.bagPitch === undefined) missing.push({ code: 'bag-pitch', fields: ['bagPitch'] });
  if (input.maxPressureDrop === undefined) missing.push({ code: 'max-pressure-drop', fields: ['maxPressureDrop'] });
  if (input.cleaning === 'pulse-jet' && input.pulseSpacing === undefined) missing.push({ code: 'pulse-spacing', fields: ['pulseSpacing'] });
  return missing;
}

/**
 * Designs a fabric filter (baghouse) from what is known of the gas flow, the
 * dust and the bags: every step whose inputs are given, and for each input
 * left out, what it would add.
 *
 * Steps (EPA Air Pollution Control Cost Manual, Section 6 Chapter 1):
 * 1. Design A/C ratio V: given, from EPA Table 1.1 by dust, or (pulse-jet) by
 *    the EPA factor method with its clamps.
 * 2. Net cloth area Q/V; gross = net × the EPA gross/net factor for
 *    compartmented off-line cleaning (shaker, reverse-air), gross = net for
 *    pulse-jet cleaned on line.
 * 3. Bags ceil(gross / π·D·L), spread evenly over the compartments; the
 *    grid is given (rows × columns) or derived near-square. A compartment of
 *    more than {@link COMPARTMENT_BAG_LIMIT} bags is a warning.
 * 4. As-built gross, net and net-net A/C.
 * 5. With a bag pitch: the gross section velocity Q / housing cross-section,
 *    and the can (interstitial) velocity between the bags
 *    Q / (cross-section − bag footprint), over the compartments on line; the
 *    re-entrainment limit is checked on the can velocity.
 * 6. With the gas temperature: the chosen fabric's maximum continuous
 *    temperature (a warning names the fabrics that take the gas), or with
 *    no fabric chosen, a warning when no fabric of the table takes it.
 * 7. Cake W = C·V·θ and ΔP by the filter-drag model ΔP = K₁V + K₂WV when K₁ is
 *    given, else (pulse-jet) by the EPA equation 6.08·V·Pj^−0.65 + K₂·W·V;
 *    the interval to a maximum ΔP; dust collected C·Q.
 * 8. With the bag pitch and length: the dirty side's volume and effective
 *    L/D for explosion venting (dirty-side.ts, estimates). A dust the
 *    explosion table names is a `combustible-dust` warning (NFPA 660), and
 *    its inlet loading is compared with the dust's typical MEC.
 *
 * @param input SI values keyed by field (see {@link BaghouseInputSchema}).
 *   Pulse pressure, K₂ and the interval default to the EPA worked example's
 *   100 psig, 15 inH₂O·min·ft/lb and 10 min, each reported as assumed.
 * @returns `success` with the results the inputs allow, the notes (warnings)
 *   and the missing inputs, or `error` with one issue naming the field of an
 *   unusable or contradictory value (rows without columns, a grid too small,
 *   a pitch not above the diameter). Never throws.
 *
 * @example EPA worked example: 10,000 ACFM, A = 9, B = 0.8, 275 °F, 4 gr/ft³,
 *   7 µm, 5.125 in × 10 ft bags → 4.69 ft/min, 2132.55 ft², 159 bags, 3.31 inH₂O at 10 min.
 */
export function designBaghouse(input: BaghouseInput): BaghouseResult {
  const parsed = v.safeParse(BaghouseInputSchema, input, { abortPipeEarly: true });
  if (!parsed.success) {
    return {
      status: 'error',
      issues: parsed.issues.map((issue) => ({
        field: (issue.path?.[0]?.key ?? 'flow') as BaghouseIssue['field'],
        message: issue.message,
      })),
    };
  }
  const data = parsed.output;
  const { flow, loading, bagDiameter, bagLength } = data;
  if ((data.rows === undefined) !== (data.columns === undefined)) {
    return fail(data.rows === undefined ? 'rows' : 'columns', 'Give both rows and columns, or neither to have the grid worked out.');
  }
  if (data.bagPitch !== undefined && bagDiameter !== undefined && data.bagPitch <= bagDiameter) {
    return fail('bagPitch', 'Bag pitch must be larger than the bag diameter.');
  }
  const notes: BaghouseNote[] = [];
  const missing: BaghouseMissing[] = [];
  const airToCloth = designAirToCloth(data, notes, missing);
  missing.push(...missingInputs(data));
  if (airToCloth !== undefined) {
    const outside = airToClothOutsideTypical(airToCloth.valueMps, data.cleaning);
    if (outside !== undefined) notes.push({ code: 'air-to-cloth-outside-typical', valueMps: airToCloth.valueMps, ...outside, cleaning: data.cleaning });
  }
  if (cleansOffLine(data.cleaning) && data.compartments === 1) notes.push({ code: 'single-compartment-off-line' });
  const fabric = data.temperature === undefined ? undefined : fabricNote(data.temperature, data.fabric);
  if (fabric !== undefined) notes.push(fabric);

  const areaPerBagM2 = bagDiameter !== undefined && bagLength !== undefined ? clothAreaPerBag(bagDiameter, bagLength, data.bagBottom) : undefined;
  const netClothAreaM2 = flow !== undefined && airToCloth !== undefined ? flow / airToCloth.valueMps : undefined;
  const factor = netClothAreaM2 === undefined ? undefined : cleansOffLine(data.cleaning) ? grossNetFactor(netClothAreaM2) : 1;
  const grossClothAreaM2 = netClothAreaM2 === undefined || factor === undefined ? undefined : netClothAreaM2 * factor;
  let layout: BagLayout | undefined;
  if (grossClothAreaM2 !== undefined && areaPerBagM2 !== undefined) {
    const grid = data.rows !== undefined && data.columns !== undefined ? { rows: data.rows, columns: data.columns } : undefined;
    const laid = layBags(bagsNeeded(grossClothAreaM2, areaPerBagM2), data.compartments, grid);
    if (!laid.ok) {
      return fail('rows', `${data.rows} rows × ${data.columns} columns hold ${laid.positions} bags, but each compartment needs ${laid.bagsPerCompartment}.`);
    }
    layout = laid.layout;
    if (layout.bagsPerCompartment > COMPARTMENT_BAG_LIMIT) {
      notes.push({
        code: 'compartment-too-large',
        bagsPerCompartment: layout.bagsPerCompartment,
        limit: COMPARTMENT_BAG_LIMIT,
        compartmentsSuggested: Math.ceil(layout.bagsNeeded / COMPARTMENT_BAG_LIMIT),
      });
    }
  }
  const housing = layout !== undefined && flow !== undefined && bagDiameter !== undefined ? designHousing(data, flow, bagDiameter, layout, notes) : undefined;
  const dirty = housing !== undefined && layout !== undefined && bagLength !== undefined
    ? dirtySide({ widthM: layout.rows * housing.bagPitchM, depthM: layout.columns * housing.bagPitchM }, bagLength, layout.compartments, data.hopperHeight)
    : undefined;
  const combustible = combustibleDustId(data.dust);
  const mec = combustible !== undefined && loading !== undefined ? { loadingKgM3: loading, ...mecShare(loading, combustible) } : undefined;
  if (combustible !== undefined) notes.push({ code: 'combustible-dust', dust: combustible });
  if (combustible !== undefined && mec !== undefined && mec.share >= 1) {
    notes.push({ code: 'loading-above-mec', dust: combustible, loadingKgM3: mec.loadingKgM3, mecKgM3: mec.mecKgM3 });
  }
  const cake = airToCloth !== undefined && loading !== undefined && (data.cleaning === 'pulse-jet' || data.k1 !== undefined)
    ? designCake(data, loading, airToCloth.valueMps, layout, notes)
    : undefined;
  return {
    status: 'success',
    data: {
      input: data,
      ...(airToCloth !== undefined && { airToClothMps: airToCloth.valueMps, airToClothSource: airToCloth.source }),
      ...(areaPerBagM2 !== undefined && { clothAreaPerBagM2: areaPerBagM2 }),
      ...(netClothAreaM2 !== undefined && { netClothAreaM2, grossNetFactor: factor, grossClothAreaM2 }),
      ...(layout !== undefined && { layout }),
      ...(layout !== undefined && flow !== undefined && areaPerBagM2 !== undefined && { asBuilt: asBuiltAirToCloth(flow, layout, areaPerBagM2) }),
      ...(housing !== undefined && { housing }),
      ...(cake !== undefined && { cake }),
      ...(flow !== undefined && loading !== undefined && { dustKgS: dustCollectedKgS(loading, flow) }),
      ...(dirty !== undefined && { dirtySide: dirty }),
      ...(mec !== undefined && { mecShare: mec.share }),
      notes,
      missing,
    },
  };
}
