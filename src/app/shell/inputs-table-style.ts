/**
 * The printed tables of a tool's report (print-report.tsx): small type that
 * fits A4 and Letter, a row per item under a heading per group, an empty
 * input's stand-in in muted type. Shown on paper only, with `printOnly`.
 */
import { colors, space } from './theme.ts';

/**
 * Any table of the report. A group heading is a `th scope="rowgroup"`; a
 * value the user did not give (a default, "not given") has the class `default`.
 */
export const reportTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8pt',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '10pt', padding: `${space.sm} 0 2pt` },
  '& th, & td': { padding: '1pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& th[scope="rowgroup"]': { paddingTop: '4pt', color: colors.primary },
  '& .default': { fontWeight: 400, color: colors.textMuted },
  // printOnly shows an element as a block; a table keeps its table layout.
  '@media print': { display: 'table' },
} as const;

/** The inputs table: rows of label (`th scope="row"`), value as entered, unit; the value right-aligned and bold. */
export const inputsTableStyle = {
  ...reportTableStyle,
  '& td:nth-of-type(1)': { textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 },
} as const;
