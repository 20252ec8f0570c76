/**
 * Know-How entries of the Maintenance Schedule (`src/core/maintenance/`):
 * the task catalogue as a table, the rules of its dates and alerts, the
 * method and its worked example.
 */
import { CATALOGUE, INTERVAL_LABELS, type Interval } from '../../maintenance/catalogue.ts';
import { DEFAULT_CONFIG, type CollectorConfig } from '../../maintenance/config.ts';
import { planTasks } from '../../maintenance/plan.ts';
import { recurrenceOf } from '../../maintenance/recurrence.ts';
import { BASELINE_BAND, DEFAULT_RISE_PA_PER_DAY, RISE_WINDOW_DAYS } from '../../maintenance/rules.ts';
import type { KnowledgeEntry } from '../entry.ts';

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
    kind: 'formula',
    id: 'operating-hours-interval',
    title: 'Weeks between tasks due every so many operating hours',
    aliases: ['operating hours', 'fan bearing regreasing', 'run hours', 'hours interval'],
    summary: 'A task due every N operating hours, such as greasing the fan bearings every 2,000 h, falls every whole number of weeks the collector takes to run them.',
    tex: String.raw`w = \max\left(1,\ \operatorname{round}\frac{N}{h_d\,d_w}\right)`,
    plain: 'weeks = max(1, round(N / (hours a day × operating days a week)))',
    symbols: [
      { symbol: 'w', meaning: 'weeks between occurrences, on the weekday of the first operating day', unit: 'weeks' },
      { symbol: 'N', meaning: 'the task’s interval in operating hours', unit: 'h' },
      { symbol: 'h_d', meaning: 'operating hours a day', unit: 'h' },
      { symbol: 'd_w', meaning: 'operating days a week', unit: '1' },
    ],
    validity: 'A steady week: the same hours every operating day. Rounded to whole weeks, so the task falls up to half a week early or late.',
    source: { work: 'Fan makers’ relubrication instructions (grease-lubricated rolling bearings typically every 2,000 operating hours)', edition: 'as the fan’s plate says', locator: 'laid on the plan’s operating days' },
    check: '○',
    tools: ['maintenance'],
    example: 'example-maintenance-pulse-jet',
    related: ['maintenance-tasks', 'method-maintenance'],
  },
  {
    kind: 'formula',
    id: 'pressure-drop-rise',
    title: 'Blinding alert: the rise of the daily readings',
    aliases: ['trend alert', 'rising readings', 'blinding', 'condition alerts', 'baseline band'],
    summary: `The daily ΔP readings of the last ${RISE_WINDOW_DAYS} days, fitted by least squares; a rise faster than ${DEFAULT_RISE_PA_PER_DAY} Pa a day means blinding, failing cleaning or a rising load. A reading more than ${BASELINE_BAND * 100} % off the clean-bag baseline is an alert of its own.`,
    tex: String.raw`s = \frac{\sum (t_i - \bar t)(\Delta p_i - \overline{\Delta p})}{\sum (t_i - \bar t)^2} > s_{alert}`,
    plain: `slope = Σ(t − t̄)(Δp − Δp̄) / Σ(t − t̄)² over the last ${RISE_WINDOW_DAYS} days (at least 3 days’ readings); alert above ${DEFAULT_RISE_PA_PER_DAY} Pa a day. Baseline alert: |Δp − baseline| > ${BASELINE_BAND * 100} % of the baseline`,
    symbols: [
      { symbol: 's', meaning: 'the least-squares slope of the readings over their days', unit: 'Pa/day' },
      { symbol: 't_i', meaning: 'the day of a reading', unit: 'day' },
      { symbol: 'Δp_i', meaning: 'the tube-sheet pressure drop read that day', unit: 'Pa' },
      { symbol: 's_alert', meaning: `the rise that alerts, ${DEFAULT_RISE_PA_PER_DAY} Pa (about 0.1 inH₂O) a day`, unit: 'Pa/day' },
    ],
    validity: 'Readings of one collector at its usual flow; a change of flow or of the gauge moves the readings without a change of the bags.',
    source: { work: 'Least-squares fit; the daily ΔP check of EPA APTI baghouse operation and maintenance, Lesson 6, and Camfil Farr Gold Series IOM manual §500.8 (within 20 % of the clean-bag baseline)', edition: 'the threshold is our judgement', locator: 'src/core/maintenance/rules.ts' },
    check: '○',
    tools: ['maintenance'],
    related: ['maintenance-tasks', 'pulse-jet-pressure-drop', 'method-maintenance'],
  },
  {
    kind: 'method',
    id: 'method-maintenance',
    title: 'How a maintenance plan is made',
    aliases: ['maintenance plan method'],
    summary: 'From the collector’s configuration to its tasks by interval, their dates on operating days, bag replacements and a calendar.',
    tool: 'maintenance',
    related: ['maintenance-tasks', 'operating-hours-interval', 'pressure-drop-rise', 'pulse-jet-pressure-drop', 'example-maintenance-pulse-jet'],
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
    related: ['maintenance-tasks', 'method-maintenance', 'operating-hours-interval'],
  },
];
