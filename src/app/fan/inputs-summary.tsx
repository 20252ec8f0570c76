import { COLUMN_NAMES, columnUnit, fanInputGroups } from '../../core/fan/field-labels.ts';
import { CURVE_COLUMNS, FAN_FIELDS } from '../../core/fan/fields.ts';
import { selectShownCell, selectShownText } from '../../machines/fan/selectors.ts';
import { printOnly } from '../shell/section-styles.ts';
import { reportTableStyle } from '../shell/inputs-table-style.ts';
import { PrintedInputs } from '../shell/printed-inputs.tsx';
import { FanActorContext } from './actor-context.ts';

/** The curve's columns right-aligned. */
const tableStyle = { ...reportTableStyle, '& .value': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 } } as const;

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
  const shown = Object.fromEntries(FAN_FIELDS.map((field) => [field, selectShownText(context, field)]));
  return (
    <div css={printOnly}>
      <PrintedInputs caption="Inputs" groups={fanInputGroups(shown, () => context.system)} />
      <CurveSummary />
    </div>
  );
}
