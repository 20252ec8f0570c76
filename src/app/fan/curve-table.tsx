import { memo, useId, useRef, type ChangeEvent } from 'react';
import { Download, Eraser, Plus, Trash2, Upload } from 'lucide-react';
import { CURVE_COLUMNS, type CurveColumn } from '../../core/fan/fields.ts';
import { selectCurveCsv, selectCurveIssues, selectShownCell } from '../../machines/fan/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { downloadText } from '../shell/download.ts';
import { controlBoxStyle } from '../shell/form-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { FieldHint } from '../shell/unit-field.tsx';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { FanActorContext } from './actor-context.ts';
import { COLUMN_NAMES, columnUnit } from '../../core/fan/field-labels.ts';
import { CurveUndoNotice } from './undo.tsx';

/** Flow takes a little more room: its numbers are the longest. */
const COLUMN_WIDTHS: Readonly<Record<CurveColumn, string>> = { flow: '28%', pressure: '24%', efficiency: '24%', power: '24%' };


const tableBoxStyle = { overflowX: 'auto', marginTop: space.sm } as const;
const tableStyle = {
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: '18rem',
  // Equal columns for the four numbers, so a 5-digit flow fits a phone.
  tableLayout: 'fixed',
  '& th': { fontSize: '0.75rem', fontWeight: 600, textAlign: 'left', verticalAlign: 'bottom', color: colors.textMuted, padding: `0 6px ${space.xs} 2px` },
  '& td': { padding: '2px' },
} as const;
const cellStyle = { ...controlBoxStyle, width: '100%', minWidth: 0, padding: '0 6px', fontVariantNumeric: 'tabular-nums', '&[aria-invalid="true"]': { borderColor: colors.danger } } as const;
const removeStyle = { ...iconAction, width: '2.25rem', height: '2.25rem', '&:focus-visible': focusRing, '&:disabled': { opacity: 0.4, cursor: 'default' } } as const;
const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space.sm, marginTop: space.sm } as const;
const buttonStyle = { ...secondaryAction, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.5, cursor: 'default' } } as const;
const fileLabelStyle = { ...buttonStyle, cursor: 'pointer', '&:focus-within': focusRing } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;
const noteStyle = { margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;
const problemsStyle = { margin: `${space.xs} 0 0`, padding: 0, listStyle: 'none' } as const;

/** A file's text, by FileReader (which every browser and jsdom have; `File.text` is newer). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** One cell: its text in the system shown, marked when a problem names its row and column. */
const CurveCell = memo(function CurveCell({ row, column, describedBy }: { row: number; column: CurveColumn; describedBy: string | undefined }) {
  const actorRef = FanActorContext.useActorRef();
  const text = FanActorContext.useSelector((snapshot) => selectShownCell(snapshot.context, row, column));
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      aria-label={`${COLUMN_NAMES[column]} (${columnUnit(column, system)}), row ${row + 1}`}
      aria-invalid={describedBy === undefined ? undefined : true}
      aria-describedby={describedBy}
      value={text}
      onChange={(event) => actorRef.send({ type: 'curve.cell', row, column, text: event.target.value })}
      css={cellStyle}
    />
  );
});

/**
 * The fan curve as an editable table (flow, pressure, and the optional
 * efficiency and power), with rows to add and remove, CSV import/export in
 * the same format as `duct-calc fan --fan-curve`, and a clear; an import or
 * a clear can be undone. Every problem of the curve is listed under it, by
 * row and column, and its cell is marked.
 */
export function CurveTable() {
  const headingId = useId();
  const problemsId = useId();
  const actorRef = FanActorContext.useActorRef();
  const rowCount = FanActorContext.useSelector((snapshot) => snapshot.context.rows.length);
  const system = FanActorContext.useSelector((snapshot) => snapshot.context.system);
  const issues = FanActorContext.useSelector((snapshot) => selectCurveIssues(snapshot.context));
  const importMessage = FanActorContext.useSelector((snapshot) => snapshot.context.importMessage);
  const canRemove = FanActorContext.useSelector((snapshot) => snapshot.can({ type: 'curve.remove', row: 0 }));
  const canClear = FanActorContext.useSelector((snapshot) => snapshot.can({ type: 'curve.clear' }));
  const fileRef = useRef<HTMLInputElement>(null);
  const issueId = (index: number) => `${problemsId}-${index}`;
  /** The ids of the problems a cell has, for its description; `undefined` when it has none. */
  const cellIssues = (row: number, column: CurveColumn) =>
    issues.flatMap((issue, index) => (issue.row === row + 1 && issue.column === column ? [issueId(index)] : [])).join(' ') || undefined;

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // An unreadable file reads as empty, which the import refuses in its status line.
    if (file) actorRef.send({ type: 'curve.import', text: await readText(file).catch(() => ''), name: file.name });
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={{ margin: `${space.md} 0 0`, fontSize: font.size.md }}>
        Fan curve
      </h3>
      <p css={noteStyle}>
        At the pressure basis's density (a catalogue's curve: standard air) and the fan speed (scale a curve at another speed with
        the fan laws). Interpolated by a monotone cubic between its points, never beyond them.
      </p>
      <div css={tableBoxStyle}>
        <table css={tableStyle} aria-labelledby={headingId} aria-describedby={issues.length === 0 ? undefined : problemsId}>
          <colgroup>
            {CURVE_COLUMNS.map((column) => (
              <col key={column} css={{ width: COLUMN_WIDTHS[column] }} />
            ))}
            <col css={{ width: '2.5rem' }} />
          </colgroup>
          <thead>
            <tr>
              {CURVE_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {COLUMN_NAMES[column]}
                  <br />({columnUnit(column, system)})
                </th>
              ))}
              <th scope="col">
                <span css={visuallyHidden}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rowCount }, (_, index) => (
              // A row has no identity beyond its place in the curve.
              <tr key={index}>
                {CURVE_COLUMNS.map((column) => (
                  <td key={column}>
                    <CurveCell row={index} column={column} describedBy={cellIssues(index, column)} />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    aria-label={`Remove row ${index + 1}`}
                    disabled={!canRemove}
                    onClick={() => actorRef.send({ type: 'curve.remove', row: index })}
                    css={removeStyle}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issues.length > 0 && (
        <ul id={problemsId} aria-label="Fan curve problems" css={problemsStyle}>
          {issues.map((issue, index) => (
            // The problems are recomputed on every edit; their place in the list is their identity.
            <li key={index}>
              <FieldHint id={issueId(index)}>{issue.message}</FieldHint>
            </li>
          ))}
        </ul>
      )}
      <div css={actionsStyle}>
        <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'curve.add' })}>
          <Plus aria-hidden="true" size={18} />
          Add row
        </button>
        <label css={fileLabelStyle}>
          <Upload aria-hidden="true" size={18} />
          Import CSV
          <input ref={fileRef} type="file" accept=".csv,text/csv" onChange={(event) => void importFile(event)} css={visuallyHidden} />
        </label>
        <button type="button" css={buttonStyle} onClick={() => downloadText('fan-curve.csv', selectCurveCsv(actorRef.getSnapshot().context), 'text/csv')}>
          <Download aria-hidden="true" size={18} />
          Export CSV
        </button>
        <button type="button" css={buttonStyle} disabled={!canClear} onClick={() => actorRef.send({ type: 'curve.clear' })}>
          <Eraser aria-hidden="true" size={18} />
          Clear curve
        </button>
      </div>
      <p role="status" css={statusStyle}>
        {importMessage}
      </p>
      <CurveUndoNotice />
    </section>
  );
}
