/**
 * The parts of the maintenance report that only paper shows: the header
 * (date, units and the command line that reproduces the plan, as the page
 * keeps no link), the configuration as inputs in place of the form, and the
 * plan's tasks with when each falls and its source. The summary, alerts and
 * ΔP trend print from their own sections.
 */
import { css } from '@emotion/react';
import { INTERVAL_LABELS } from '../../core/maintenance/catalogue.ts';
import { maintenanceCommand } from '../../core/maintenance/command-line.ts';
import type { CollectorConfig } from '../../core/maintenance/config.ts';
import { pressureText } from '../../core/maintenance/measures.ts';
import { describeSchedule, hoursText } from '../../core/maintenance/recurrence.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { selectChecklists } from '../../machines/maintenance/selectors.ts';
import { ReportHeader } from '../shell/print-report.tsx';
import { printOnly } from '../shell/section-styles.ts';
import { colors, space } from '../shell/theme.ts';
import { MaintenanceActorContext } from './actor-context.ts';
import { dateText } from './dates.ts';
import { CLEANING_OPTIONS, DISCHARGE_OPTIONS, EXPLOSION_OPTIONS, FAN_DRIVE_OPTIONS, labelOf, WEEKDAY_LABELS } from './labels.ts';

/** Fits A4 and Letter (186 mm): small type, the long columns wrap. */
const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8pt',
  lineHeight: 1.3,
  margin: `0 0 ${space.md}`,
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '10pt', padding: `${space.sm} 0 2pt` },
  '& th, & td': { padding: '1.5pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'top' },
  '& thead th': { color: colors.textMuted, fontWeight: 600 },
  '& th[scope="rowgroup"]': { paddingTop: '4pt', color: colors.primary },
  '& th[scope="row"]': { fontWeight: 400 },
});

const DAY_LABEL = new Map(WEEKDAY_LABELS);

/** The configuration as a report lists it: what each input was, in the page's units. */
function configRows(config: CollectorConfig, system: UnitSystem): Array<[string, string]> {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    ['Cleaning', labelOf(CLEANING_OPTIONS, config.cleaning)],
    ['Discharge', labelOf(DISCHARGE_OPTIONS, config.discharge)],
    ['Fan drive', labelOf(FAN_DRIVE_OPTIONS, config.fanDrive)],
    ['Explosion protection', labelOf(EXPLOSION_OPTIONS, config.explosionProtection)],
    ['Compressed air', yesNo(config.compressedAir)],
    ['Compressed-air dryer', yesNo(config.dryer)],
    ['Spark arrestor', yesNo(config.sparkArrestor)],
    ['Continuous emission monitor', yesNo(config.emissionMonitor)],
    ['Plan start', dateText(config.start, 'day')],
    ['Operating days', config.operatingDays.map((day) => DAY_LABEL.get(day)).join(', ')],
    ['Operating hours per day', `${hoursText(config.hoursPerDay)} h`],
    ['Bag life', `${config.bagLifeMonths} months`],
    ['ΔP alarm', pressureText(config.pressureDropAlarmPa, 'pressure-drop', system)],
    ['ΔP baseline (clean bags)', config.pressureDropBaselinePa === null ? 'not set' : pressureText(config.pressureDropBaselinePa, 'pressure-drop', system)],
  ];
}

/** The inputs: two short columns, kept together at the left. */
const inputsTableStyle = css({ width: 'auto', minWidth: '100mm', '& td': { paddingLeft: '12pt' } });

/** On paper: the header with the command line that reproduces the plan. */
export function MaintenanceReportHeader() {
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  return <ReportHeader system={system} reproduce={maintenanceCommand(config, system)} note="the log stays on the device that kept it; export it (JSON) to file it with this report" />;
}

/**
 * On paper, in place of the form: the configuration the plan is made from
 * (the last one that could be read, while the form has a problem).
 */
export function ConfigInputs() {
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const system = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.system);
  return (
    <div css={printOnly}>
      <table css={[tableStyle, inputsTableStyle]}>
        <caption>Collector</caption>
        <tbody>
          {configRows(config, system).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On paper: every task of the plan by interval, when it falls, and the source of the task and its interval. */
export function PlanTasks() {
  const config = MaintenanceActorContext.useSelector((snapshot) => snapshot.context.config);
  const checklists = MaintenanceActorContext.useSelector((snapshot) => selectChecklists(snapshot.context));
  return (
    <div css={printOnly}>
      <table css={tableStyle}>
        <caption>Tasks, when they fall, and their sources</caption>
        <thead>
          <tr>
            <th scope="col">Task</th>
            <th scope="col">When</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        {checklists.map((checklist) => (
          <tbody key={checklist.kind}>
            <tr>
              <th scope="rowgroup" colSpan={3}>
                {INTERVAL_LABELS[checklist.kind]}
              </th>
            </tr>
            {checklist.tasks.map((task) => (
              <tr key={task.id}>
                <th scope="row">{task.component}</th>
                <td>{describeSchedule(config, task.interval)}</td>
                <td>{task.source}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
