import { useEffect, useId, useRef } from 'react';
import { Upload } from 'lucide-react';
import { formatNumber } from '../../../core/format/number.ts';
import { actionRowStyle, noPrint } from '../../shell/section-styles.ts';
import { UndoNotice } from '../../shell/undo-notice.tsx';
import { visuallyHidden } from '../../shell/visually-hidden.ts';
import { space } from '../../shell/theme.ts';
import { MonitoringActorContext } from './actor-context.ts';
import { preloadTrend } from './dp-trend.tsx';
import { buttonStyle, failureStyle, fileLabelStyle, mutedStyle, noticeStyle } from './styles.ts';

/** Mebibytes read, of the total, as a person reads them. */
const mb = (bytes: number) => formatNumber(bytes / 1_048_576, 'result', { decimals: 1 });

/** How far the worker is: a progress bar with the rows and megabytes read, and Cancel. */
function ImportProgress() {
  const actorRef = MonitoringActorContext.useActorRef();
  const reading = MonitoringActorContext.useSelector((snapshot) => snapshot.matches('reading'));
  const analysing = MonitoringActorContext.useSelector((snapshot) => snapshot.matches('analysing'));
  const progress = MonitoringActorContext.useSelector((snapshot) => snapshot.context.progress);
  useEffect(() => {
    if (analysing) preloadTrend();
  }, [analysing]);
  if (!reading && !analysing) return null;
  const text =
    progress === undefined
      ? reading
        ? 'Reading the header…'
        : 'Starting the analysis…'
      : `Analysing: ${formatNumber(progress.rows, 'result', { decimals: 0 })} rows, ${mb(progress.bytesRead)} of ${mb(progress.bytesTotal)} MB read`;
  return (
    <div css={[actionRowStyle, { marginTop: space.sm }]}>
      <progress aria-label="Import progress" max={progress?.bytesTotal ?? 1} value={progress?.bytesRead ?? undefined} css={{ flex: '1 1 12rem' }} />
      <span css={mutedStyle}>{text}</span>
      {analysing && (
        <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'analysis.cancel' })}>
          Cancel
        </button>
      )}
    </div>
  );
}

/**
 * Choose one or more controller logs (CSV or .xlsx, of one layout, read in
 * the order chosen). A new choice replaces the analysis shown, with Undo.
 */
export function ImportPanel() {
  const actorRef = MonitoringActorContext.useActorRef();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const failure = MonitoringActorContext.useSelector((snapshot) => snapshot.context.failure);
  const undo = MonitoringActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  const choose = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    actorRef.send({ type: 'files.choose', files: [...files] });
    // The same file can be chosen again after it was corrected.
    if (input.current) input.current.value = '';
  };
  return (
    <div css={noPrint}>
      <div css={actionRowStyle}>
        <label htmlFor={inputId} css={fileLabelStyle}>
          <Upload aria-hidden="true" size={18} />
          Import controller logs (CSV or .xlsx)
          <input ref={input} id={inputId} type="file" multiple accept=".csv,.txt,.tsv,.xlsx,text/csv" css={visuallyHidden} onChange={(event) => choose(event.target.files)} />
        </label>
        <p css={mutedStyle}>Several files of one layout are read as one log, in the order chosen. A CSV is streamed; an .xlsx is loaded whole, so keep it under a few hundred MB.</p>
      </div>
      <ImportProgress />
      <div role="alert">{failure !== undefined && <p css={[noticeStyle, failureStyle]}>{failure}</p>}</div>
      <div css={{ marginTop: space.sm }}>
        <UndoNotice message={undo} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />
      </div>
    </div>
  );
}
