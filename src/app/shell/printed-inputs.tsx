/**
 * A section's inputs on paper, in place of its form (issue 18: a report
 * prints inputs as values, no controls): one row per input with its value
 * and unit, so the printed results show what they rest on. Hidden on screen.
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
}

/** The report's inputs table; a short one is never split across pages. */
const tableStyle = css(inputsTableStyle, { '@media print': { breakInside: 'avoid' } });

/**
 * The inputs of a section as a table, printed only.
 *
 * @param caption The table's name: `Pressure loss inputs`.
 * @param rows The inputs in the form's order.
 */
export function PrintedInputs({ caption, rows }: { caption: string; rows: readonly PrintedInput[] }) {
  return (
    <table css={[printOnly, tableStyle]}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.value === '' ? <td className="default">not given</td> : <td>{row.value}</td>}
            <td>{row.value === '' ? '' : (row.unit ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
