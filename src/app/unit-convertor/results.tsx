import { Fragment, useId, useState } from 'react';
import { BookOpen } from 'lucide-react';
import { selectInputText, selectResultRows, selectUnusedFields } from '../../machines/unit-convertor/selectors.ts';
import { resultsHeaderStyle, resultsTableStyle, sourcesToggleStyle } from '../shell/results-styles.ts';
import { CopyButton } from '../shell/copy-button.tsx';
import { colors, font, media, space } from '../shell/theme.ts';
import { useClipboard } from '../shell/use-clipboard.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { ConvertorActorContext } from './actor-context.ts';
import { AppliedConditions } from './applied-conditions.tsx';
import { CONDITION_LABELS, type TextCondition } from './conditions-panel.tsx';

const tableStyle = {
  ...resultsTableStyle,
  '& caption': { textAlign: 'left', fontSize: font.size.sm, color: colors.textMuted, paddingBottom: space.sm },
  '& th, & td': { ...resultsTableStyle['& th, & td'], verticalAlign: 'middle' },
  '& tbody th': { ...resultsTableStyle['& tbody th'], overflowWrap: 'anywhere' },
} as const;

const valueCellStyle = { textAlign: 'right', overflowWrap: 'anywhere' } as const;
const preciseText = { fontSize: font.size.sm, color: colors.textMuted, fontFamily: font.mono } as const;
/** Under the value on a phone, where a column of its own does not fit. */
const preciseBelowStyle = { ...preciseText, display: 'block', [media.medium]: { display: 'none' } } as const;
/** A column of its own from 768 px. */
const preciseColumnStyle = { ...valueCellStyle, display: 'none', [media.medium]: { display: 'table-cell' } } as const;
const unitNoteStyle = { display: 'block', fontSize: font.size.sm, fontWeight: 400, color: colors.textMuted } as const;
/** On paper every unit keeps its name and source, in a row of its own, whatever the toggle shows on screen. */
const printedSourceStyle = { display: 'none', '@media print': { display: 'table-row' }, '& td': { paddingTop: 0, fontSize: font.size.sm, color: colors.textMuted } } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.sm} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;
const emptyStyle = { margin: 0, color: colors.textMuted } as const;

/**
 * The value in every unit asked for: a table of unit, value (2 decimals),
 * the full figure (8 significant digits; beneath the value on a phone) and
 * a copy button per row that copies the full figure, the unit names
 * and factor sources on demand (always on paper), and what a conditioned
 * conversion applied.
 */
export function Results() {
  const headingId = useId();
  const [showSources, setShowSources] = useState(false);
  const rows = ConvertorActorContext.useSelector((snapshot) => selectResultRows(snapshot.context));
  const input = ConvertorActorContext.useSelector((snapshot) => selectInputText(snapshot.context));
  const unused = ConvertorActorContext.useSelector((snapshot) => selectUnusedFields(snapshot.context));
  const many = rows.length > 1;
  const clipboard = useClipboard();

  return (
    <section aria-labelledby={headingId}>
      <div css={resultsHeaderStyle}>
        <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
          Results
        </h3>
        {rows.length > 0 && (
          <button type="button" aria-pressed={showSources} onClick={() => setShowSources(!showSources)} css={sourcesToggleStyle}>
            <BookOpen aria-hidden="true" size={16} />
            Unit names and sources
          </button>
        )}
      </div>
      {rows.length === 0 ? (
        <p css={emptyStyle}>No result until the value and units above can be used.</p>
      ) : (
        <table css={tableStyle}>
          <caption>{many ? `${input} in every unit` : `${input} in ${rows[0]!.symbol}`}</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col" css={{ '&&': { textAlign: 'right' } }}>
                Value
              </th>
              <th scope="col" css={{ ...preciseColumnStyle, '&&': { textAlign: 'right' } }}>
                Full figure
              </th>
              <th scope="col">
                <span css={visuallyHidden}>Copy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.key}>
                <tr>
                  <th scope="row">
                    {row.symbol}
                    {row.note !== undefined && <span css={unitNoteStyle}> {row.note}</span>}
                    {showSources && (
                      <span css={unitNoteStyle}>
                        {row.name}. {row.source}
                      </span>
                    )}
                  </th>
                  <td css={valueCellStyle}>
                    <strong>{row.value}</strong>
                    <span css={preciseBelowStyle}>{row.preciseValue}</span>
                  </td>
                  <td css={preciseColumnStyle}>
                    <span css={preciseText}>{row.preciseValue}</span>
                  </td>
                  <td css={{ width: '2.5rem' }}>
                    <CopyButton
                      label={`Copy ${row.preciseValue} ${row.symbol}`}
                      copied={clipboard.key === row.key}
                      onCopy={() => void clipboard.copy(row.key, row.preciseValue, `${row.preciseValue} ${row.symbol}`)}
                    />
                  </td>
                </tr>
                {!showSources && (
                  <tr css={printedSourceStyle}>
                    <td colSpan={4}>
                      {row.name}. {row.source}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {unused.length > 0 && (
        <p css={statusStyle}>
          Not used by this conversion:{' '}
          {unused
            .map((field) => (field === 'standard' ? 'Reference conditions' : CONDITION_LABELS[field as TextCondition].label))
            .join(', ')}
          .
        </p>
      )}
      <p role="status" css={statusStyle}>
        {clipboard.message}
      </p>
      <AppliedConditions />
    </section>
  );
}
