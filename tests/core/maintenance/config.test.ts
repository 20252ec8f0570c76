// Reading a configuration: the default is valid; a bad one is named field by field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from '../../../src/core/maintenance/config.ts';

describe('readConfig', () => {
  it('accepts the default pulse-jet collector and puts operating days in week order', () => {
    expect(readConfig(DEFAULT_CONFIG)).toEqual({ status: 'success', data: DEFAULT_CONFIG });
    expect(readConfig({ ...DEFAULT_CONFIG, operatingDays: ['sa', 'mo'] })).toMatchObject({ data: { operatingDays: ['mo', 'sa'] } });
  });

  it.each([
    [{ discharge: 'chute' }, 'discharge: Discharge must be one of rotary-airlock, screw-conveyor, drum, got "chute"'],
    [{ start: '2027-02-30' }, 'start: Start must be a calendar date YYYY-MM-DD, got "2027-02-30"'],
    [{ bagLifeMonths: 0 }, 'bagLifeMonths: Bag life must be greater than zero, got 0'],
    [{ bagLifeMonths: 1.5 }, 'bagLifeMonths: Bag life must be a whole number of months, got 1.5'],
    [{ operatingDays: [] }, 'operatingDays: Operating days must name at least one day, got []'],
    [{ operatingDays: ['mo', 'mo'] }, 'operatingDays: Operating days must not repeat a day, got ["mo","mo"]'],
    [{ hoursPerDay: 25 }, 'hoursPerDay: Hours per day must be at most 24, got 25'],
    [{ pressureDropBaselinePa: -1 }, 'pressureDropBaselinePa: ΔP baseline must be greater than zero, got -1'],
    [{ compressedAir: false, dryer: true }, 'dryer: A dryer needs compressed air, got true'],
  ])('refuses %j with one line naming the field and the value', (change, message) => {
    expect(readConfig({ ...DEFAULT_CONFIG, ...change })).toEqual({ status: 'error', issues: [message] });
  });

  it('refuses something that is not a configuration', () => {
    expect(readConfig('pulse-jet')).toMatchObject({ status: 'error', issues: ['The configuration must be an object of its fields'] });
  });
});
