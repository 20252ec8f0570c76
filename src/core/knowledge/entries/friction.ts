/**
 * Know-How entries of the friction tools (`src/core/friction/`): Reynolds
 * number, the three friction factors, Darcy–Weisbach, the roughness and
 * ACGIH coefficient tables, the method, and a worked example.
 */
import { ACGIH_FRICTION_COEFFICIENTS, acgihFrictionFormula } from '../../friction/acgih.ts';
import { ALTSHUL_TSAL_FORMULA } from '../../friction/altshul-tsal.ts';
import { COLEBROOK_FORMULA } from '../../friction/colebrook.ts';
import { DARCY_FORMULA } from '../../friction/duct-friction.ts';
import { LAMINAR_FORMULA, type FrictionMethodId } from '../../friction/method.ts';
import { pressureLoss } from '../../friction/pressure-loss.ts';
import { REYNOLDS_FORMULA } from '../../friction/reynolds.ts';
import { DUCT_MATERIALS } from '../../friction/roughness.ts';
import { designLinkPath } from '../../duct/design-link.ts';
import { ductLinkPath } from '../../duct/link.ts';
import { convertExactly } from '../../report/exact-conversion.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, ASHRAE_FUNDAMENTALS, cite } from '../sources.ts';

const FRICTION_TOOLS = ['friction', 'size', 'system'] as const;

/** The ACGIH example's airflow: 4000 ft/min in a 4 in duct, Q = V·πD²/4 = 349.066 CFM. */
const ACGIH_EXAMPLE_CFM = '349.066';

/** The ducts the three methods are compared on: standard air (20 °C, sea level), galvanized, as typed. */
const COMPARED_DUCTS: readonly { label: string; q: number; d: number }[] = [
  ...[[1000, 14], [2000, 18], [Number(ACGIH_EXAMPLE_CFM), 4], [10_000, 30]].map(([cfm = 0, inches = 0]) => ({
    label: `${String(cfm)} CFM, ${String(inches)} in`,
    q: convertExactly(cfm, 'CFM', 'm3/s'),
    d: convertExactly(inches, 'in', 'm'),
  })),
  { label: '1.2 m³/s, 0.3 m', q: 1.2, d: 0.3 },
  { label: '0.1 m³/s, 125 mm', q: 0.1, d: 0.125 },
];

/** The Darcy friction factor and rate of a compared duct by a method; NaN if the core refuses it (a test would show it). */
function comparedFriction(duct: (typeof COMPARED_DUCTS)[number], method: FrictionMethodId): { f: number; rate: number } {
  const loss = pressureLoss({ q: duct.q, d: duct.d, length: 1, method });
  return loss.status === 'success' ? { f: loss.data.friction.frictionFactor, rate: loss.data.friction.frictionRatePaPerM } : { f: Number.NaN, rate: Number.NaN };
}

export const FRICTION_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'reynolds-number',
    title: 'Reynolds number',
    aliases: ['Re', 'laminar', 'turbulent'],
    summary: 'The ratio of inertial to viscous forces in the duct: it says whether the flow is laminar or turbulent and enters every friction factor.',
    tex: String.raw`Re = \frac{\rho\,V\,D}{\mu}`,
    plain: REYNOLDS_FORMULA,
    symbols: [
      { symbol: 'Re', meaning: 'Reynolds number', unit: '1' },
      { symbol: 'ρ', meaning: 'air density', unit: 'kg/m³' },
      { symbol: 'V', meaning: 'mean velocity', unit: 'm/s' },
      { symbol: 'D', meaning: 'inside diameter', unit: 'm' },
      { symbol: 'μ', meaning: 'dynamic viscosity', unit: 'Pa·s' },
    ],
    validity: 'Laminar below 2300, turbulent from 4000; between them no friction equation holds and the tools warn.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, Reynolds number'),
    check: '◐',
    tools: FRICTION_TOOLS,
    related: ['colebrook', 'laminar-friction', 'sutherland-viscosity'],
  },
  {
    kind: 'formula',
    id: 'darcy-weisbach',
    title: 'Darcy–Weisbach friction loss',
    aliases: ['friction rate', 'friction loss', 'pressure drop per length'],
    summary: 'The pressure a straight round duct loses per unit length, from its friction factor and velocity pressure.',
    tex: String.raw`\frac{\Delta p}{L} = \frac{f}{D}\,\frac{\rho\,V^2}{2}`,
    plain: DARCY_FORMULA,
    symbols: [
      { symbol: 'Δp/L', meaning: 'friction rate', unit: 'Pa/m' },
      { symbol: 'f', meaning: 'Darcy friction factor (4× the Fanning factor)', unit: '1' },
      { symbol: 'D', meaning: 'inside diameter', unit: 'm' },
      { symbol: 'ρ', meaning: 'air density', unit: 'kg/m³' },
      { symbol: 'V', meaning: 'mean velocity', unit: 'm/s' },
    ],
    validity: 'Fully developed flow in a straight duct; a non-round duct through its equivalent diameter.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, friction losses (Darcy equation)'),
    check: '◐',
    tools: FRICTION_TOOLS,
    related: ['colebrook', 'altshul-tsal', 'acgih-friction', 'velocity-pressure'],
    example: 'example-friction-acgih-4-in',
  },
  {
    kind: 'formula',
    id: 'colebrook',
    title: 'Colebrook friction factor',
    aliases: ['Colebrook–White', 'Moody', 'friction factor'],
    summary: 'The implicit equation for the Darcy friction factor of turbulent flow in a rough duct; the tools solve it by Newton’s method.',
    tex: String.raw`\frac{1}{\sqrt{f}} = -2\log_{10}\!\left(\frac{\varepsilon}{3.7\,D} + \frac{2.51}{Re\,\sqrt{f}}\right)`,
    plain: COLEBROOK_FORMULA,
    symbols: [
      { symbol: 'f', meaning: 'Darcy friction factor', unit: '1' },
      { symbol: 'ε', meaning: 'absolute roughness', unit: 'm' },
      { symbol: 'D', meaning: 'inside diameter', unit: 'm' },
      { symbol: 'Re', meaning: 'Reynolds number', unit: '1' },
    ],
    validity: 'Turbulent flow, Re ≥ 4000; ε/D below 3.7 (no root above); a warning beyond ε/D 0.05, the Moody diagram’s edge.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, Colebrook equation (Colebrook 1939)'),
    check: '✔',
    tools: FRICTION_TOOLS,
    related: ['darcy-weisbach', 'altshul-tsal', 'reynolds-number', 'duct-roughness'],
    example: 'example-size-1000-cfm',
  },
  {
    kind: 'formula',
    id: 'altshul-tsal',
    title: 'Altshul–Tsal friction factor',
    aliases: ['Altshul', 'Tsal'],
    summary: 'An explicit approximation of Colebrook, within about 1 % of it for duct flows.',
    tex: String.raw`f' = 0.11\left(\frac{\varepsilon}{D} + \frac{68}{Re}\right)^{0.25},\quad f = \begin{cases} f' & f' \ge 0.018 \\ 0.85\,f' + 0.0028 & f' < 0.018 \end{cases}`,
    plain: ALTSHUL_TSAL_FORMULA,
    symbols: [
      { symbol: 'f', meaning: 'Darcy friction factor', unit: '1' },
      { symbol: 'ε/D', meaning: 'relative roughness', unit: '1' },
      { symbol: 'Re', meaning: 'Reynolds number', unit: '1' },
    ],
    validity: 'Turbulent flow, Re ≥ 4000.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, Altshul–Tsal equation'),
    check: '✔',
    tools: FRICTION_TOOLS,
    related: ['colebrook', 'darcy-weisbach'],
  },
  {
    kind: 'formula',
    id: 'acgih-friction',
    title: 'ACGIH friction equation (Loeffler)',
    aliases: ['Hf', 'H_f', 'Loeffler', 'VP per foot'],
    summary: 'The friction loss of a duct at standard air in velocity pressures per foot, as the velocity-pressure method uses it.',
    tex: String.raw`H_f = \frac{a\,V^{b}}{Q^{c}},\quad f = H_f\,D`,
    plain: acgihFrictionFormula(ACGIH_FRICTION_COEFFICIENTS.galvanized),
    symbols: [
      { symbol: 'H_f', meaning: 'friction loss in velocity pressures per foot', unit: '1/ft' },
      { symbol: 'V', meaning: 'mean velocity', unit: 'ft/min' },
      { symbol: 'Q', meaning: 'airflow', unit: 'CFM' },
      { symbol: 'a, b, c', meaning: 'coefficients by material (table acgih-friction-coefficients)', unit: '1' },
      { symbol: 'D', meaning: 'inside diameter', unit: 'ft' },
    ],
    validity: 'Standard air only (a warning more than 5 % from its density); galvanized coefficients ✔, the others ○.',
    source: cite(ACGIH_MANUAL, 'ch. 9, friction equation (Loeffler 1980)'),
    check: '✔',
    tools: ['friction', 'size', 'system'],
    related: ['acgih-friction-coefficients', 'darcy-weisbach'],
    example: 'example-friction-acgih-4-in',
  },
  {
    kind: 'formula',
    id: 'laminar-friction',
    title: 'Laminar friction factor',
    aliases: ['Hagen–Poiseuille', '64/Re'],
    summary: 'The friction factor of laminar flow, which replaces the turbulent equations below Re 2300.',
    tex: String.raw`f = \frac{64}{Re}`,
    plain: LAMINAR_FORMULA,
    symbols: [
      { symbol: 'f', meaning: 'Darcy friction factor', unit: '1' },
      { symbol: 'Re', meaning: 'Reynolds number', unit: '1' },
    ],
    validity: 'Re below 2300; the tools warn, as exhaust ducts are turbulent.',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 3, Hagen–Poiseuille'),
    check: '◐',
    tools: ['friction', 'size'],
    related: ['reynolds-number'],
  },
  {
    kind: 'table',
    id: 'duct-roughness',
    title: 'Duct material roughness',
    aliases: ['epsilon', 'ε', 'absolute roughness', 'materials'],
    summary: 'The absolute roughness ε of each duct material the friction tools offer, in the unit its source gives it.',
    columns: [
      { key: 'material', label: 'Material (--material)' },
      { key: 'label', label: 'Name' },
      { key: 'roughness', label: 'Roughness ε', unit: 'mm' },
      { key: 'source', label: 'Source' },
    ],
    rows: () =>
      Object.values(DUCT_MATERIALS).map((row) => ({ material: row.id, label: row.label, roughness: row.roughnessM * 1000, source: row.source })),
    module: 'src/core/friction/roughness.ts',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, Table 1 "Duct material roughness factors"'),
    check: '○',
    tools: FRICTION_TOOLS,
    related: ['colebrook'],
  },
  {
    kind: 'table',
    id: 'acgih-friction-coefficients',
    title: 'ACGIH friction equation coefficients by material',
    aliases: ['Loeffler coefficients'],
    summary: 'The coefficients a, b and c of H_f = a·V^b/Q^c for each class of duct material.',
    columns: [
      { key: 'label', label: 'Material class' },
      { key: 'a', label: 'a' },
      { key: 'b', label: 'b' },
      { key: 'c', label: 'c' },
    ],
    rows: () => Object.values(ACGIH_FRICTION_COEFFICIENTS).map(({ label, a, b, c }) => ({ label, a, b, c })),
    module: 'src/core/friction/acgih.ts',
    source: cite(ACGIH_MANUAL, 'ch. 9, friction equation'),
    check: '○',
    tools: ['friction', 'system'],
    related: ['acgih-friction'],
  },
  {
    kind: 'table',
    id: 'friction-methods-compared',
    title: 'The three friction methods compared',
    aliases: ['Colebrook vs ACGIH', 'Altshul–Tsal vs Colebrook', 'which friction method'],
    summary: 'Darcy f by Colebrook, Altshul–Tsal and the ACGIH equation for six ducts at standard air in galvanized duct, computed by the core: Altshul–Tsal stays within 1 % of Colebrook, ACGIH reads 6–12 % higher.',
    columns: [
      { key: 'duct', label: 'Duct' },
      { key: 'colebrook', label: 'f, Colebrook', digits: 3 },
      { key: 'altshulTsal', label: 'f, Altshul–Tsal', digits: 3 },
      { key: 'acgih', label: 'f, ACGIH', digits: 3 },
      { key: 'rate', label: 'Δp/L, Colebrook', unit: 'Pa/m', digits: 3 },
      { key: 'acgihExcess', label: 'ACGIH over Colebrook', unit: '%', digits: 2 },
    ],
    rows: () =>
      COMPARED_DUCTS.map((duct) => {
        const colebrook = comparedFriction(duct, 'colebrook');
        const acgih = comparedFriction(duct, 'acgih');
        return {
          duct: duct.label,
          colebrook: colebrook.f,
          altshulTsal: comparedFriction(duct, 'altshul-tsal').f,
          acgih: acgih.f,
          rate: colebrook.rate,
          acgihExcess: (acgih.f / colebrook.f - 1) * 100,
        };
      }),
    module: 'src/core/friction/pressure-loss.ts',
    source: cite(ASHRAE_FUNDAMENTALS, 'ch. 21, friction factor equations; ACGIH Industrial Ventilation ch. 9'),
    check: '◐',
    tools: ['friction'],
    related: ['colebrook', 'altshul-tsal', 'acgih-friction', 'method-friction'],
  },
  {
    kind: 'method',
    id: 'method-friction',
    title: 'How the pressure loss of a duct is computed',
    aliases: ['pressure loss method'],
    summary: 'From airflow, diameter and the air’s state to the friction rate and the loss of a straight round duct.',
    tool: 'friction',
    related: [
      'darcy-weisbach',
      'colebrook',
      'altshul-tsal',
      'acgih-friction',
      'laminar-friction',
      'reynolds-number',
      'velocity-pressure',
      'velocity-pressure-shortcut',
      'air-density',
      'sutherland-viscosity',
      'isa-pressure',
      'duct-roughness',
      'acgih-friction-coefficients',
      'friction-methods-compared',
    ],
  },
  {
    kind: 'example',
    id: 'example-friction-acgih-4-in',
    title: 'ACGIH friction: 4000 ft/min in a 4 in galvanized duct',
    aliases: ['0.0709'],
    summary: 'The ACGIH sheet’s friction value, H_f = 0.0709 VP/ft, as the friction tool’s factor f = H_f·D.',
    tool: 'friction',
    inputs: [
      { label: 'Airflow Q', value: `${ACGIH_EXAMPLE_CFM} CFM (4000 ft/min in 4 in)` },
      { label: 'Diameter D', value: '4 in' },
      { label: 'Method', value: 'ACGIH, galvanized, standard air' },
    ],
    figure: 'Friction factor f',
    // H_f = 0.0709 VP/ft in a 4 in = 1/3 ft duct: f = 0.0709/3; the sheet's 4 digits leave ±0.00005/3.
    answer: { value: 0.0709 / 3, unit: '1', tolerance: 0.00005 / 3, source: cite(ACGIH_MANUAL, 'ch. 9, calculation sheet friction table: 0.0709 VP/ft at 4000 ft/min, 4 in') },
    link: designLinkPath(ductLinkPath({ solve: 'velocity', unitSystem: 'imperial', q: ACGIH_EXAMPLE_CFM, d: '4' }), { method: 'acgih' }),
    cli: { args: ['friction', '--q', ACGIH_EXAMPLE_CFM, '--d', '4', '--method', 'acgih', '--imperial'], prints: '0.0236' },
    run: () => {
      const loss = pressureLoss({ q: convertExactly(Number(ACGIH_EXAMPLE_CFM), 'CFM', 'm3/s'), d: convertExactly(4, 'in', 'm'), length: 1, method: 'acgih' });
      return { value: loss.status === 'success' ? loss.data.friction.frictionFactor : Number.NaN, unit: '1' };
    },
    related: ['acgih-friction', 'darcy-weisbach'],
  },
];
