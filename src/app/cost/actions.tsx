import { Download, Link2, RotateCcw } from 'lucide-react';
import { selectCostCsv, selectLinkPath } from '../../machines/cost/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { downloadText } from '../shell/download.ts';
import { PrintButton } from '../shell/print-report.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { UndoNotice } from '../shell/undo-notice.tsx';
import { useClipboard } from '../shell/use-clipboard.ts';
import { CostActorContext } from './actor-context.ts';

const rowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm } as const;
const buttonStyle = { ...secondaryAction, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.5, cursor: 'default' } } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;

/**
 * The report's actions: the lines shown as a CSV file, the printed report,
 * the link that reproduces the page, and the worked examples back (with an
 * undo, see {@link ExamplesUndo}).
 */
export function ReportActions() {
  const actorRef = CostActorContext.useActorRef();
  const hasLines = CostActorContext.useSelector((snapshot) => snapshot.context.cost.lines.length > 0);
  const clipboard = useClipboard();
  const context = () => actorRef.getSnapshot().context;
  return (
    <div css={noPrint}>
      <div css={rowStyle}>
        <button type="button" css={buttonStyle} disabled={!hasLines} onClick={() => downloadText('cost-estimate.csv', selectCostCsv(context()), 'text/csv')}>
          <Download aria-hidden="true" size={18} />
          Export CSV
        </button>
        <PrintButton />
        <button
          type="button"
          css={buttonStyle}
          onClick={() => void clipboard.copy('link', `${window.location.origin}${selectLinkPath(context())}`, 'the link to this estimate')}
        >
          <Link2 aria-hidden="true" size={18} />
          Copy link
        </button>
        <button type="button" css={buttonStyle} onClick={() => actorRef.send({ type: 'example.load' })}>
          <RotateCcw aria-hidden="true" size={18} />
          Worked examples
        </button>
      </div>
      <p role="status" css={statusStyle}>
        {clipboard.message}
      </p>
    </div>
  );
}

/** Says that the worked examples replaced the inputs, and puts them back on Undo. */
export function ExamplesUndo() {
  const actorRef = CostActorContext.useActorRef();
  const message = CostActorContext.useSelector((snapshot) => snapshot.context.undo?.message);
  return <UndoNotice message={message} onUndo={() => actorRef.send({ type: 'undo' })} onDismiss={() => actorRef.send({ type: 'undo.dismiss' })} />;
}
