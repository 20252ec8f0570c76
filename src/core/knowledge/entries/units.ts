/**
 * Know-How entries of the Unit Convertor (`src/core/units/`, and the
 * concentration normalising of `src/core/air/`): the catalogue's exact
 * factors, normal concentration, and a worked example.
 */
import { UNITS } from '../../units/catalogue.ts';
import { convert } from '../../units/convert.ts';
import { conversionLinkPath } from '../../units/link.ts';
import { QUANTITY_INFO } from '../../units/quantity.ts';
import type { KnowledgeEntry } from '../entry.ts';

const NIST_SP_811 = { work: 'NIST Special Publication 811, Guide for the Use of the International System of Units (SI)', edition: '2008' };
const EU_IED = { work: 'EU Industrial Emissions Directive 2010/75/EU', edition: '2010' };

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
    related: ['normal-concentration'],
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
    related: ['scfm', 'unit-factors'],
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
    related: ['unit-factors'],
  },
];
