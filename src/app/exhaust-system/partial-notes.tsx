import { useId } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { selectHoldBack, selectProvisionalNotes, selectWithheldSegments } from '../../machines/exhaust-system/selectors.ts';
import { colors } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';
import { notePanelStyle } from './styles.ts';

const waitingStyle = css(notePanelStyle, { borderLeftColor: colors.warning, background: colors.warningSurface });

/** A note with a heading and one item per line; nothing when there are no lines. */
function NoteList({ heading, lines, waiting = false }: { heading: string; lines: readonly string[]; waiting?: boolean }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={waiting ? waitingStyle : notePanelStyle}>
      <h3 id={headingId}>{heading}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What each cell that cannot be used holds back, in core's words (`Give the
 * flow of hood A (row 2) to design A, C and E, …`): beside the results while
 * the design is partial, nothing otherwise.
 */
export function HoldBackList() {
  const lines = SystemActorContext.useSelector((snapshot) => selectHoldBack(snapshot.context), shallowEqual);
  return <NoteList heading="What each problem holds back" lines={lines} />;
}

/**
 * Beside the results of a partial design: each segment left out and the cell
 * it waits for, and why designed streams may still change (a junction they
 * flow into waits), so no figure reads as final when it is not.
 */
export function WithheldSegments() {
  const withheld = SystemActorContext.useSelector((snapshot) => selectWithheldSegments(snapshot.context), shallowEqual);
  const notes = SystemActorContext.useSelector((snapshot) => selectProvisionalNotes(snapshot.context), shallowEqual);
  return (
    <>
      <NoteList heading="Segments not designed" lines={withheld.map(({ text }) => text)} waiting />
      <NoteList heading="Provisional figures" lines={notes} waiting />
    </>
  );
}
