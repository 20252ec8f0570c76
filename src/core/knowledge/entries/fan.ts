/**
 * Know-How entries of Fan Selection (`src/core/fan/`) and the fan's
 * pressures as the exhaust system uses them: fan static and total pressure,
 * the powers, the fan laws, and a published worked example.
 */
import { fanLinkPath } from '../../fan/link.ts';
import { readFanSelection } from '../../fan/read.ts';
import type { FanTexts } from '../../fan/fields.ts';
import type { KnowledgeEntry } from '../entry.ts';
import { ACGIH_MANUAL, cite } from '../sources.ts';

const AMCA_201 = { work: 'AMCA Publication 201, Fans and Systems', edition: '2002' };

/** Loren Cook's density-factor example as the CLI and the link take it. */
const COOK_TEXTS: FanTexts = { flow: '7500', pressure: '1.5', efficiency: '78', temperature: '200F', altitude: '6000ft' };

export const FAN_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'formula',
    id: 'fan-static-pressure',
    title: 'Fan static pressure FSP',
    aliases: ['FSP', 'fan SP'],
    summary: 'The static pressure a fan must add, as fan catalogues rate it.',
    tex: String.raw`FSP = SP_{out} - SP_{in} - VP_{in}`,
    plain: 'FSP = SP_out − SP_in − VP_in',
    symbols: [
      { symbol: 'FSP', meaning: 'fan static pressure', unit: 'Pa' },
      { symbol: 'SP_out', meaning: 'static pressure at the fan outlet', unit: 'Pa' },
      { symbol: 'SP_in', meaning: 'static pressure at the fan inlet (negative)', unit: 'Pa' },
      { symbol: 'VP_in', meaning: 'velocity pressure at the fan inlet', unit: 'Pa' },
    ],
    validity: 'At actual conditions; a catalogue at standard air reads FSP/df.',
    source: cite(ACGIH_MANUAL, 'ch. 9, fan static pressure'),
    check: '◐',
    tools: ['system', 'fan'],
    related: ['fan-total-pressure', 'static-pressure', 'velocity-pressure'],
  },
  {
    kind: 'formula',
    id: 'fan-total-pressure',
    title: 'Fan total pressure FTP',
    aliases: ['FTP', 'fan TP'],
    summary: 'The total pressure a fan adds: the outlet’s total pressure less the inlet’s.',
    tex: String.raw`FTP = \left(SP_{out} + VP_{out}\right) - \left(SP_{in} + VP_{in}\right) = FSP + VP_{out}`,
    plain: 'FTP = (SP_out + VP_out) − (SP_in + VP_in) = FSP + VP_out',
    symbols: [
      { symbol: 'FTP', meaning: 'fan total pressure', unit: 'Pa' },
      { symbol: 'VP_out', meaning: 'velocity pressure at the fan outlet', unit: 'Pa' },
    ],
    validity: 'As FSP.',
    source: cite(ACGIH_MANUAL, 'ch. 9, fan total pressure'),
    check: '◐',
    tools: ['system', 'fan'],
    related: ['fan-static-pressure'],
  },
  {
    kind: 'formula',
    id: 'fan-power',
    title: 'Fan air, shaft and electrical power',
    aliases: ['BHP', 'brake horsepower', 'air power', 'shaft power', '6356'],
    summary: 'The power a fan gives the air, takes at its shaft and draws from the supply.',
    tex: String.raw`P_{air} = Q\,\Delta p\,K_p,\quad P_{shaft} = \frac{P_{air}}{\eta_{fan}},\quad P_{el} = \frac{P_{shaft}}{\eta_{motor}\,\eta_{drive}}\qquad \left(BHP = \frac{CFM \cdot inH_2O}{6356\,\eta}\right)`,
    plain: 'P_air = Q·Δp·Kp; P_shaft = P_air/η_fan; P_el = P_shaft/(η_motor·η_drive); US rule BHP = CFM·inH₂O/(6356·η)',
    symbols: [
      { symbol: 'P_air', meaning: 'air power', unit: 'W' },
      { symbol: 'Q', meaning: 'actual flow at the fan inlet', unit: 'm³/s' },
      { symbol: 'Δp', meaning: 'fan pressure at the operating density', unit: 'Pa' },
      { symbol: 'Kp', meaning: 'compressibility coefficient (ISO 5801)', unit: '1' },
      { symbol: 'η', meaning: 'fan, motor and drive efficiencies', unit: '1' },
    ],
    validity: 'At the operating density; a catalogue at standard air lists the shaft power / df. 6356 assumes 1 inH₂O = 5.192 lbf/ft² (6343 with 249.089 Pa).',
    source: { work: 'AMCA Publication 201, Fans and Systems; ISO 5801', edition: '2002; 2017', locator: 'fan power, compressibility coefficient Kp' },
    check: '◐',
    tools: ['fan', 'cost', 'opex'],
    related: ['fan-laws', 'density-factor', 'fan-static-pressure'],
    example: 'example-fan-loren-cook',
  },
  {
    kind: 'formula',
    id: 'fan-laws',
    title: 'Fan laws',
    aliases: ['affinity laws', 'fan speed', 'fan diameter'],
    summary: 'How a fan’s flow, pressure and power scale with its speed, size and the gas density.',
    tex: String.raw`\frac{Q_2}{Q_1} = \frac{N_2}{N_1}\left(\frac{D_2}{D_1}\right)^3,\quad \frac{\Delta p_2}{\Delta p_1} = \left(\frac{N_2}{N_1}\right)^2\left(\frac{D_2}{D_1}\right)^2\frac{\rho_2}{\rho_1},\quad \frac{P_2}{P_1} = \left(\frac{N_2}{N_1}\right)^3\left(\frac{D_2}{D_1}\right)^5\frac{\rho_2}{\rho_1}`,
    plain: 'Q ∝ N·D³; Δp ∝ N²·D²·ρ; P ∝ N³·D⁵·ρ',
    symbols: [
      { symbol: 'N', meaning: 'speed', unit: 'rpm' },
      { symbol: 'D', meaning: 'impeller diameter', unit: 'm' },
      { symbol: 'ρ', meaning: 'gas density', unit: 'kg/m³' },
    ],
    validity: 'Geometrically similar fans at the same point of rating (the same system curve).',
    source: cite(AMCA_201, 'fan laws'),
    check: '◐',
    tools: ['fan-laws'],
    related: ['fan-power'],
  },
  {
    kind: 'example',
    id: 'example-fan-loren-cook',
    title: 'A fan at 200 °F and 6000 ft: the catalogue’s shaft power (Loren Cook)',
    summary: '7500 CFM at 1.5 inH₂O, 200 °F, 6000 ft: df 0.643, the catalogue reads 2.33 inH₂O and 3.53 hp at standard air.',
    tool: 'fan',
    inputs: [
      { label: 'Flow', value: '7500 CFM' },
      { label: 'Pressure', value: '1.5 inH₂O at the operating density' },
      { label: 'Fan efficiency', value: '78 %' },
      { label: 'Gas', value: '200 °F at 6000 ft' },
    ],
    figure: 'Shaft power at standard air (catalogue) (2.63 kW)',
    answer: { value: 3.53, unit: 'hp', tolerance: 0.005, source: { work: 'Loren Cook Company, Engineering Cookbook', edition: 'as REFERENCE.md cites it', locator: 'density factor example: 3.53 hp from the catalogue at 2.33 inH₂O' } },
    link: fanLinkPath('imperial', COOK_TEXTS, []),
    cli: { args: ['fan', '--flow', '7500', '--pressure', '1.5', '--imperial', '--efficiency', '78', '--temperature', '200F', '--altitude', '6000ft'], prints: '3.53 hp' },
    run: () => ({ value: readFanSelection(COOK_TEXTS, [], 'imperial').selection?.design.catalogueShaftPowerW ?? Number.NaN, unit: 'W' }),
    related: ['fan-power', 'density-factor'],
  },
];
