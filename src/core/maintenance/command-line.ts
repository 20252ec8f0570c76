/**
 * The `duct-calc maintenance` command line that prints a configuration's
 * plan: what reproduces the page's printed report, since the page keeps no
 * link (its record is the log on the device).
 */
import type { UnitSystem } from '../report/figure.ts';
import type { CollectorConfig } from './config.ts';

/**
 * The command line of a configuration, every option spelt out so a later
 * change of the CLI's defaults does not change the plan.
 *
 * @param config The configuration (pressures in Pa).
 * @param system The unit system the plan is printed in (`--metric` or `--imperial`).
 * @returns e.g. `duct-calc maintenance --cleaning pulse-jet … --pressure-drop-alarm 1500Pa --imperial`.
 *   Numbers are written in their shortest round-trip form and pressures in Pa
 *   with the unit, so the CLI reads back the very same configuration.
 */
export function maintenanceCommand(config: CollectorConfig, system: UnitSystem): string {
  const options = [
    `--cleaning ${config.cleaning}`,
    `--discharge ${config.discharge}`,
    config.compressedAir ? '--compressed-air' : '',
    config.dryer ? '--dryer' : '',
    config.fanDrive === 'belt' ? '--belt-drive' : '',
    config.explosionProtection === 'vents' ? '--explosion-vents' : config.explosionProtection === 'flameless' ? '--flameless-vents' : '',
    config.sparkArrestor ? '--spark-arrestor' : '',
    config.emissionMonitor ? '--emission-monitor' : '',
    `--bag-life ${config.bagLifeMonths}`,
    `--start ${config.start}`,
    `--operating-days ${config.operatingDays.join(',')}`,
    `--hours-per-day ${config.hoursPerDay}`,
    `--pressure-drop-alarm ${config.pressureDropAlarmPa}Pa`,
    config.pressureDropBaselinePa === null ? '' : `--pressure-drop-baseline ${config.pressureDropBaselinePa}Pa`,
    `--${system}`,
  ];
  return ['duct-calc maintenance', ...options.filter(Boolean)].join(' ');
}
