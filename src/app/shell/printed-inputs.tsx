/**
 * A section's inputs on paper, in place of its form (issue 18: a report
 * prints inputs as values, no controls): one row per input with its value
 * and unit, so the printed results show what they rest on. Hidden on screen.
 */
import { css } from '@emotion/react';
import { colors, space } from './theme.ts';

/** One printed input: `Length`, `100`, `ft`. */
export interface PrintedInput {
  readonly label: string;
  /** The value as the field shows it; a picked option by its label. */
  readonly value: string;
  /** The unit beside a bare number; '' when the value carries its own or has none. */
  readonly unit?: string;
}

const tableStyle = css({
  display: 'none',
  '@media print': { display: 'table', breakInside: 'avoid' },
  width: '100%',
  margin: `0 0 ${space.sm}`,
  borderCollapse: 'collapse',
  fontSize: '9pt',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, padding: `0 0 2pt` },
  '& th, & td': { padding: '1pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& th': { fontWeight: 400, width: '45%' },
  '& td:nth-of-type(1)': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& td:nth-of-type(2)': { color: colors.textMuted, whiteSpace: 'nowrap' },
  '& tr': { breakInside: 'avoid' },
});

/**
 * The inputs of a section as a table, printed only.
 *
 * @param caption The table's name: `Pressure loss inputs`.
 * @param rows The inputs in the form's order.
 */
export function PrintedInputs({ caption, rows }: { caption: string; rows: readonly PrintedInput[] }) {
  return (
    <table css={tableStyle}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value === '' ? 'not given' : row.value}</td>
            <td>{row.value === '' ? '' : (row.unit ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
