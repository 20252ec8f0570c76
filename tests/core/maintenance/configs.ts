// Collector configurations the maintenance tests share.
import fc from 'fast-check';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../../src/core/maintenance/config.ts';
import { addDays, WEEKDAYS } from '../../../src/core/maintenance/dates.ts';

/** The default pulse-jet collector with some fields changed. */
export function configOf(changes: Partial<CollectorConfig> = {}): CollectorConfig {
  return { ...DEFAULT_CONFIG, ...changes };
}

/** Any valid configuration: any components, start in 2020–2039, any non-empty set of operating days. */
export const anyConfig: fc.Arbitrary<CollectorConfig> = fc
  .record({
    cleaning: fc.constantFrom('pulse-jet', 'reverse-air', 'shaker'),
    discharge: fc.constantFrom('rotary-airlock', 'screw-conveyor', 'drum'),
    compressedAir: fc.boolean(),
    dryer: fc.boolean(),
    fanDrive: fc.constantFrom('belt', 'direct'),
    explosionProtection: fc.constantFrom('none', 'vents', 'flameless'),
    sparkArrestor: fc.boolean(),
    emissionMonitor: fc.boolean(),
    bagLifeMonths: fc.integer({ min: 1, max: 60 }),
    startOffset: fc.integer({ min: 0, max: 7300 }),
    operatingDays: fc.subarray([...WEEKDAYS], { minLength: 1 }),
    hoursPerDay: fc.integer({ min: 1, max: 24 }),
  } as const)
  .map(({ startOffset, compressedAir, dryer, ...rest }) =>
    configOf({ ...rest, compressedAir, dryer: compressedAir && dryer, start: addDays('2020-01-01', startOffset) }),
  );
