/**
 * Know-How entries about the toolkit as a whole rather than one tool: the web
 * app, the CLI's conventions, how figures are shown and which inputs the
 * tools accept, and Know-How itself. Their methods name no tool.
 */
import { KST_RANGE, GAUGE_PRESSURE_RANGE, PSTAT_RANGE, VENT_VOLUME_RANGE } from '../../explosion/fields.ts';
import { EFFICIENCY_PERCENT_RANGE, MARGIN_PERCENT_RANGE, SPEED_RPM_RANGE } from '../../fan/fields.ts';
import { NUMBER_STYLES, SCIENTIFIC_DIGITS, SCIENTIFIC_FROM } from '../../format/number.ts';
import { rangeText, shownRangeText, type MeasureRange } from '../../report/measure.ts';
import * as RANGES from '../../report/ranges.ts';
import type { UnitId } from '../../units/catalogue.ts';
import type { KnowledgeEntry } from '../entry.ts';

/** A range stated in a unit of the catalogue, or in a plain unit (%, rpm, kg/kg) of its own. */
type Stated = readonly [MeasureRange, UnitId] | readonly [MeasureRange, 'plain', string];

/** One input of the ranges table: what it is, and its range(s) in metric and imperial units. */
interface RangeRow {
  readonly input: string;
  readonly metric: readonly Stated[];
  readonly imperial: readonly Stated[];
}

/** The range in words without the `must be` a refusal starts with: `from −100 to 1000 °C, where Sutherland's law holds`. */
function statedText(stated: Stated): string {
  const words = stated[1] === 'plain' ? shownRangeText(stated[0], (value) => value, stated[2] ?? '') : rangeText(stated[0], stated[1]);
  return words.replace(/^must be /, '');
}

const both = (...stated: Stated[]) => ({ metric: stated, imperial: stated });

/** Every measured input's range, in the units the tools show it in; the ducting calculator's card takes any double. */
const RANGE_ROWS: readonly RangeRow[] = [
  { input: 'Gas flow (hood, duct, fan, collector)', metric: [[RANGES.FLOW_RANGE, 'm3/h']], imperial: [[RANGES.FLOW_RANGE, 'CFM']] },
  { input: 'Gas temperature', metric: [[RANGES.GAS_TEMPERATURE_RANGE, 'degC']], imperial: [[RANGES.GAS_TEMPERATURE_RANGE, 'degF']] },
  { input: 'Altitude', metric: [[RANGES.ALTITUDE_RANGE, 'm']], imperial: [[RANGES.ALTITUDE_RANGE, 'ft']] },
  { input: 'Barometric pressure', metric: [[RANGES.BAROMETRIC_PRESSURE_RANGE, 'kPa']], imperial: [[RANGES.BAROMETRIC_PRESSURE_RANGE, 'inHg']] },
  {
    input: 'Fan or system pressure, collector pressure drop / a loss that may be nil',
    metric: [[RANGES.SYSTEM_PRESSURE_RANGE, 'Pa'], [RANGES.PRESSURE_OR_ZERO_RANGE, 'Pa']],
    imperial: [[RANGES.SYSTEM_PRESSURE_RANGE, 'inH2O'], [RANGES.PRESSURE_OR_ZERO_RANGE, 'inH2O']],
  },
  {
    input: 'Tube-sheet ΔP setting / reading',
    metric: [[RANGES.FILTER_PRESSURE_DROP_RANGE, 'Pa'], [RANGES.FILTER_PRESSURE_READING_RANGE, 'Pa']],
    imperial: [[RANGES.FILTER_PRESSURE_DROP_RANGE, 'inH2O'], [RANGES.FILTER_PRESSURE_READING_RANGE, 'inH2O']],
  },
  {
    input: 'Pulse pressure (gauge) / compressed-air reading',
    metric: [[RANGES.PULSE_PRESSURE_RANGE, 'bar'], [RANGES.COMPRESSED_AIR_READING_RANGE, 'bar']],
    imperial: [[RANGES.PULSE_PRESSURE_RANGE, 'psi'], [RANGES.COMPRESSED_AIR_READING_RANGE, 'psi']],
  },
  { input: 'Dust loading', metric: [[RANGES.DUST_LOADING_RANGE, 'g/m3']], imperial: [[RANGES.DUST_LOADING_RANGE, 'gr/ft3']] },
  { input: 'Particle size', ...both([RANGES.PARTICLE_SIZE_RANGE, 'um']) },
  { input: 'Air-to-cloth ratio', metric: [[RANGES.AIR_TO_CLOTH_RANGE, 'm/min']], imperial: [[RANGES.AIR_TO_CLOTH_RANGE, 'ft/min']] },
  { input: 'Duct velocity (minimum transport, slot)', metric: [[RANGES.DUCT_VELOCITY_RANGE, 'm/s']], imperial: [[RANGES.DUCT_VELOCITY_RANGE, 'ft/min']] },
  { input: 'Duct or fan diameter', metric: [[RANGES.DUCT_DIAMETER_RANGE, 'mm']], imperial: [[RANGES.DUCT_DIAMETER_RANGE, 'in']] },
  {
    input: 'Duct length / a segment of fittings only',
    metric: [[RANGES.DUCT_LENGTH_RANGE, 'm'], [RANGES.DUCT_LENGTH_OR_ZERO_RANGE, 'm']],
    imperial: [[RANGES.DUCT_LENGTH_RANGE, 'ft'], [RANGES.DUCT_LENGTH_OR_ZERO_RANGE, 'ft']],
  },
  { input: 'Roughness', metric: [[RANGES.ROUGHNESS_RANGE, 'mm']], imperial: [[RANGES.ROUGHNESS_RANGE, 'ft']] },
  { input: 'Friction rate', metric: [[RANGES.FRICTION_RATE_RANGE, 'Pa/m']], imperial: [[RANGES.FRICTION_RATE_RANGE, 'inH2O/100ft']] },
  { input: 'Slot area', metric: [[RANGES.OPENING_AREA_RANGE, 'm2']], imperial: [[RANGES.OPENING_AREA_RANGE, 'ft2']] },
  { input: 'Cloth area', metric: [[RANGES.CLOTH_AREA_RANGE, 'm2']], imperial: [[RANGES.CLOTH_AREA_RANGE, 'ft2']] },
  {
    input: 'Bag diameter / length / pitch',
    metric: [[RANGES.BAG_DIAMETER_RANGE, 'mm'], [RANGES.BAG_LENGTH_RANGE, 'm'], [RANGES.BAG_PITCH_RANGE, 'mm']],
    imperial: [[RANGES.BAG_DIAMETER_RANGE, 'in'], [RANGES.BAG_LENGTH_RANGE, 'ft'], [RANGES.BAG_PITCH_RANGE, 'in']],
  },
  { input: 'Pulse spacing / cleaning interval', ...both([RANGES.PULSE_SPACING_RANGE, 's'], [RANGES.CLEANING_INTERVAL_RANGE, 'min']) },
  { input: 'Power', metric: [[RANGES.POWER_RANGE, 'kW']], imperial: [[RANGES.POWER_RANGE, 'hp']] },
  { input: 'Gas density', metric: [[RANGES.GAS_DENSITY_RANGE, 'kg/m3']], imperial: [[RANGES.GAS_DENSITY_RANGE, 'lb/ft3']] },
  {
    input: 'Moisture (H₂O by volume) / humidity ratio ω',
    ...both([RANGES.MOISTURE_VOLUME_PERCENT_RANGE, 'plain', '%'], [RANGES.HUMIDITY_RATIO_RANGE, 'plain', 'kg/kg']),
  },
  { input: 'Fan, motor or drive efficiency / service margin', ...both([EFFICIENCY_PERCENT_RANGE, 'plain', '%'], [MARGIN_PERCENT_RANGE, 'plain', '%']) },
  { input: 'Fan speed', ...both([SPEED_RPM_RANGE, 'plain', 'rpm']) },
  {
    input: 'Enclosure volume (vent) / KSt',
    metric: [[VENT_VOLUME_RANGE, 'm3'], [KST_RANGE, 'bar.m/s']],
    imperial: [[VENT_VOLUME_RANGE, 'ft3'], [KST_RANGE, 'bar.m/s']],
  },
  {
    input: 'Pmax, Pred, enclosure strength (gauge) / Pstat (gauge)',
    metric: [[GAUGE_PRESSURE_RANGE, 'bar'], [PSTAT_RANGE, 'bar']],
    imperial: [[GAUGE_PRESSURE_RANGE, 'psi'], [PSTAT_RANGE, 'psi']],
  },
];

const STYLE_USES: Readonly<Record<keyof typeof NUMBER_STYLES, string>> = {
  field: 'An editable calculator field and the duct diagram',
  result: 'The page’s ‘Calculation Result’ notice',
  table: 'The CLI’s tables and messages, which scripts read',
};

export const TOOLKIT_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'method',
    id: 'method-web-app',
    title: 'The web app: routes, menu, links, unit system, offline use and its security policy',
    aliases: ['PWA', 'offline', 'install', 'service worker', 'CSP', 'content security policy', 'header menu', 'unit system'],
    summary: 'How every page of the app behaves: routes and menu, links that reproduce a page, the unit system it remembers, working offline, updates, and the Content Security Policy a host should send.',
    related: ['method-ducting-calculator', 'method-cli-conventions', 'method-know-how'],
  },
  {
    kind: 'method',
    id: 'method-cli-conventions',
    title: 'The duct-calc CLI: units, --json, --link and exit codes',
    aliases: ['duct-calc', 'command line', 'exit codes', '--json', '--link', 'unit suffix'],
    summary: 'The rules every `duct-calc` subcommand keeps: unit suffixes, exact JSON, links to the page, one-line errors and exit codes 0, 1 and 2.',
    related: ['unit-factors', 'physical-ranges', 'method-units-and-precision', 'method-ducting-calculator'],
  },
  {
    kind: 'method',
    id: 'method-units-and-precision',
    title: 'Units, precision and the physical ranges of the inputs',
    aliases: ['rounding', 'decimals', 'scientific notation', 'significant digits', 'input range'],
    summary: 'How every figure is rounded and when it switches to scientific notation, and the physical range each tool holds its inputs to.',
    related: ['number-styles', 'physical-ranges', 'unit-factors', 'ducting-calculator-factors'],
  },
  {
    kind: 'method',
    id: 'method-know-how',
    title: 'Know-How: duct-calc explain, the page and the entries',
    aliases: ['duct-calc explain', 'knowledge base', 'search', 'glossary', 'docs as tests'],
    summary: 'How the knowledge base is searched from the page and `duct-calc explain`, what each kind of entry holds, and how its examples and commands run as tests.',
    related: ['colebrook', 'method-cli-conventions'],
  },
  {
    kind: 'table',
    id: 'physical-ranges',
    title: 'Physical ranges of the tools’ inputs',
    aliases: ['input range', 'out of range', 'limits', 'valid inputs'],
    summary: 'The values each measured input may take, in every tool: every value a real plant can have, and no more. A value outside is refused, naming the field and the range.',
    columns: [
      { key: 'input', label: 'Input' },
      { key: 'metric', label: 'Metric' },
      { key: 'imperial', label: 'Imperial' },
    ],
    rows: () => RANGE_ROWS.map(({ input, metric, imperial }) => ({ input, metric: metric.map(statedText).join(' / '), imperial: imperial.map(statedText).join(' / ') })),
    module: 'src/core/report/ranges.ts',
    source: { work: 'Our judgement (○), except where a law sets the bounds', edition: '—', locator: "Sutherland's law (temperature), the ISA troposphere (altitude); each explosion standard's narrower limits are refused by name" },
    check: '○',
    tools: ['friction', 'size', 'equivalent', 'convert', 'system', 'hood', 'vent', 'baghouse', 'fan', 'fan-laws', 'cost', 'opex', 'maintenance'],
    related: ['method-units-and-precision'],
  },
  {
    kind: 'table',
    id: 'number-styles',
    title: 'How figures are rounded for display',
    aliases: ['rounding', 'decimals', 'number format', 'formatNumber'],
    summary: `The styles of the one number formatter: fixed decimals, half away from zero, switching to ${SCIENTIFIC_DIGITS} significant digits below the last decimal shown and from ${SCIENTIFIC_FROM.toExponential()}.`,
    columns: [
      { key: 'style', label: 'Style' },
      { key: 'use', label: 'Where' },
      { key: 'decimals', label: 'Decimals' },
      { key: 'trim', label: 'Trailing zeros' },
      { key: 'grouping', label: 'Thousands grouping' },
    ],
    rows: () =>
      Object.entries(NUMBER_STYLES).map(([style, { decimals, trimZeros, grouping }]) => ({
        style,
        use: STYLE_USES[style as keyof typeof NUMBER_STYLES],
        decimals: trimZeros ? `up to ${decimals}` : `exactly ${decimals}`,
        trim: trimZeros ? 'trimmed' : 'kept',
        grouping: grouping ? 'yes (127,235.27)' : 'no (127235.27)',
      })),
    module: 'src/core/format/number.ts',
    source: { work: 'The spec', edition: '—', locator: '§9 "Precision": 4 decimals in the fields, 2 in the notice (the rest of the rules are ours)' },
    check: '✔',
    tools: ['solve', 'check'],
    related: ['method-units-and-precision', 'ducting-calculator-factors'],
  },
];
