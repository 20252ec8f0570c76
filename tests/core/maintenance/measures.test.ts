// The maintenance pressures: read in the unit system's unit or with their own,
// shown through core/format in inH₂O / Pa (ΔP) and psi / bar (compressed air).
import { describe, expect, it } from 'vitest';
import { CONFIG_MEASURES, pressureText, READING_MEASURES } from '../../../src/core/maintenance/measures.ts';
import { readMeasures } from '../../../src/core/report/measure.ts';

describe('maintenance pressures', () => {
  it('shows ΔP in inH₂O or Pa and compressed air in psi or bar (gauge)', () => {
    expect([pressureText(1500, 'pressure-drop', 'metric'), pressureText(1500, 'pressure-drop', 'imperial')]).toEqual(['1500 Pa', '6.02 inH₂O']);
    expect([pressureText(90 * 6894.757293, 'compressed-air', 'metric'), pressureText(90 * 6894.757293, 'compressed-air', 'imperial')]).toEqual(['6.21 bar', '90 psi']);
  });

  it('reads a bare number in the system’s unit and a number with its own unit', () => {
    expect(readMeasures(READING_MEASURES, { pressureDrop: '4', compressedAir: '90' }, 'imperial')).toEqual({
      status: 'success',
      data: { pressureDrop: 4 * 249.08891, compressedAir: expect.closeTo(90 * 6894.757293168, 6) },
    });
    expect(readMeasures(CONFIG_MEASURES, { pressureDropAlarm: '6 inH2O' }, 'metric')).toMatchObject({ data: { pressureDropAlarm: expect.closeTo(1494.53, 2) } });
  });

  it('refuses a negative reading and a zero alarm, naming the field and the value', () => {
    expect(readMeasures(READING_MEASURES, { pressureDrop: '-1' }, 'metric')).toMatchObject({ issues: [{ field: 'pressureDrop', message: 'ΔP must be from 0 to 20000 Pa, got -1' }] });
    expect(readMeasures(CONFIG_MEASURES, { pressureDropAlarm: '0' }, 'metric')).toMatchObject({ issues: [{ field: 'pressureDropAlarm', message: 'ΔP alarm must be from 10 to 10000 Pa, got 0' }] });
  });
});
