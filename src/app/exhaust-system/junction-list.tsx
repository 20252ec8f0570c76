import { useId } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { CircleCheck, Hourglass, OctagonAlert, TriangleAlert } from 'lucide-react';
import type { JunctionAction } from '../../core/exhaust-system/design.ts';
import { selectJunctionRows, selectRedesignLines, selectWithheldCounts, selectWithheldJunctions } from '../../machines/exhaust-system/selectors.ts';
import { primaryAction } from '../shell/action-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { SystemActorContext } from './actor-context.ts';
import { noPrint } from '../shell/section-styles.ts';
import { notePanelStyle } from './styles.ts';
import { JUNCTION_COLORS, WAITING_COLOR } from './system-sketch.tsx';

const DECISIONS: Readonly<Record<JunctionAction, { label: string; Icon: typeof CircleCheck; surface: string }>> = {
  none: { label: 'Balanced', Icon: CircleCheck, surface: '#eef8f2' },
  'increase-flow': { label: 'Flow raised', Icon: TriangleAlert, surface: colors.warningSurface },
  redesign: { label: 'Redesign', Icon: OctagonAlert, surface: '#fff4f3' },
};

const listStyle = css({ display: 'grid', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });
const itemStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  borderLeft: '4px solid',
  fontSize: font.size.sm,
  lineHeight: 1.45,
  '& strong': { display: 'block', fontSize: font.size.md },
  '@media print': { breakInside: 'avoid' },
});
const applyStyle = css({ ...primaryAction, marginTop: space.md, '&:focus-visible': focusRing });
const headingStyle = css({ margin: `0 0 ${space.sm}`, fontSize: font.size.md });
const reportStyle = css(notePanelStyle, { marginTop: space.md, borderLeftColor: colors.focus, background: colors.surface, '& p': { margin: 0, fontWeight: 600 }, '& li + li': { marginTop: 0 } });

/**
 * What the last *Apply suggested sizes* did, as core's redesign report words
 * it: each size changed (from → to, at which junction), or why the loop
 * stopped at a junction. Announced, and kept until the next edit.
 */
function RedesignReport() {
  const lines = SystemActorContext.useSelector((snapshot) => selectRedesignLines(snapshot.context), shallowEqual);
  return (
    <div role="status" css={noPrint}>
      {lines !== undefined && (
        <div css={reportStyle}>
          <p>Apply suggested sizes</p>
          <ul>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Each junction's decision by the ACGIH rule, highlighted by kind (icon,
 * colour and word): balanced (ratio ≤ 1.05), flow raised (≤ 1.20), or a
 * redesign with the next smaller standard size; while the design is
 * partial, each junction not balanced yet and the cell it waits for; and
 * the option to write the suggested sizes into the sheet.
 */
export function JunctionList() {
  const headingId = useId();
  const actorRef = SystemActorContext.useActorRef();
  const rows = SystemActorContext.useSelector((snapshot) => selectJunctionRows(snapshot.context), shallowEqual);
  const waiting = SystemActorContext.useSelector((snapshot) => selectWithheldJunctions(snapshot.context), shallowEqual);
  const canApply = SystemActorContext.useSelector((snapshot) => snapshot.can({ type: 'sizes.apply' }));
  const waitingCount = SystemActorContext.useSelector((snapshot) => selectWithheldCounts(snapshot.context).junctions);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={headingStyle}>
        Junctions ({rows.length + waitingCount})
      </h3>
      {rows.length === 0 && waiting.length === 0 ? (
        <p css={{ margin: 0, color: colors.textMuted, fontSize: font.size.sm }}>No junctions: every segment flows straight to the fan.</p>
      ) : (
        <ul css={listStyle}>
          {rows.map((row) => {
            const { label, Icon, surface } = DECISIONS[row.action];
            return (
              <li key={row.at} css={[itemStyle, { background: surface, borderLeftColor: JUNCTION_COLORS[row.action] }]}>
                <Icon aria-hidden="true" size={20} color={JUNCTION_COLORS[row.action]} />
                <div>
                  <strong>
                    {label} at {row.at}
                  </strong>
                  {row.text}
                </div>
              </li>
            );
          })}
          {waiting.map(({ id, text }) => (
            <li key={id || text} css={[itemStyle, { background: colors.background, borderLeftColor: WAITING_COLOR }]}>
              <Hourglass aria-hidden="true" size={20} color={WAITING_COLOR} />
              <div>
                {id !== '' && <strong>Not balanced yet at {id}</strong>}
                {text}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canApply && (
        <button type="button" css={[applyStyle, noPrint]} onClick={() => actorRef.send({ type: 'sizes.apply' })}>
          Apply suggested sizes
        </button>
      )}
      <RedesignReport />
    </section>
  );
}
