import { useId, useRef } from 'react';
import { css } from '@emotion/react';
import { Download, Printer, Upload, X } from 'lucide-react';
import { selectCsv, selectJson } from '../../machines/exhaust-system/selectors.ts';
import { iconAction, secondaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { SystemActorContext } from './actor-context.ts';
import { downloadText } from '../shell/download.ts';
import { actionRowStyle, noPrint } from './styles.ts';

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
const readStyle = css({ borderLeft: `4px solid ${colors.accent}`, background: '#eef8f2' });
const closeStyle = css({ ...iconAction, width: '2rem', height: '2rem', '&:focus-visible': focusRing });

/** What the last file did: refused (with every problem, nothing changed) or read in. */
function FileNotice() {
  const actorRef = SystemActorContext.useActorRef();
  const refused = SystemActorContext.useSelector((snapshot) => snapshot.context.refusedFile);
  const imported = SystemActorContext.useSelector((snapshot) => snapshot.context.importedFile);
  const dismiss = (
    <button type="button" css={closeStyle} aria-label="Dismiss" onClick={() => actorRef.send({ type: 'file.dismiss' })}>
      <X aria-hidden="true" size={16} />
    </button>
  );
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
          {dismiss}
        </div>
      )}
      {imported !== undefined && (
        <div css={[noticeStyle, readStyle]}>
          <p>Imported {imported}.</p>
          {dismiss}
        </div>
      )}
    </div>
  );
}

/**
 * Import a sheet (CSV in the page's unit system, or JSON as exported),
 * export it as CSV or JSON, and print the sheet with its results.
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
        <button type="button" css={buttonStyle} onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          Print
        </button>
      </div>
      <FileNotice />
    </div>
  );
}
