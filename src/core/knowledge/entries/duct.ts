/**
 * Know-How entries of the ducting calculator and its sections
 * (`src/core/duct/`, `duct-size/`, `equivalent-duct/`): continuity, the
 * equivalent diameters, the transport velocity and standard size tables,
 * the sizing method, and worked examples.
 */
import { designLinkPath } from '../../duct/design-link.ts';
import { ductLinkPath } from '../../duct/link.ts';
import { diameterFromAirflowM } from '../../duct/solve.ts';
import { formatVelocityRange, TRANSPORT_CLASSES } from '../../duct/transport-velocity.ts';
import { sizeDuct } from '../../duct-size/size.ts';
import { STANDARD_SERIES } from '../../duct-size/standard-sizes.ts';
import { FLAT_OVAL_FORMULA, HUEBSCHER_RECT_FORMULA, HYDRAULIC_FORMULA } from '../../equivalent-duct/report.ts';
import { rectangularEquivalentDiameterM } from '../../equivalent-duct/section.ts';
import { CONTINUITY_FORMULA } from '../../friction/report.ts';
import { convertExactly } from '../../report/exact-conversion.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, ASHRAE_FUNDAMENTALS, cite } from '../sources.ts';

const inches = (value: number) => convertExactly(value, 'in', 'm');

/**
 * A mepcalcs test vector of equal friction at 0.1 inH₂O/100 ft (galvanized,
 * 20 °C, sea level, Colebrook) as a worked example.
 *
 * @param cfm The airflow, CFM.
 * @param sizeIn The standard size the source gives, in.
 * @returns The example entry `example-size-<cfm>-cfm`.
 */
function equalFrictionExample(cfm: number, sizeIn: number): KnowledgeEntry {
  const q = String(cfm);
  return {
    kind: 'example',
    id: `example-size-${q}-cfm`,
    title: `Equal friction: ${q} CFM at 0.1 inH₂O/100 ft`,
    aliases: ['mepcalcs'],
    summary: `The standard round duct for ${q} CFM of standard air at a friction rate of 0.1 inH₂O per 100 ft.`,
    tool: 'size',
    inputs: [
      { label: 'Airflow Q', value: `${q} CFM` },
      { label: 'Friction rate', value: '0.1 inH₂O/100 ft' },
      { label: 'Duct', value: 'galvanized, 20 °C, sea level, Colebrook' },
    ],
    figure: 'Standard size',
    answer: { value: sizeIn, unit: 'in', tolerance: 0, source: { work: 'mepcalcs duct sizing methodology, test vector', edition: '—', locator: `${q} cfm at 0.1 in.wg/100 ft → ${String(sizeIn)} in round` } },
    link: designLinkPath(ductLinkPath({ solve: 'velocity', unitSystem: 'imperial', q, d: String(sizeIn) }), { frictionRate: '0.1' }),
    cli: { args: ['size', '--q', q, '--friction-rate', '0.1', '--imperial'], prints: `${sizeIn.toFixed(2)} in` },
    run: () => {
      const size = sizeDuct({ q: convertExactly(cfm, 'CFM', 'm3/s'), frictionRate: convertExactly(0.1, 'inH2O/100ft', 'Pa/m'), series: 'us-spiral' });
      return { value: size.status === 'success' ? size.data.standardDiameterM : Number.NaN, unit: 'm' };
    },
    related: ['method-duct-sizing', 'colebrook'],
  };
}

/**
 * A row of ASHRAE's table of circular equivalents of rectangular ducts
 * (Huebscher) as a worked example.
 *
 * @param a The short side, in.
 * @param b The long side, in.
 * @param publishedIn The table's equivalent diameter, in, to its 0.1 in.
 * @param prints What `duct-calc equivalent` prints on its De line.
 * @returns The example entry `example-equivalent-<a>x<b>`.
 */
function huebscherExample(a: number, b: number, publishedIn: number, prints: string): KnowledgeEntry {
  const section = `${String(a)}x${String(b)}`;
  const named = `${String(a)} × ${String(b)} in`;
  return {
    kind: 'example',
    id: `example-equivalent-${section}`,
    title: `Equivalent round duct of a ${named} ${a === b ? 'square' : 'rectangular'} duct`,
    summary: `The round duct with the friction rate of a ${named} duct: ${String(publishedIn)} in, as ASHRAE’s table of circular equivalents gives it.`,
    tool: 'equivalent',
    inputs: [{ label: 'Section', value: named }],
    figure: 'Equivalent diameter De',
    answer: { value: publishedIn, unit: 'in', tolerance: 0.05, source: cite(ASHRAE_FUNDAMENTALS, `ch. 21, circular equivalents of rectangular ducts (Huebscher): ${named} → ${String(publishedIn)} in`) },
    link: designLinkPath(ductLinkPath({ solve: 'airflow', unitSystem: 'imperial' }), { rect: section }),
    cli: { args: ['equivalent', '--rect', section, '--imperial'], prints },
    run: () => ({ value: rectangularEquivalentDiameterM(inches(a), inches(b)), unit: 'm' }),
    related: ['equivalent-diameter-rectangular', 'method-equivalent-duct'],
  };
}

export const DUCT_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'continuity',
    title: 'Continuity: airflow, velocity and diameter of a round duct',
    aliases: ['Q = V·A', 'ductulator', 'duct velocity'],
    summary: 'The airflow a round duct carries at a mean velocity; the ducting calculator solves it for V, D or Q.',
    tex: String.raw`Q = V\,A = V\,\frac{\pi D^2}{4}`,
    plain: `Q = V·πD²/4; ${CONTINUITY_FORMULA}`,
    symbols: [
      { symbol: 'Q', meaning: 'airflow', unit: 'm³/s' },
      { symbol: 'V', meaning: 'mean velocity', unit: 'm/s' },
      { symbol: 'A', meaning: 'cross-section area', unit: 'm²' },
      { symbol: 'D', meaning: 'inside diameter', unit: 'm' },
    ],
    validity: 'Any round duct; the calculator refuses values that are not finite and above 0.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, continuity'),
    check: '✔',
    tools: ['solve', 'check', 'friction', 'size', 'equivalent', 'hood', 'system'],
    related: ['transport-velocities', 'darcy-weisbach'],
    example: 'example-solve-2118-cfm',
  },
  {
    kind: 'formula',
    id: 'equivalent-diameter-rectangular',
    title: 'Equivalent round diameter of a rectangular duct (Huebscher)',
    aliases: ['De', 'rectangular duct', 'circular equivalent'],
    summary: 'The round duct with the same friction rate at the same airflow as a rectangular one.',
    tex: String.raw`D_e = \frac{1.30\,(a\,b)^{0.625}}{(a+b)^{0.25}}`,
    plain: HUEBSCHER_RECT_FORMULA,
    symbols: [
      { symbol: 'De', meaning: 'equivalent diameter', unit: 'm' },
      { symbol: 'a, b', meaning: 'the sides', unit: 'm' },
    ],
    validity: 'Aspect ratios up to about 4:1 (a warning beyond); sides of 25 mm to 5 m.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, noncircular ducts (Huebscher 1948)'),
    check: '◐',
    tools: ['equivalent'],
    related: ['hydraulic-diameter', 'equivalent-diameter-flat-oval'],
    example: 'example-equivalent-12x24',
  },
  {
    kind: 'formula',
    id: 'equivalent-diameter-flat-oval',
    title: 'Equivalent round diameter of a flat oval duct (Heyt and Diaz)',
    aliases: ['flat oval', 'oval duct'],
    summary: 'The round duct with the same friction rate at the same airflow as a flat oval one.',
    tex: String.raw`D_e = \frac{1.55\,A^{0.625}}{P^{0.25}},\quad A = \frac{\pi b^2}{4} + b\,(a-b),\quad P = \pi b + 2\,(a-b)`,
    plain: FLAT_OVAL_FORMULA,
    symbols: [
      { symbol: 'De', meaning: 'equivalent diameter', unit: 'm' },
      { symbol: 'a', meaning: 'major axis', unit: 'm' },
      { symbol: 'b', meaning: 'minor axis', unit: 'm' },
      { symbol: 'A', meaning: 'area', unit: 'm²' },
      { symbol: 'P', meaning: 'perimeter', unit: 'm' },
    ],
    validity: 'Major axis at least the minor.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, flat oval ducts (Heyt and Diaz 1975)'),
    check: '◐',
    tools: ['equivalent'],
    related: ['equivalent-diameter-rectangular', 'hydraulic-diameter'],
  },
  {
    kind: 'formula',
    id: 'hydraulic-diameter',
    title: 'Hydraulic diameter',
    aliases: ['Dh', '4A/P'],
    summary: 'Four times the area over the wetted perimeter: the diameter a Reynolds number of a non-round duct uses.',
    tex: String.raw`D_h = \frac{4\,A}{P}`,
    plain: HYDRAULIC_FORMULA,
    symbols: [
      { symbol: 'Dh', meaning: 'hydraulic diameter', unit: 'm' },
      { symbol: 'A', meaning: 'area', unit: 'm²' },
      { symbol: 'P', meaning: 'perimeter', unit: 'm' },
    ],
    validity: 'Any section; not the same as the equivalent diameter for friction.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, hydraulic diameter'),
    check: '◐',
    tools: ['equivalent'],
    related: ['equivalent-diameter-rectangular'],
  },
  {
    kind: 'table',
    id: 'transport-velocities',
    title: 'Minimum transport velocities (ACGIH)',
    aliases: ['transport velocity', 'minimum duct design velocity', 'conveying velocity', 'duct velocity'],
    summary: 'The velocity each class of contaminant needs so that its dust does not settle in the duct.',
    columns: [
      { key: 'id', label: 'Class (--transport)' },
      { key: 'label', label: 'Contaminant' },
      { key: 'imperial', label: 'Minimum, ft/min' },
      { key: 'metric', label: 'Minimum, m/s' },
    ],
    rows: () =>
      Object.values(TRANSPORT_CLASSES).map((row) => {
        const range = row.minimum ?? row.economic;
        const note = row.minimum ? '' : ' (economic; any velocity carries it)';
        return {
          id: row.id,
          label: row.label,
          imperial: range ? formatVelocityRange(range.imperial, 'ft/min') + note : '',
          metric: range ? formatVelocityRange(range.metric, 'm/s') + note : '',
        };
      }),
    module: 'src/core/duct/transport-velocity.ts',
    source: cite(ACGIH_MANUAL, '"Range of minimum duct design velocities"'),
    check: '◐',
    tools: ['size', 'check', 'hood', 'system'],
    related: ['continuity', 'standard-duct-sizes'],
  },
  {
    kind: 'table',
    id: 'standard-duct-sizes',
    title: 'Standard round duct sizes',
    aliases: ['EN 1506', 'spiral duct sizes', 'nominal diameters'],
    summary: 'The series the sizing tools pick from: US spiral duct in inches, EN 1506 in millimetres.',
    columns: [
      { key: 'series', label: 'Series (--series)' },
      { key: 'label', label: 'Series' },
      { key: 'sizes', label: 'Sizes' },
      { key: 'source', label: 'Source' },
    ],
    rows: () =>
      Object.values(STANDARD_SERIES).map((series) => ({
        series: series.id,
        label: series.label,
        sizes: `${series.nominalSizes.join(', ')} ${series.nominalUnit}`,
        source: series.source,
      })),
    module: 'src/core/duct-size/standard-sizes.ts',
    source: {
      work: 'EN 1506; Spiral Manufacturing Co., Inc., Spiral Catalog vol. 5',
      edition: '2007; 2006',
      locator: 'nominal diameters; "Spiral Galvanized Pipe Weight Table" (3–18 in by 1, 20–72 in by 2: 19 in is not in it, ○)',
    },
    check: '◐',
    tools: ['size', 'hood', 'system'],
    related: ['transport-velocities'],
  },
  {
    kind: 'term',
    id: 'transport-velocity',
    title: 'Transport velocity',
    aliases: ['conveying velocity', 'minimum velocity'],
    summary: 'The duct velocity below which a dust settles out of the air.',
    definition:
      'The lowest duct velocity that keeps a contaminant airborne: below it dust drops out, builds up and can block the duct or feed a fire. Size exhaust ducts at or above it (the next standard size down from the exact diameter, not the nearest).',
    symbol: 'V_t',
    unit: 'ft/min or m/s',
    related: ['transport-velocities', 'method-duct-sizing'],
  },
  {
    kind: 'method',
    id: 'method-duct-sizing',
    title: 'How a duct is sized: equal friction or transport velocity',
    aliases: ['sizing method', 'equal friction'],
    summary: 'The two ways `duct-calc size` and the page size a round duct, and which standard size each picks.',
    tool: 'size',
    related: ['colebrook', 'transport-velocities', 'transport-velocity', 'standard-duct-sizes', 'method-friction'],
  },
  {
    kind: 'method',
    id: 'method-equivalent-duct',
    title: 'How the equivalent round duct of a rectangular or flat oval duct is found',
    aliases: ['equivalent duct method', 'duct-calc equivalent', 'rectangular to round'],
    summary: 'The round duct with the same friction rate as a rectangular (Huebscher) or flat oval (Heyt and Diaz) one, its hydraulic diameter, area and velocity: `duct-calc equivalent` and the page’s section.',
    tool: 'equivalent',
    related: ['equivalent-diameter-rectangular', 'equivalent-diameter-flat-oval', 'hydraulic-diameter', 'continuity'],
  },
  {
    kind: 'method',
    id: 'method-duct-design-sections',
    title: 'The ducting calculator’s design sections: pressure loss, size and equivalent duct on the page',
    aliases: ['design sections', 'partial results', 'ducting calculator report', 'design link'],
    summary: 'How the three sections below the ducting calculator’s card read the card’s duct, keep their values through unit switches, say what a missing input would add, and go into the link and the printed report.',
    tool: 'friction',
    related: ['method-friction', 'method-duct-sizing', 'method-equivalent-duct', 'continuity'],
  },
  {
    kind: 'example',
    id: 'example-solve-2118-cfm',
    title: 'Ducting calculator: 2118 CFM at 4000 ft/min',
    summary: 'The diameter of a round duct that carries 2118 CFM at 4000 ft/min.',
    tool: 'solve',
    inputs: [
      { label: 'Airflow Q', value: '2118 CFM' },
      { label: 'Velocity V', value: '4000 ft/min' },
    ],
    figure: 'Diameter (D)',
    answer: {
      value: 9.853,
      unit: 'in',
      tolerance: 0.0005,
      source: { work: 'Hand calculation by continuity, D = √(4Q/(πV)) = √(4·2118/(π·4000)) ft', edition: '—', locator: 'ASHRAE Fundamentals (2021) ch. 21, Q = V·A' },
    },
    link: ductLinkPath({ solve: 'diameter', unitSystem: 'imperial', q: '2118', v: '4000' }),
    cli: { args: ['--solve', 'diameter', '--q', '2118', '--v', '4000', '--imperial'], prints: '9.85 in (solved)' },
    run: () => ({ value: diameterFromAirflowM(convertExactly(2118, 'CFM', 'm3/s'), convertExactly(4000, 'ft/min', 'm/s')), unit: 'm' }),
    related: ['continuity'],
  },
  equalFrictionExample(1000, 14),
  equalFrictionExample(2000, 18),
  huebscherExample(12, 24, 18.3, '18.28 in'),
  huebscherExample(12, 12, 13.1, '13.12 in'),
];
