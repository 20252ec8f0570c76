/**
 * Know-How entries of the Unit Convertor (`src/core/units/`, and the gas
 * conditions of `src/core/air/` it converts at): the catalogue's exact
 * factors, the reference conditions, the flow at a reference and normal
 * concentration, the two methods, and worked examples.
 */
import { defaultReferenceFor, REFERENCE_CONDITIONS } from '../../air/reference-conditions.ts';
import type { VolumeBasis } from '../../units/basis.ts';
import { UNITS } from '../../units/catalogue.ts';
import { readConversion, type ConversionTexts } from '../../units/conversion.ts';
import { convert } from '../../units/convert.ts';
import { conversionLinkPath } from '../../units/link.ts';
import { QUANTITY_INFO } from '../../units/quantity.ts';
import type { KnowledgeEntry, KnowledgeQuantity } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';

const NIST_SP_811 = { work: 'NIST Special Publication 811, Guide for the Use of the International System of Units (SI)', edition: '2008' };
const EU_IED = { work: 'EU Industrial Emissions Directive 2010/75/EU', edition: '2010' };
const HAND_CALCULATION = { work: 'Hand calculation from the factors the tool lists (Conditions applied)', edition: '—' };

/** The worked examples' conversions, as typed on the page and in `duct-calc convert`. */
const ACFM_EXAMPLE: ConversionTexts = { value: '10000', from: 'acfm', to: 'scfm', temperature: '300F', altitude: '1500m' };
const CONCENTRATION_EXAMPLE: ConversionTexts = { value: '50', from: 'mg/m3', to: 'mg/Nm3', temperature: '150C', pressure: '98kPa', moisture: '8', o2: '11', 'o2-ref': '6' };
const GRAIN_EXAMPLE: ConversionTexts = { value: '1', from: 'gr/ft3', to: 'g/m3' };

/** The command line of a conversion: `convert <value> <from> <to> --<condition> <text>…`. */
function convertArgs(texts: ConversionTexts): string[] {
  const { value = '', from = '', to = '', ...conditions } = texts;
  return ['convert', value, from, to, ...Object.entries(conditions).flatMap(([field, text]) => [`--${field}`, text ?? ''])];
}

/** The first result of a conversion, in its unit (a basis such as SCFM is the plain unit, CFM). */
function convertedValue(texts: ConversionTexts): KnowledgeQuantity {
  const conversion = readConversion(texts);
  const result = conversion.status === 'success' ? conversion.data.results[0] : undefined;
  return result === undefined ? { value: Number.NaN, unit: '1' } : { value: result.value, unit: result.unit.id };
}

/** The bases a reference is the default for, as the units that state them. */
const BASIS_UNITS: readonly { basis: VolumeBasis; units: string }[] = [
  { basis: { reference: 'standard', dry: false }, units: 'SCFM, Sm³/h, gr/scf' },
  { basis: { reference: 'standard', dry: true }, units: 'gr/dscf' },
  { basis: { reference: 'normal', dry: false }, units: 'Nm³/h, mg/Nm³, gr/ncf' },
];

export const UNITS_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'table',
    id: 'unit-factors',
    title: 'Units and their exact factors',
    aliases: ['conversion factors', 'NIST', 'unit catalogue'],
    summary: 'Every unit the toolkit reads and writes, with its value in SI and where the factor comes from.',
    columns: [
      { key: 'id', label: 'Id' },
      { key: 'symbol', label: 'Symbol' },
      { key: 'name', label: 'Name' },
      { key: 'quantity', label: 'Quantity' },
      { key: 'si', label: 'SI per unit' },
      { key: 'source', label: 'Source' },
    ],
    rows: () => UNITS.map((unit) => ({ id: unit.id, symbol: unit.symbol, name: unit.name, quantity: QUANTITY_INFO[unit.quantity].label, si: unit.siPerUnit, source: unit.source })),
    module: 'src/core/units/catalogue.ts',
    source: { ...NIST_SP_811, locator: 'App. B.8, factors for units listed alphabetically' },
    check: '✔',
    tools: ['convert'],
    related: ['normal-concentration', 'method-unit-convertor', 'example-convert-grain', 'example-convert-inh2o'],
  },
  {
    kind: 'formula',
    id: 'normal-concentration',
    title: 'Dust concentration at normal conditions, dry, at reference O₂',
    aliases: ['mg/Nm3', 'normal concentration', 'O2 correction', 'reference oxygen', 'emission limit'],
    summary: 'A measured concentration restated at 0 °C and 101.325 kPa, dry, and at the reference oxygen an emission limit is written at.',
    tex: String.raw`C_N = C_A\,\frac{T}{273.15}\,\frac{101.325}{p}\,\frac{100}{100 - H_2O}\,\frac{21 - O_{2,ref}}{21 - O_{2,meas}}`,
    plain: 'C_N = C_A·(T/273.15)·(101.325/p)·(100/(100 − H₂O))·(21 − O₂,ref)/(21 − O₂,meas)',
    symbols: [
      { symbol: 'C_N', meaning: 'concentration at normal conditions', unit: 'mg/Nm³' },
      { symbol: 'C_A', meaning: 'concentration as measured', unit: 'mg/m³' },
      { symbol: 'T', meaning: 'gas temperature', unit: 'K' },
      { symbol: 'p', meaning: 'absolute gas pressure', unit: 'kPa' },
      { symbol: 'H₂O', meaning: 'water vapour', unit: '% by volume' },
      { symbol: 'O₂', meaning: 'oxygen, measured and reference', unit: '% dry' },
    ],
    validity: 'Ideal gas; each factor only when its input is given (dry only with the moisture, O₂ only with both figures).',
    source: { ...EU_IED, locator: 'Annex VI Part 2, standardisation and O₂ correction' },
    check: '○',
    tools: ['convert'],
    example: 'example-convert-mg-nm3',
    related: ['scfm', 'unit-factors', 'reference-conditions'],
  },
  {
    kind: 'example',
    id: 'example-convert-inh2o',
    title: 'Unit Convertor: 4 inH₂O in Pa',
    summary: 'The conventional inch of water is exactly 249.08891 Pa, so 4 inH₂O is 996.35564 Pa.',
    tool: 'convert',
    inputs: [{ label: 'Value', value: '4 inH₂O' }],
    figure: '4 inH₂O =',
    answer: { value: 996.35564, unit: 'Pa', tolerance: 5e-6, source: { ...NIST_SP_811, locator: 'App. B.8: inch of water (conventional) = 2.490 889 E+02 Pa' } },
    link: conversionLinkPath({ value: '4', from: 'inH2O', to: 'Pa' }),
    cli: { args: ['convert', '4', 'inH2O', 'Pa'], prints: '996.35564 Pa' },
    run: () => {
      const converted = convert(4, 'inH2O', 'Pa');
      return { value: converted.status === 'success' ? converted.data.value : Number.NaN, unit: 'Pa' };
    },
    related: ['unit-factors', 'method-unit-convertor'],
  },
  {
    kind: 'table',
    id: 'reference-conditions',
    title: 'Reference conditions: ACGIH standard air, EPA standard, normal',
    aliases: ['standard conditions', 'normal conditions', '--standard', '29.92 inHg', '70 °F', '68 °F', '0 °C'],
    summary: 'The three references a standard or normal flow or concentration is quoted at, and the units each is the default for; every result names the one it used.',
    columns: [
      { key: 'id', label: 'Id (--standard)' },
      { key: 'label', label: 'Reference' },
      { key: 'statedAs', label: 'As stated' },
      { key: 'temperature', label: 'T', unit: 'K' },
      { key: 'pressure', label: 'p', unit: 'Pa' },
      { key: 'defaultFor', label: 'Default for' },
      { key: 'source', label: 'Source' },
    ],
    rows: () =>
      Object.values(REFERENCE_CONDITIONS).map((reference) => ({
        id: reference.id,
        label: reference.label,
        statedAs: reference.statedAs,
        temperature: reference.temperatureK,
        pressure: reference.pressurePa,
        defaultFor: BASIS_UNITS.filter(({ basis }) => defaultReferenceFor(basis) === reference.id)
          .map(({ units }) => units)
          .join('; '),
        source: reference.source,
      })),
    module: 'src/core/air/reference-conditions.ts',
    source: cite(ACGIH_MANUAL, 'standard air; US EPA 40 CFR 60.2; EU IED 2010/75/EU Annex VI'),
    check: '◐',
    tools: ['convert'],
    related: ['standard-air', 'scfm', 'flow-at-reference', 'normal-concentration'],
  },
  {
    kind: 'formula',
    id: 'flow-at-reference',
    title: 'Flow at a reference condition, from the actual gas (ideal gas)',
    aliases: ['actual to reference', 'dry standard flow', 'dscfm', 'Am³/h to Nm³/h'],
    summary: 'The flow at a reference condition that carries the same gas as the actual flow, by the ideal gas law; dry when the moisture is taken out.',
    tex: String.raw`Q_{ref} = Q_{act}\,\frac{T_{ref}}{T_{act}}\,\frac{p_{act}}{p_{ref}}\,\left(1 - H_2O\right)`,
    plain: 'Q_ref = Q_act·(T_ref/T_act)·(p_act/p_ref) [·(1 − H₂O) for a dry flow]',
    symbols: [
      { symbol: 'Q_ref', meaning: 'flow at the reference condition', unit: 'm³/s' },
      { symbol: 'Q_act', meaning: 'actual flow', unit: 'm³/s' },
      { symbol: 'T_ref, T_act', meaning: 'absolute temperatures of the reference and the gas', unit: 'K' },
      { symbol: 'p_ref, p_act', meaning: 'absolute pressures of the reference and the gas', unit: 'Pa' },
      { symbol: 'H₂O', meaning: 'water vapour, as a fraction by volume (only with --moisture)', unit: '1' },
    ],
    validity: 'Ideal gas; T > 0 K, p > 0, flow ≥ 0, 0 ≤ H₂O < 100 %. The reverse divides by the same factors. Between two references there is no gas state: convert to the actual flow first.',
    source: { work: 'US EPA Method 2 (40 CFR 60 App. A-1)', edition: '2017', locator: 'eq. 2-10 (dry standard flow); ideal gas as in ACGIH Industrial Ventilation' },
    check: '✔',
    tools: ['convert'],
    example: 'example-convert-acfm-scfm',
    related: ['reference-conditions', 'standard-flow', 'isa-pressure', 'acfm', 'scfm'],
  },
  {
    kind: 'method',
    id: 'method-unit-convertor',
    title: 'How the Unit Convertor works',
    aliases: ['duct-calc convert', 'unit conversion', 'convert units'],
    summary: 'A value in every unit of its quantity by exact factors, and actual ↔ standard or normal flow and normalised concentration at stated gas conditions: the page /pressure-drop and duct-calc convert.',
    tool: 'convert',
    related: ['unit-factors', 'reference-conditions', 'flow-at-reference', 'normal-concentration', 'method-gas-conditions'],
  },
  {
    kind: 'method',
    id: 'method-gas-conditions',
    title: 'Gas conditions: actual and standard air, the density factor and reference conditions',
    aliases: ['gas conditions', 'non-standard air', 'hot gas', 'altitude correction'],
    summary: 'How every tool reads a hot, high or humid gas: the ideal gas density, the ISA pressure at an altitude, the density factor df and the reference conditions a standard flow is quoted at.',
    tool: 'convert',
    related: ['air-density', 'isa-pressure', 'density-factor', 'standard-flow', 'flow-at-reference', 'reference-conditions', 'gas-mixing', 'example-fan-loren-cook'],
  },
  {
    kind: 'example',
    id: 'example-convert-acfm-scfm',
    title: 'Unit Convertor: a hot gas at altitude at standard air (10 000 actual cfm, 300 °F, 1500 m)',
    aliases: ['5818.7'],
    summary: 'A hot gas at altitude restated at ACGIH standard air: 10 000 ACFM at 300 °F and 1500 m (84 556 Pa by ISA) is 5818.7 SCFM.',
    tool: 'convert',
    inputs: [
      { label: 'Value', value: '10000 ACFM' },
      { label: 'To', value: 'SCFM (ACGIH standard air, 70 °F and 29.92 inHg)' },
      { label: 'Temperature', value: '300 °F' },
      { label: 'Altitude', value: '1500 m' },
    ],
    figure: '10000 ACFM =',
    // 10 000 × (529.67/759.67) × (84 555.99/101 320.75) = 10 000 × 0.697237 × 0.834538; the answer's 5 digits leave ±0.05.
    answer: { value: 5818.7, unit: 'CFM', tolerance: 0.05, source: { ...HAND_CALCULATION, locator: 'T_ref/T_act = 529.67/759.67 = 0.697237; p_act/p_ref = 84 556.0/101 320.75 = 0.834538 (ISA at 1500 m)' } },
    link: conversionLinkPath(ACFM_EXAMPLE),
    cli: { args: convertArgs(ACFM_EXAMPLE), prints: '5818.7057 SCFM' },
    run: () => convertedValue(ACFM_EXAMPLE),
    related: ['flow-at-reference', 'isa-pressure', 'method-unit-convertor'],
  },
  {
    kind: 'example',
    id: 'example-convert-mg-nm3',
    title: 'Unit Convertor: 50 mg/m³ at stack conditions in mg/Nm³, dry at 6 % O₂',
    aliases: ['130.57'],
    summary: 'A stack concentration normalised for an emission limit: 50 mg/m³ at 150 °C, 98 kPa, 8 % moisture and 11 % O₂ is 130.57 mg/Nm³ dry at 6 % O₂.',
    tool: 'convert',
    inputs: [
      { label: 'Value', value: '50 mg/m³ (actual)' },
      { label: 'To', value: 'mg/Nm³ (0 °C, 101.325 kPa)' },
      { label: 'Temperature, pressure', value: '150 °C, 98 kPa absolute' },
      { label: 'Moisture', value: '8 % by volume' },
      { label: 'O₂ measured, reference', value: '11 % dry, 6 %' },
    ],
    figure: '50 mg/m³ =',
    // 50 × 1.549149 × 1.033929 × 1.086957 × 1.5; the answer's 5 digits leave ±0.005.
    answer: { value: 130.57, unit: 'mg/m3', tolerance: 0.005, source: { ...HAND_CALCULATION, locator: '423.15/273.15 = 1.549149; 101.325/98 = 1.033929; 1/(1 − 0.08) = 1.086957; (21 − 6)/(21 − 11) = 1.5' } },
    link: conversionLinkPath(CONCENTRATION_EXAMPLE),
    cli: { args: convertArgs(CONCENTRATION_EXAMPLE), prints: '130.57412 mg/Nm³, dry at 6 % O₂' },
    run: () => convertedValue(CONCENTRATION_EXAMPLE),
    related: ['normal-concentration', 'method-unit-convertor'],
  },
  {
    kind: 'example',
    id: 'example-convert-grain',
    title: 'Unit Convertor: 1 gr/ft³ in g/m³',
    aliases: ['grains per cubic foot', 'gr/cf'],
    summary: 'A grain per cubic foot is 64.79891 mg in (0.3048 m)³: exactly 2.2883519 g/m³ to 8 digits.',
    tool: 'convert',
    inputs: [{ label: 'Value', value: '1 gr/ft³' }],
    figure: '1 gr/ft³ =',
    answer: { value: 2.288352, unit: 'g/m3', tolerance: 5e-7, source: { ...NIST_SP_811, locator: 'App. B.8: grain = 6.479 891 E−05 kg and cubic foot = 2.831 685 E−02 m³, so 1 gr/ft³ = 2.288 352 E−03 kg/m³' } },
    link: conversionLinkPath(GRAIN_EXAMPLE),
    cli: { args: convertArgs(GRAIN_EXAMPLE), prints: '2.2883519 g/m³' },
    run: () => convertedValue(GRAIN_EXAMPLE),
    related: ['unit-factors', 'method-unit-convertor'],
  },
];
