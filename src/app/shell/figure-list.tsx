import { Fragment, useId, useState } from 'react';
import { BookOpen } from 'lucide-react';
import { figureText, type Figure, type UnitSystem } from '../../core/report/figure.ts';
import { KnowHowLink } from './know-how-link.tsx';
import { resultsHeaderStyle, resultsTableStyle, sourcesToggleStyle } from './results-styles.ts';
import { colors, font } from './theme.ts';

const tableStyle = {
  ...resultsTableStyle,
  '& th, & td': { ...resultsTableStyle['& th, & td'], verticalAlign: 'baseline' },
  '& thead th:nth-of-type(2)': { textAlign: 'right' },
} as const;

const valueStyle = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const unitStyle = { color: colors.textMuted, whiteSpace: 'nowrap' } as const;
const sourceRowStyle = {
  '& td': { paddingTop: 0, fontSize: font.size.sm, color: colors.textMuted },
  '& code': { fontFamily: font.mono, color: colors.text },
} as const;
/** A figure's row keeps its border below its formula, not between them. */
const figureWithSourceStyle = { '& th, & td': { borderBottom: 'none' } } as const;
/** On paper every figure keeps its formula and source, whatever the toggle says on screen. */
const printedFigureStyle = { '@media print': figureWithSourceStyle } as const;
const hiddenSourceStyle = { display: 'none', '@media print': { display: 'table-row' } } as const;

interface FigureListProps {
  /** The table's heading, e.g. "Pressure loss". */
  heading: string;
  figures: readonly Figure[];
  system: UnitSystem;
}

/**
 * A tool's results: a table of figure, value and unit, every value through
 * core/format with the figure's own decimals, and a toggle that shows the
 * formula and source under each figure (always shown on paper), with a link
 * to the formula's Know-How entry (on screen).
 */
export function FigureList({ heading, figures, system }: FigureListProps) {
  const headingId = useId();
  const [showSources, setShowSources] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <div css={resultsHeaderStyle}>
        <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
          {heading}
        </h3>
        <button type="button" aria-pressed={showSources} onClick={() => setShowSources(!showSources)} css={sourcesToggleStyle}>
          <BookOpen aria-hidden="true" size={16} />
          Formulas and sources
        </button>
      </div>
      <table css={tableStyle} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Value</th>
            <th scope="col">Unit</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => {
            const { value, unit } = figureText(figure, system);
            return (
              <Fragment key={figure.key}>
                <tr css={showSources ? figureWithSourceStyle : printedFigureStyle}>
                  <th scope="row">{figure.label}</th>
                  <td css={valueStyle}>{value}</td>
                  <td css={unitStyle}>{unit}</td>
                </tr>
                <tr css={showSources ? sourceRowStyle : [sourceRowStyle, hiddenSourceStyle]}>
                  <td colSpan={3}>
                    <code>{figure.formula}</code> · {figure.source}
                    <KnowHowLink entry={figure.entry} figure={figure.label} />
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
