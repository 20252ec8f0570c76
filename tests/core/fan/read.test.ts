import { describe, expect, it } from 'vitest';
import { readFanSelection } from '../../../src/core/fan/read.ts';
import { fanReport } from '../../../src/core/fan/report.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import type { CurveRow, FanField, FanTexts } from '../../../src/core/fan/fields.ts';

const row = (flow: string, pressure: string, efficiency = '', power = ''): CurveRow => ({ flow, pressure, efficiency, power });
const GOLDEN: FanTexts = { flow: '10000', pressure: '10', efficiency: '70' };
const CURVE = [row('0', '11', '40'), row('4000', '12.5', '60'), row('8000', '11.5', '72'), row('10000', '10', '75'), row('14000', '4', '55')];

/** The figure keys a reading reports, in order. */
const keys = (texts: FanTexts, rows: readonly CurveRow[] = []) => {
  const { selection } = readFanSelection(texts, rows, 'imperial');
  return selection === undefined ? [] : fanReport(selection, 'imperial').figures.map((figure) => figure.key);
};

const EVERY_DESIGN_FIGURE = [
  'barometricPressure',
  'densityFactor',
  'density',
  'coldDensity',
  'actualPressure',
  'standardPressure',
  'compressibility',
  'airPower',
  'shaftPower',
  'catalogueShaftPower',
  'usRuleShaftPower',
  'electricalPower',
  'motorPowerNeeded',
  'motorRating',
  'coldStartShaftPower',
  'coldStartMotorOutput',
];
const without = (...left: string[]) => EVERY_DESIGN_FIGURE.filter((key) => !left.includes(key));

describe('readFanSelection and fanReport', () => {
  it('reads the golden case as typed and reports 22.52 hp × Kp 0.9928 = 22.36 hp (16.67 kW) at the shaft', () => {
    const { selection, issues } = readFanSelection({ ...GOLDEN, efficiency: '70%' }, [], 'imperial');
    expect(issues).toEqual([]);
    const report = fanReport(selection!, 'imperial');
    const shaft = report.figures.find((figure) => figure.key === 'shaftPower')!;
    expect(figureText(report.figures.find((figure) => figure.key === 'compressibility')!, 'imperial').value).toBe('0.9928');
    expect(figureText(shaft, 'imperial')).toEqual({ value: '22.36', unit: 'hp' });
    expect(figureText(shaft, 'metric')).toEqual({ value: '16.67', unit: 'kW' });
    expect(shaft.label).toBe('Shaft power P_shaft (actual) (16.67 kW)');
    expect(report.figures.find((figure) => figure.key === 'usRuleShaftPower')!.formula).toContain('0.2 % low');
  });

  it('reads 0.697 kg/m³ for air at 1500 m and 150 °C typed with units (ACGIH: 0.075 lb/ft³ · df; the ideal gas with R = 287.05 gives 0.696)', () => {
    const { selection } = readFanSelection({ flow: '1', pressure: '1', efficiency: '70', temperature: '150C', altitude: '1500m' }, [], 'imperial');
    expect(figureText(fanReport(selection!, 'metric').figures.find((figure) => figure.key === 'density')!, 'metric').value).toBe('0.697');
  });

  it('names every unusable field with the text as typed, in the order of the page', () => {
    const { issues } = readFanSelection({ pressure: 'ten', efficiency: '70', margin: 'lots' }, [], 'metric');
    expect(issues).toEqual([
      { field: 'flow', text: '', message: 'Design flow is needed' },
      { field: 'pressure', text: 'ten', message: 'Design pressure: "ten" does not start with a number' },
      { field: 'margin', text: 'lots', message: 'Service margin must be a number in %, got lots' },
    ]);
  });

  it.each<[FanField, string, string]>([
    ['efficiency', '1e309', 'Fan efficiency must be from 1 to 100 %, got 1e309'],
    ['efficiency', '0', 'Fan efficiency must be from 1 to 100 %, got 0'],
    ['efficiency', '1e-300', 'Fan efficiency must be from 1 to 100 %, got 1e-300'],
    ['motorEfficiency', '101 %', 'Motor efficiency must be from 1 to 100 %, got 101 %'],
    ['driveEfficiency', '-1', 'Drive efficiency must be from 1 to 100 %, got -1'],
    ['margin', '1e308', 'Service margin must be from 0 to 100 %, got 1e308'],
    ['margin', '1,5', 'Service margin must be a number in %, got 1,5'],
  ])('refuses %s = %j in one line naming its range', (field, text, message) => {
    const { issues } = readFanSelection({ ...GOLDEN, [field]: text }, [], 'imperial');
    expect(issues).toEqual([{ field, text, message }]);
  });

  it('takes 0 % of margin and 100 % efficiencies, the ends of their ranges', () => {
    expect(readFanSelection({ ...GOLDEN, margin: '0', efficiency: '100', motorEfficiency: '100%', driveEfficiency: '1' }, [], 'imperial').issues).toEqual([]);
  });

  it('warns in the rising part of a curve and when the fan curve has no efficiency', () => {
    const curve = [row('0', '11'), row('4000', '12.5'), row('8000', '11.5'), row('14000', '4')];
    const { selection } = readFanSelection({ flow: '4000', pressure: '13.5', efficiency: '70', filterPressure: '3', fixedPressure: '10.5' }, curve, 'imperial');
    expect(fanReport(selection!, 'imperial').warnings.map((warning) => warning.code)).toEqual(['design-point-in-stall', 'efficiency-assumed']);
  });

  it('reads a field in the unit system it was typed in, whatever the system read with', () => {
    const typed = readFanSelection(GOLDEN, CURVE, 'imperial');
    const switched = readFanSelection(GOLDEN, CURVE, 'metric', {
      fields: { flow: 'imperial', pressure: 'imperial', efficiency: 'imperial' },
      rows: CURVE.map(() => ({ flow: 'imperial', pressure: 'imperial', efficiency: 'imperial' })),
    });
    expect(switched).toEqual(typed);
  });
});

describe('readFanSelection: partial results', () => {
  it('keeps the power, the motor and the cold start when a curve cell is bad, and leaves out only the operating points', () => {
    const bad = CURVE.map((entry, index) => (index === 2 ? { ...entry, pressure: 'x' } : entry));
    const { selection, issues, missing } = readFanSelection({ ...GOLDEN, filterPressure: '4' }, bad, 'imperial');
    expect(issues.map((issue) => issue.message)).toEqual(['Fan curve row 3: Pressure: "x" does not start with a number']);
    expect(keys({ ...GOLDEN, filterPressure: '4' }, bad)).toEqual(EVERY_DESIGN_FIGURE);
    expect(selection!.operatingPoints).toEqual([]);
    expect(selection!.systemCurves.map((curve) => curve.id)).toEqual(['design']);
    expect(missing).toContain(
      'Correct the fan curve to get the operating points with a clean and a loaded filter, and whether the fan would stall or miss the system there; the motor then covers the largest of their shaft powers.',
    );
  });

  it('gives the same design figures with a bad curve as with none', () => {
    const bad = [row('0', '11'), row('abc', '')];
    const withBad = fanReport(readFanSelection(GOLDEN, bad, 'imperial').selection!, 'imperial').figures;
    const without = fanReport(readFanSelection(GOLDEN, [], 'imperial').selection!, 'imperial').figures;
    expect(withBad).toEqual(without);
  });

  it.each<[string, FanTexts, string[], string]>([
    [
      'no fan efficiency',
      { flow: '10000', pressure: '10' },
      ['barometricPressure', 'densityFactor', 'density', 'coldDensity', 'actualPressure', 'standardPressure'],
      'Give the fan efficiency to get Kp, the air, shaft and electrical power, the motor and the cold start.',
    ],
    ['a bad margin', { ...GOLDEN, margin: 'lots' }, without('motorPowerNeeded', 'motorRating'), 'Correct the service margin to get the motor.'],
    ['a bad motor efficiency', { ...GOLDEN, motorEfficiency: '0' }, without('electricalPower'), 'Correct the motor efficiency to get the electrical input.'],
    [
      'a bad temperature',
      { ...GOLDEN, temperature: '5000C' },
      without('densityFactor', 'density', 'standardPressure', 'catalogueShaftPower', 'coldStartShaftPower', 'coldStartMotorOutput'),
      'Correct the temperature to get the density factor, the catalogue pressure and the cold start.',
    ],
    [
      'a bad moisture, at the standard basis',
      { ...GOLDEN, basis: 'standard', moisture: '95' },
      ['barometricPressure', 'coldDensity'],
      'Correct the moisture (H₂O by volume) to get the density factor, the catalogue pressure and the cold start.',
    ],
    [
      'the altitude and the pressure both',
      { ...GOLDEN, altitude: '100', barometricPressure: '29' },
      ['actualPressure', 'usRuleShaftPower'],
      'Correct the barometric pressure to get the density factor, the catalogue pressure, Kp, the powers, the motor and the cold start.',
    ],
  ])('computes what it can with %s, and says what is missing', (_name, texts, figureKeys, line) => {
    expect(keys(texts)).toEqual(figureKeys);
    expect(readFanSelection(texts, [], 'imperial').missing).toContain(line);
  });

  it('draws no system curve while the split of the pressure cannot be used, yet gives the power', () => {
    const { selection, issues } = readFanSelection({ ...GOLDEN, filterPressure: '8', fixedPressure: '4' }, CURVE, 'imperial');
    expect(issues).toEqual([{ field: 'filterPressure', text: '8', message: 'Filter pressure and fixed pressure add up to more than the design pressure' }]);
    expect(selection!.systemCurves).toEqual([]);
    expect(selection!.operatingPoints).toEqual([]);
    expect(selection!.design.shaftPowerW).toBeGreaterThan(0);
  });

  it('gives no selection without a design flow, and says what the flow adds', () => {
    const { selection, missing } = readFanSelection({ pressure: '10', efficiency: '70' }, [], 'imperial');
    expect(selection).toBeUndefined();
    expect(missing[0]).toBe('Give the design flow to get the powers, the motor, the cold start, the system curves and the operating points.');
  });

  it('says what a curve and a clean filter pressure would add when they are not given', () => {
    expect(readFanSelection(GOLDEN, [row('', '')], 'imperial').missing).toEqual([
      'Give the clean filter pressure to get the clean-filter system curve and its operating point.',
      'Give a fan curve of 2 points or more to get the operating points with a clean and a loaded filter, and whether the fan would stall or miss the system there; the motor then covers the largest of their shaft powers.',
    ]);
  });
});
