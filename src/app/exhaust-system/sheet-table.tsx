import { memo, useId, useState } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { ArrowDown, ArrowUp, ExternalLink, GitBranchPlus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { SHEET_MEASURES } from '../../core/exhaust-system/read-sheet.ts';
import { DUCT_MATERIALS, MATERIAL_IDS } from '../../core/friction/roughness.ts';
import { HOOD_TYPES, HOOD_TYPE_IDS } from '../../core/hood/hood-types.ts';
import { formatNumber } from '../../core/format/number.ts';
import { sheetRow, type SheetColumn } from '../../core/exhaust-system/sheet.ts';
import { COLUMN_INFO, columnUnit } from '../../machines/exhaust-system/columns.ts';
import { FAN, OUTLET, rowId } from '../../machines/exhaust-system/edit.ts';
import { selectCellIssue, selectHoodDesignPath, selectJoinTargets, selectSheetIssues, selectShownCell } from '../../machines/exhaust-system/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { labelStyle } from '../shell/form-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { FieldHint, NUMBER_INPUT_ATTRIBUTES } from '../shell/unit-field.tsx';
import { SystemActorContext } from './actor-context.ts';
import { cellId } from './cell-id.ts';
import { actionRowStyle, noPrint, printOnly } from '../shell/section-styles.ts';
import { scrollRegionStyle, sheetTableStyle } from './styles.ts';

const cellBox = {
  height: '2.25rem',
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: colors.text,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px', background: '#fff4f3' },
} as const;

/**
 * Narrow enough that every column and the row's buttons fit a 1280 px
 * screen: a measure holds a value shown converted to 4 decimals (`1359.2086`),
 * a coefficient or a count a few digits; a longer text scrolls inside its cell.
 */
const numberBox = { ...cellBox, padding: '0 0.25rem', fontSize: '0.8125rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const inputStyle = css({ ...numberBox, width: '5rem' });
const coefficientStyle = css({ ...numberBox, width: '2.75rem' });
const idInputStyle = css({ ...cellBox, width: '3.5rem', fontWeight: 600 });
const selectStyle = css({ ...cellBox, width: '4.25rem', padding: `0 ${space.xs}` });
/** Headings wrap to two lines so the columns stay as narrow as their inputs; on paper as narrow as their values. */
const headingStyle = css({ whiteSpace: 'normal !important' as 'normal', minWidth: '2.75rem', maxWidth: '5.5rem', fontSize: '0.8rem', lineHeight: 1.25, '@media print': { minWidth: 0, maxWidth: '4.5rem' } });
/** On paper a cell is its text (an input would clip a long value): an id may wrap, a number never breaks. */
const printedStyle = css(printOnly, { '@media print': { display: 'inline', overflowWrap: 'anywhere' } });
const printedNumberStyle = css(printOnly, { '@media print': { display: 'inline', whiteSpace: 'nowrap' } });
/** A hood design's link is long: on paper, small, so that it wraps in a few lines within the page's width. */
const printedLinkStyle = css(printOnly, { '@media print': { display: 'inline', fontSize: '0.6rem', overflowWrap: 'anywhere' } });
/** A hood type or material id breaks only after its hyphens (`flanged-duct-end`). */
const printedChoiceStyle = css(printOnly, { '@media print': { display: 'inline' } });
const actionsStyle = css({ whiteSpace: 'nowrap' });
const unitNoteStyle = css({ display: 'block', fontWeight: 400, color: colors.textMuted });
const smallIconStyle = css({
  ...iconAction,
  width: '2rem',
  height: '2rem',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.35, cursor: 'default', background: 'transparent', color: colors.textMuted },
});
const dangerIconStyle = css({ ...iconAction, width: '2rem', height: '2rem', '&:hover': { color: colors.danger, background: '#fff4f3' }, '&:focus-visible': focusRing });
const problemsStyle = css({ margin: `${space.md} 0 0`, '& h3': { margin: 0, fontSize: font.size.md, color: colors.danger } });
const addStyle = css({ marginTop: space.md, alignItems: 'flex-end' });
const addLabelStyle = css({ ...labelStyle, marginBottom: space.xs });
/** A long segment id is cut in the list rather than widening the page. */
const addSelectStyle = css({ ...cellBox, height: '2.5rem', minWidth: '7rem', maxWidth: '16rem' });
const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });

/** The name a row's inputs carry: its id, or its row as core's messages name it (the header is row 1) while it has none. */
const rowName = (id: string, row: number) => (id === '' ? `row ${sheetRow(row)}` : `segment ${id}`);

/** An id for a cell's problem, so its input can point at it. */
const issueId = (base: string, row: number, column: SheetColumn) => `${base}-${row}-${column}`;


/** Cells that take words as well as numbers (`transport heavy-dusts`, `2x90, 1x45`, `weather-cap`). */
const TEXT_COLUMNS: readonly SheetColumn[] = ['segment', 'min_velocity', 'elbows', 'fittings', 'hood'];
/** Cells that hold a list (`2x90, 1x45`, `weather-cap`): as wide as a short one. */
const LIST_COLUMNS: readonly SheetColumn[] = ['elbows', 'fittings', 'hood'];
const listInputStyle = css({ width: '6.5rem', textAlign: 'left' });

interface CellProps {
  row: number;
  column: SheetColumn;
  label: string;
  name: string;
  unitId: string | undefined;
  base: string;
}

/**
 * One editable cell: the text as typed (a bare number typed in the other
 * unit system shown converted), marked invalid (and described by its
 * problem) when core cannot use it. On paper, its text.
 */
const Cell = memo(function Cell({ row, column, label, name, unitId, base }: CellProps) {
  const actorRef = SystemActorContext.useActorRef();
  const text = SystemActorContext.useSelector((snapshot) => selectShownCell(snapshot.context, row, column));
  const issue = SystemActorContext.useSelector((snapshot) => selectCellIssue(snapshot.context, row, column));
  const describedBy = [unitId, issue === undefined ? undefined : issueId(base, row, column)].filter(Boolean).join(' ');
  return (
    <>
      <input
        {...NUMBER_INPUT_ATTRIBUTES}
        id={cellId(row, column)}
        inputMode={TEXT_COLUMNS.includes(column) ? 'text' : 'decimal'}
        css={[column === 'segment' ? idInputStyle : column in SHEET_MEASURES || TEXT_COLUMNS.includes(column) ? inputStyle : coefficientStyle, LIST_COLUMNS.includes(column) && listInputStyle, noPrint]}
        aria-label={`${label}, ${name}`}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        aria-invalid={issue === undefined ? undefined : true}
        value={text}
        placeholder={column === 'diameter' ? 'auto' : undefined}
        onChange={(event) => actorRef.send({ type: 'cell.change', row, column, text: event.target.value })}
      />
      <span css={column === 'hood' ? printedLinkStyle : column === 'segment' ? printedStyle : printedNumberStyle}>{text}</span>
    </>
  );
});

const hoodCellStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '0.125rem' });
const hoodLinkStyle = css({ ...iconAction, width: '2rem', height: '2rem', color: colors.primary, '&:focus-visible': focusRing });

/** A hood's design: its link as typed, and a link back to the design page (when the cell names one). */
function HoodCell(props: CellProps) {
  const path = SystemActorContext.useSelector((snapshot) => selectHoodDesignPath(snapshot.context, props.row));
  return (
    <span css={hoodCellStyle}>
      <Cell {...props} />
      {path !== undefined && (
        <Link href={path} css={[hoodLinkStyle, noPrint]} aria-label={`Open the hood design of ${props.name}`} title="Open this hood's design">
          <ExternalLink aria-hidden="true" size={18} />
        </Link>
      )}
    </span>
  );
}

/** The columns picked from a table rather than typed: their choices (value, as the list shows it) and what blank shows. */
const CHOICES: Partial<Record<SheetColumn, { blank: string; options: readonly { value: string; label: string }[] }>> = {
  hood_type: {
    blank: 'None',
    options: HOOD_TYPE_IDS.map((id) => ({ value: id, label: `${HOOD_TYPES[id].name} (Fh ${formatNumber(HOOD_TYPES[id].entryLoss, 'field')})` })),
  },
  material: { blank: 'Galvanized', options: MATERIAL_IDS.map((id) => ({ value: id, label: DUCT_MATERIALS[id].label })) },
};
/** Wide enough for a short name (`Flanged duct end (Fh…`); the list shows each in full. */
const choiceStyle = css({ ...cellBox, width: '8.5rem', padding: `0 ${space.xs}`, fontSize: '0.8125rem' });

/**
 * A cell picked from a table (hood type, material): the ids core reads, each
 * shown by its name; a text typed in a file that is not one of them stays
 * as typed, as an option of its own, and core names its problem. On paper, its text.
 */
function ChoiceCell({ row, column, label, name, base }: { row: number; column: SheetColumn; label: string; name: string; base: string }) {
  const actorRef = SystemActorContext.useActorRef();
  const text = SystemActorContext.useSelector((snapshot) => selectShownCell(snapshot.context, row, column));
  const issue = SystemActorContext.useSelector((snapshot) => selectCellIssue(snapshot.context, row, column));
  const { blank, options } = CHOICES[column]!;
  const known = text === '' || options.some((option) => option.value === text);
  return (
    <>
      <select
        id={cellId(row, column)}
        css={[choiceStyle, noPrint]}
        aria-label={`${label}, ${name}`}
        aria-invalid={issue === undefined ? undefined : true}
        aria-describedby={issue === undefined ? undefined : issueId(base, row, column)}
        value={text}
        onChange={(event) => actorRef.send({ type: 'cell.change', row, column, text: event.target.value })}
      >
        <option value="">{blank}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {!known && <option value={text}>{text}</option>}
      </select>
      <span css={printedChoiceStyle}>{text}</span>
    </>
  );
}

/** How the list names the fan and the outlet (the end of the discharge side, after the fan). */
const TERMINAL_NAMES: Readonly<Record<string, string>> = { [FAN]: 'Fan', [OUTLET]: 'Outlet' };

/** The segment a row flows into: the fan, the outlet (a discharge segment) or another segment (a join). */
function JoinSelect({ row, name, base }: { row: number; name: string; base: string }) {
  const actorRef = SystemActorContext.useActorRef();
  const to = SystemActorContext.useSelector((snapshot) => (snapshot.context.sheet.segments[row]?.to ?? '').trim());
  const targets = SystemActorContext.useSelector((snapshot) => selectJoinTargets(snapshot.context, row), shallowEqual);
  const issue = SystemActorContext.useSelector((snapshot) => selectCellIssue(snapshot.context, row, 'to'));
  const options = to === '' || targets.includes(to) ? targets : [...targets, to];
  return (
    <>
      <select
        css={[selectStyle, noPrint]}
        aria-label={`Flows into, ${name}`}
        aria-invalid={issue === undefined ? undefined : true}
        aria-describedby={issue === undefined ? undefined : issueId(base, row, 'to')}
        value={to}
        onChange={(event) => actorRef.send({ type: 'segment.join', row, to: event.target.value })}
      >
        {to === '' && <option value="">Choose…</option>}
        {options.map((target) => (
          <option key={target} value={target}>
            {TERMINAL_NAMES[target] ?? target}
          </option>
        ))}
      </select>
      <span css={printedStyle}>{TERMINAL_NAMES[to] ?? to}</span>
    </>
  );
}

/** The id of a row's move button, so focus can follow the row it moved. */
const moveId = (base: string, row: number, by: -1 | 1) => `${base}-move-${by < 0 ? 'up' : 'down'}-${row}`;

/**
 * Moves a row one place up or down, then keeps focus on the moved row's own
 * button (or its other one, at the first or last place), so a keyboard user
 * can press it again to keep moving the same segment.
 */
function MoveButton({ row, by, name, base, rowCount }: { row: number; by: -1 | 1; name: string; base: string; rowCount: number }) {
  const actorRef = SystemActorContext.useActorRef();
  const target = row + by;
  const disabled = target < 0 || target >= rowCount;
  const move = () => {
    actorRef.send({ type: 'segment.move', row, by });
    const atEnd = target + by < 0 || target + by >= rowCount;
    requestAnimationFrame(() => document.getElementById(moveId(base, target, atEnd ? (-by as -1 | 1) : by))?.focus());
  };
  const Icon = by < 0 ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      id={moveId(base, row, by)}
      css={smallIconStyle}
      aria-label={`Move ${name} ${by < 0 ? 'up' : 'down'}`}
      title={by < 0 ? 'Move this segment up the sheet' : 'Move this segment down the sheet'}
      disabled={disabled}
      onClick={move}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}

function SheetRow({ row, base, unitIds, rowCount }: { row: number; base: string; unitIds: Partial<Record<SheetColumn, string>>; rowCount: number }) {
  const actorRef = SystemActorContext.useActorRef();
  const id = SystemActorContext.useSelector((snapshot) => rowId(snapshot.context.sheet.segments[row] ?? {}));
  const name = rowName(id, row);
  const [first, ...rest] = COLUMN_INFO;
  return (
    <tr>
      <th scope="row">
        <Cell row={row} column={first!.column} label={first!.label} name={name} unitId={undefined} base={base} />
      </th>
      {rest.map(({ column, label }) => (
        <td key={column}>
          {column === 'to' ? (
            <JoinSelect row={row} name={name} base={base} />
          ) : column === 'hood' ? (
            <HoodCell row={row} column={column} label={label} name={name} unitId={unitIds[column]} base={base} />
          ) : column in CHOICES ? (
            <ChoiceCell row={row} column={column} label={label} name={name} base={base} />
          ) : (
            <Cell row={row} column={column} label={label} name={name} unitId={unitIds[column]} base={base} />
          )}
        </td>
      ))}
      <td css={[actionsStyle, noPrint]}>
        <MoveButton row={row} by={-1} name={name} base={base} rowCount={rowCount} />
        <MoveButton row={row} by={1} name={name} base={base} rowCount={rowCount} />
        <button type="button" css={smallIconStyle} aria-label={`Add a branch after ${name}`} title="Add a branch duct downstream" onClick={() => actorRef.send({ type: 'branch.add', row })}>
          <GitBranchPlus aria-hidden="true" size={18} />
        </button>
        <button type="button" css={dangerIconStyle} aria-label={`Delete ${name}`} title="Delete this segment" onClick={() => actorRef.send({ type: 'segment.delete', row })}>
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </td>
    </tr>
  );
}

/**
 * Adds an empty hood that joins a chosen segment (the one nearest the fan,
 * to start with), and puts focus in its flow cell.
 */
function AddHood() {
  const actorRef = SystemActorContext.useActorRef();
  const selectId = useId();
  const ids = SystemActorContext.useSelector((snapshot) => [FAN, ...new Set(snapshot.context.sheet.segments.map(rowId).filter((id) => id !== ''))], shallowEqual);
  const main = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.segments.find((row) => (row.to ?? '').trim() === FAN)?.segment?.trim() ?? FAN);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const to = chosen !== undefined && ids.includes(chosen) ? chosen : main;
  const add = () => {
    const row = actorRef.getSnapshot().context.sheet.segments.length;
    actorRef.send({ type: 'hood.add', to });
    requestAnimationFrame(() => document.getElementById(cellId(row, 'flow'))?.focus());
  };
  return (
    <div css={[actionRowStyle, addStyle, noPrint]}>
      <div>
        <label htmlFor={selectId} css={addLabelStyle}>
          New hood flows into
        </label>
        <select id={selectId} css={addSelectStyle} value={to} onChange={(event) => setChosen(event.target.value)}>
          {ids.map((target) => (
            <option key={target} value={target}>
              {target === FAN ? 'Fan' : target}
            </option>
          ))}
        </select>
      </div>
      <button type="button" css={buttonStyle} onClick={add}>
        <Plus aria-hidden="true" size={18} />
        Add hood
      </button>
    </div>
  );
}

/** Every problem that stops the design: each cell's (pointed at by its input) and the sheet's own. */
function Problems({ base }: { base: string }) {
  const headingId = useId();
  const cells = SystemActorContext.useSelector(
    (snapshot) =>
      snapshot.context.sheet.segments.flatMap((_, row) =>
        COLUMN_INFO.flatMap(({ column }) => {
          const message = selectCellIssue(snapshot.context, row, column);
          return message === undefined ? [] : [{ id: issueId(base, row, column), message }];
        }),
      ),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const general = SystemActorContext.useSelector((snapshot) => selectSheetIssues(snapshot.context), shallowEqual);
  if (cells.length === 0 && general.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={problemsStyle}>
      <h3 id={headingId}>{cells.length + general.length === 1 ? 'Problem' : `Problems (${cells.length + general.length})`}</h3>
      {general.map((message, index) => (
        <FieldHint key={message} id={`${base}-general-${index}`}>
          {message}
        </FieldHint>
      ))}
      {cells.map(({ id, message }) => (
        <FieldHint key={id} id={id}>
          {message}
        </FieldHint>
      ))}
    </section>
  );
}

/**
 * The system sheet, one row per segment as on the ACGIH calculation sheet:
 * every cell editable and named by its column and segment ("Flow, segment
 * A"), bare numbers in the unit under each heading. Scrolls sideways inside
 * its own region on a phone.
 */
export function SheetTable() {
  const base = useId();
  const captionId = useId();
  const rowCount = SystemActorContext.useSelector((snapshot) => snapshot.context.sheet.segments.length);
  const units = SystemActorContext.useSelector((snapshot) => snapshot.context.system);
  const unitIds = Object.fromEntries(COLUMN_INFO.filter(({ column }) => columnUnit(column, units) !== '').map(({ column }) => [column, `${base}-unit-${column}`]));
  return (
    <>
      <div role="region" aria-labelledby={captionId} tabIndex={0} css={scrollRegionStyle}>
        <table css={sheetTableStyle}>
          <caption id={captionId} css={{ textAlign: 'left', fontWeight: 600, padding: `0 0 ${space.sm}`, color: colors.text }}>
            Segments ({rowCount})
          </caption>
          <thead>
            <tr>
              {COLUMN_INFO.map(({ column, label, blank }) => (
                <th key={column} scope="col" css={headingStyle} title={blank === undefined ? undefined : `Blank: ${blank}`}>
                  {label}
                  <span id={unitIds[column]} css={unitNoteStyle}>
                    {columnUnit(column, units) || '\u00a0'}
                  </span>
                </th>
              ))}
              <th scope="col" css={noPrint}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rowCount }, (_, row) => (
              <SheetRow key={row} row={row} base={base} unitIds={unitIds} rowCount={rowCount} />
            ))}
          </tbody>
        </table>
      </div>
      <Problems base={base} />
      <AddHood />
    </>
  );
}
