import { describe, expect, it } from 'vitest';
import { readFanSelection } from '../../../src/core/fan/read.ts';
import { fanReport } from '../../../src/core/fan/report.ts';
import { figureText } from '../../../src/core/report/figure.ts';
import type { CurveRow } from '../../../src/core/fan/fields.ts';

const row = (flow: string, pressure: string, efficiency = '', power = ''): CurveRow => ({ flow, pressure, efficiency, power });

describe('readFanSelection and fanReport', () => {
  it('reads the golden case as typed and reports 22.52 hp (16.79 kW) at the shaft', () => {
    const result = readFanSelection({ flow: '10000', pressure: '10', efficiency: '70%' }, [], 'imperial');
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    const report = fanReport(result.data, 'imperial');
    const shaft = report.figures.find((figure) => figure.key === 'shaftPower')!;
    expect(figureText(shaft, 'imperial')).toEqual({ value: '22.52', unit: 'hp' });
    expect(figureText(shaft, 'metric')).toEqual({ value: '16.79', unit: 'kW' });
    expect(shaft.label).toBe('Shaft power P_shaft (16.79 kW)');
    expect(report.figures.find((figure) => figure.key === 'usRuleShaftPower')!.formula).toContain('0.2 % low');
  });

  it('reads 0.696 kg/m³ for air at 1500 m and 150 °C typed with units', () => {
    const result = readFanSelection({ flow: '1', pressure: '1', efficiency: '70', temperature: '150C', altitude: '1500m' }, [], 'imperial');
    if (result.status !== 'success') throw new Error('not read');
    expect(figureText(fanReport(result.data, 'metric').figures.find((figure) => figure.key === 'density')!, 'metric').value).toBe('0.696');
  });

  it('names every unusable field with the text as typed, and the curve row', () => {
    const result = readFanSelection({ pressure: 'ten', efficiency: '70', margin: 'lots' }, [row('0', '11'), row('4000', '')], 'metric');
    expect(result).toEqual({
      status: 'error',
      issues: [
        { field: 'flow', text: '', message: 'Design flow is needed' },
        { field: 'pressure', text: 'ten', message: 'Design pressure: "ten" does not start with a number' },
        { field: 'margin', text: 'lots', message: 'Service margin must be a number in %, got lots' },
        { field: 'fanCurve', text: '', message: 'Fan curve row 2: Pressure is empty' },
      ],
    });
  });

  it('warns in the rising part of a curve and when the fan curve has no efficiency', () => {
    const curve = [row('0', '11'), row('4000', '12.5'), row('8000', '11.5'), row('14000', '4')];
    const result = readFanSelection({ flow: '4000', pressure: '13.5', efficiency: '70', filterPressure: '3', fixedPressure: '10.5' }, curve, 'imperial');
    if (result.status !== 'success') throw new Error('not read');
    const codes = fanReport(result.data, 'imperial').warnings.map((warning) => warning.code);
    expect(codes).toEqual(['design-point-in-stall', 'efficiency-assumed']);
  });
});
