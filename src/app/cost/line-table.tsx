import { Fragment } from 'react';
import { COST_LINE_GROUP_NAMES } from '../../core/cost/csv.ts';
import type { CostLine } from '../../core/cost/estimate.ts';
import { formatNumber } from '../../core/format/number.ts';
import { selectCostLines } from '../../machines/cost/selectors.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { CostActorContext } from './actor-context.ts';
import { waitingStyle } from './styles.ts';

/** Its own scrolling region (a keyboard can scroll it), should a long basis not fit. */
const regionStyle = { overflowX: 'auto', maxWidth: '100%', '&:focus-visible': focusRing, '@media print': { overflow: 'visible' } } as const;

const tableStyle = {
  width: '100%',
  minWidth: '46rem',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: font.size.sm,
  '& th, & td': { padding: `${space.xs} ${space.sm}`, borderBottom: `1px solid ${colors.border}`, textAlign: 'left', verticalAlign: 'baseline' },
  '& thead th': { color: colors.textMuted, fontWeight: 600, verticalAlign: 'bottom' },
  '& tbody th': { fontWeight: 600 },
  '& .factor, & .value': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& .basis': { fontFamily: font.mono, fontSize: '0.8125rem' },
  '& .source': { color: colors.textMuted, fontSize: '0.8125rem' },
  '& tr.group th': { paddingTop: space.md, fontSize: font.size.md, color: colors.primary, borderBottom: `2px solid ${colors.primary}` },
  // A group's total (the line whose group is a total) reads as a sum.
  '& tr.total th, & tr.total td': { fontWeight: 700, background: colors.selected },
  // A phone: each line as a card, item and value first, then factor, basis and source.
  '@media screen and (max-width: 767.98px)': {
    minWidth: 0,
    '& colgroup, & thead': { display: 'none' },
    '& tbody, & tbody tr, & tbody th, & tbody td': { display: 'block' },
    '& tbody tr:not(.group)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"item value" "factor factor" "basis basis" "source source"',
      columnGap: space.sm,
      padding: `${space.sm} 0`,
      borderBottom: `1px solid ${colors.border}`,
    },
    '& tbody tr:not(.group) > *': { border: 'none', padding: `0 ${space.xs}` },
    '& tbody tr > th[scope="row"]': { gridArea: 'item' },
    '& tbody .value': { gridArea: 'value', '&::before': { content: '"$"' } },
    '& tbody .factor': { gridArea: 'factor', textAlign: 'left', color: colors.textMuted, '&::before': { content: '"Factor "' } },
    '& tbody .factor.none': { display: 'none' },
    '& tbody .basis': { gridArea: 'basis' },
    '& tbody .source': { gridArea: 'source' },
    '& tbody tr.total': { background: colors.selected },
  },
  '@media print': {
    minWidth: 0,
    fontSize: '8pt',
    '& th, & td': { padding: '2pt 4pt' },
    '& .basis, & .source': { fontSize: '7pt' },
    '& tr': { breakInside: 'avoid' },
    '& tr.group th': { fontSize: '9pt' },
  },
} as const;

const COLUMN_WIDTHS = ['26%', '7%', '24%', '13%', '30%'] as const;

const TOTAL_GROUPS: ReadonlySet<CostLine['group']> = new Set(['total', 'annual-total']);

/** The lines grouped in their order, each group once (a total is its own group). */
function groupsOf(lines: readonly CostLine[]): { group: CostLine['group']; lines: CostLine[] }[] {
  const groups: { group: CostLine['group']; lines: CostLine[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last?.group === line.group) last.lines.push(line);
    else groups.push({ group: line.group, lines: [line] });
  }
  return groups;
}

/**
 * Every line of the estimate, grouped as in EPA Tables 1.9 and 1.10: the
 * item, its factor, what the factor multiplies (or the equation), the value
 * in dollars, and the source, on screen and on paper, as far as the inputs
 * allow. Scrolls sideways in its own region should a long basis not fit; the
 * table is named by the section's heading.
 */
export function LineTable({ labelledBy }: { labelledBy: string }) {
  const lines = CostActorContext.useSelector((snapshot) => selectCostLines(snapshot.context));
  if (lines.length === 0) return <p css={waitingStyle}>No line can be estimated yet: the results say which inputs each needs.</p>;
  return (
    // Its own name, not the section's: two landmarks of one name cannot be told apart.
    <div css={regionStyle} role="region" aria-label="Itemised lines" tabIndex={0}>
      <table css={tableStyle} aria-labelledby={labelledBy}>
        <colgroup>
          {COLUMN_WIDTHS.map((width) => (
            <col key={width} css={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="factor">
              Factor
            </th>
            <th scope="col">Basis</th>
            <th scope="col" className="value">
              Value ($)
            </th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {groupsOf(lines).map(({ group, lines: groupLines }) => (
            <Fragment key={`${group}-${groupLines[0]!.key}`}>
              {!TOTAL_GROUPS.has(group) && (
                <tr className="group">
                  <th scope="colgroup" colSpan={5}>
                    {COST_LINE_GROUP_NAMES[group]}
                  </th>
                </tr>
              )}
              {groupLines.map((line) => (
                <tr key={line.key} className={TOTAL_GROUPS.has(group) ? 'total' : undefined}>
                  <th scope="row">{line.item}</th>
                  <td className={line.factor === null ? 'factor none' : 'factor'}>{line.factor === null ? '—' : formatNumber(line.factor, 'field')}</td>
                  <td className="basis">{line.basis}</td>
                  <td className="value">{formatNumber(line.valueUsd, 'result')}</td>
                  <td className="source">{line.source}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
