/**
 * Know-How entries of the Maintenance Schedule (`src/core/maintenance/`):
 * the task catalogue as a table, the method and the README's worked example.
 */
import { CATALOGUE, INTERVAL_LABELS, type Interval } from '../../maintenance/catalogue.ts';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../maintenance/config.ts';
import { planTasks } from '../../maintenance/plan.ts';
import { recurrenceOf } from '../../maintenance/recurrence.ts';
import type { KnowledgeEntry } from '../entry.ts';
import methodMaintenanceBody from '../../../../docs/know-how/method-maintenance.md?raw';

/** The worked example's collector: the default pulse-jet one without a dryer, two shifts Monday to Friday from 4 January 2027. */
const EXAMPLE_CONFIG: CollectorConfig = { ...DEFAULT_CONFIG, dryer: false };

/** Every how many weeks the plan greases the fan bearings (a task by operating hours). */
function fanBearingWeeks(config: CollectorConfig): number {
  const task = planTasks(config).find(({ id }) => id === 'fan-bearing-lubrication');
  if (task === undefined) throw new Error('the plan of a belt-driven fan has no fan-bearing-lubrication task');
  return recurrenceOf(config, task.interval).every;
}

const intervalText = (interval: Interval) => (interval.kind === 'hours' ? `every ${interval.hours} operating hours` : INTERVAL_LABELS[interval.kind]);

export const MAINTENANCE_ENTRIES: readonly KnowledgeEntry[] = [
  {
    kind: 'table',
    id: 'maintenance-tasks',
    title: 'Routine maintenance tasks of a dust collector',
    aliases: ['maintenance schedule', 'inspection', 'checklist'],
    summary: 'Every routine task the schedule can plan: its component, interval, check, acceptance criterion and source.',
    columns: [
      { key: 'id', label: 'Task' },
      { key: 'component', label: 'Component' },
      { key: 'interval', label: 'Interval' },
      { key: 'check', label: 'Check' },
      { key: 'criterion', label: 'Criterion' },
      { key: 'source', label: 'Source' },
    ],
    rows: () =>
      CATALOGUE.map(({ task }) => ({
        id: task.id,
        component: task.component,
        interval: intervalText(task.interval),
        check: task.check,
        criterion: task.criterion ?? 'look and judge',
        source: task.source,
      })),
    module: 'src/core/maintenance/catalogue.ts',
    source: { work: 'Makers’ IOM manuals (Camfil, Donaldson Torit); EPA APTI baghouse O&M; NFPA 68 ch. 11', edition: 'as each task cites', locator: 'maintenance schedules' },
    check: '○',
    tools: ['maintenance'],
    related: ['method-maintenance', 'example-maintenance-pulse-jet'],
  },
  {
    kind: 'method',
    id: 'method-maintenance',
    title: 'How a maintenance plan is made',
    aliases: ['maintenance plan method'],
    summary: 'From the collector’s configuration to its tasks by interval, their dates on operating days, bag replacements and a calendar.',
    tool: 'maintenance',
    related: ['maintenance-tasks', 'pulse-jet-pressure-drop'],
    body: methodMaintenanceBody,
  },
  {
    kind: 'example',
    id: 'example-maintenance-pulse-jet',
    title: 'Maintenance plan of a pulse-jet collector',
    summary: 'A pulse-jet collector with a rotary airlock, compressed air, a belt-driven fan and explosion vents, run 16 h a day Monday to Friday: 25 tasks, the fan bearings greased every 25 weeks (2,000 h at 80 h a week).',
    tool: 'maintenance',
    inputs: [
      { label: 'Cleaning', value: 'pulse-jet' },
      { label: 'Discharge', value: 'rotary airlock' },
      { label: 'Compressed air', value: 'yes, without dryer' },
      { label: 'Fan drive', value: 'belt' },
      { label: 'Explosion protection', value: 'vents' },
      { label: 'Bag life', value: '24 months' },
      { label: 'Start', value: '2027-01-04 (a Monday)' },
      { label: 'Operating days and hours', value: 'Monday to Friday, 16 h a day (default)' },
    ],
    figure: 'By operating hours (1 task): every',
    // Whole weeks: the plan rounds 2,000 h over the hours a week to a whole number.
    answer: {
      value: 25,
      unit: '1',
      tolerance: 0,
      source: {
        work: 'Fan maker’s relubrication instructions (grease-lubricated rolling bearings typically every 2,000 operating hours), by hand',
        edition: 'as the fan’s plate says',
        locator: '2,000 h at 16 h × 5 days = 80 h a week: every 25 weeks',
      },
    },
    cli: {
      args: ['maintenance', '--cleaning', 'pulse-jet', '--discharge', 'rotary-airlock', '--compressed-air', '--belt-drive', '--explosion-vents', '--bag-life', '24', '--start', '2027-01-04'],
      prints: '25 weeks on Monday (2,000 operating hours at 80 h a week)',
    },
    run: () => ({ value: fanBearingWeeks(EXAMPLE_CONFIG), unit: '1' }),
    related: ['maintenance-tasks', 'method-maintenance'],
  },
];
