/**
 * A baghouse design as the figures and warnings a person reads, in a unit
 * system. The page and `duct-calc baghouse` both show this list.
 */
import { formatNumber } from '../format/number.ts';
import { figureText, type Figure, type FigureUnit, type UnitSystem } from '../report/figure.ts';
import { figureRangeIssue, measureInputTexts } from '../report/figure-check.ts';
import type { MeasureIssue } from '../report/measure.ts';
import type { ToolWarning } from '../report/warning.ts';
import { unitById, type UnitId } from '../units/catalogue.ts';
import { unitToSi } from '../units/unit.ts';
import { aboveMecSentence, combustibleDustSentence } from '../dust-hazard/combustible-dust.ts';
import { EXPLOSIBLE_DUSTS } from '../explosion/dusts.ts';
import { FACTOR_METHOD_RANGE } from './air-to-cloth.ts';
import { HOPPER_WALL_ANGLE_DEG } from './dirty-side.ts';
import { DUST_AIR_TO_CLOTH } from './dusts.ts';
import { fabricLimitsK, hottestFabric } from './fabric-check.ts';
import { FABRICS, type FabricId } from './fabrics.ts';
import { CLEANING_NAMES, type CleaningType } from './cleaning.ts';
import type { AirToClothSource, BaghouseDesign } from './design.ts';
import type { BaghouseField } from './input.ts';
import type { BagLayout } from './layout.ts';
import { BAGHOUSE_MEASURES } from './measures.ts';
import { FACTOR_METHOD_FIELDS, type BaghouseMissing } from './missing.ts';
import type { BaghouseNote } from './notes.ts';
import { DRAG_COEFFICIENT_UNITS } from './pressure-drop.ts';
import {
  SOURCE_CAN_VELOCITY,
  SOURCE_CAN_VELOCITY_LIMIT,
  SOURCE_CLOTH,
  SOURCE_FACTOR_METHOD,
  SOURCE_FILTER_DRAG,
  SOURCE_GROSS_NET,
  SOURCE_PULSE_JET_DROP,
  SOURCE_TABLE_1_1,
  SOURCE_TYPICAL,
  EPA_BAGHOUSES,
  SOURCE_FABRICS,
} from './sources.ts';

type Units = Readonly<Record<UnitSystem, FigureUnit>>;

function units(imperial: UnitId, imperialDecimals: number, metric: UnitId, metricDecimals: number): Units {
  return { imperial: { unit: imperial, decimals: imperialDecimals }, metric: { unit: metric, decimals: metricDecimals } };
}

/** Display units of each kind of figure. */
const AIR_TO_CLOTH = units('ft/min', 2, 'm/min', 2);
const AREA = units('ft2', 2, 'm2', 2);
const AREA_PER_BAG = units('ft2', 3, 'm2', 4);
const CAN_VELOCITY = units('ft/min', 0, 'm/s', 2);
const CAKE = units('lb/ft2', 4, 'g/m2', 1);
const PRESSURE = units('inH2O', 2, 'Pa', 0);
const MINUTES = units('min', 1, 'min', 1);
const DUST_PER_HOUR = units('lb/h', 1, 'kg/h', 1);
const DUST_PER_DAY = units('lb/d', 0, 'kg/d', 0);
const TEMPERATURE = units('degF', 1, 'degC', 1);
const LOADING = units('gr/ft3', 3, 'g/m3', 3);
const MICRONS = units('um', 1, 'um', 1);
const VOLUME = units('ft3', 0, 'm3', 2);
const HEIGHT = units('ft', 2, 'm', 2);

/** Where the dirty side's figures come from. */
const SOURCE_DIRTY_SIDE = 'Estimate from the bag layout (housing = section × bag length; hopper walls at 60°, ○)';
const SOURCE_EFFECTIVE_LD = 'NFPA 68 (2018) 6.4.2, effective L/D; volume and height estimated';

function count(key: string, label: string, value: number, formula: string, source: string, entry: string): Figure {
  return { key, label, valueSi: value, units: null, decimals: 0, formula, source, entry };
}

function airToClothFigure(valueMps: number, source: AirToClothSource, cleaning: CleaningType): Figure {
  const base = { key: 'airToCloth', label: 'Design air-to-cloth ratio V', valueSi: valueMps, units: AIR_TO_CLOTH };
  if (source.method === 'factor') {
    return { ...base, formula: 'V = 2.878·A·B·T^−0.2335·L^−0.06021·(0.7471 + 0.0853·ln D), T in °F, L in gr/ft³, D in µm', source: SOURCE_FACTOR_METHOD, entry: 'epa-air-to-cloth-factor-method' };
  }
  if (source.method === 'table') {
    const column = cleaning === 'pulse-jet' ? 'pulse-jet' : 'shaker or reverse-air';
    return { ...base, formula: `V from EPA Table 1.1: ${DUST_AIR_TO_CLOTH[source.dust].name}, ${column}`, source: SOURCE_TABLE_1_1, entry: 'epa-table-1-1' };
  }
  return { ...base, formula: 'V as given', source: 'Given by the user', entry: 'air-to-cloth-ratio' };
}

/** The cloth areas, from the flow and the A/C ratio. */
function areaFigures(design: BaghouseDesign): Figure[] {
  const { netClothAreaM2, grossClothAreaM2, grossNetFactor } = design;
  if (netClothAreaM2 === undefined || grossClothAreaM2 === undefined || grossNetFactor === undefined) return [];
  const offLine = grossNetFactor !== 1;
  return [
    { key: 'netClothArea', label: 'Net cloth area', valueSi: netClothAreaM2, units: AREA, formula: 'A_net = Q / V (Q actual, at the gas temperature)', source: SOURCE_CLOTH, entry: 'air-to-cloth-ratio' },
    ...(offLine
      ? [{ key: 'grossNetFactor', label: 'Gross/net factor', valueSi: grossNetFactor, units: null, decimals: 3, formula: 'By net cloth area, compartmented off-line cleaning', source: SOURCE_GROSS_NET, entry: 'epa-gross-net-factors' }]
      : []),
    {
      key: 'grossClothArea',
      label: 'Gross cloth area',
      valueSi: grossClothAreaM2,
      units: AREA,
      formula: offLine ? 'A_gross = A_net × gross/net factor' : 'A_gross = A_net (pulse-jet cleaned on line)',
      source: offLine ? SOURCE_GROSS_NET : SOURCE_CLOTH,
      entry: offLine ? 'epa-gross-net-factors' : 'air-to-cloth-ratio',
    },
  ];
}

/** The bags and their layout, and the A/C ratios as built. */
function bagFigures(layout: BagLayout, asBuilt: BaghouseDesign['asBuilt']): Figure[] {
  const figures: Figure[] = [
    count('bagCount', 'Bags', layout.bagCount, layout.compartments > 1 ? 'n = compartments × ⌈⌈A_gross / a⌉ / compartments⌉' : 'n = ⌈A_gross / a⌉', SOURCE_CLOTH, 'bag-count'),
  ];
  if (layout.compartments > 1) {
    figures.push(
      count('bagsPerCompartment', 'Bags per compartment', layout.bagsPerCompartment, `⌈${layout.bagsNeeded} / ${layout.compartments}⌉`, SOURCE_CLOTH, 'bag-count'),
      count('bagsAdded', 'Bags added by the even split', layout.bagsAdded, `${layout.bagCount} built − ${layout.bagsNeeded} needed`, SOURCE_CLOTH, 'bag-count'),
    );
  }
  figures.push(
    count('rows', 'Rows per compartment', layout.rows, layout.derived ? '⌈bags per compartment / columns⌉ (worked out)' : 'As given', 'Layout', 'method-baghouse'),
    count('columns', 'Columns per compartment', layout.columns, layout.derived ? '⌈√(bags per compartment)⌉ (worked out)' : 'As given', 'Layout', 'method-baghouse'),
  );
  if (asBuilt === undefined) return figures;
  figures.push({ key: 'grossAirToCloth', label: 'Gross A/C as built', valueSi: asBuilt.grossMps, units: AIR_TO_CLOTH, formula: 'Q / (n·a)', source: SOURCE_CLOTH, entry: 'air-to-cloth-ratio' });
  if (asBuilt.netMps !== undefined) {
    figures.push({ key: 'netAirToCloth', label: 'Net A/C as built (one compartment off line)', valueSi: asBuilt.netMps, units: AIR_TO_CLOTH, formula: 'Q / ((compartments − 1)·bags per compartment·a)', source: SOURCE_CLOTH, entry: 'air-to-cloth-ratio' });
  }
  if (asBuilt.netNetMps !== undefined) {
    figures.push({ key: 'netNetAirToCloth', label: 'Net-net A/C as built (two off line)', valueSi: asBuilt.netNetMps, units: AIR_TO_CLOTH, formula: 'Q / ((compartments − 2)·bags per compartment·a)', source: SOURCE_CLOTH, entry: 'air-to-cloth-ratio' });
  }
  return figures;
}

/** The A/C ratio, the cloth and the bags, as far as the design goes. */
function clothFigures(design: BaghouseDesign): Figure[] {
  const { airToClothMps, airToClothSource, clothAreaPerBagM2, layout } = design;
  return [
    ...(airToClothMps !== undefined && airToClothSource !== undefined ? [airToClothFigure(airToClothMps, airToClothSource, design.input.cleaning)] : []),
    ...areaFigures(design),
    ...(clothAreaPerBagM2 !== undefined
      ? [{
          key: 'clothAreaPerBag',
          label: 'Cloth area per bag',
          valueSi: clothAreaPerBagM2,
          units: AREA_PER_BAG,
          formula: design.input.bagBottom ? 'a = π·D·L + π·D²/4 (bottom counted)' : 'a = π·D·L',
          source: SOURCE_CLOTH,
          entry: 'cloth-area-per-bag',
        }]
      : []),
    ...(layout !== undefined ? bagFigures(layout, design.asBuilt) : []),
  ];
}

/** The can velocity between the bags with its re-entrainment limit beside it, then the gross section velocity. */
function housingFigures(design: BaghouseDesign): Figure[] {
  const { housing, layout } = design;
  if (housing === undefined || layout === undefined) return [];
  const over = housing.compartmentsOnLine === layout.compartments ? 'the compartments' : 'the compartments on line (one off for cleaning)';
  const cleaning = CLEANING_NAMES[design.input.cleaning].toLowerCase();
  return [
    {
      key: 'interstitialVelocity',
      label: 'Can velocity between the bags',
      valueSi: housing.interstitialVelocityMps,
      units: CAN_VELOCITY,
      formula: `Q / (section − bags·π·D²/4), over ${over}; the re-entrainment limit applies to it`,
      source: SOURCE_CAN_VELOCITY,
      entry: 'interstitial-velocity',
    },
    ...(housing.canVelocityLimitMps === undefined
      ? []
      : [{
          key: 'canVelocityLimit',
          label: `Re-entrainment limit (${cleaning})`,
          valueSi: housing.canVelocityLimitMps,
          units: CAN_VELOCITY,
          formula: `Warn when the can velocity between the bags is above it (${cleaning} cleaning)`,
          source: SOURCE_CAN_VELOCITY_LIMIT,
          entry: 'can-velocity',
        }]),
    {
      key: 'sectionVelocity',
      label: 'Gross section velocity (bags ignored)',
      valueSi: housing.sectionVelocityMps,
      units: CAN_VELOCITY,
      formula: `Q / section (rows·pitch × columns·pitch), over ${over}; not the velocity the limit applies to`,
      source: SOURCE_CAN_VELOCITY,
      entry: 'can-velocity',
    },
  ];
}

/** The dirty side as a vessel to vent (estimates), then the inlet loading against the dust's MEC. */
function explosionFigures(design: BaghouseDesign): Figure[] {
  const { dirtySide, mecShare } = design;
  const dustName = design.input.dust === undefined ? '' : DUST_AIR_TO_CLOTH[design.input.dust].name;
  return [
    ...(dirtySide === undefined
      ? []
      : [
          {
            key: 'dirtySideVolume',
            label: 'Dirty-side volume V (estimate)',
            valueSi: dirtySide.volumeM3,
            units: VOLUME,
            formula: `compartments × (rows·pitch × columns·pitch × bag length + hopper h·a·(3b − a)/6); the vessel volume to vent`,
            source: SOURCE_DIRTY_SIDE,
            entry: 'dirty-side-volume',
          },
          ...(dirtySide.hopperHeightGiven
            ? []
            : [{
                key: 'hopperHeight',
                label: 'Hopper height (estimate)',
                valueSi: dirtySide.hopperHeightM,
                units: HEIGHT,
                formula: `(short side / 2)·tan ${HOPPER_WALL_ANGLE_DEG}°, walls at ${HOPPER_WALL_ANGLE_DEG}° to a point or ridge; give the hopper height to use your own`,
                source: SOURCE_DIRTY_SIDE,
                entry: 'dirty-side-volume',
              }]),
          {
            key: 'dirtySideLengthToDiameter',
            label: 'Effective L/D for venting (estimate)',
            valueSi: dirtySide.lengthToDiameter,
            units: null,
            decimals: 2,
            formula: 'Heff / Dhe, Heff = bag length + hopper height, Dhe = 2·√(V / (Heff·π))',
            source: SOURCE_EFFECTIVE_LD,
            entry: 'dirty-side-volume',
          },
        ]),
    ...(mecShare === undefined
      ? []
      : [{
          key: 'loadingOfMec',
          label: 'Inlet dust loading, share of the MEC',
          valueSi: mecShare * 100,
          units: null,
          decimals: mecShare < 0.1 ? 2 : 1,
          percent: true as const,
          formula: `C / MEC, MEC of ${dustName} typical (a tested value of your own dust governs)`,
          source: 'NFPA 68 (2018) Annex F; IFA GESTIS-DUST-EX (typical values) ○',
          entry: 'explosible-dusts',
        }]),
  ];
}

function cakeFigures(design: BaghouseDesign): Figure[] {
  const { cake } = design;
  if (cake === undefined) return [];
  const pulseJet = cake.model === 'pulse-jet';
  const figures: Figure[] = [
    { key: 'cakeAreaDensity', label: 'Cake areal density W', valueSi: cake.cakeKgM2, units: CAKE, formula: 'W = C·V·θ', source: SOURCE_PULSE_JET_DROP, entry: 'pulse-jet-pressure-drop' },
    {
      key: 'pressureDrop',
      label: 'Pressure drop ΔP',
      valueSi: cake.pressureDropPa,
      units: PRESSURE,
      formula: pulseJet ? 'ΔP[inH₂O] = 6.08·V[ft/min]·Pj[psig]^−0.65 + K₂·W[lb/ft²]·V' : 'ΔP = K₁·V + K₂·W·V',
      source: pulseJet ? SOURCE_PULSE_JET_DROP : SOURCE_FILTER_DRAG,
      entry: 'pulse-jet-pressure-drop',
    },
  ];
  if (cake.cleaningIntervalS !== undefined) {
    figures.push({
      key: 'cleaningInterval',
      label: 'Cleaning interval to the maximum ΔP',
      valueSi: cake.cleaningIntervalS,
      units: MINUTES,
      formula: pulseJet ? 'θ = (ΔP_max − 6.08·V·Pj^−0.65) / (K₂·C·V²)' : 'θ = (ΔP_max − K₁·V) / (K₂·C·V²)',
      source: pulseJet ? SOURCE_PULSE_JET_DROP : SOURCE_FILTER_DRAG,
      entry: 'pulse-jet-pressure-drop',
    });
  }
  if (cake.pulseCycleS !== undefined) {
    figures.push({ key: 'pulseCycle', label: 'Time to pulse every row once', valueSi: cake.pulseCycleS, units: MINUTES, formula: 'rows × compartments × pulse spacing (one valve per row)', source: EPA_BAGHOUSES, entry: 'method-baghouse' });
  }
  return figures;
}

/** The chosen fabric's temperature limits, as the table defines them in °F. */
function fabricFigures(design: BaghouseDesign): Figure[] {
  const { fabric } = design.input;
  if (fabric === undefined) return [];
  const row = FABRICS[fabric];
  const limits = fabricLimitsK(fabric);
  const source = `${SOURCE_FABRICS}; ${row.check === 'confirmed' ? 'confirmed by a second text' : `one source${'note' in row ? ` (${row.note})` : ''}`}`;
  const limit = (key: string, which: string, valueSi: number, valueF: number, formula: string): Figure => ({
    key,
    label: `Maximum ${which} temperature of ${lowerFirst(row.name)}`,
    valueSi,
    units: TEMPERATURE,
    formula,
    source,
    entry: 'filter-fabrics',
    defined: { value: valueF, unit: 'degF' },
  });
  return [
    limit('fabricContinuousTemperature', 'continuous', limits.continuousK, row.continuousF, 'From the fabric table; the gas temperature must not pass it'),
    limit('fabricSurgeTemperature', 'surge', limits.surgeK, row.surgeF, 'From the fabric table; for short excursions only'),
  ];
}

/**
 * The figures of a design, in reading order: A/C, cloth, bags, as-built A/C,
 * the fabric's temperature limits (with a fabric), velocities (with a bag pitch), cake and pressure drop, dust collected;
 * each only when the design has it.
 *
 * @param design A design from designBaghouse.
 * @returns Figures with formula and source (none for a design with no
 *   result yet); the caller picks the unit system.
 */
export function baghouseFigures(design: BaghouseDesign): Figure[] {
  const { dustKgS } = design;
  return [
    ...clothFigures(design),
    ...fabricFigures(design),
    ...housingFigures(design),
    ...cakeFigures(design),
    ...explosionFigures(design),
    ...(dustKgS === undefined
      ? []
      : [
          { key: 'dustPerHour', label: 'Dust collected per hour', valueSi: dustKgS, units: DUST_PER_HOUR, formula: 'C·Q (C and Q actual; emissions neglected)', source: 'Mass balance', entry: 'dust-collected' },
          { key: 'dustPerDay', label: 'Dust collected per day', valueSi: dustKgS, units: DUST_PER_DAY, formula: 'C·Q × 24 h (C and Q actual; emissions neglected)', source: 'Mass balance', entry: 'dust-collected' },
        ]),
  ];
}

/**
 * Refuses a design with a figure that cannot be shown (a flow of 1e308 m³/h
 * makes the dust collected per day infinite).
 *
 * @param design A design from designBaghouse.
 * @returns `undefined`, or one issue (field `result`) naming the figure and the inputs (figureRangeIssue).
 */
export function baghouseRangeIssue(design: BaghouseDesign): MeasureIssue | undefined {
  return figureRangeIssue(baghouseFigures(design), measureInputTexts(BAGHOUSE_MEASURES, design.input as unknown as Readonly<Record<string, number | undefined>>));
}

/** A value with its unit in a unit system, through core/format. */
function text(valueSi: number, figureUnits: Units, system: UnitSystem): string {
  const shown = figureText({ key: '', label: '', valueSi, units: figureUnits, formula: '', source: '' }, system);
  return `${shown.value} ${shown.unit}`;
}

function drag(coefficient: 'k1' | 'k2', valueSi: number, system: UnitSystem): string {
  const unit = DRAG_COEFFICIENT_UNITS[coefficient][system];
  return `${formatNumber(valueSi / unit.si, 'result', { decimals: 2 })} ${unit.symbol}`;
}

/** Each note in words, in a unit system. */
function noteText(note: BaghouseNote, system: UnitSystem): string {
  const f = (valueSi: number, figureUnits: Units) => text(valueSi, figureUnits, system);
  const range = FACTOR_METHOD_RANGE;
  const hottest = () => {
    const { fabric, continuousK } = hottestFabric();
    return `${FABRICS[fabric].name}, ${f(continuousK, TEMPERATURE)}`;
  };
  const between = (bounds: { min: number; max: number }, unit: UnitId, figureUnits: Units) =>
    `${f(unitToSi(unitById(unit), bounds.min), figureUnits)} to ${f(unitToSi(unitById(unit), bounds.max), figureUnits)}`;
  switch (note.code) {
    case 'temperature-clamped':
      return `Gas temperature ${f(note.givenSi, TEMPERATURE)} is outside the EPA factor method's ${between(range.temperatureF, 'degF', TEMPERATURE)}; the A/C ratio is computed at ${f(note.usedSi, TEMPERATURE)}.`;
    case 'loading-clamped':
      return `Inlet dust loading ${f(note.givenSi, LOADING)} is outside the EPA factor method's ${between(range.loadingGrFt3, 'gr/ft3', LOADING)}; the A/C ratio is computed at ${f(note.usedSi, LOADING)}.`;
    case 'mmd-below-range':
      return `Mass median diameter ${f(note.givenSi, MICRONS)} is below the EPA factor method's ${range.mmdMicrons.min} µm; its size term is taken as ${note.sizeTerm}.`;
    case 'mmd-above-range':
      return `Mass median diameter ${f(note.givenSi, MICRONS)} is above the EPA factor method's ${range.mmdMicrons.max} µm; its size term is taken as ${note.sizeTerm}.`;
    case 'material-factor-unlisted':
      return `Material factor A = ${note.value} is not one of the EPA list (15, 12, 10, 9, 6).`;
    case 'application-factor-unlisted':
      return `Application factor B = ${note.value} is not one of the EPA list (1.0, 0.9, 0.8).`;
    case 'air-to-cloth-outside-typical':
      return `Air-to-cloth ratio ${f(note.valueMps, AIR_TO_CLOTH)} is outside the typical ${f(note.minMps, AIR_TO_CLOTH)} to ${f(note.maxMps, AIR_TO_CLOTH)} for ${CLEANING_NAMES[note.cleaning].toLowerCase()} cleaning (${SOURCE_TYPICAL.toLowerCase()}).`;
    case 'single-compartment-off-line':
      return 'One compartment cannot be taken off line for cleaning: give at least 2 compartments for shaker or reverse-air cleaning.';
    case 'can-velocity-high': {
      const percent = (note.valueMps / note.limitMps - 1) * 100;
      const over = formatNumber(percent, 'result', { decimals: percent < 10 ? 1 : 0 });
      return `Can velocity between the bags ${f(note.valueMps, CAN_VELOCITY)} is ${over} % above the ${f(note.limitMps, CAN_VELOCITY)} re-entrainment limit for ${CLEANING_NAMES[note.cleaning].toLowerCase()} cleaning (a typical limit, one secondary source): cake pulsed off the bags may be carried back onto them. Widen the bag pitch, use longer bags or add compartments.`;
    }
    case 'pulse-pressure-assumed':
      return `Pulse pressure not given: ${f(note.valueSi, units('psi', 0, 'bar', 2))} (gauge) assumed, as in the EPA worked example.`;
    case 'k2-assumed':
      return `K₂ not given: ${drag('k2', note.valueSi, system)} assumed, as in the EPA worked example; ask the fabric supplier or measure it.`;
    case 'cleaning-interval-assumed':
      return `Cleaning interval not given: ${f(note.valueSi, MINUTES)} assumed, as in the EPA worked example.`;
    case 'max-pressure-drop-unreachable':
      return `Maximum pressure drop ${f(note.maxPa, PRESSURE)} is not above the clean-cloth drop ${f(note.residualPa, PRESSURE)}: no cleaning interval reaches it.`;
    case 'pressure-drop-outside-typical':
      return `Pressure drop ${f(note.valuePa, PRESSURE)} is outside the typical ${f(note.minPa, PRESSURE)} to ${f(note.maxPa, PRESSURE)} (${SOURCE_TYPICAL.toLowerCase()}).`;
    case 'cleaning-faster-than-pulses':
      return `Cleaning every ${f(note.intervalS, MINUTES)} is shorter than the ${f(note.cycleS, MINUTES)} the valves need to pulse every row once (${note.valves} valves): the cake will outgrow the cleaning.`;
    case 'fabric-temperature-high': {
      const limit = note.aboveSurge
        ? `maximum continuous temperature of ${lowerFirst(FABRICS[note.fabric].name)}, ${f(note.continuousK, TEMPERATURE)}, and its surge temperature, ${f(note.surgeK, TEMPERATURE)}`
        : `maximum continuous temperature of ${lowerFirst(FABRICS[note.fabric].name)}, ${f(note.continuousK, TEMPERATURE)}`;
      const instead = note.takers.length === 0
        ? `No fabric of the table takes it continuously (the hottest: ${hottest()}): cool the gas before the filter (dilution air, a quench or a heat exchanger)`
        : `Fabrics that take it continuously: ${fabricNames(note.takers)}`;
      return `Gas temperature ${f(note.temperatureK, TEMPERATURE)} is above the ${limit} (${SOURCE_FABRICS}). ${instead}.`;
    }
    case 'temperature-above-every-fabric':
      return `Gas temperature ${f(note.temperatureK, TEMPERATURE)} is above every filter fabric's maximum continuous temperature (the hottest: ${hottest()}; ${SOURCE_FABRICS}): cool the gas before the filter (dilution air, a quench or a heat exchanger).`;
    case 'combustible-dust':
      return combustibleDustSentence(EXPLOSIBLE_DUSTS[note.dust].name);
    case 'loading-above-mec':
      return aboveMecSentence('Inlet dust loading', f(note.loadingKgM3, LOADING), note.dust, f(note.mecKgM3, LOADING), 'the inlet duct');
    case 'compartment-too-large':
      return `One compartment holds ${formatNumber(note.bagsPerCompartment, 'result', { decimals: 0 })} bags, more than the ${formatNumber(note.limit, 'result', { decimals: 0 })} a compartment is usually built for (our judgement: a compartment goes off line as one to clean or re-bag): give at least ${note.compartmentsSuggested} compartments.`;
  }
}

/**
 * The warnings of a design in words, in a unit system.
 *
 * @param design A design from designBaghouse.
 * @param system The unit system of the values in the text.
 * @returns One warning per note, in the order found, each with its stable code.
 */
export function baghouseWarnings(design: BaghouseDesign, system: UnitSystem): ToolWarning[] {
  return design.notes.map((note) => ({ code: note.code, text: noteText(note, system) }));
}

/** A fabric's name inside a sentence: `polyester (Dacron)`, `PTFE (Teflon)` (an acronym keeps its capitals). */
function lowerFirst(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** Fabrics by name, in the table's order: `PPS (Ryton), Aramid (Nomex) and Fibreglass`. */
function fabricNames(fabrics: readonly FabricId[]): string {
  return listed(fabrics.map((id) => FABRICS[id].name));
}

/** How a missing input is named in a sentence. */
const FIELD_NAMES: Partial<Record<BaghouseField, string>> = {
  materialFactor: 'material factor A',
  applicationFactor: 'application factor B',
  temperature: 'gas temperature',
  loading: 'inlet dust loading',
  mmd: 'mass median diameter',
  bagDiameter: 'bag diameter',
  bagLength: 'bag length',
};

/** `a, b and c`. */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What each missing input would add, in words; the same in either unit system (it names no value). */
function missingText(missing: BaghouseMissing): string {
  switch (missing.code) {
    case 'air-to-cloth': {
      const adds = 'to get the design A/C ratio and what rests on it: the cloth area, the bags and the pressure drop';
      if (missing.cleaning !== 'pulse-jet') return `Give an air-to-cloth ratio or a dust of EPA Table 1.1 (the EPA factor method is for pulse-jet only) ${adds}.`;
      const factor = missing.fields.flatMap((field) => FIELD_NAMES[field] ?? []);
      if (factor.length === FACTOR_METHOD_FIELDS.length) {
        return `Give an air-to-cloth ratio, a dust of EPA Table 1.1, or the EPA factor method's inputs (${listed(factor)}) ${adds}.`;
      }
      return `Give the EPA factor method's ${listed(factor)} (or an air-to-cloth ratio, or a dust of EPA Table 1.1) ${adds}.`;
    }
    case 'flow':
      return 'Give the gas flow to get the cloth area, the bags and their layout, the A/C ratios as built and the dust collected.';
    case 'bag-size':
      return `Give the ${listed(missing.fields.map((field) => FIELD_NAMES[field]!))} to get the cloth per bag, the bags and their layout.`;
    case 'loading':
      return 'Give the inlet dust loading to get the cake, the pressure drop, the cleaning interval and the dust collected.';
    case 'k1':
      return `Give K₁ to get the pressure drop of ${CLEANING_NAMES[missing.cleaning].toLowerCase()} cleaning (ΔP = K₁·V + K₂·W·V; the EPA pulse-jet equation does not apply).`;
    case 'fabric':
      return missing.takers.length === 0
        ? 'Give the filter fabric to check its temperature limits; no fabric of the table takes this gas temperature continuously.'
        : `Give the filter fabric to check its temperature limits; at this gas temperature, these take it continuously: ${fabricNames(missing.takers)}.`;
    case 'fabric-temperature':
      return "Give the gas temperature to check it against the fabric's temperature limits.";
    case 'bag-pitch':
      return 'Give the bag pitch to get the can velocity between the bags, checked against the re-entrainment limit, the gross section velocity, and the dirty-side volume and L/D for explosion venting.';
    case 'max-pressure-drop':
      return 'Give the maximum pressure drop to get the cleaning interval that reaches it.';
    case 'pulse-spacing':
      return 'Give the pulse spacing to check that the valves pulse every row within the cleaning interval.';
  }
}

/** One missing input in words, with the fields that would supply it (the CLI names their options). */
export interface MissingInputText {
  readonly code: BaghouseMissing['code'];
  readonly fields: readonly BaghouseField[];
  readonly text: string;
}

/**
 * What each input left out would add to a design, in words.
 *
 * @param design A design from designBaghouse.
 * @returns One line per missing input, most telling first (`Give the inlet
 *   dust loading to get the cake, the pressure drop, …`); empty when nothing is missing.
 */
export function baghouseMissing(design: BaghouseDesign): MissingInputText[] {
  return design.missing.map((missing) => ({ code: missing.code, fields: missing.fields, text: missingText(missing) }));
}
