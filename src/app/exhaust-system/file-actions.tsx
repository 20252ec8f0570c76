import { useId, useRef } from 'react';
import { css } from '@emotion/react';
import { Download, Eraser, FileText, Upload, X } from 'lucide-react';
import { selectCsv, selectJson } from '../../machines/exhaust-system/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { SystemActorContext } from './actor-context.ts';
import { downloadText } from '../shell/download.ts';
import { actionRowStyle, noPrint } from '../shell/section-styles.ts';
import { PrintButton } from '../shell/print-report.tsx';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { cellId } from './cell-id.ts';

const buttonStyle = css({ ...secondaryAction, '&:focus-visible': focusRing });
/** The file input is hidden behind its label, which looks like the other buttons. */
const fileLabelStyle = css({ ...secondaryAction, '&:focus-within': focusRing });
const noticeStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.sm,
  marginTop: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  fontSize: font.size.sm,
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
  '& p': { margin: 0 },
});
const refusedStyle = css({ borderLeft: `4px solid ${colors.danger}`, background: '#fff4f3' });
const closeStyle = css({ ...iconAction, width: '2rem', height: '2rem', '&:focus-visible': focusRing });

/** Why the last file was refused, with every problem (at most 50, the rest counted); nothing was changed. */
function RefusedFile() {
  const actorRef = SystemActorContext.useActorRef();
  const refused = SystemActorContext.useSelector((snapshot) => snapshot.context.refusedFile);
  return (
    <div role="status" css={noPrint}>
      {refused !== undefined && (
        <div css={[noticeStyle, refusedStyle]}>
          <div>
            <p>
              <strong>{refused.name} was not imported</strong>; the system is unchanged.
            </p>
            <ul>
              {refused.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </div>
          <button type="button" css={closeStyle} aria-label="Dismiss" onClick={() => actorRef.send({ type: 'file.dismiss' })}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * What an import, the example or a clearing replaced (or, with `byProject`,
 * the project bar's Open), with its undo until the next edit.
 */
export function ReplacedSheet({ byProject = false }: { byProject?: boolean }) {
  const actorRef = SystemActorContext.useActorRef();
  const message = SystemActorContext.useSelector(({ context: { undo } }) => (Boolean(undo?.byProject) === byProject ? undo?.message : undefined));
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}

/**
 * Import a sheet (CSV in the shown units, or JSON as exported), export it
 * as CSV or JSON, load the example or clear the sheet (each undoable until
 * the next edit), and print the report.
 */
export function FileActions() {
  const actorRef = SystemActorContext.useActorRef();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (file === undefined) return;
    actorRef.send({ type: 'file.read', name: file.name, text: await file.text() });
    // The same file can be chosen again after it was corrected.
    if (input.current) input.current.value = '';
  };
  const context = () => actorRef.getSnapshot().context;
  const clear = () => {
    actorRef.send({ type: 'sheet.clear' });
    requestAnimationFrame(() => document.getElementById(cellId(0, 'flow'))?.focus());
  };
  return (
    <div css={noPrint}>
      <div css={actionRowStyle}>
        <label htmlFor={inputId} css={fileLabelStyle}>
          <Upload aria-hidden="true" size={18} />
          Import CSV or JSON
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            css={visuallyHidden}
            onChange={(event) => void read(event.target.files?.[0])}
          />
        </label>
        <button type="button" css={buttonStyle} onClick={() => downloadText('exhaust-system.csv', selectCsv(context()), 'text/csv')}>
          <Download aria-hidden="true" size={18} />
          Export CSV
        </button>
        <button type="button" css={buttonStyle} onClick={() => downloadText('exhaust-system.json', selectJson(context()), 'application/json')}>
          <Download aria-hidden="true" size={18} />
          Export JSON
        </button>
        <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'example.load' })}>
          <FileText aria-hidden="true" size={18} />
          Load example
        </button>
        <button type="button" css={buttonStyle} onClick={clear}>
          <Eraser aria-hidden="true" size={18} />
          Clear sheet
        </button>
        <PrintButton />
      </div>
      <RefusedFile />
      <ReplacedSheet />
    </div>
  );
}
