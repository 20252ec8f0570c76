/**
 * Know-How entries of Explosion Protection (`src/core/explosion/`): the
 * NFPA 68 and EN 14491 vent areas and their corrections, the hazard zone,
 * the dust and St class tables, the terms, the method and worked examples.
 */
import { EXPLOSIBLE_DUSTS } from '../../explosion/dusts.ts';
import { EN14491_C_PRED_LIMIT_BAR, EN14491_LIMITS, EN14491_PRED_RANGE_BAR } from '../../explosion/en14491.ts';
import { ventLinkPath } from '../../explosion/link.ts';
import { NFPA68_LIMITS, NFPA68_MIN_PRED_ABOVE_PSTAT_BAR } from '../../explosion/nfpa68.ts';
import { ST_CLASS_LIMITS_BAR_MPS } from '../../explosion/st-class.ts';
import { designVent } from '../../explosion/vent-design.ts';
import { DEFAULT_PSTAT_PA, PA_PER_BAR, type VentInput, type VentStandard } from '../../explosion/vent-input.ts';
import { valueText, type VentLimit } from '../../explosion/vent-limits.ts';
import type { ExampleEntry, KnowledgeEntry, KnowledgeQuantity } from '../entry.ts';
import { cite, EN_14491, NFPA_68 } from '../sources.ts';

/** The vent area the tool gives, m², or NaN when it refuses (docs-as-tests then fail). */
function ventArea(input: VentInput, standard: VentStandard): KnowledgeQuantity {
  const design = designVent(input, standard);
  return { value: design.status === 'success' ? design.data.areaM2 : Number.NaN, unit: 'm2' };
}

/** A standard's ranges as one line, from the limits the core refuses by: `V 0.1–10 000 m³, KSt 10–800 bar·m/s, …`. */
function limitsText(limits: readonly VentLimit[]): string {
  return limits.map(({ label, unit, min = 0, max }) => `${label} ${valueText(min, '')}–${max === undefined ? '' : valueText(max, unit)}`).join(', ');
}

const bar = (value: number) => value * PA_PER_BAR;

/**
 * The REFERENCE.md cross-check vessel as a worked example: 10 m³, KSt 200
 * bar·m/s, Pmax 9 bar, Pred 0.5 bar, Pstat 0.1 bar (the default), compact
 * (L/D 1, no `--ld`) or slender; the governing area to 0.0005 m².
 */
function crossCheckExample(example: {
  ld: 1 | 3;
  id: string;
  title: string;
  result: string;
  governs: 'NFPA 68' | 'EN 14491';
  area: number;
  /** The governing area as the report prints it: `0.977 m²`. */
  prints: string;
  locator: string;
  related: readonly string[];
}): ExampleEntry {
  const { ld, id, title, result, governs, area, prints, locator, related } = example;
  const texts = { volume: '10', ...(ld === 1 ? {} : { ld: String(ld) }), kst: '200', pmax: '9', pred: '0.5' };
  return {
    kind: 'example',
    id,
    title,
    summary: `10 m³, KSt 200 bar·m/s, Pmax 9 bar, Pred 0.5 bar, Pstat 0.1 bar, ${result}.`,
    tool: 'vent',
    inputs: [
      { label: 'Volume V', value: '10 m³' },
      { label: 'L/D', value: ld === 1 ? '1 (compact)' : String(ld) },
      { label: 'KSt', value: '200 bar·m/s' },
      { label: 'Pmax', value: '9 bar' },
      { label: 'Pred', value: '0.5 bar' },
      { label: 'Pstat', value: '0.1 bar (default)' },
    ],
    figure: `Vent area required (${governs} governs)`,
    answer: { value: area, unit: 'm2', tolerance: 0.0005, source: { work: 'REFERENCE.md cross-check of NFPA 68 and EN 14491', edition: 'two independent implementations', locator } },
    link: ventLinkPath('metric', texts),
    cli: { args: ['vent', '--volume', '10', '--kst', '200', '--pmax', '9', '--pred', '0.5', ...(ld === 1 ? [] : ['--ld', String(ld)])], prints },
    run: () => ventArea({ volumeM3: 10, kstPaMps: bar(200), pmaxPa: bar(9), predPa: bar(0.5), ...(ld === 1 ? {} : { lengthToDiameter: ld }) }, 'both'),
    related,
  };
}

const VENT_SYMBOLS = {
  kst: { symbol: 'KSt', meaning: 'deflagration index of the dust', unit: 'bar·m/s' },
  pmax: { symbol: 'Pmax', meaning: 'maximum explosion pressure', unit: 'bar(g)' },
  pred: { symbol: 'Pred', meaning: 'reduced explosion pressure the enclosure may see', unit: 'bar(g)' },
  pstat: { symbol: 'Pstat', meaning: 'static activation pressure of the vent closure', unit: 'bar(g)' },
  volume: { symbol: 'V', meaning: 'enclosure volume', unit: 'm³' },
  ld: { symbol: 'L/D', meaning: 'effective length-to-diameter ratio', unit: '1' },
} as const;

const VENT_TOOLS = ['vent'] as const;

export const EXPLOSION_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'nfpa68-vent-area',
    title: 'NFPA 68 dust explosion vent area',
    aliases: ['Av0', 'explosion venting', 'deflagration venting', 'vent area'],
    summary: 'The vent area a compact enclosure needs so that a dust deflagration stays below Pred.',
    tex: String.raw`A_{v0} = 1\times10^{-4}\,\left(1 + 1.54\,P_{stat}^{4/3}\right) K_{St}\,V^{3/4} \sqrt{\frac{P_{max}}{P_{red}} - 1}`,
    plain: 'Av0 = 1·10⁻⁴·(1 + 1.54·Pstat^(4/3))·KSt·V^(3/4)·√(Pmax/Pred − 1)',
    symbols: [
      { symbol: 'Av0', meaning: 'vent area of a compact vessel', unit: 'm²' },
      VENT_SYMBOLS.pstat,
      VENT_SYMBOLS.kst,
      VENT_SYMBOLS.volume,
      VENT_SYMBOLS.pmax,
      VENT_SYMBOLS.pred,
    ],
    validity: `${limitsText(NFPA68_LIMITS)}; Pred at least Pstat + ${NFPA68_MIN_PRED_ABOVE_PSTAT_BAR} bar. Outside, the tool refuses with the limit and clause named.`,
    source: cite(NFPA_68, 'eq. 8.2.2'),
    check: '◐',
    tools: VENT_TOOLS,
    related: ['nfpa68-elongated-vessel', 'en14491-vent-area', 'kst', 'pred', 'st-classes'],
    example: 'example-vent-slender-vessel',
  },
  {
    kind: 'formula',
    id: 'nfpa68-elongated-vessel',
    title: 'NFPA 68 elongated vessel correction',
    aliases: ['L/D correction', 'slender vessel'],
    summary: 'How much more vent area a vessel longer than twice its diameter needs, by NFPA 68.',
    tex: String.raw`A_{v1} = A_{v0}\left[1 + 0.6\,\left(\tfrac{L}{D} - 2\right)^{0.75} e^{-0.95\,P_{red}^2}\right]`,
    plain: 'Av1 = Av0·[1 + 0.6·(L/D − 2)^0.75·exp(−0.95·Pred²)] for L/D > 2',
    symbols: [{ symbol: 'Av1', meaning: 'vent area of the elongated vessel', unit: 'm²' }, VENT_SYMBOLS.ld, VENT_SYMBOLS.pred],
    validity: 'L/D from 2 to 6 (factor 1 at L/D ≤ 2); above 6 NFPA 68 does not apply.',
    source: cite(NFPA_68, 'eq. 8.2.3'),
    check: '◐',
    tools: VENT_TOOLS,
    related: ['nfpa68-vent-area', 'en14491-elongated-vessel'],
    example: 'example-vent-slender-vessel',
  },
  {
    kind: 'formula',
    id: 'nfpa68-partial-volume',
    title: 'NFPA 68 partial volume correction',
    aliases: ['Xr', 'partial fill'],
    summary: 'The smaller vent area of an enclosure a dust cloud can fill only in part.',
    tex: String.raw`A_{vpv} = A_{v1}\,X_r^{-1/3}\sqrt{\frac{X_r - \Pi}{1 - \Pi}},\quad \Pi = \frac{P_{red}}{P_{max}}`,
    plain: 'Avpv = Av1·Xr^(−1/3)·√((Xr − Π)/(1 − Π)), Π = Pred/Pmax',
    symbols: [{ symbol: 'Xr', meaning: 'share of the volume the cloud can fill', unit: '1' }, VENT_SYMBOLS.pred, VENT_SYMBOLS.pmax],
    validity: 'Π < Xr ≤ 1; at Xr ≤ Π no venting is needed and the tool says so. EN 14491 has none (a warning).',
    source: cite(NFPA_68, '8.3'),
    check: '○',
    tools: ['vent'],
    related: ['nfpa68-vent-area'],
  },
  {
    kind: 'formula',
    id: 'nfpa68-vent-duct',
    title: 'NFPA 68 vent duct correction',
    aliases: ['vent duct', 'discharge duct'],
    summary: 'The extra vent area a straight duct after the vent costs, by NFPA 68.',
    tex: String.raw`A_{vf} = A_v\left[1 + 17.3\left(\frac{A_v}{V^{0.753}}\right)^{1.6} L\right]`,
    plain: 'Avf = Av·[1 + 17.3·(Av/V^0.753)^1.6·L], Av in m², V in m³, L in m',
    symbols: [
      { symbol: 'Av', meaning: 'vent area without the duct', unit: 'm²' },
      VENT_SYMBOLS.volume,
      { symbol: 'L', meaning: 'vent duct length', unit: 'm' },
    ],
    validity: 'A straight duct of the vent’s cross-section.',
    source: cite(NFPA_68, 'eq. 8.6.2'),
    check: '○',
    tools: ['vent'],
    related: ['en14491-vent-duct', 'nfpa68-vent-area'],
  },
  {
    kind: 'formula',
    id: 'en14491-vent-area',
    title: 'EN 14491 dust explosion vent area',
    aliases: ['B', 'explosion venting', 'vent area', 'VDI 3673'],
    summary: 'The vent area of a compact enclosure (L/D 1) by the European standard.',
    tex: String.raw`B = \left[3.264\times10^{-5}\,P_{max}\,K_{St}\,P_{red}^{-0.569} + 0.27\,(P_{stat} - 0.1)\,P_{red}^{-0.5}\right] V^{0.753}`,
    plain: 'B = [3.264·10⁻⁵·Pmax·KSt·Pred^(−0.569) + 0.27·(Pstat − 0.1)·Pred^(−0.5)]·V^0.753',
    symbols: [
      { symbol: 'B', meaning: 'vent area at L/D 1', unit: 'm²' },
      VENT_SYMBOLS.pmax,
      VENT_SYMBOLS.kst,
      VENT_SYMBOLS.pred,
      VENT_SYMBOLS.pstat,
      VENT_SYMBOLS.volume,
    ],
    validity: `${limitsText(EN14491_LIMITS)}; Pred ${EN14491_PRED_RANGE_BAR.min}–${EN14491_PRED_RANGE_BAR.max} bar and above Pstat. Outside, the tool refuses with the limit and clause named.`,
    source: cite(EN_14491, 'eq. 2, with its corrigendum'),
    check: '◐',
    tools: VENT_TOOLS,
    related: ['en14491-elongated-vessel', 'nfpa68-vent-area', 'kst'],
    example: 'example-vent-slender-vessel',
  },
  {
    kind: 'formula',
    id: 'en14491-elongated-vessel',
    title: 'EN 14491 elongated vessel correction',
    aliases: ['L/D correction', 'C'],
    summary: 'The vent area of a vessel of L/D above 1, by EN 14491.',
    tex: String.raw`A = B\left[1 + C \log_{10}\frac{L}{D}\right],\quad C = -4.305\,\log_{10} P_{red} + 0.758`,
    plain: 'A = B·[1 + C·log(L/D)], C = −4.305·log Pred + 0.758 (Pred < 1.5 bar)',
    symbols: [{ symbol: 'A', meaning: 'vent area', unit: 'm²' }, { symbol: 'B', meaning: 'vent area at L/D 1', unit: 'm²' }, VENT_SYMBOLS.ld, VENT_SYMBOLS.pred],
    validity: `L/D 1–20; C applies below Pred ${EN14491_C_PRED_LIMIT_BAR} bar (0 from there).`,
    source: cite(EN_14491, 'eq. 1 and 3'),
    check: '◐',
    tools: VENT_TOOLS,
    related: ['en14491-vent-area', 'nfpa68-elongated-vessel'],
    example: 'example-vent-slender-vessel',
  },
  {
    kind: 'formula',
    id: 'en14491-vent-duct',
    title: 'EN 14491 vent duct correction',
    aliases: ['vent duct', "P'red"],
    summary: 'EN 14491 sizes a vent with a duct at the higher pressure the duct causes.',
    tex: String.raw`P'_{red} = 1.24\,P_{red}^{0.8614}\ (L < 3\ \mathrm{m}),\qquad P'_{red} = 2.48\,P_{red}^{0.5165}\ (3 \le L \le 6\ \mathrm{m})`,
    plain: "B at P'red = 1.24·Pred^0.8614 (duct under 3 m) or 2.48·Pred^0.5165 (3 to 6 m)",
    symbols: [VENT_SYMBOLS.pred, { symbol: 'L', meaning: 'vent duct length', unit: 'm' }],
    validity: 'Straight ducts up to 6 m.',
    source: { work: 'EN 14491; VDI 3673', edition: '2006; 2002', locator: 'clause 6, vent ducts' },
    check: '○',
    tools: ['vent'],
    related: ['nfpa68-vent-duct'],
  },
  {
    kind: 'formula',
    id: 'vent-efficiency',
    title: 'Vent efficiency of a flameless or obstructed vent',
    aliases: ['Ef', 'flameless venting'],
    summary: 'A flameless or obstructed vent passes less: the area is divided by its efficiency.',
    tex: String.raw`A_{Ef} = \frac{A}{E_f}`,
    plain: 'A / Ef',
    symbols: [{ symbol: 'Ef', meaning: 'vent efficiency, from the device’s test', unit: '1' }],
    validity: '0 < Ef ≤ 1, from the device maker’s certificate.',
    source: { work: 'NFPA 68 (2018) 8.2; EN 16009', edition: '2018; 2011', locator: 'vent efficiency' },
    check: '○',
    tools: ['vent'],
    related: ['nfpa68-vent-area'],
  },
  {
    kind: 'formula',
    id: 'fireball-length',
    title: 'Fireball length in front of a vent',
    aliases: ['flame length', 'hazard zone'],
    summary: 'How far the flame is thrown from a dust explosion vent discharging into the open.',
    tex: String.raw`D = K\left(\frac{V}{n}\right)^{1/3}`,
    plain: 'D = K·(V/n)^(1/3), K = 8 (10 for a metal dust)',
    symbols: [
      { symbol: 'D', meaning: 'fireball length from the vent', unit: 'm' },
      { symbol: 'K', meaning: '8, or 10 for a metal dust', unit: '1' },
      VENT_SYMBOLS.volume,
      { symbol: 'n', meaning: 'number of evenly spread vents', unit: '1' },
    ],
    validity: 'A vent discharging freely to the open air, without a deflector.',
    source: cite(NFPA_68, '8.8'),
    check: '○',
    tools: ['vent'],
    related: ['external-overpressure'],
  },
  {
    kind: 'formula',
    id: 'external-overpressure',
    title: 'External overpressure in front of a vent',
    aliases: ['Pmax,a', 'blast pressure'],
    summary: 'The peak pressure outside a vent, a quarter of the fireball length from it.',
    tex: String.raw`P_{max,a} = 0.2\,P_{red}\,A_v^{0.1}\,V^{0.18}\ \ \text{at}\ R_s = 0.25\,D`,
    plain: 'Pmax,a = 0.2·Pred·Av^0.1·V^0.18 at Rs = 0.25·D',
    symbols: [{ symbol: 'Pmax,a', meaning: 'peak external overpressure', unit: 'bar(g)' }, VENT_SYMBOLS.pred, { symbol: 'Av', meaning: 'vent area', unit: 'm²' }, VENT_SYMBOLS.volume],
    validity: 'As the fireball length.',
    source: cite(NFPA_68, '8.9'),
    check: '○',
    tools: ['vent'],
    related: ['fireball-length'],
  },
  {
    kind: 'table',
    id: 'explosible-dusts',
    title: 'Dust explosion data (typical KSt, Pmax, MEC)',
    aliases: ['dust properties', 'KSt values', 'combustible dust'],
    summary: 'Typical explosion data of common dusts, used only until the dust is tested.',
    columns: [
      { key: 'dust', label: 'Dust (--dust)' },
      { key: 'name', label: 'Name' },
      { key: 'kst', label: 'KSt', unit: 'bar·m/s' },
      { key: 'pmax', label: 'Pmax', unit: 'bar(g)' },
      { key: 'mec', label: 'MEC', unit: 'g/m³' },
      { key: 'metal', label: 'Metal' },
    ],
    rows: () =>
      Object.entries(EXPLOSIBLE_DUSTS).map(([id, dust]) => ({
        dust: id,
        name: dust.name,
        kst: dust.kstPaMps / PA_PER_BAR,
        pmax: dust.pmaxPa / PA_PER_BAR,
        mec: dust.mecKgM3 * 1000,
        metal: dust.metal ? 'yes' : 'no',
      })),
    module: 'src/core/explosion/dusts.ts',
    source: { work: 'NFPA 68 Annex F; IFA GESTIS-DUST-EX', edition: '2018; database', locator: 'typical values' },
    check: '○',
    tools: ['vent', 'baghouse', 'system'],
    related: ['kst', 'st-classes'],
  },
  {
    kind: 'table',
    id: 'st-classes',
    title: 'Dust explosion classes (St classes)',
    aliases: ['St 1', 'St 2', 'St 3', 'St class'],
    summary: 'The class of a dust by its KSt.',
    columns: [
      { key: 'class', label: 'Class' },
      { key: 'kst', label: 'KSt', unit: 'bar·m/s' },
      { key: 'meaning', label: 'Explosion' },
    ],
    rows: () => [
      { class: 'St 1', kst: `above 0 to ${ST_CLASS_LIMITS_BAR_MPS.st1}`, meaning: 'weak to moderate' },
      { class: 'St 2', kst: `above ${ST_CLASS_LIMITS_BAR_MPS.st1} to ${ST_CLASS_LIMITS_BAR_MPS.st2}`, meaning: 'strong' },
      { class: 'St 3', kst: `above ${ST_CLASS_LIMITS_BAR_MPS.st2}`, meaning: 'very strong' },
    ],
    module: 'src/core/explosion/st-class.ts',
    source: { work: 'ISO 6184-1; NFPA 68', edition: '1985; 2018', locator: 'Table F.1' },
    check: '◐',
    tools: ['vent'],
    related: ['kst', 'explosible-dusts'],
  },
  {
    kind: 'term',
    id: 'kst',
    title: 'KSt: deflagration index',
    aliases: ['Kst', 'K_St', 'K St', 'deflagration index', 'dust explosion constant'],
    summary: 'How violently a dust explodes: the volume-normalised maximum rate of pressure rise.',
    definition:
      'KSt = (∂p/∂t)max · V^(1/3), measured in a 20 L sphere or 1 m³ vessel (ASTM E1226, ISO 6184-1), in bar·m/s. It sets the St class and, with Pmax, the vent area. Typical values are a start only: the tested value of your dust governs.',
    symbol: 'KSt',
    unit: 'bar·m/s',
    related: ['st-classes', 'nfpa68-vent-area', 'en14491-vent-area', 'pmax'],
  },
  {
    kind: 'term',
    id: 'pmax',
    title: 'Pmax: maximum explosion pressure',
    aliases: ['maximum explosion pressure'],
    summary: 'The highest pressure a dust’s deflagration reaches in a closed vessel.',
    definition: 'Pmax, bar gauge, measured with KSt in the same test; most organic dusts reach 7–10 bar(g). It enters both standards’ vent areas.',
    symbol: 'Pmax',
    unit: 'bar(g)',
    related: ['kst', 'pred'],
  },
  {
    kind: 'term',
    id: 'pred',
    title: 'Pred: reduced explosion pressure',
    aliases: ['reduced explosion pressure', 'vented explosion pressure'],
    summary: 'The pressure a vented deflagration reaches in the enclosure; the vent is sized to keep it there.',
    definition:
      'Pred, bar gauge: the highest pressure the enclosure sees while the vent relieves the explosion. Choose it at or below the enclosure strength Pes (NFPA 68 6.3); a lower Pred needs a larger vent.',
    symbol: 'Pred',
    unit: 'bar(g)',
    related: ['pmax', 'pstat', 'nfpa68-vent-area'],
  },
  {
    kind: 'term',
    id: 'pstat',
    title: 'Pstat: static activation pressure',
    aliases: ['static activation pressure', 'burst pressure', 'vent opening pressure'],
    summary: 'The pressure at which the vent panel opens.',
    definition: `Pstat, bar gauge, from the vent maker; ${DEFAULT_PSTAT_PA / PA_PER_BAR} bar by default. Pred must stay at least ${NFPA68_MIN_PRED_ABOVE_PSTAT_BAR} bar above it (NFPA 68).`,
    symbol: 'Pstat',
    unit: 'bar(g)',
    related: ['pred'],
  },
  {
    kind: 'term',
    id: 'st-class',
    title: 'St class',
    aliases: ['Staubexplosionsklasse', 'dust class'],
    summary: 'The explosion class of a dust by its KSt: St 1, St 2 or St 3.',
    definition: 'St 1 up to 200 bar·m/s, St 2 up to 300, St 3 above. St 0 is a dust that does not explode.',
    symbol: 'St',
    related: ['st-classes', 'kst'],
  },
  {
    kind: 'method',
    id: 'method-explosion-venting',
    title: 'How a dust explosion vent is sized by both standards',
    aliases: ['vent sizing method'],
    summary: 'NFPA 68 and EN 14491 side by side, the corrections, the governing area and the hazard zone.',
    tool: 'vent',
    related: [
      'nfpa68-vent-area',
      'nfpa68-elongated-vessel',
      'nfpa68-partial-volume',
      'nfpa68-vent-duct',
      'en14491-vent-area',
      'en14491-elongated-vessel',
      'en14491-vent-duct',
      'vent-efficiency',
      'fireball-length',
      'external-overpressure',
      'explosible-dusts',
      'st-classes',
      'kst',
      'pred',
      'pstat',
      'example-vent-compact-vessel',
      'example-vent-slender-vessel',
      'example-vent-bag-filter',
    ],
  },
  crossCheckExample({
    ld: 1,
    id: 'example-vent-compact-vessel',
    title: 'Vent area of a compact 10 m³ vessel (L/D 1)',
    result: 'compact: NFPA 68 0.497 m² governs (EN 14491 0.494 m²)',
    governs: 'NFPA 68',
    area: 0.497,
    prints: '0.497 m²',
    locator: 'NFPA 0.497 m², EN 0.494 m² at L/D 1',
    related: ['nfpa68-vent-area', 'en14491-vent-area', 'example-vent-slender-vessel'],
  }),
  crossCheckExample({
    ld: 3,
    id: 'example-vent-slender-vessel',
    title: 'Vent area of a slender 10 m³ vessel (L/D 3)',
    result: 'L/D 3: EN 14491 governs at 0.977 m² (NFPA 68 0.732 m²)',
    governs: 'EN 14491',
    area: 0.977,
    prints: '0.977 m²',
    locator: '0.732 and 0.977 m² at L/D 3',
    related: ['nfpa68-vent-area', 'en14491-elongated-vessel'],
  }),
  {
    kind: 'example',
    id: 'example-vent-bag-filter',
    title: 'Vent area of a 4.5 m³ bag filter (Eckhoff’s range)',
    summary: 'A compact 4.5 m³ bag filter at KSt 150 bar·m/s, Pmax 9 bar, Pred 0.4 bar needs 0.230 m², inside Eckhoff’s 0.1–0.25 m² for St 1 bag filters of that size.',
    tool: 'vent',
    inputs: [
      { label: 'Volume V', value: '4.5 m³' },
      { label: 'KSt', value: '150 bar·m/s' },
      { label: 'Pmax', value: '9 bar' },
      { label: 'Pred', value: '0.4 bar' },
    ],
    figure: 'Vent area required (EN 14491 governs)',
    // Eckhoff gives a range, 0.1–0.25 m²: its middle with half its width as the tolerance.
    answer: { value: 0.175, unit: 'm2', tolerance: 0.075, source: { work: 'Eckhoff, Dust Explosions in the Process Industries', edition: '3rd ed. (2003)', locator: 'vent areas of bag filters, 0.1–0.25 m² for about 4.5 m³ at St 1' } },
    link: ventLinkPath('metric', { volume: '4.5', kst: '150', pmax: '9', pred: '0.4' }),
    cli: { args: ['vent', '--volume', '4.5', '--kst', '150', '--pmax', '9', '--pred', '0.4'], prints: '0.230 m²' },
    run: () => ventArea({ volumeM3: 4.5, kstPaMps: bar(150), pmaxPa: bar(9), predPa: bar(0.4) }, 'both'),
    related: ['nfpa68-vent-area', 'en14491-vent-area'],
  },
];
