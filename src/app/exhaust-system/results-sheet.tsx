import { Fragment, useId, useState } from 'react';
import { css } from '@emotion/react';
import { BookOpen } from 'lucide-react';
import { selectAutoSized, selectDischargeSide, selectProvisional, selectResultSheet } from '../../machines/exhaust-system/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { KnowHowLink } from '../shell/know-how-link.tsx';
import { colors, focusRing, font, media, space } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';
import { noPrint, printOnly } from '../shell/section-styles.ts';
import { scrollRegionStyle, sheetTableStyle } from './styles.ts';

const headerStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm, marginBottom: space.sm });
const toggleStyle = css({
  ...secondaryAction,
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.sm}`,
  fontSize: font.size.sm,
  '&[aria-pressed="true"]': { background: colors.selected, borderColor: colors.primary },
  '&:focus-visible': focusRing,
});
const valueStyle = css({ textAlign: 'right !important' as 'right', whiteSpace: 'nowrap' });
/** Figure names wrap on a phone so the values stay in view, and stay on one line from a tablet up. */
const labelStyle = css({ minWidth: '9rem', '& span': { color: colors.textMuted, fontWeight: 400 }, [media.medium]: { whiteSpace: 'nowrap' } });
const sourceStyle = css({ '& td': { fontSize: '0.8rem', color: colors.textMuted, paddingTop: 0 }, '& code': { fontFamily: font.mono, color: colors.text } });
const staticRowStyle = css({ '& th, & td': { fontWeight: 700, borderTop: `2px solid ${colors.text}` } });
const autoStyle = css({ display: 'block', fontSize: '0.7rem', fontWeight: 400, color: colors.textMuted });

/** How segments are marked: auto-sized, on the discharge side, provisional (a waiting junction may still raise its flow). */
interface Marked {
  readonly autoSized: ReadonlySet<string>;
  readonly discharge: ReadonlySet<string>;
  readonly provisional: ReadonlySet<string>;
}

/** How a segment's column is marked: `discharge`, `auto-sized`, `provisional`, several, or '' for none. */
const marks = (id: string, { autoSized, discharge, provisional }: Marked) =>
  [discharge.has(id) ? 'discharge' : '', autoSized.has(id) ? 'auto-sized' : '', provisional.has(id) ? 'provisional' : ''].filter(Boolean).join(', ');

/** The marks of the segments designed. */
function useMarked(): Marked {
  const autoSized = SystemActorContext.useSelector((snapshot) => selectAutoSized(snapshot.context));
  const discharge = SystemActorContext.useSelector((snapshot) => selectDischargeSide(snapshot.context));
  const provisional = SystemActorContext.useSelector((snapshot) => selectProvisional(snapshot.context));
  return { autoSized, discharge, provisional };
}

/** On paper: a compact table, one row per segment, that fits a landscape A4 or Letter page; a wide system grows down, not across. */
const printedStyle = css(printOnly, {
  '@media print': {
    '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '7.5pt', fontVariantNumeric: 'tabular-nums' },
    '& th, & td': { padding: '1pt 3pt', borderBottom: `0.5pt solid ${colors.border}`, textAlign: 'right', verticalAlign: 'bottom' },
    '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
    '& tbody th': { whiteSpace: 'nowrap' },
    '& thead th': { fontWeight: 600 },
    '& th span': { display: 'block', fontWeight: 400, color: colors.textMuted },
    '& h3': { margin: '0 0 4pt', fontSize: '11pt' },
    '& h4': { margin: '6pt 0 2pt', fontSize: '9pt' },
    '& dl': { margin: 0, fontSize: '7.5pt', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1pt 6pt' },
    '& dt': { fontWeight: 600 },
    '& dd': { margin: 0 },
    '& code': { fontFamily: font.mono },
  },
});

/**
 * The results on paper: the ACGIH sheet's figures as columns and a row per
 * segment (so any number of segments fits the page's width), then every
 * figure's formula and source.
 */
export function PrintedResults() {
  const sheet = SystemActorContext.useSelector((snapshot) => selectResultSheet(snapshot.context));
  const marked = useMarked();
  if (sheet === undefined) return null;
  return (
    <div css={printedStyle}>
      <h3>Results by segment</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Segment</th>
            {sheet.rows.map((row) => (
              <th key={row.key} scope="col">
                {row.label}
                {row.unit !== '' && <span>{row.unit}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.columns.map((id, index) => (
            <tr key={id}>
              <th scope="row">
                {id}
                {marks(id, marked) && <span>{marks(id, marked)}</span>}
              </th>
              {sheet.rows.map((row) => (
                <td key={row.key}>{row.values[index] === '' ? '–' : row.values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Formulas and sources</h4>
      <dl>
        {sheet.rows.map((row) => (
          <Fragment key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <code>{row.formula}</code> · {row.source}
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

/**
 * The results laid out like the ACGIH calculation sheet: one row per figure
 * (flow, diameter, velocity, VP, slot, SPh, losses, |SP|), one column per
 * segment from the hoods to the fan, then the discharge side (marked) to the outlet, every value through core/format; formulas and
 * sources on demand, each with its link to the formula's Know-How entry.
 */
export function ResultsSheet() {
  const headingId = useId();
  const [showSources, setShowSources] = useState(false);
  const sheet = SystemActorContext.useSelector((snapshot) => selectResultSheet(snapshot.context));
  const marked = useMarked();
  if (sheet === undefined) return null;
  return (
    <div css={noPrint}>
      <div css={headerStyle}>
        <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
          Results by segment
        </h3>
        <button type="button" aria-pressed={showSources} onClick={() => setShowSources(!showSources)} css={[toggleStyle, noPrint]}>
          <BookOpen aria-hidden="true" size={16} />
          Formulas and sources
        </button>
      </div>
      <div role="region" aria-labelledby={headingId} tabIndex={0} css={scrollRegionStyle}>
        <table css={sheetTableStyle} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {sheet.columns.map((id) => (
                <th key={id} scope="col" css={valueStyle}>
                  {id}
                  {marks(id, marked) && <span css={autoStyle}>{marks(id, marked)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((row) => (
              <Fragment key={row.key}>
                <tr css={row.key === 'staticPressure' ? staticRowStyle : undefined}>
                  <th scope="row" css={labelStyle}>
                    {row.label} {row.unit !== '' && <span>({row.unit})</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={sheet.columns[index]} css={valueStyle}>
                      {value === '' ? <span aria-label="not applicable">–</span> : value}
                    </td>
                  ))}
                </tr>
                {showSources && (
                  <tr css={sourceStyle}>
                    <td colSpan={sheet.columns.length + 1}>
                      <code>{row.formula}</code> · {row.source}
                      <KnowHowLink entry={row.entry} figure={row.label} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
