/**
 * Know-How entries of the Maintenance Schedule (`src/core/maintenance/`):
 * the task catalogue as a table, and the method.
 */
import { CATALOGUE, INTERVAL_LABELS, type Interval } from '../../maintenance/catalogue.ts';
import type { KnowledgeEntry } from '../entry.ts';

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
    related: ['method-maintenance'],
  },
  {
    kind: 'method',
    id: 'method-maintenance',
    title: 'How a maintenance plan is made',
    aliases: ['maintenance plan method'],
    summary: 'From the collector’s configuration to its tasks by interval, their dates on operating days, bag replacements and a calendar.',
    tool: 'maintenance',
    related: ['maintenance-tasks', 'pulse-jet-pressure-drop'],
    body: `## Steps

1. The configuration: cleaning type, discharge, compressed air and dryer, fan drive, explosion protection, operating days and hours.
2. The tasks: each catalogue task whose component the collector has, worded for its equipment.
3. The dates: each task's interval laid on the operating days from the start date; tasks by operating hours at the hours run.
4. Bag replacements forecast from the bag life; the plan as a checklist and an \`.ics\` calendar.
5. A log of readings (ΔP) checked against its baseline band and rise per day.

## Where it lives

\`src/core/maintenance/plan.ts\` and \`catalogue.ts\`; \`duct-calc maintenance\`; the page *Maintenance Schedule*.`,
  },
];
