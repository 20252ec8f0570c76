/**
 * A tool's inputs on paper, in place of its form (issue 18: a report prints
 * inputs as values, no controls): one row per input with its value and unit,
 * under a heading per group of the form, so the printed results show what
 * they rest on. Hidden on screen.
 */
import { css } from '@emotion/react';
import { inputsTableStyle } from './inputs-table-style.ts';
import { printOnly } from './section-styles.ts';

/** One printed input: `Length`, `100`, `ft`. */
export interface PrintedInput {
  readonly label: string;
  /** The value as the field shows it; a picked option by its label; '' when not given. */
  readonly value: string;
  /** The unit beside a bare number; '' when the value carries its own or has none. */
  readonly unit?: string;
  /** What an empty value stands for: `default: 65 %` (core's field-labels.ts for the form tools); `not given` when absent. */
  readonly empty?: string;
}

/** The inputs under one heading of the form (`Gas`, `Dust`); a short table has none. */
export interface PrintedInputGroup {
  readonly legend?: string;
  readonly rows: readonly PrintedInput[];
}

/** The report's inputs table; a short one is never split across pages. */
const tableStyle = css(inputsTableStyle, { '@media print': { breakInside: 'avoid' } });
const groupedStyle = css(inputsTableStyle);

/**
 * The inputs as a table, printed only.
 *
 * @param caption The table's name: `Pressure loss inputs`.
 * @param groups The inputs in the form's order, by group.
 */
export function PrintedInputs({ caption, groups }: { caption: string; groups: readonly PrintedInputGroup[] }) {
  return (
    <table css={[printOnly, groups.length > 1 ? groupedStyle : tableStyle]}>
      <caption>{caption}</caption>
      {groups.map(({ legend, rows }, index) => (
        <tbody key={legend ?? index}>
          {legend !== undefined && (
            <tr>
              <th scope="rowgroup" colSpan={3}>
                {legend}
              </th>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.value === '' ? <td className="default">{row.empty ?? 'not given'}</td> : <td>{row.value}</td>}
              <td>{row.value === '' ? '' : (row.unit ?? '')}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
