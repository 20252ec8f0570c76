import { describe, expect, it } from 'vitest';
import { defaultReferenceFor, REFERENCE_CONDITIONS } from '../../../src/core/air/reference-conditions.ts';

describe('reference conditions', () => {
  it.each([
    ['acgih', 294.2611, 101_320.75],
    ['epa', 293.15, 101_320.75],
    ['normal', 273.15, 101_325],
  ] as const)('%s is %s K and %s Pa', (id, temperatureK, pressurePa) => {
    expect(REFERENCE_CONDITIONS[id].temperatureK).toBeCloseTo(temperatureK, 4);
    expect(REFERENCE_CONDITIONS[id].pressurePa).toBeCloseTo(pressurePa, 2);
  });

  it('takes 29.92 inHg as 101.3207 kPa with the conventional inch of mercury, not 101.325 kPa', () => {
    expect(REFERENCE_CONDITIONS.acgih.pressurePa / 1000).toBeCloseTo(101.3207, 4);
    expect(REFERENCE_CONDITIONS.acgih.pressurePa).not.toBe(101_325);
  });

  it.each([
    [{ reference: 'standard', dry: false }, 'acgih'],
    [{ reference: 'standard', dry: true }, 'epa'],
    [{ reference: 'normal', dry: false }, 'normal'],
    [{ reference: 'actual', dry: false }, undefined],
  ] as const)('defaults the basis %j to %s', (basis, id) => {
    expect(defaultReferenceFor(basis)).toBe(id);
  });
});
