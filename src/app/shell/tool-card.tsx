/**
 * The card of a form tool page: the inputs beside the results, and the
 * sketch, when the tool draws one, over the results. On a phone one column:
 * the sketch over the form, so it shows what is typed, then the results.
 * From 1024 px the form on the left, the sketch over the results on the
 * right. On paper one column: the inputs' summary, the sketch, the results;
 * the card's frame goes, so a report reads as one document.
 */
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { toolCardStyle } from './form-styles.ts';
import { noPrint } from './section-styles.ts';
import { font, media, space } from './theme.ts';
import { ToolSection } from './tool-page.tsx';

/**
 * On paper a short results table stays whole, while one longer than about
 * half a page (10 figures, each a value row and a formula row) may split:
 * kept whole it would leave a page blank. A split table does not repeat its
 * header: Chromium then lays out what follows as if the repeated header took
 * no room, and the next heading overprints the last row.
 */
export const resultsTablePrint = {
  'main section:has(> table):not(:has(tbody tr:nth-child(21)))': { breakInside: 'avoid' },
  'main table thead': { display: 'table-row-group' },
} as const;

/** A tool card's frame on paper: none. */
export const printCard = { '@media print': { border: 'none', padding: 0, boxShadow: 'none', background: 'none' } } as const;

const cardStyle = css({ ...toolCardStyle, ...printCard });
const layoutBase = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media print': { display: 'block' },
} as const;
const largeBase = { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xl, alignItems: 'start' } as const;
const withSketchStyle = css({
  ...layoutBase,
  gridTemplateAreas: '"sketch" "form" "results"',
  [media.large]: { ...largeBase, gridTemplateAreas: '"form sketch" "form results"', gridTemplateRows: 'auto 1fr' },
});
const withoutSketchStyle = css({ ...layoutBase, gridTemplateAreas: '"form" "results"', [media.large]: { ...largeBase, gridTemplateAreas: '"form results"' } });
const formAreaStyle = css({ gridArea: 'form', minWidth: 0 });
const formStyle = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg, minWidth: 0 });
const headingStyle = css({ margin: 0, fontSize: font.size.lg });
const columnStyle = { display: 'grid', gap: space.lg, minWidth: 0, '@media print': { marginTop: space.md } } as const;
const sketchAreaStyle = css({ ...columnStyle, gridArea: 'sketch' });
const resultsAreaStyle = css({ ...columnStyle, gridArea: 'results' });

interface ToolCardProps {
  /** The fields, inside the form headed "Inputs" (not printed). */
  inputs: ReactNode;
  /** The inputs as printed (a table shown only on paper). */
  summary: ReactNode;
  /** The drawing of what is typed, redrawn as it is typed; none for a tool without one. */
  sketch?: ReactNode;
  /** The results column: the tool's sections (ToolSection), its formulas and its further actions. */
  results: ReactNode;
}

/** The inputs | results card, each part in its own error boundary. */
export function ToolCard({ inputs, summary, sketch, results }: ToolCardProps) {
  const headingId = useId();
  return (
    <div css={cardStyle}>
      <div css={sketch === undefined ? withoutSketchStyle : withSketchStyle}>
        <div css={formAreaStyle}>
          <ToolSection name="inputs">
            <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate css={[formStyle, noPrint]}>
              <h2 id={headingId} css={headingStyle}>
                Inputs
              </h2>
              {inputs}
            </form>
            {summary}
          </ToolSection>
        </div>
        {sketch !== undefined && (
          <div css={sketchAreaStyle}>
            <ToolSection name="sketch">{sketch}</ToolSection>
          </div>
        )}
        <div css={resultsAreaStyle}>{results}</div>
      </div>
    </div>
  );
}
