import type { ReactNode } from 'react';
import { resultsTableStyle } from '../shell/results-styles.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';

const scrollStyle = { overflowX: 'auto', '@media print': { overflow: 'visible' } } as const;
const tableStyle = {
  ...resultsTableStyle,
  '& td.number': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& th.number': { textAlign: 'right' },
} as const;

export interface DataColumn {
  readonly label: string;
  /** Right-aligned, in tabular figures. */
  readonly numeric?: boolean;
}

interface DataTableProps {
  /** Read by screen readers as the table's name; the page's headings say it on screen. */
  caption: string;
  columns: readonly DataColumn[];
  /** The cells, already formatted; the first of a row is its heading. */
  rows: readonly (readonly ReactNode[])[];
}

/**
 * A table of an entry (a table's rows, a formula's symbols, an example's
 * inputs), its first column the row headings. A wide table scrolls sideways
 * in its own focusable region on a phone, and prints whole.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const numberClass = (column: number) => (columns[column]?.numeric ? 'number' : undefined);
  return (
    <div role="region" aria-label={caption} tabIndex={0} css={scrollStyle}>
      <table css={tableStyle}>
        <caption css={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ label }, column) => (
              <th key={label} scope="col" className={numberClass(column)}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column} className={numberClass(column)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
