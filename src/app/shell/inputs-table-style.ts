/**
 * The printed inputs table of a tool's report (print-report.tsx): every input
 * as entered with its unit, grouped as the form groups them, in a small type
 * that fits A4 and Letter. Shown on paper only, with `printOnly`.
 */
import { colors, space } from './theme.ts';

/**
 * Rows: the label (`th scope="row"`), the value, the unit; a group heading is
 * a `th scope="rowgroup"`; a value the user did not give (a default, "not
 * given") has the class `default`.
 */
export const inputsTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8pt',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '10pt', padding: `${space.sm} 0 2pt` },
  '& th, & td': { padding: '1pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& th[scope="rowgroup"]': { paddingTop: '4pt', color: colors.primary },
  '& td:nth-of-type(1)': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 },
  '& .default': { fontWeight: 400, color: colors.textMuted },
  // printOnly shows an element as a block; a table keeps its table layout.
  '@media print': { display: 'table' },
} as const;
