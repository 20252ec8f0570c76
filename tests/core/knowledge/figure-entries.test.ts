// Every tool's "Formulas and sources" panel links each figure's formula to its
// Know-How entry, and the Unit Convertor each factor it applies. Each tool's
// worked example, and the variants that bring its other figures (another
// method, type or option), runs through the tool's report; every figure must
// name an entry that exists and, for a formula or a table, lists the tool
// among its own (so the entry links back to it).
import { describe, expect, it } from 'vitest';
import { normaliseConcentration } from '../../../src/core/air/normal-concentration.ts';
import { actualToStandardFlow, standardToActualFlow } from '../../../src/core/air/standard-flow.ts';
import { readBaghouse, EPA_EXAMPLE_SYSTEM, EPA_EXAMPLE_TEXTS, type BaghouseTexts } from '../../../src/core/baghouse/texts.ts';
import { baghouseFigures } from '../../../src/core/baghouse/report.ts';
import { COST_EXAMPLE, OPEX_EXAMPLE, readCostInput, readOpexInput } from '../../../src/core/cost/input.ts';
import { estimateCost } from '../../../src/core/cost/estimate.ts';
import { compareOpex } from '../../../src/core/cost/opex.ts';
import { costFigures, opexFigures } from '../../../src/core/cost/report.ts';
import { sizeFigures } from '../../../src/core/duct-size/report.ts';
import { sizeDuct } from '../../../src/core/duct-size/size.ts';
import { equivalentFigures } from '../../../src/core/equivalent-duct/report.ts';
import { equivalentSection } from '../../../src/core/equivalent-duct/section.ts';
import { designSystem } from '../../../src/core/exhaust-system/design-system.ts';
import { readSystem } from '../../../src/core/exhaust-system/read-sheet.ts';
import { fanFigures, segmentFigures } from '../../../src/core/exhaust-system/report.ts';
import type { SystemSheet } from '../../../src/core/exhaust-system/sheet.ts';
import { readVentDesign } from '../../../src/core/explosion/read.ts';
import { ventReport } from '../../../src/core/explosion/report.ts';
import type { VentTexts } from '../../../src/core/explosion/fields.ts';
import { applyFanLaws } from '../../../src/core/fan/fan-laws.ts';
import type { CurveRow, FanTexts } from '../../../src/core/fan/fields.ts';
import { readFanSelection } from '../../../src/core/fan/read.ts';
import { fanLawFigures, fanReport } from '../../../src/core/fan/report.ts';
import { FRICTION_METHOD_IDS } from '../../../src/core/friction/method.ts';
import { pressureLoss } from '../../../src/core/friction/pressure-loss.ts';
import { pressureLossFigures } from '../../../src/core/friction/report.ts';
import type { HoodTexts } from '../../../src/core/hood/fields.ts';
import { readHoodDesign } from '../../../src/core/hood/read.ts';
import { hoodReport } from '../../../src/core/hood/report.ts';
import { entryById } from '../../../src/core/knowledge/catalogue.ts';
import type { ToolId } from '../../../src/core/knowledge/tools.ts';
import type { Figure, UnitSystem } from '../../../src/core/report/figure.ts';
import { convertExactly } from '../../../src/core/report/exact-conversion.ts';
import { EXAMPLE_SHEET } from '../../../src/machines/exhaust-system/example.ts';

/** A result the case expects to succeed; a refusal fails the test with its issues. */
function ok<T>(result: { status: 'success'; data: T } | { status: 'error'; issues: readonly unknown[] }): T {
  if (result.status === 'error') throw new Error(JSON.stringify(result.issues));
  return result.data;
}

const cfm = (value: number) => convertExactly(value, 'CFM', 'm3/s');
const inches = (value: number) => convertExactly(value, 'in', 'm');

function frictionFigures(): Figure[] {
  const at = { q: cfm(1000), d: inches(12), length: 30 };
  return [
    ...FRICTION_METHOD_IDS.flatMap((method) => pressureLossFigures(ok(pressureLoss({ ...at, method })))),
    ...pressureLossFigures(ok(pressureLoss({ ...at, method: 'acgih', material: 'galvanized' }))),
    // Laminar: a trickle in a wide duct.
    ...pressureLossFigures(ok(pressureLoss({ q: 1e-4, d: 0.5, length: 1, method: 'colebrook' }))),
  ];
}

function sizeFiguresOf(): Figure[] {
  const q = cfm(1000);
  return [
    ...sizeFigures(ok(sizeDuct({ q, frictionRate: convertExactly(0.1, 'inH2O/100ft', 'Pa/m'), series: 'us-spiral' }))),
    ...sizeFigures(ok(sizeDuct({ q, minVelocity: convertExactly(4000, 'ft/min', 'm/s'), series: 'us-spiral' }))),
  ];
}

function equivalentFiguresOf(): Figure[] {
  return [
    ...equivalentFigures(ok(equivalentSection({ shape: 'rect', widthM: inches(12), heightM: inches(24), airflowM3s: cfm(2000) }))),
    ...equivalentFigures(ok(equivalentSection({ shape: 'oval', widthM: inches(24), heightM: inches(12), airflowM3s: cfm(2000) }))),
  ];
}

/** The system tool's sheets: the page's example, hot and with a discharge run, and a slot hood. */
function systemFigures(): Figure[] {
  const sheets: SystemSheet[] = [
    EXAMPLE_SHEET,
    {
      ...EXAMPLE_SHEET,
      conditions: { temperature: '150', altitude: '3000' },
      segments: [...EXAMPLE_SHEET.segments, { segment: 'S', to: 'outlet', diameter: '14', length: '20', elbows: '1', elbow_rd: '2' }],
    },
    { ...EXAMPLE_SHEET, segments: [{ segment: 'A', to: 'fan', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65', slot_velocity: '2000' }] },
  ];
  return sheets.flatMap((sheet) => {
    const design = ok(designSystem(ok(readSystem(sheet))));
    return [...design.segments.flatMap(segmentFigures), ...fanFigures(design.fan)];
  });
}

function hoodFigures(): Figure[] {
  const cases: Array<[HoodTexts, UnitSystem]> = [
    [{ type: 'plain-opening', diameter: '250', faceVelocity: '3', distance: '250' }, 'metric'],
    [{ type: 'flanged-opening', diameter: '6', captureVelocity: '100', distance: '6', transport: 'heavy-dusts', temperature: '100', altitude: '1500' }, 'imperial'],
    [{ type: 'flanged-slot', width: '50', length: '1000', captureVelocity: '0.5', distance: '200', takeOff: 'bell-mouth', ductDiameter: '200', slotLoss: '1.78' }, 'metric'],
    [{ type: 'booth', width: '1000', height: '1000', faceVelocity: '0.5', entryLoss: '0.5', minVelocity: '20' }, 'metric'],
    [{ type: 'canopy', width: '1000', length: '1000', captureVelocity: '0.5', distance: '800' }, 'metric'],
    [{ type: 'hot-canopy', diameter: '1000', sourceTemperature: '500', ambientTemperature: '20', distance: '800' }, 'metric'],
    [{ type: 'custom', openArea: '0.5', flow: '800', coefficientOfEntry: '0.78', ductDiameter: '6', temperature: '97.89', measuredStaticPressure: '1.69' }, 'imperial'],
  ];
  return cases.flatMap(([texts, system]) => {
    const { design, issues } = readHoodDesign(texts, system);
    if (design === undefined) throw new Error(JSON.stringify(issues));
    const report = hoodReport(design, system);
    return [...report.figures, ...report.measured];
  });
}

function ventFigures(): Figure[] {
  const cases: VentTexts[] = [
    { volume: '10', ld: '3', kst: '200', pmax: '9', pred: '0.5' },
    { volume: '10', length: '6', kst: '200', pmax: '9', pred: '0.5', pstat: '0.1', fill: '50', efficiency: '80', ventDuctLength: '2' },
    { volume: '4.5', length: '4', diameter: '1.2', kst: '150', pmax: '9', pred: '0.4' },
  ];
  return cases.flatMap((texts) => {
    const { design, issues } = readVentDesign(texts, 'metric');
    if (design === undefined) throw new Error(JSON.stringify(issues));
    return ventReport(design);
  });
}

function baghouseFiguresOf(): Figure[] {
  const cases: BaghouseTexts[] = [
    EPA_EXAMPLE_TEXTS,
    { ...EPA_EXAMPLE_TEXTS, fabric: 'polyester', bagPitch: '8', compartments: '4', dust: 'flour', maxPressureDrop: '6', pulseSpacing: '10', bagBottom: 'yes' },
    { ...EPA_EXAMPLE_TEXTS, materialFactor: '', applicationFactor: '', dust: 'cement', cleaning: 'reverse-air', compartments: '5', k1: '1', bagPitch: '14', rows: '12', columns: '10', hopperHeight: '4' },
    { ...EPA_EXAMPLE_TEXTS, materialFactor: '', applicationFactor: '', airToCloth: '4' },
  ];
  return cases.flatMap((texts) => {
    const reading = readBaghouse(texts, EPA_EXAMPLE_SYSTEM);
    if (reading.status === 'error') throw new Error(JSON.stringify(reading.issues));
    return baghouseFigures(reading.design);
  });
}

function fanFiguresOf(): Figure[] {
  const row = (flow: string, pressure: string, efficiency = ''): CurveRow => ({ flow, pressure, efficiency, power: '' });
  const curve = [row('0', '11', '40'), row('4000', '12.5', '60'), row('8000', '11.5', '72'), row('10000', '10', '75'), row('14000', '4', '55')];
  const cases: Array<[FanTexts, CurveRow[]]> = [
    [{ flow: '7500', pressure: '1.5', efficiency: '78', temperature: '200F', altitude: '6000ft' }, []],
    [{ flow: '10000', pressure: '10', efficiency: '70', temperature: '300', coldTemperature: '0', filterPressure: '4', cleanFilterPressure: '2', speed: '1800', newSpeed: '2000' }, curve],
    [{ flow: '10000', pressure: '10', efficiency: '70', basis: 'standard', barometricPressure: '29' }, curve.map(({ flow, pressure }) => row(flow, pressure))],
  ];
  return cases.flatMap(([texts, rows]) => {
    const { selection, issues } = readFanSelection(texts, rows, 'imperial');
    if (selection === undefined) throw new Error(JSON.stringify(issues));
    const report = fanReport(selection, 'imperial');
    return [...report.figures, ...report.operatingPoints.flatMap((point) => point.figures), ...report.fanLaws];
  });
}

/** A figure as its link reads it: the Unit Convertor's factors have a name for a key. */
type Linked = Pick<Figure, 'key' | 'formula' | 'entry'>;

/** The factors a conditioned conversion applies, each kind: a flow both ways with moisture, a concentration to dry gas at 11 % O₂. */
function convertFactors(): Linked[] {
  const flow = { flowM3s: 1, actualTemperatureK: 400, actualPressurePa: 95_000, moisturePercent: 10, reference: 'acgih' } as const;
  const concentration = { concentrationKgPerM3: 5e-5, actualTemperatureK: 400, actualPressurePa: 95_000, moisturePercent: 10, measuredOxygenPercent: 15, referenceOxygenPercent: 11, reference: 'normal' } as const;
  return [...ok(actualToStandardFlow(flow)).factors, ...ok(standardToActualFlow(flow)).factors, ...ok(normaliseConcentration(concentration)).factors].map(
    ({ name, formula, entry }) => ({ key: name, formula, entry }),
  );
}

const FIGURES: ReadonlyArray<readonly [ToolId, () => Linked[]]> = [
  ['friction', frictionFigures],
  ['size', sizeFiguresOf],
  ['equivalent', equivalentFiguresOf],
  ['system', systemFigures],
  ['hood', hoodFigures],
  ['vent', ventFigures],
  ['baghouse', baghouseFiguresOf],
  ['fan', fanFiguresOf],
  ['fan-laws', () => fanLawFigures(ok(applyFanLaws({ flow: 1, pressure: 1000, power: 2000, speed: 1000, newSpeed: 1200, density: 1.2, newDensity: 1 })))],
  ['cost', () => costFigures(estimateCost(ok(readCostInput(COST_EXAMPLE.texts, { insulated: COST_EXAMPLE.insulated }, COST_EXAMPLE.system))))],
  ['convert', convertFactors],
  [
    'opex',
    () =>
      (['speed', 'inlet-vanes', 'damper', 'none'] as const).flatMap((flowControl) =>
        opexFigures(compareOpex({ ...ok(readOpexInput({ ...OPEX_EXAMPLE.texts, compressedAirBefore: '100', compressedAirAfter: '80', bagLifeBefore: '2', bagLifeAfter: '3', bagSetCost: '5000' }, OPEX_EXAMPLE.system)), flowControl })),
      ),
  ],
];

/** What is wrong with a figure's link, or nothing. */
function linkProblem(tool: ToolId, figure: Linked): string | undefined {
  const name = `${figure.key} (${figure.formula})`;
  if (figure.entry === undefined) return `${name}: no entry`;
  const entry = entryById(figure.entry);
  if (entry === undefined) return `${name}: no entry ${figure.entry}`;
  if ((entry.kind === 'formula' || entry.kind === 'table') && !entry.tools.includes(tool)) return `${name}: ${entry.id} does not list ${tool}`;
  if ((entry.kind === 'method' || entry.kind === 'example') && entry.tool !== tool) return `${name}: ${entry.id} is ${entry.tool}'s`;
  return undefined;
}

describe('figure entries', () => {
  it.each(FIGURES)('%s: every figure of its formulas panel links to an existing entry that links back to the tool', (tool, figuresOf) => {
    const figures = figuresOf();
    expect(figures.length).toBeGreaterThan(0);
    expect([...new Set(figures.map((figure) => linkProblem(tool, figure)).filter((problem) => problem !== undefined))]).toEqual([]);
  });
});
