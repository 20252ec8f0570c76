/**
 * The printed report's inputs table (print-report.tsx): small type on paper,
 * a row per input under a heading per group, an empty input's stand-in in
 * muted type. A page adds how its value cells align.
 */
import { colors, space } from './theme.ts';

export const reportInputsTableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8pt',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'left', fontWeight: 600, fontSize: '10pt', padding: `${space.sm} 0 2pt` },
  '& th, & td': { padding: '1pt 4pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& th[scope="rowgroup"]': { paddingTop: '4pt', color: colors.primary },
  '& .default': { fontWeight: 400, color: colors.textMuted },
} as const;
