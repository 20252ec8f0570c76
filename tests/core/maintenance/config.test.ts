// Reading a configuration: the default is valid; a bad one is named field by field, every number in its physical range.
import { describe, expect, it } from 'vitest';
import { BAG_FORECAST_COUNT, DEFAULT_CONFIG, readConfig, START_RANGE } from '../../../src/core/maintenance/config.ts';
import { isCalendarDate } from '../../../src/core/maintenance/dates.ts';
import { BAG_LIFE } from '../../../src/core/maintenance/numbers.ts';
import { bagReplacementForecast } from '../../../src/core/maintenance/plan.ts';

describe('readConfig', () => {
  it('accepts the default pulse-jet collector and puts operating days in week order', () => {
    expect(readConfig(DEFAULT_CONFIG)).toEqual({ status: 'success', data: DEFAULT_CONFIG });
    expect(readConfig({ ...DEFAULT_CONFIG, operatingDays: ['sa', 'mo'] })).toMatchObject({ data: { operatingDays: ['mo', 'sa'] } });
  });

  it.each([
    [{ discharge: 'chute' }, 'discharge: Discharge must be one of rotary-airlock, screw-conveyor, drum, got "chute"'],
    [{ start: '2027-02-30' }, 'start: Plan start must be a calendar date YYYY-MM-DD, got "2027-02-30"'],
    [{ start: '9994-01-04' }, 'start: Plan start must be from 1000-01-01 to 9969-12-25, so that its bag replacements fall by 9999-12-31, got "9994-01-04"'],
    [{ start: '0999-12-31' }, 'start: Plan start must be a calendar date YYYY-MM-DD, got "0999-12-31"'],
    [{ bagLifeMonths: 0 }, 'bagLifeMonths: Bag life must be from 1 to 120 months, got 0'],
    [{ bagLifeMonths: 121 }, 'bagLifeMonths: Bag life must be from 1 to 120 months, got 121'],
    [{ bagLifeMonths: Infinity }, 'bagLifeMonths: Bag life must be from 1 to 120 months, got a number beyond the range of a double'],
    [{ bagLifeMonths: Number.NaN }, 'bagLifeMonths: Bag life must be a number, got not a number'],
    [{ bagLifeMonths: 1.5 }, 'bagLifeMonths: Bag life must be a whole number of months, got 1.5'],
    [{ operatingDays: [] }, 'operatingDays: Operating days must name at least one day, got []'],
    [{ operatingDays: ['mo', 'mo'] }, 'operatingDays: Operating days must not repeat a day, got ["mo","mo"]'],
    [{ hoursPerDay: 25 }, 'hoursPerDay: Operating hours per day must be from 0.1 to 24 h, got 25'],
    [{ hoursPerDay: 1e-300 }, 'hoursPerDay: Operating hours per day must be from 0.1 to 24 h, got 1e-300'],
    [{ pressureDropAlarmPa: 1e308 }, 'pressureDropAlarmPa: ΔP alarm must be from 10 to 10000 Pa, got 1e+308'],
    [{ pressureDropBaselinePa: -1 }, 'pressureDropBaselinePa: ΔP baseline (clean bags) must be from 10 to 10000 Pa, got -1'],
    [{ compressedAir: false, dryer: true }, 'dryer: A dryer needs compressed air, got true'],
  ])('refuses %j with one line naming the field and the value', (change, message) => {
    expect(readConfig({ ...DEFAULT_CONFIG, ...change })).toEqual({ status: 'error', issues: [message] });
  });

  it('takes the ends of every range: 1 and 120 months, 0.1 and 24 h, 10 Pa and 10 kPa, the first and last start', () => {
    const ends = { bagLifeMonths: 120, hoursPerDay: 0.1, pressureDropAlarmPa: 10e3, pressureDropBaselinePa: 10, start: START_RANGE.last };
    expect(readConfig({ ...DEFAULT_CONFIG, ...ends })).toMatchObject({ status: 'success', data: ends });
    expect(readConfig({ ...DEFAULT_CONFIG, bagLifeMonths: 1, hoursPerDay: 24, start: START_RANGE.first })).toMatchObject({ status: 'success' });
  });

  it('starts no later than leaves room for three bag replacements at the longest bag life, each moved to an operating day, by 9999-12-31', () => {
    const latest = { ...DEFAULT_CONFIG, start: START_RANGE.last, bagLifeMonths: BAG_LIFE.range.max, operatingDays: ['su' as const] };
    const forecast = bagReplacementForecast(latest, BAG_FORECAST_COUNT);
    expect(forecast).toHaveLength(BAG_FORECAST_COUNT);
    expect(forecast.every((date) => isCalendarDate(date) && date <= '9999-12-31')).toBe(true);
  });

  it('refuses something that is not a configuration', () => {
    expect(readConfig('pulse-jet')).toMatchObject({ status: 'error', issues: ['The configuration must be an object of its fields'] });
  });
});
