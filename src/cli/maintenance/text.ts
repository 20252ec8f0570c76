/**
 * The plan as a person reads it in a terminal: the configuration, then the
 * tasks grouped by interval (when each falls, what to check, the criterion,
 * the source), then the bag replacement forecast.
 */
import { INTERVAL_LABELS, type MaintenanceTask } from '../../core/maintenance/catalogue.ts';
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import { pressureText } from '../../core/maintenance/measures.ts';
import { describeSchedule, hoursText } from '../../core/maintenance/recurrence.ts';
import type { UnitSystem } from '../../core/report/figure.ts';

const EXPLOSION_TEXT = { none: 'no explosion venting', vents: 'explosion vents', flameless: 'flameless venting' } as const;
const DISCHARGE_TEXT = { 'rotary-airlock': 'rotary airlock', 'screw-conveyor': 'screw conveyor', drum: 'drum' } as const;

const DAY_ABBREVIATIONS = { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' } as const;

/** The configuration in one line of words. */
function configLine(config: CollectorConfig): string {
  const air = config.compressedAir ? `compressed air ${config.dryer ? 'with' : 'without'} dryer` : 'no compressed air';
  const extras = [config.sparkArrestor ? 'spark arrestor' : '', config.emissionMonitor ? 'emission monitor' : ''].filter(Boolean);
  return [`${config.cleaning} cleaning`, DISCHARGE_TEXT[config.discharge], air, `${config.fanDrive}-driven fan`, EXPLOSION_TEXT[config.explosionProtection], ...extras].join(', ');
}

/**
 * Formats a plan.
 *
 * @param config The collector.
 * @param tasks Its tasks (`planTasks(config)`).
 * @param bagReplacements The forecast dates.
 * @param system The unit system of the pressures.
 * @returns Lines ending in a newline.
 */
export function formatPlan(config: CollectorConfig, tasks: readonly MaintenanceTask[], bagReplacements: readonly string[], system: UnitSystem): string {
  const days = config.operatingDays.map((day) => DAY_ABBREVIATIONS[day]).join(', ');
  const baseline = config.pressureDropBaselinePa === null ? 'baseline not set' : `baseline ${pressureText(config.pressureDropBaselinePa, 'pressure-drop', system)}`;
  const lines = [
    `Maintenance plan from ${config.start}: ${configLine(config)}`,
    `Runs ${days}, ${hoursText(config.hoursPerDay)} h a day; ΔP alarm ${pressureText(config.pressureDropAlarmPa, 'pressure-drop', system)}, ${baseline}; ${tasks.length} tasks`,
  ];
  for (const kind of Object.keys(INTERVAL_LABELS) as (keyof typeof INTERVAL_LABELS)[]) {
    const group = tasks.filter((task) => task.interval.kind === kind);
    if (group.length === 0) continue;
    const schedules = [...new Set(group.map((task) => describeSchedule(config, task.interval)))];
    lines.push('', `${INTERVAL_LABELS[kind]} (${group.length} task${group.length === 1 ? '' : 's'}): ${schedules.join('; ')}`);
    for (const task of group) {
      lines.push(`  ${task.component} [${task.id}]`, `    ${task.check}`);
      if (task.criterion !== null) lines.push(`    Criterion: ${task.criterion}`);
      lines.push(`    Source: ${task.source}`);
    }
  }
  lines.push('', `Bag replacement forecast (every ${config.bagLifeMonths} months): ${bagReplacements.join(', ')}`);
  return `${lines.join('\n')}\n`;
}
