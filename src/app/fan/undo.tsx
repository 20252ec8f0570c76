import type { FanContext } from '../../machines/fan/context.ts';
import { ToolUndoNotice } from '../shell/tool-page.tsx';

/** The sentence of an undo shown beside the page's actions (the worked example's), not under the curve. */
export function pageUndoMessage(context: FanContext): string | undefined {
  return context.undo?.place === undefined ? context.undo?.message : undefined;
}

/** The sentence of an undo shown under the curve: a curve imported or cleared. */
function curveUndoMessage(context: FanContext): string | undefined {
  return context.undo?.place === 'curve' ? context.undo.message : undefined;
}

/** What a curve import or a clear of the curve just replaced, with an Undo, under the curve. */
export function CurveUndoNotice() {
  return <ToolUndoNotice<FanContext> message={curveUndoMessage} />;
}
