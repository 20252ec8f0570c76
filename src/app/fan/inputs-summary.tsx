import { CURVE_COLUMNS, type FanField } from '../../core/fan/fields.ts';
import { FAN_DEFAULTS } from '../../core/fan/input.ts';
import { isBareNumber } from '../../core/report/typed-text.ts';
import { selectShownCell, selectShownText } from '../../machines/fan/selectors.ts';
import { printOnly } from '../shell/section-styles.ts';
import { reportTableStyle } from '../shell/inputs-table-style.ts';
import type { FanContext } from '../../machines/fan/context.ts';
import { PrintedInputs, type PrintedInput } from '../shell/printed-inputs.tsx';
import { FanActorContext } from './actor-context.ts';
import { COLUMN_NAMES, columnUnit, fieldLabel, fieldUnit, GROUPS } from './field-labels.ts';

/** The curve's columns right-aligned. */
const tableStyle = { ...reportTableStyle, '& .value': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 } } as const;

/** What an empty field stands for in the report. */
const EMPTY_MEANS: Readonly<Record<FanField, string>> = {
  flow: 'not given',
  pressure: 'not given',
  basis: 'operating density (default)',
  efficiency: 'not given',
  motorEfficiency: `default ${FAN_DEFAULTS.motorEfficiency} %`,
  driveEfficiency: `default ${FAN_DEFAULTS.driveEfficiency} %`,
  margin: `default ${FAN_DEFAULTS.margin} %`,
  temperature: 'standard air, 70 °F (21.1 °C)',
  altitude: 'standard air (29.92 inHg), unless the barometric pressure is given',
  barometricPressure: 'from the altitude (ISA), or standard air 29.92 inHg',
  moisture: 'dry',
  coldTemperature: 'standard air, 70 °F (21.1 °C)',
  filterPressure: 'default 0',
  cleanFilterPressure: 'not given: no clean-filter curve',
  fixedPressure: 'default 0',
  speed: 'not given: the speed ratio only',
  newSpeed: 'not given: the same speed',
  diameter: 'not given: the same impeller',
  newDiameter: 'not given: the same impeller',
  newDensity: 'not given: the same gas',
};

/** One field's row: the value in the units shown, or what its emptiness means. */
function rowOf(field: FanField, context: FanContext): PrintedInput {
  const text = selectShownText(context, field).trim();
  // A text typed with its own unit (`300F`) carries it.
  return { label: fieldLabel(field), value: text, unit: isBareNumber(text) ? fieldUnit(field, context.system) : '', empty: EMPTY_MEANS[field] };
}

/** The curve's filled rows, as the table shows them. */
function CurveSummary() {
  const context = FanActorContext.useSelector((snapshot) => snapshot.context);
  const filled = context.rows.flatMap((row, index) => (Object.values(row).some((cell) => cell.trim() !== '') ? [index] : []));
  if (filled.length === 0) return <p css={printOnly}>Fan curve: not given.</p>;
  return (
    <table css={[printOnly, tableStyle]}>
      <caption>{`Fan curve, at ${context.texts.basis?.trim().toLowerCase() === 'standard' ? 'standard air' : 'the operating density'} and the running speed`}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          {CURVE_COLUMNS.map((column) => (
            <th key={column} scope="col" className="value">
              {COLUMN_NAMES[column]} ({columnUnit(column, context.system)})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {filled.map((index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            {CURVE_COLUMNS.map((column) => (
              <td key={column} className="value">
                {selectShownCell(context, index, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * On paper, in place of the form: every input as entered, in the units the
 * report is in, an empty one with what it stands for, and the fan curve, so
 * the report shows what its numbers rest on.
 */
export function FanInputsSummary() {
  const context = FanActorContext.useSelector((snapshot) => snapshot.context);
  return (
    <div css={printOnly}>
      <PrintedInputs caption="Inputs" groups={GROUPS.map(({ legend, fields }) => ({ legend, rows: fields.map((field) => rowOf(field, context)) }))} />
      <CurveSummary />
    </div>
  );
}
